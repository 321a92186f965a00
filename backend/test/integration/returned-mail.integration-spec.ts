import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { RETURNED_MAIL_NOTE_MAX, RETURNED_MAIL_THRESHOLD } from '../../src/shared/rules';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;

describe('returned mail: "my letter came back"', () => {
  let t: TestApp;
  let admin: Account;
  const as = (a: Account) => `Bearer ${a.token}`;

  beforeAll(async () => {
    // Profiles kept in memory like in production: a report must still show at once.
    t = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    admin = await registerAdmin(t);
  });

  afterAll(() => t.close());

  const report = (a: Account, id: string, body: Record<string, unknown> = {}) => t.http.post(`/api/profiles/${id}/returned-mail`).set('Authorization', as(a)).send(body);
  const notices = async (id: string) => (await t.http.get(`/api/profiles/${id}`).expect(200)).body.notices.map((n: { kind: string }) => n.kind);
  const queued = async (id: string) =>
    (await t.http.get('/api/admin/rechecks?limit=100').set('Authorization', as(admin)).expect(200)).body.profiles.find((p: { id: string }) => p.id === id);

  it('counts reports from different accounts: at the threshold the profile is queued and visitors see a notice; the owner sees the count', async () => {
    expect(RETURNED_MAIL_THRESHOLD).toBe(2);
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { lastCheckAt: new Date(Date.now() - 86_400_000), verifiedAt: new Date(Date.now() - 86_400_000), lastCheckOutcome: 'in_custody' });
    const [a, b, c] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    // Read (and kept) before the reports.
    expect(await notices(profile.id)).toEqual([]);

    expect((await t.http.get(`/api/profiles/${profile.id}/returned-mail`).set('Authorization', as(a)).expect(200)).body).toEqual({ reported: false, own_profile: false });
    const first = await report(a, profile.id, { note: 'Returned: not at this address' }).expect(201);
    expect(first.body.message).toMatch(/^Thank you/);
    expect((await t.http.get(`/api/profiles/${profile.id}/returned-mail`).set('Authorization', as(a)).expect(200)).body).toEqual({ reported: true, own_profile: false });
    expect(await notices(profile.id)).toEqual([]);
    expect(await queued(profile.id)).toBeUndefined();

    await report(b, profile.id).expect(201);
    expect(await notices(profile.id)).toEqual(['mail_returned']);
    expect(await queued(profile.id)).toMatchObject({ reasons: ['mail_returned'], returned_mail_count: 2 });
    const owned = (await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', as(owner)).expect(200)).body;
    expect(owned).toMatchObject({ returned_mail_count: 2, notices: [{ kind: 'mail_returned' }] });
    expect(await t.query('SELECT note FROM returned_mail_reports WHERE profile_id = $1 ORDER BY created_at', [profile.id])).toEqual([
      { note: 'Returned: not at this address' },
      { note: null },
    ]);

    // A new check starts the count again: the notice and the queue entry go; the next report counts from there.
    await t.http.post(`/api/admin/profiles/${profile.id}/checks`).set('Authorization', as(admin)).send({ outcome: 'in_custody' }).expect(200);
    expect(await notices(profile.id)).toEqual([]);
    expect(await queued(profile.id)).toBeUndefined();
    await report(c, profile.id).expect(201);
    expect((await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', as(owner)).expect(200)).body.returned_mail_count).toBe(1);
    expect(await notices(profile.id)).toEqual([]);
  });

  it('takes one report per account (409), none on your own profile (400), only on public profiles (404)', async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    await report(writer, profile.id).expect(201);
    const twice = await report(writer, profile.id, { note: 'again' }).expect(409);
    expect(twice.body).toMatchObject({ statusCode: 409, detail: expect.stringMatching(/already reported/) });
    const own = await report(owner, profile.id).expect(400);
    expect(own.body.detail).toMatch(/your own profile/);
    // The page asks first and shows its owner no report button.
    expect((await t.http.get(`/api/profiles/${profile.id}/returned-mail`).set('Authorization', as(owner)).expect(200)).body).toEqual({ reported: false, own_profile: true });

    const hidden = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
    await report(writer, hidden.id).expect(404);
    await t.http.get(`/api/profiles/${hidden.id}/returned-mail`).set('Authorization', as(writer)).expect(404);
    await report(writer, '00000000-0000-4000-8000-000000000000').expect(404);
    await report(writer, 'not-an-id').expect(404);
    expect((await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', as(owner)).expect(200)).body.returned_mail_count).toBe(1);
  });

  it('is for signed-in writers, with a note of at most RETURNED_MAIL_NOTE_MAX characters', async () => {
    const owner = await registerUser(t);
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    await t.http.post(`/api/profiles/${profile.id}/returned-mail`).send({}).expect(401);
    await t.http.get(`/api/profiles/${profile.id}/returned-mail`).expect(401);
    await report(writer, profile.id, { note: 'x'.repeat(RETURNED_MAIL_NOTE_MAX + 1) }).expect(422);
    await report(writer, profile.id, { note: 42 }).expect(422);
    await report(writer, profile.id, { note: 'x'.repeat(RETURNED_MAIL_NOTE_MAX) }).expect(201);
  });
});
