import { ImageService } from '../../src/modules/media/image.service';
import { ProfilePhoto } from '../../src/modules/profiles/entities/profile-photo.entity';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

describe("the owner's profiles: /api/user/profiles", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('lists only my profiles, 10 per page, with their lifecycle state', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    for (let i = 0; i < 12; i++) await insertProfile(t, me.user.id, { status: ProfileStatus.PendingReview, name: `Mine ${i}` });
    await insertProfile(t, other.user.id, { name: 'Not mine' });
    const first = await t.http.get('/api/user/profiles').set('Authorization', `Bearer ${me.token}`).expect(200);
    expect([first.body.total, first.body.totalPages, first.body.profiles.length]).toEqual([12, 2, 10]);
    expect(first.body.profiles[0]).toMatchObject({ status: 'Pending Review', payment_status: 'paid', birthdate: expect.any(String) });
    const second = await t.http.get('/api/user/profiles?page=2').set('Authorization', `Bearer ${me.token}`).expect(200);
    expect(second.body.profiles).toHaveLength(2);
    const names = [...first.body.profiles, ...second.body.profiles].map((p: { name: string }) => p.name);
    expect(names).not.toContain('Not mine');
    await t.http.get('/api/user/profiles').expect(401);
  });

  it("answers 404 for someone else's profile, never its data", async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    const theirs = await insertProfile(t, other.user.id, { status: ProfileStatus.Rejected });
    const res = await t.http.get(`/api/user/profiles/${theirs.id}`).set('Authorization', `Bearer ${me.token}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', detail: 'Profile not found' });
    await t.http.delete(`/api/user/profiles/${theirs.id}`).set('Authorization', `Bearer ${me.token}`).expect(404);
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [theirs.id])).toHaveLength(1);
    await t.http.get('/api/user/profiles/not-an-id').set('Authorization', `Bearer ${me.token}`).expect(404);
  });

  it('shows my own profile whatever its status, and deletes it with its files', async () => {
    const me = await registerUser(t);
    const stored = await t.app
      .get(ImageService)
      .storeProfilePhoto(Buffer.from((await jpegWithExif()).split(',')[1], 'base64'), { tooLarge: 'x', notAnImage: 'y' });
    const mine = await insertProfile(t, me.user.id, {
      status: ProfileStatus.Rejected,
      rejectionReason: 'Photo shows two people',
      photos: [Object.assign(new ProfilePhoto(), { position: 0, ...stored })],
    });
    const res = await t.http.get(`/api/user/profiles/${mine.id}`).set('Authorization', `Bearer ${me.token}`).expect(200);
    expect(res.body).toMatchObject({ status: 'Rejected', rejection_reason: 'Photo shows two people' });
    const del = await t.http.delete(`/api/user/profiles/${mine.id}`).set('Authorization', `Bearer ${me.token}`).expect(200);
    expect(del.body.message).toBe('Profile deleted successfully');
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [mine.id])).toEqual([]);
    await t.http.get(`/api/media/${stored.cardKey}`).expect(404);
  });
});
