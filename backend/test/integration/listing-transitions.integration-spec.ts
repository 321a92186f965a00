import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** What the listing's state machine (profiles/listing-state.ts) and the after-commit notices mean for a client. */
describe('listing transitions and their notices', () => {
  let t: TestApp;
  let adminAuth: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminAuth = `Bearer ${(await registerAdmin(t)).token}`;
  });

  afterAll(() => t.close());

  async function owned(overrides = {}) {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal, ...overrides });
    return { owner, profile, auth: `Bearer ${owner.token}` };
  }

  const titles = async (userId: string) =>
    (await t.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId])).map((n) => n.title);
  const actions = async (profileId: string) => (await t.query<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1', [profileId])).map((a) => a.action);
  const status = async (id: string) => (await t.query<{ status: string }>('SELECT status FROM profiles WHERE id = $1', [id]))[0]?.status;

  it('approves from the review queue only: a second approval tells nobody twice, a rejected profile waits for its owner', async () => {
    const { owner, profile } = await owned();
    await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth).expect(200);
    const again = await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth).expect(200);
    expect(again.body.status).toBe('Active');
    expect(await titles(owner.user.id)).toEqual(['Your profile is live']);
    expect(await actions(profile.id)).toEqual(['profile.approve']);

    const rejected = await owned({ status: ProfileStatus.Rejected, rejectionReason: 'Blurry photo' });
    const res = await t.http.post(`/api/admin/profiles/${rejected.profile.id}/approve`).set('Authorization', adminAuth).expect(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', detail: 'This profile was rejected: it is reviewed again once its owner edits it.' });
    expect(await status(rejected.profile.id)).toBe('Rejected');
    await t.http
      .put(`/api/user/profiles/${rejected.profile.id}`)
      .set('Authorization', rejected.auth)
      .send({ bio: 'A clearer biography after the review, long enough for the directory rules.' })
      .expect(200);
    await t.http.post(`/api/admin/profiles/${rejected.profile.id}/approve`).set('Authorization', adminAuth).expect(200);
    expect(await status(rejected.profile.id)).toBe('Active');
  });

  it('keeps a committed change when its notice cannot be written, and answers as usual', async () => {
    const { owner, profile } = await owned();
    await t.query(`CREATE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no notices today'; END $$`);
    await t.query(`CREATE TRIGGER refuse_notice BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_notice()`);
    try {
      await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth).expect(200);
      await t.http.delete(`/api/admin/profiles/${(await owned()).profile.id}?reason=Duplicate`).set('Authorization', adminAuth).expect(200);
    } finally {
      await t.query('DROP TRIGGER refuse_notice ON notifications');
      await t.query('DROP FUNCTION refuse_notice()');
    }
    expect(await status(profile.id)).toBe('Active');
    expect(await titles(owner.user.id)).toEqual([]);
    expect(await actions(profile.id)).toEqual(['profile.approve']);
  });

  it("tells the owner when the browser's capture pays for the video", async () => {
    const { owner, profile, auth } = await owned({ status: ProfileStatus.Active });
    const order = await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(201);
    await t.http.post(`/api/paypal/capture-video-order?order_id=${order.body.order_id}&profile_id=${profile.id}`).set('Authorization', auth).expect(200);
    expect(await titles(owner.user.id)).toEqual(['Video payment received']);
  });
});
