import { jpegWithExif } from '../factories/images';
import { submissionBody } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** The spec's client edits with the legacy single `photo_base64` (and sends back what it read). */
describe('PUT /api/user/profiles/{id} with the legacy photo_base64', () => {
  let t: TestApp;
  let photo: string;

  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegWithExif();
  });

  afterAll(() => t.close());

  async function submitted() {
    const owner = await registerUser(t);
    const auth = `Bearer ${owner.token}`;
    const res = await t.http.post('/api/profiles').set('Authorization', auth).send(submissionBody([photo, photo])).expect(201);
    const id: string = res.body.id;
    const before = (await t.http.get(`/api/user/profiles/${id}`).set('Authorization', auth).expect(200)).body;
    return { auth, id, before };
  }

  it('changes nothing when it sends back the primary photo URL it read', async () => {
    const { auth, id, before } = await submitted();
    expect(before.photo_base64).toBe(before.photos[0]);
    await t.http.put(`/api/user/profiles/${id}`).set('Authorization', auth).send({ name: 'Marcus Reed Jr', photo_base64: before.photo_base64 }).expect(200);
    const after = (await t.http.get(`/api/user/profiles/${id}`).set('Authorization', auth).expect(200)).body;
    expect(after.photos).toEqual(before.photos);
    expect(after.name).toBe('Marcus Reed Jr');
  });

  it('makes another of its photos the primary one', async () => {
    const { auth, id, before } = await submitted();
    await t.http.put(`/api/user/profiles/${id}`).set('Authorization', auth).send({ photo_base64: before.photos[1] }).expect(200);
    const after = (await t.http.get(`/api/user/profiles/${id}`).set('Authorization', auth).expect(200)).body;
    expect(after.photos).toEqual([before.photos[1], before.photos[0]]);
  });

  it('replaces the primary photo with a new image, keeps the others and deletes the old file', async () => {
    const { auth, id, before } = await submitted();
    await t.http.put(`/api/user/profiles/${id}`).set('Authorization', auth).send({ photo_base64: photo }).expect(200);
    const after = (await t.http.get(`/api/user/profiles/${id}`).set('Authorization', auth).expect(200)).body;
    expect(after.photos).toHaveLength(2);
    expect(after.photos[0]).not.toBe(before.photos[0]);
    expect(after.photos[1]).toBe(before.photos[1]);
    await t.http.get(before.photos[0]).expect(404);
    await t.http.get(after.photos[0]).expect(200);
  });

  it("refuses another profile's photo URL, and photos wins when both are sent", async () => {
    const mine = await submitted();
    const theirs = await submitted();
    const refused = await t.http.put(`/api/user/profiles/${mine.id}`).set('Authorization', mine.auth).send({ photo_base64: theirs.before.photos[0] }).expect(422);
    expect(refused.body.detail).toEqual(["Photo 1 is not one of this profile's photos"]);
    await t.http
      .put(`/api/user/profiles/${mine.id}`)
      .set('Authorization', mine.auth)
      .send({ photos: [mine.before.photos[1]], photo_base64: photo })
      .expect(200);
    const after = (await t.http.get(`/api/user/profiles/${mine.id}`).set('Authorization', mine.auth).expect(200)).body;
    expect(after.photos).toEqual([mine.before.photos[1]]);
  });

  it('needs a reason when an admin replaces the primary photo this way', async () => {
    const { id } = await submitted();
    const admin = await registerAdmin(t);
    await t.http.put(`/api/admin/profiles/${id}`).set('Authorization', `Bearer ${admin.token}`).send({ photo_base64: photo }).expect(422);
    await t.http.put(`/api/admin/profiles/${id}?admin_reason=Blurry`).set('Authorization', `Bearer ${admin.token}`).send({ photo_base64: photo }).expect(200);
  });
});
