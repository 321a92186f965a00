import crypto from 'node:crypto';
import { ImageService } from '../../src/modules/media/image.service';
import { ProfilePhoto } from '../../src/modules/profiles/entities/profile-photo.entity';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('the admin review desk and the owner edit', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let adminAuth: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    adminAuth = `Bearer ${admin.token}`;
  });

  afterAll(() => t.close());

  async function photo() {
    const stored = await t.app.get(ImageService).storeProfilePhoto(Buffer.from((await jpegWithExif()).split(',')[1], 'base64'), { tooLarge: 'x', notAnImage: 'y' });
    return stored;
  }

  async function pendingProfile(overrides = {}) {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal, ...overrides });
    return { owner, profile, auth: `Bearer ${owner.token}` };
  }

  const status = async (id: string) => (await t.query<{ status: string; rejection_reason: string | null }>('SELECT status, rejection_reason FROM profiles WHERE id = $1', [id]))[0];
  const notices = async (userId: string) =>
    t.query<{ title: string; admin_reason: string | null }>('SELECT title, admin_reason FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId]);
  const audit = async (targetId: string) =>
    t.query<{ action: string; actor_email: string; reason: string | null }>('SELECT action, actor_email, reason FROM audit_log WHERE target_id = $1 ORDER BY created_at', [targetId]);

  it('lists the queue with what a reviewer must check, and keeps it from non-admins', async () => {
    const { profile, auth } = await pendingProfile({ mailingState: 'FL', restrictedStateAcknowledged: true });
    const res = await t.http.get('/api/admin/pending?limit=100').set('Authorization', adminAuth).expect(200);
    const row = res.body.profiles.find((p: { id: string }) => p.id === profile.id);
    expect(row).toMatchObject({ status: 'Pending Review', restricted_state: true, payment_method: 'paypal', payment_status: 'paid', owner_email: expect.stringContaining('@') });
    expect(row.state_info.doc_locator_url).toMatch(/^https:\/\//);
    expect(row.photos).toHaveLength(1);
    const denied = await t.http.get('/api/admin/pending').set('Authorization', auth).expect(403);
    expect(denied.body.detail).toBe('Access denied. Admin privileges required.');
    await t.http.get('/api/admin/summary').expect(401);
  });

  it('pages profiles, not their photos: every page full, the total the same on each', async () => {
    const owner = await registerUser(t);
    const name = `Paged ${Date.now()}`;
    for (let i = 0; i < 23; i += 1) {
      const photos = [0, 1, 2].map((position) =>
        Object.assign(new ProfilePhoto(), { position, cardKey: `${crypto.randomUUID()}-card.webp`, fullKey: `${crypto.randomUUID()}-full.webp`, width: 480, height: 600 }),
      );
      await insertProfile(t, owner.user.id, { name: `${name} ${i}`, status: ProfileStatus.Active, photos });
    }
    const page = (n: number) => t.http.get(`/api/admin/profiles?status=Active&q=${encodeURIComponent(name)}&page=${n}`).set('Authorization', adminAuth).expect(200);
    const [one, two] = [(await page(1)).body, (await page(2)).body];
    expect([one.total, one.profiles.length, one.totalPages]).toEqual([23, 20, 2]);
    expect([two.total, two.profiles.length]).toEqual([23, 3]);
    expect(one.profiles[0].photos).toHaveLength(3);
    expect(new Set([...one.profiles, ...two.profiles].map((p: { id: string }) => p.id)).size).toBe(23);
  });

  it('approves: the profile goes public, the owner is told, the audit log says who', async () => {
    const { owner, profile } = await pendingProfile();
    await t.http.get(`/api/profiles/${profile.id}`).expect(404);
    const res = await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', adminAuth).expect(200);
    expect(res.body.status).toBe('Active');
    await t.http.get(`/api/profiles/${profile.id}`).expect(200);
    expect((await notices(owner.user.id)).map((n) => n.title)).toEqual(['Your profile is live']);
    expect(await audit(profile.id)).toEqual([{ action: 'profile.approve', actor_email: admin.email, reason: null }]);
  });

  it('rejects only with a reason, which the owner sees; an edit sends it back to review', async () => {
    const { owner, profile, auth } = await pendingProfile();
    const blank = await t.http.post(`/api/admin/profiles/${profile.id}/reject?rejection_reason=%20%20`).set('Authorization', adminAuth).expect(422);
    expect(blank.body.detail).toEqual(['Please provide a reason for rejection']);
    await t.http.post(`/api/admin/profiles/${profile.id}/reject`).set('Authorization', adminAuth).expect(422);

    await t.http.post(`/api/admin/profiles/${profile.id}/reject?rejection_reason=${encodeURIComponent('Photo shows another person')}`).set('Authorization', adminAuth).expect(200);
    expect(await status(profile.id)).toEqual({ status: 'Rejected', rejection_reason: 'Photo shows another person' });
    expect(await notices(owner.user.id)).toEqual([{ title: 'Your profile needs changes', admin_reason: 'Photo shows another person' }]);
    const mine = await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', auth).expect(200);
    expect(mine.body.rejection_reason).toBe('Photo shows another person');

    const edit = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ bio: 'A new biography, long enough for the directory, written again after the review.' }).expect(200);
    expect(edit.body).toMatchObject({ message: 'Profile updated successfully!', note: 'Your profile will be reviewed by our team before it becomes active again.' });
    expect(await status(profile.id)).toEqual({ status: 'Pending Review', rejection_reason: null });
    expect((await audit(profile.id)).map((a) => a.action)).toEqual(['profile.reject']);
  });

  it('sends an edited Active profile back to review, out of the public directory', async () => {
    const { profile, auth } = await pendingProfile({ status: ProfileStatus.Active });
    await t.http.get(`/api/profiles/${profile.id}`).expect(200);
    await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ name: 'New Name', interests: 'chess, letters' }).expect(200);
    expect((await status(profile.id)).status).toBe('Pending Review');
    await t.http.get(`/api/profiles/${profile.id}`).expect(404);
    const mine = await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', auth).expect(200);
    expect(mine.body).toMatchObject({ name: 'New Name', interests: ['chess', 'letters'] });
    const bad = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ name: '', birthdate: '2015-01-01' }).expect(422);
    expect(bad.body.detail).toEqual(['Name is required']);
    const young = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ birthdate: '2015-01-01' }).expect(422);
    expect(young.body.detail).toEqual(['The person must be at least 18 years old']);
  });

  it("gives 404 for every route of another user's profile, and changes nothing", async () => {
    const { profile } = await pendingProfile({ status: ProfileStatus.Active, videoPaid: true });
    const stranger = `Bearer ${(await registerUser(t)).token}`;
    await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', stranger).expect(404);
    await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', stranger).send({ name: 'Hijacked' }).expect(404);
    await t.http.delete(`/api/user/profiles/${profile.id}`).set('Authorization', stranger).expect(404);
    await t.http.delete(`/api/profiles/${profile.id}/video`).set('Authorization', stranger).expect(404);
    await t.http.post(`/api/profiles/${profile.id}/upload-video`).set('Authorization', stranger).attach('video', 'test/fixtures/video-5s.mp4').expect(404);
    await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', stranger).expect(404);
    await t.http.post(`/api/paypal/cancel-subscription?profile_id=${profile.id}&subscription_type=premium`).set('Authorization', stranger).expect(404);
    await t.http.post(`/api/promo-code/apply?code=ANY&profile_id=${profile.id}`).set('Authorization', stranger).expect((r) => expect([400, 404]).toContain(r.status));
    expect((await t.query<{ name: string }>('SELECT name FROM profiles WHERE id = $1', [profile.id]))[0].name).not.toBe('Hijacked');
  });

  it('keeps the last photo, replaces and reorders photos, and deletes removed files', async () => {
    const first = await photo();
    const second = await photo();
    const { profile, auth } = await pendingProfile({
      photos: [Object.assign(new ProfilePhoto(), { position: 0, ...first }), Object.assign(new ProfilePhoto(), { position: 1, ...second })],
    });
    const last = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ photos: [] }).expect(422);
    expect(last.body.detail).toEqual(['Cannot delete the last photo. Profile must have at least one photo.']);
    const six = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ photos: Array(6).fill(`/api/media/${first.fullKey}`) }).expect(422);
    expect(six.body.detail).toEqual(['Maximum 5 photos allowed']);
    const foreign = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ photos: ['/api/media/00000000-0000-4000-8000-000000000000-full.webp'] }).expect(422);
    expect(foreign.body.detail).toEqual(["Photo 1 is not one of this profile's photos"]);

    const res = await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', auth).send({ photos: [`/api/media/${second.fullKey}`, await jpegWithExif()] }).expect(200);
    expect(res.body.profile.photos).toHaveLength(2);
    expect(res.body.profile.photos[0]).toBe(`/api/media/${second.fullKey}`);
    await t.http.get(`/api/media/${first.fullKey}`).expect(404);
    await t.http.get(`/api/media/${first.cardKey}`).expect(404);
    await t.http.get(res.body.profile.photos[1]).expect(200);
  });

  it('lets an admin remove a photo only with a reason, tells the owner, toggles premium, and audits it', async () => {
    const first = await photo();
    const second = await photo();
    const { owner, profile } = await pendingProfile({
      status: ProfileStatus.Active,
      photos: [Object.assign(new ProfilePhoto(), { position: 0, ...first }), Object.assign(new ProfilePhoto(), { position: 1, ...second })],
    });
    const noReason = await t.http.put(`/api/admin/profiles/${profile.id}`).set('Authorization', adminAuth).send({ photos: [`/api/media/${first.fullKey}`] }).expect(422);
    expect(noReason.body.detail).toEqual(['Please provide a reason for deletion']);
    const res = await t.http
      .put(`/api/admin/profiles/${profile.id}?admin_reason=${encodeURIComponent('Shows a child')}`)
      .set('Authorization', adminAuth)
      .send({ photos: [`/api/media/${first.fullKey}`], is_premium: true })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'Active', is_premium: true });
    expect(res.body.photos).toHaveLength(1);
    expect(await notices(owner.user.id)).toEqual([{ title: 'A photo was removed from your profile', admin_reason: 'Shows a child' }]);
    expect(await audit(profile.id)).toEqual([{ action: 'profile.edit', actor_email: admin.email, reason: 'Shows a child' }]);
  });

  it('deletes a profile as an admin with its files; the owner is told and the log keeps it', async () => {
    const stored = await photo();
    const { owner, profile } = await pendingProfile({ photos: [Object.assign(new ProfilePhoto(), { position: 0, ...stored })] });
    await t.http.delete(`/api/admin/profiles/${profile.id}?reason=Duplicate`).set('Authorization', adminAuth).expect(200);
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
    await t.http.get(`/api/media/${stored.fullKey}`).expect(404);
    expect(await notices(owner.user.id)).toEqual([{ title: 'Your listing has been removed', admin_reason: 'Duplicate' }]);
    expect(await audit(profile.id)).toEqual([{ action: 'profile.delete', actor_email: admin.email, reason: 'Duplicate' }]);
  });

  it('makes and removes admins: never yourself, never the last one (even at once); audited', async () => {
    const other = await registerUser(t);
    const self = await t.http.put(`/api/admin/users/${admin.user.id}?is_admin=false`).set('Authorization', adminAuth).expect(403);
    expect(self.body.detail).toBe('You cannot remove your own admin rights.');
    await t.http.put(`/api/admin/users/${other.user.id}?is_admin=maybe`).set('Authorization', adminAuth).expect(422);
    await t.http.put(`/api/admin/users/${other.user.id}?is_admin=true`).set('Authorization', adminAuth).expect(200);
    expect((await audit(other.user.id)).map((a) => a.action)).toEqual(['user.make_admin']);

    // Exactly two admins remove each other at the same moment: one succeeds, the last one stays.
    await t.query('UPDATE users SET is_admin = false WHERE id <> ALL($1::uuid[])', [[admin.user.id, other.user.id]]);
    const [a, b] = await Promise.all([
      t.http.put(`/api/admin/users/${other.user.id}?is_admin=false`).set('Authorization', adminAuth),
      t.http.put(`/api/admin/users/${admin.user.id}?is_admin=false`).set('Authorization', `Bearer ${other.token}`),
    ]);
    // The loser is refused either as the last admin, or (when it starts after the winner commits) as no admin at all.
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.body.detail, b.body.detail]).toEqual(expect.arrayContaining([expect.stringMatching(/The last admin cannot be removed.|Access denied/)]));
    expect(await t.query('SELECT count(*)::int AS n FROM users WHERE is_admin')).toEqual([{ n: 1 }]);
    // Put things back for the other tests.
    await t.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.user.id]);
  });

  it('deletes a user (not yourself) and searches users by e-mail or profile name', async () => {
    const { owner, profile } = await pendingProfile({ name: 'Searchable Zebediah' });
    const found = await t.http.get('/api/admin/users?q=zebediah').set('Authorization', adminAuth).expect(200);
    expect(found.body.users).toEqual([expect.objectContaining({ id: owner.user.id, profile_count: 1 })]);
    const self = await t.http.delete(`/api/admin/users/${admin.user.id}`).set('Authorization', adminAuth).expect(403);
    expect(self.body.detail).toBe('You cannot delete your own account from the admin area.');
    await t.http.delete(`/api/admin/users/${owner.user.id}`).set('Authorization', adminAuth).expect(200);
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
    const log = await t.http.get(`/api/admin/audit-log?target_id=${owner.user.id}`).set('Authorization', adminAuth).expect(200);
    expect(log.body.entries).toEqual([expect.objectContaining({ action: 'user.delete', actor_email: admin.email, target_label: owner.email })]);
  });

  it('summarises the cards and the weekly chart', async () => {
    const res = await t.http.get('/api/admin/summary').set('Authorization', adminAuth).expect(200);
    expect(res.body).toMatchObject({
      pending_review: expect.any(Number),
      active_profiles: expect.any(Number),
      total_profiles: expect.any(Number),
      paid_subscriptions: expect.any(Number),
      premium_profiles: expect.any(Number),
      payment_issues: expect.any(Number),
    });
    expect(res.body.weekly).toHaveLength(12);
    expect(res.body.weekly.at(-1).new_profiles).toBeGreaterThan(0);
  });

  // Last: one of the two admins is gone afterwards.
  it('never deletes the last admin, even when two admins delete each other at once or the last one deletes their own account', async () => {
    const other = await registerUser(t);
    await t.query('UPDATE users SET is_admin = (id = ANY($1::uuid[]))', [[admin.user.id, other.user.id]]);
    const [a, b] = await Promise.all([
      t.http.delete(`/api/admin/users/${other.user.id}`).set('Authorization', adminAuth),
      t.http.delete(`/api/admin/users/${admin.user.id}`).set('Authorization', `Bearer ${other.token}`),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect(await t.query('SELECT count(*)::int AS n FROM users WHERE is_admin')).toEqual([{ n: 1 }]);
    const [survivor] = await t.query('SELECT id FROM users WHERE is_admin');
    const survivorAuth = survivor.id === admin.user.id ? adminAuth : `Bearer ${other.token}`;
    const password = survivor.id === admin.user.id ? admin.password : other.password;
    const own = await t.http
      .delete(`/api/user/account?current_password=${encodeURIComponent(password)}`)
      .set('Authorization', survivorAuth)
      .expect(400);
    expect(own.body.detail).toBe('You are the last admin: make someone else an admin before deleting your account.');
    expect(await t.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [survivor.id])).toEqual([{ n: 1 }]);
  });
});
