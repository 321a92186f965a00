import { jpegWithExif, largePng } from '../factories/images';
import { insertProfile, submissionBody } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Profile bodies: nulls, broken images and what the spec's own client sends. */
describe('profile bodies', () => {
  let t: TestApp;
  let user: { token: string; user: { id: string } };
  let admin: { token: string };
  let photo: string;
  let truncated: string;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t);
    admin = await registerAdmin(t);
    photo = await jpegWithExif(300, 400);
    // A valid PNG header (sharp reads its size and format) whose pixels stop halfway: decoding fails.
    const bytes = Buffer.from((await largePng(60_000)).split(',')[1], 'base64');
    truncated = `data:image/png;base64,${bytes.subarray(0, Math.floor(bytes.length / 2)).toString('base64')}`;
  });

  afterAll(() => t.close());

  const valid = () => submissionBody([photo], { interests: ['chess'] });
  const submit = (body: object) => t.http.post('/api/profiles').set(bearer(user.token)).send(body);

  describe('null for a field that cannot be empty', () => {
    const required = [
      'name', 'gender', 'birthdate', 'inmate_id', 'prison_name', 'mailing_address', 'bio', 'interests',
      'incarceration_start_date', 'earliest_release_date', 'latest_release_date',
      'is_receiving_mail', 'seeking_relationships', 'social_media', 'commissary_sites', 'electronic_contact',
    ];

    it('answers 422 on the owner edit, and changes nothing', async () => {
      const profile = await insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment });
      for (const field of required) {
        const res = await t.http.put(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).send({ [field]: null });
        expect({ field, status: res.status }).toEqual({ field, status: 422 });
        expect(res.body.detail).toHaveLength(1);
      }
      const [row] = await t.query<{ name: string; bio: string }>('SELECT name, bio FROM profiles WHERE id = $1', [profile.id]);
      expect(row).toEqual({ name: profile.name, bio: profile.bio });
    });

    it('answers 422 on the admin edit (is_premium included)', async () => {
      const profile = await insertProfile(t, user.user.id);
      for (const field of [...required, 'is_premium']) {
        const res = await t.http.put(`/api/admin/profiles/${profile.id}`).set(bearer(admin.token)).send({ [field]: null });
        expect({ field, status: res.status }).toEqual({ field, status: 422 });
      }
    });

    it('still clears the optional text fields with null', async () => {
      const profile = await insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment, crime: 'Burglary', height: `5'10"` });
      const res = await t.http.put(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).send({ crime: null, height: null });
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 200, detail: undefined });
      expect(res.body.profile).toMatchObject({ crime: null, height: null });
    });
  });

  describe('an image with a valid header and a truncated body', () => {
    const message = 'The photo is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)';

    it('answers 422 with the photo message on a new profile', async () => {
      const res = await submit({ ...valid(), photos: [truncated] });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([message]);
    });

    it('answers 422 on a profile edit', async () => {
      const profile = await insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment });
      const res = await t.http.put(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).send({ photos: [truncated] });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([message]);
    });

    it('answers 422 on the avatar', async () => {
      const res = await t.http.put('/api/user/profile').set(bearer(user.token)).send({ profile_photo_base64: truncated });
      expect(res.status).toBe(422);
      expect(res.body.statusCode).toBe(422);
    });
  });

  describe("what the spec's client sends: the profile fields plus birthdate", () => {
    const serverOwned = {
      id: 'c0ffee00-0000-4000-8000-000000000000',
      age: 34,
      crime_verified: true,
      is_premium: true,
      is_popular: true,
      status: 'Active',
      payment_status: 'paid',
      submission_fee_paid: true,
      video_url: '/api/media/x.mp4',
      video_filename: 'x.mp4',
      video_paid: true,
      date_added: '2020-01-01T00:00:00Z',
      view_count: 999,
      rejection_reason: null,
    };

    it('accepts the fields the server owns and ignores them', async () => {
      const res = await submit({ ...valid(), ...serverOwned });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'Awaiting Payment', payment_status: 'unpaid', is_premium: false, age: 34 });
      expect(res.body.id).not.toBe(serverOwned.id);
      const [row] = await t.query<Record<string, unknown>>('SELECT is_premium, is_popular, crime_verified, video_paid, view_count FROM profiles WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ is_premium: false, is_popular: false, crime_verified: false, video_paid: false, view_count: 0 });
    });

    it('takes photo_base64 as the primary photo when photos is empty or absent', async () => {
      const { photos: _photos, ...withoutPhotos } = valid();
      for (const body of [{ ...withoutPhotos, photos: [], photo_base64: photo }, { ...withoutPhotos, photo_base64: photo }]) {
        const res = await submit(body);
        expect(res.status).toBe(201);
        expect(res.body.photos).toHaveLength(1);
        await t.http.get(res.body.photos[0]).expect(200);
      }
    });

    it('still asks for a photo when there is neither, and checks photo_base64 like a photo', async () => {
      const { photos: _photos, ...withoutPhotos } = valid();
      expect((await submit(withoutPhotos).expect(422)).body.detail).toEqual(['Please upload at least one photo']);
      expect((await submit({ ...withoutPhotos, photo_base64: truncated }).expect(422)).body.detail).toEqual([
        'The photo is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)',
      ]);
    });

    it('keeps refusing fields nobody documents', async () => {
      const res = await submit({ ...valid(), favourite_color: 'blue' }).expect(422);
      expect(res.body.detail).toEqual(['property favourite_color should not exist']);
    });

    it('refuses an unknown field on both edits', async () => {
      const profile = await insertProfile(t, user.user.id, { status: ProfileStatus.AwaitingPayment });
      for (const [path, token] of [[`/api/user/profiles/${profile.id}`, user.token], [`/api/admin/profiles/${profile.id}`, admin.token]]) {
        const res = await t.http.put(path).set(bearer(token)).send({ name: 'Renamed', favourite_color: 'blue' }).expect(422);
        expect(res.body.detail).toEqual(['property favourite_color should not exist']);
      }
      const [row] = await t.query<{ name: string }>('SELECT name FROM profiles WHERE id = $1', [profile.id]);
      expect(row.name).toBe(profile.name);
    });
  });

  describe('an edit sent as the profile was read (GET, change one field, PUT it all back)', () => {
    const owned = `SELECT status, view_count, crime_verified, is_premium, is_popular, payment_status, paid_through,
                          video_paid, submission_fee_paid, date_added, created_at FROM profiles WHERE id = $1`;
    // A profile as a submission leaves it (the factory's rows may lack the dates a submission requires).
    const complete = { incarcerationStartDate: '2015-03-01', earliestReleaseDate: '2030-01-01', latestReleaseDate: '2035-01-01' };

    it('applies the change on the owner edit and leaves every server-owned field as it was', async () => {
      const profile = await insertProfile(t, user.user.id, { ...complete, status: ProfileStatus.Active, viewCount: 7 });
      const [before] = await t.query<Record<string, unknown>>(owned, [profile.id]);
      const read = (await t.http.get(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).expect(200)).body;
      const body = {
        ...read,
        name: 'Renamed Person',
        // What a client may try: none of it is the owner's to set.
        status: 'Active',
        view_count: 999,
        crime_verified: true,
        is_premium: true,
        payment_status: 'paid',
        paid_through: '2099-01-01T00:00:00.000Z',
        id: 'c0ffee00-0000-4000-8000-000000000000',
      };
      const res = await t.http.put(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).send(body);
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 200, detail: undefined });
      expect(res.body.profile).toMatchObject({ id: profile.id, name: 'Renamed Person', view_count: 7, crime_verified: false, is_premium: false });
      const [after] = await t.query<Record<string, unknown>>(owned, [profile.id]);
      // An owner's edit of a published profile sends it back to review (the listing's rule, not the body).
      expect(after).toEqual({ ...before, status: ProfileStatus.PendingReview });
      const photos = await t.query<{ id: string }>('SELECT id FROM profile_photos WHERE profile_id = $1', [profile.id]);
      expect(photos).toHaveLength(1);
    });

    it('changes nothing but the edited field on a profile awaiting payment', async () => {
      const profile = await insertProfile(t, user.user.id, { ...complete, status: ProfileStatus.AwaitingPayment });
      const [before] = await t.query<Record<string, unknown>>(owned, [profile.id]);
      const read = (await t.http.get(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).expect(200)).body;
      const res = await t.http.put(`/api/user/profiles/${profile.id}`).set(bearer(user.token)).send({ ...read, bio: `${read.bio} Edited.`, status: 'Active' });
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 200, detail: undefined });
      expect(res.body.profile).toMatchObject({ status: 'Awaiting Payment', bio: `${read.bio} Edited.` });
      const [after] = await t.query<Record<string, unknown>>(owned, [profile.id]);
      expect(after).toEqual(before);
    });

    it('applies the change on the admin edit, keeps the status, and ignores what admins do not set', async () => {
      const profile = await insertProfile(t, user.user.id, { ...complete, status: ProfileStatus.Active, viewCount: 3 });
      const [before] = await t.query<Record<string, unknown>>(owned, [profile.id]);
      const read = (await t.http.get(`/api/admin/profiles/${profile.id}`).set(bearer(admin.token)).expect(200)).body;
      expect(read).toHaveProperty('owner_email');
      const body = { ...read, prison_name: 'Another Facility', status: 'Rejected', view_count: 999, crime_verified: true, owner_id: admin.token };
      const res = await t.http.put(`/api/admin/profiles/${profile.id}`).set(bearer(admin.token)).send(body);
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 200, detail: undefined });
      expect(res.body).toMatchObject({ prison_name: 'Another Facility', status: 'Active', view_count: 3, crime_verified: false, owner_id: user.user.id });
      const [after] = await t.query<Record<string, unknown>>(owned, [profile.id]);
      expect(after).toEqual(before);
    });

    it('still lets an admin turn premium on from the profile as read', async () => {
      const profile = await insertProfile(t, user.user.id, { ...complete, status: ProfileStatus.Active });
      const read = (await t.http.get(`/api/admin/profiles/${profile.id}`).set(bearer(admin.token)).expect(200)).body;
      const res = await t.http.put(`/api/admin/profiles/${profile.id}`).set(bearer(admin.token)).send({ ...read, is_premium: true });
      expect({ status: res.status, detail: res.body.detail }).toEqual({ status: 200, detail: undefined });
      expect(res.body.is_premium).toBe(true);
      const [row] = await t.query<{ is_premium: boolean }>('SELECT is_premium FROM profiles WHERE id = $1', [profile.id]);
      expect(row.is_premium).toBe(true);
    });
  });
});
