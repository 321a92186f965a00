import fs from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { jpegWithExif } from '../factories/images';
import { submissionBody } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/**
 * Deleting an account whose profile has a live subscription: the provider is told first,
 * then one transaction removes the rows; no second pooled connection waits on the first.
 */
describe('deleting an account with a live subscription', () => {
  let t: TestApp;
  let photo: string;

  beforeAll(async () => {
    // A short statement timeout turns a regression (a hang) into a quick failure instead of a stuck suite.
    t = await createTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '8000', DATABASE_LOCK_TIMEOUT_MS: '5000' });
    photo = await jpegWithExif(300, 400);
  }, 30_000);

  afterAll(() => t.close());

  const mediaFile = (key: string) => path.join(t.app.get(AppConfig).mediaDir, key.slice(0, 2), key);

  /** Registers, submits a profile with two photos, pays its listing with the demo gateway. */
  async function paidOwner() {
    const owner = await registerUser(t);
    const auth = `Bearer ${owner.token}`;
    const submitted = await t.http
      .post('/api/profiles')
      .set('Authorization', auth)
      .send(submissionBody([photo, photo], { seeking_relationships: ['Friendship'] }))
      .expect(201);
    const profileId: string = submitted.body.profile?.id ?? submitted.body.id;
    const sub = await t.http
      .post('/api/paypal/demo/subscriptions')
      .set('Authorization', auth)
      .send({ profile_id: profileId, subscription_type: 'profile_listing' })
      .expect(201);
    const subscriptionId: string = sub.body.subscription_id;
    const [linked] = await t.query<{ payment_status: string }>('SELECT payment_status FROM profiles WHERE id = $1', [profileId]);
    expect(linked.payment_status).toBe('paid');
    const keys = (await t.query<{ card_key: string; full_key: string }>('SELECT card_key, full_key FROM profile_photos WHERE profile_id = $1', [profileId])).flatMap(
      (r) => [r.card_key, r.full_key],
    );
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(fs.existsSync(mediaFile(key))).toBe(true);
    return { owner, auth, profileId, subscriptionId, keys };
  }

  async function expectGone(userId: string, profileId: string, subscriptionId: string, keys: string[]) {
    expect(await t.query('SELECT id FROM users WHERE id = $1', [userId])).toEqual([]);
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profileId])).toEqual([]);
    expect(await t.query('SELECT id FROM profile_photos WHERE profile_id = $1', [profileId])).toEqual([]);
    // The subscription row stays as a payment record, cancelled and unlinked.
    expect(await t.query('SELECT status, profile_id FROM subscriptions WHERE id = $1', [subscriptionId])).toEqual([
      { status: 'CANCELLED', profile_id: null },
    ]);
    const [record] = await t.query<{ data: { status: string } }>('SELECT data FROM demo_gateway_records WHERE id = $1', [subscriptionId]);
    expect(record.data.status).toBe('CANCELLED');
    for (const key of keys) expect(fs.existsSync(mediaFile(key))).toBe(false);
  }

  it('answers DELETE /api/user/account within seconds and removes the rows and files', async () => {
    const { owner, auth, profileId, subscriptionId, keys } = await paidOwner();
    const started = Date.now();
    await t.http
      .delete(`/api/user/account?current_password=${encodeURIComponent(owner.password)}`)
      .set('Authorization', auth)
      .timeout(10_000)
      .expect(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectGone(owner.user.id, profileId, subscriptionId, keys);
  }, 30_000);

  it('answers DELETE /api/admin/users/{id} within seconds and removes the rows and files', async () => {
    const admin = await registerAdmin(t);
    const { owner, profileId, subscriptionId, keys } = await paidOwner();
    const started = Date.now();
    await t.http
      .delete(`/api/admin/users/${owner.user.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .timeout(10_000)
      .expect(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectGone(owner.user.id, profileId, subscriptionId, keys);
  }, 30_000);
});
