import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('promo codes', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await registerAdmin(t)).token;
  });

  afterAll(() => t.close());

  async function createCode(body: Record<string, unknown>) {
    const res = await t.http.post('/api/admin/promo-codes').set('Authorization', `Bearer ${adminToken}`).send(body).expect(201);
    return res.body as { id: string; code: string };
  }
  async function owner() {
    const user = await registerUser(t);
    const profile = await insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: 'unpaid' as never });
    return { ...user, profileId: profile.id };
  }

  it('validates a code whatever its case, and refuses unknown, disabled and expired ones', async () => {
    const { id } = await createCode({ code: 'spring25', description: 'Spring', max_uses: 5 });
    const ok = await t.http.post('/api/promo-code/validate?code=Spring25').expect(200);
    expect(ok.body).toMatchObject({ valid: true, code: 'SPRING25', message: 'Promo code is valid!' });

    const unknown = await t.http.post('/api/promo-code/validate?code=NOPE').expect(400);
    expect(unknown.body.detail).toBe('Invalid or expired promo code.');

    await t.http.put(`/api/admin/promo-codes/${id}?is_active=false`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    await t.http.post('/api/promo-code/validate?code=SPRING25').expect(400);

    await createCode({ code: 'OLD', expiry_date: '2020-01-01T00:00:00Z' });
    await t.http.post('/api/promo-code/validate?code=OLD').expect(400);
    const empty = await t.http.post('/api/promo-code/validate?code=').expect(422);
    expect(empty.body.detail).toEqual(['Please enter a code']);
  });

  it('applies a code to the owner\'s profile, which then awaits review', async () => {
    await createCode({ code: 'FREE30', listing_days: 30 });
    const { token, profileId } = await owner();
    const res = await t.http.post(`/api/promo-code/apply?code=free30&profile_id=${profileId}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body).toMatchObject({ message: 'Promo code applied! Your profile will be reviewed by our team.', status: 'Pending Review' });
    const days = (new Date(res.body.paid_through).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const [row] = await t.query<{ payment_status: string; payment_method: string }>('SELECT payment_status, payment_method FROM profiles WHERE id = $1', [profileId]);
    expect(row).toEqual({ payment_status: 'paid', payment_method: 'promo' });

    // A retry of the same apply answers the same success and counts no second use.
    const again = await t.http.post(`/api/promo-code/apply?code=FREE30&profile_id=${profileId}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(again.body).toEqual(res.body);
    const [code] = await t.query<{ used_count: number }>(`SELECT used_count FROM promo_codes WHERE code = 'FREE30'`);
    expect(code.used_count).toBe(1);
    // Another code on the paid listing is still refused.
    await createCode({ code: 'OTHER30' });
    const other = await t.http.post(`/api/promo-code/apply?code=OTHER30&profile_id=${profileId}`).set('Authorization', `Bearer ${token}`).expect(400);
    expect(other.body.detail).toBe("This profile's listing is already paid.");
  });

  it('lets one account use a code once (even after deleting the profile that used it), unless the admin allows more', async () => {
    const { id } = await createCode({ code: 'PERACCT', max_uses: 100 });
    const user = await registerUser(t);
    const auth = `Bearer ${user.token}`;
    const profiles = await Promise.all(
      Array.from({ length: 4 }, () => insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: 'unpaid' as never })),
    );
    // Four applies at once from one account: one succeeds.
    const results = await Promise.all(profiles.map((p) => t.http.post(`/api/promo-code/apply?code=PERACCT&profile_id=${p.id}`).set('Authorization', auth)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(results.find((r) => r.status === 400)!.body.detail).toBe('Your account has already used this promo code.');
    const used = profiles[results.findIndex((r) => r.status === 200)];
    await t.http.delete(`/api/user/profiles/${used.id}`).set('Authorization', auth).expect(200);
    const rest = profiles.filter((p) => p !== used);
    await t.http.post(`/api/promo-code/apply?code=PERACCT&profile_id=${rest[0].id}`).set('Authorization', auth).expect(400);
    const [code] = await t.query<{ used_count: number }>('SELECT used_count FROM promo_codes WHERE id = $1', [id]);
    expect(code.used_count).toBe(1);

    // A code the admin made for two profiles per account, and one with no limit.
    const two = await createCode({ code: 'TWICE', max_uses_per_account: 2 });
    expect(two).toMatchObject({ max_uses_per_account: 2 });
    await t.http.post(`/api/promo-code/apply?code=TWICE&profile_id=${rest[0].id}`).set('Authorization', auth).expect(200);
    await t.http.post(`/api/promo-code/apply?code=TWICE&profile_id=${rest[1].id}`).set('Authorization', auth).expect(200);
    expect((await t.http.post(`/api/promo-code/apply?code=TWICE&profile_id=${rest[2].id}`).set('Authorization', auth).expect(400)).body.detail).toBe(
      'Your account has already used this promo code 2 times.',
    );
    expect(await createCode({ code: 'NOLIMIT', max_uses_per_account: 0 })).toMatchObject({ max_uses_per_account: 0 });
    await t.http.post(`/api/promo-code/apply?code=NOLIMIT&profile_id=${rest[2].id}`).set('Authorization', auth).expect(200);
  });

  it('lets a profile use a code only once, and counts no use for a refused apply', async () => {
    const { id } = await createCode({ code: 'ONCE', listing_days: 1 });
    const { token, profileId } = await owner();
    await t.http.post(`/api/promo-code/apply?code=ONCE&profile_id=${profileId}`).set('Authorization', `Bearer ${token}`).expect(200);
    // The one-day listing has run out: a second code is still refused for this profile.
    await t.query(`UPDATE profiles SET paid_through = now() - interval '1 hour' WHERE id = $1`, [profileId]);
    const res = await t.http.post(`/api/promo-code/apply?code=ONCE&profile_id=${profileId}`).set('Authorization', `Bearer ${token}`).expect(409);
    expect(res.body.detail).toBe('This profile has already used a promo code.');
    const [code] = await t.query<{ used_count: number }>('SELECT used_count FROM promo_codes WHERE id = $1', [id]);
    expect(code.used_count).toBe(1);
  });

  it("refuses someone else's profile as not found", async () => {
    await createCode({ code: 'MINE' });
    const { profileId } = await owner();
    const stranger = await registerUser(t);
    await t.http.post(`/api/promo-code/apply?code=MINE&profile_id=${profileId}`).set('Authorization', `Bearer ${stranger.token}`).expect(404);
    await t.http.post(`/api/promo-code/apply?code=MINE&profile_id=${profileId}`).expect(401);
  });

  it('gives exactly max_uses successes when 50 applies arrive at once', async () => {
    await createCode({ code: 'RUSH', max_uses: 10 });
    const owners = await Promise.all(Array.from({ length: 50 }, () => owner()));
    const results = await Promise.all(
      owners.map((o) => t.http.post(`/api/promo-code/apply?code=RUSH&profile_id=${o.profileId}`).set('Authorization', `Bearer ${o.token}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    expect(results.find((r) => r.status === 400)!.body.detail).toBe('This promo code has been fully used.');
    const [code] = await t.query<{ used_count: number }>(`SELECT used_count FROM promo_codes WHERE code = 'RUSH'`);
    expect(code.used_count).toBe(10);
    const [paid] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM promo_redemptions WHERE code = 'RUSH'`,
    );
    expect(paid.n).toBe(10);
  }, 60_000);

  describe('admin API', () => {
    it('lists, creates, toggles and deletes codes, admins only', async () => {
      const user = await registerUser(t);
      await t.http.get('/api/admin/promo-codes').set('Authorization', `Bearer ${user.token}`).expect(403);

      const created = await createCode({ code: 'ADMIN1', description: 'Made by a test' });
      expect(created).toMatchObject({ code: 'ADMIN1', max_uses: 100, max_uses_per_account: 1, used_count: 0, is_active: true, listing_days: 30, expiry_date: null });
      await t.http.post('/api/admin/promo-codes').set('Authorization', `Bearer ${adminToken}`).send({ code: 'admin1' }).expect(409);
      const bad = await t.http.post('/api/admin/promo-codes').set('Authorization', `Bearer ${adminToken}`).send({ code: '', max_uses: -1 }).expect(422);
      expect(bad.body.detail).toEqual(['Please enter a code', 'max_uses must be 0 or more']);

      const list = await t.http.get('/api/admin/promo-codes').set('Authorization', `Bearer ${adminToken}`).expect(200);
      expect(list.body.map((c: { code: string }) => c.code)).toContain('ADMIN1');
      const toggled = await t.http.put(`/api/admin/promo-codes/${created.id}?is_active=false`).set('Authorization', `Bearer ${adminToken}`).expect(200);
      expect(toggled.body.is_active).toBe(false);
      await t.http.delete(`/api/admin/promo-codes/${created.id}`).set('Authorization', `Bearer ${adminToken}`).expect(204);
      await t.http.delete(`/api/admin/promo-codes/${created.id}`).set('Authorization', `Bearer ${adminToken}`).expect(404);
    });

    it('seeds LAUNCH once: 200 free listings with no end date', async () => {
      const res = await t.http.post('/api/admin/promo-codes/seed-launch').set('Authorization', `Bearer ${adminToken}`).expect(201);
      expect(res.body).toMatchObject({ code: 'LAUNCH', max_uses: 200, listing_days: 0, is_active: true });
      await t.http.post('/api/admin/promo-codes/seed-launch').set('Authorization', `Bearer ${adminToken}`).expect(409);

      const { token, profileId } = await owner();
      const applied = await t.http.post(`/api/promo-code/apply?code=launch&profile_id=${profileId}`).set('Authorization', `Bearer ${token}`).expect(200);
      expect(applied.body.paid_through).toBeNull();
    });
  });
});
