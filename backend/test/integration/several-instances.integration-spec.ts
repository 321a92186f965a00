import { ProfilesService } from '../../src/modules/profiles/profiles.service';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Waits until `check` holds, up to `ms`; returns whether it did. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('two instances of the site on one database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Both keep browse pages for a minute: only the message between them can make the second see a change.
    first = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    second = await createTestApp({ BROWSE_CACHE_SECONDS: '60' }, first.database);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a profile published through one instance shows in the other\'s cached browse within a second', async () => {
    const owner = (await registerUser(first)).user.id;
    await insertProfile(first, owner, { mailingState: 'WY' });
    const totalOn = async (t: TestApp) => (await t.http.get('/api/profiles?state=WY').expect(200)).body.total as number;
    expect(await totalOn(second)).toBe(1);
    expect(await totalOn(first)).toBe(1);

    // Published through the first instance (its services clear the caches, as an approval does).
    await insertProfile(first, owner, { mailingState: 'WY' });
    first.app.get(ProfilesService).invalidateCaches();

    expect(await totalOn(first)).toBe(2);
    const started = Date.now();
    expect(await within(1_000, async () => (await totalOn(second)) === 2)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('works the other way round: a change through the second reaches the first', async () => {
    const owner = (await registerUser(second)).user.id;
    await insertProfile(second, owner, { mailingState: 'VT' });
    expect((await first.http.get('/api/profiles?state=VT').expect(200)).body.total).toBe(1);
    second.app.get(ProfilesService).invalidateCaches();
    await insertProfile(second, owner, { mailingState: 'VT' });
    second.app.get(ProfilesService).invalidateCaches();
    expect(await within(1_000, async () => (await first.http.get('/api/profiles?state=VT').expect(200)).body.total === 2)).toBe(true);
  });
});
