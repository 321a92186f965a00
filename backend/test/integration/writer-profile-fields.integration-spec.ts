import { Clock } from '../../src/common/clock';
import { LANGUAGES } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { insertProfile, submissionBody } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Languages and birthdays (docs/writer-tools.md section 1). */
describe('writer profile fields: languages and birthdays', () => {
  let t: TestApp;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ownerId = (await registerUser(t)).user.id;
  });

  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const setToday = (iso: string) => jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(iso));
  type Card = { id: string; name: string; birthday: string | null; days_until: number; languages: string[] };
  const birthdays = async (query: string) => (await t.http.get(`/api/profiles/birthdays?${query}`).expect(200)).body as {
    profiles: Card[];
    total: number;
    page: number;
    totalPages: number;
  };

  describe('languages and show_birthday on the submission and the edits', () => {
    it('are saved deduplicated in the list order, and a client that sends neither gets the defaults', async () => {
      const writer = await registerUser(t);
      const photo = await jpegWithExif();
      const auth = `Bearer ${writer.token}`;
      const created = await t.http
        .post('/api/profiles')
        .set('Authorization', auth)
        .send(submissionBody([photo], { languages: ['Spanish', 'Korean', 'English', 'Spanish'], show_birthday: true }))
        .expect(201);
      expect(created.body).toMatchObject({ languages: ['English', 'Spanish', 'Korean'], show_birthday: true });
      expect(created.body.birthday).toBe(created.body.birthdate.slice(5));

      const plain = await t.http.post('/api/profiles').set('Authorization', auth).send(submissionBody([photo])).expect(201);
      expect(plain.body).toMatchObject({ languages: [], show_birthday: false, birthday: null });

      // The owner's edit, sending the profile back as it was read (birthday included) with the new choices.
      const edited = await t.http
        .put(`/api/user/profiles/${plain.body.id}`)
        .set('Authorization', auth)
        .send({ ...plain.body, languages: [...LANGUAGES].reverse(), show_birthday: true })
        .expect(200);
      const profile = edited.body.profile ?? edited.body;
      expect(profile).toMatchObject({ languages: [...LANGUAGES], show_birthday: true });

      const admin = await registerAdmin(t);
      const byAdmin = await t.http
        .put(`/api/admin/profiles/${plain.body.id}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ languages: ['Hmong'], show_birthday: false })
        .expect(200);
      expect(byAdmin.body.profile ?? byAdmin.body).toMatchObject({ languages: ['Hmong'], show_birthday: false, birthday: null });
    });

    it('refuses a language outside the list, and a list that is not one, with 422', async () => {
      const writer = await registerUser(t);
      const photo = await jpegWithExif();
      for (const languages of [['Klingon'], 'English', [42], null]) {
        const res = await t.http
          .post('/api/profiles')
          .set('Authorization', `Bearer ${writer.token}`)
          .send(submissionBody([photo], { languages }))
          .expect(422);
        expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
        expect(JSON.stringify(res.body.detail)).toMatch(/languages/);
      }
      await t.http
        .post('/api/profiles')
        .set('Authorization', `Bearer ${writer.token}`)
        .send(submissionBody([photo], { show_birthday: 'yes' }))
        .expect(422);
    });
  });

  describe('the public views', () => {
    it('show the languages, and the birthday (MM-DD, never the year) only when the owner opted in', async () => {
      const shown = await insertProfile(t, ownerId, { birthdate: '1988-03-14', showBirthday: true, languages: ['English', 'Tagalog'] });
      const hidden = await insertProfile(t, ownerId, { birthdate: '1990-07-01', showBirthday: false });
      const detail = (await t.http.get(`/api/profiles/${shown.id}`).expect(200)).body;
      expect(detail).toMatchObject({ languages: ['English', 'Tagalog'], birthday: '03-14' });
      expect(JSON.stringify(detail)).not.toContain('1988');
      const other = (await t.http.get(`/api/profiles/${hidden.id}`).expect(200)).body;
      expect(other).toMatchObject({ languages: [], birthday: null });
      expect(JSON.stringify(other)).not.toContain('1990-07-01');
      expect(other).not.toHaveProperty('show_birthday');
    });

    it('filter browse by language (all and empty mean none; an unknown one is 422)', async () => {
      const spanish = await insertProfile(t, ownerId, { mailingState: 'NM', languages: ['English', 'Spanish'] });
      const english = await insertProfile(t, ownerId, { mailingState: 'NM', languages: ['English'] });
      const ids = async (query: string) =>
        ((await t.http.get(`/api/profiles?state=NM&${query}`).expect(200)).body.profiles as Card[]).map((p) => p.id).sort();
      expect(await ids('language=Spanish')).toEqual([spanish.id]);
      expect(await ids('language=English')).toEqual([spanish.id, english.id].sort());
      expect(await ids('language=all')).toEqual([spanish.id, english.id].sort());
      expect(await ids('language=')).toEqual([spanish.id, english.id].sort());
      expect(await ids('language=Hmong')).toEqual([]);
      const cards = (await t.http.get('/api/profiles?state=NM&language=Spanish').expect(200)).body.profiles as Card[];
      expect(cards[0].languages).toEqual(['English', 'Spanish']);
      const refused = await t.http.get('/api/profiles?language=Klingon').expect(422);
      expect(refused.body.detail.join(' ')).toMatch(/language must be one of/);
    });
  });

  describe('GET /api/profiles/birthdays', () => {
    it('lists the opted-in public birthdays of the next 30 days, soonest first then by name, across the year end', async () => {
      setToday('2026-12-28T23:30:00Z');
      const at = (name: string, birthdate: string, extra = {}) =>
        insertProfile(t, ownerId, { name, birthdate, showBirthday: true, mailingState: 'VT', ...extra });
      await at('Zed Today', '1980-12-28');
      await at('Amy Today', '1991-12-28');
      await at('New Year', '1985-01-02');
      await at('Last Day', '1979-01-26');
      await at('Too Late', '1979-01-27');
      await at('Just Gone', '1979-12-27');
      await at('Hidden', '1985-12-30', { showBirthday: false });
      await at('In Review', '1985-12-30', { status: 'Pending Review' as never });
      const res = await birthdays('state=VT');
      expect(res.profiles.map((p) => [p.name, p.birthday, p.days_until])).toEqual([
        ['Amy Today', '12-28', 0],
        ['Zed Today', '12-28', 0],
        ['New Year', '01-02', 5],
        ['Last Day', '01-26', 29],
      ]);
      expect(res).toMatchObject({ total: 4, page: 1, totalPages: 1 });
      expect(JSON.stringify(res)).not.toMatch(/19(80|91|85|79)/);
    });

    it('has the 29 February birthday on 28 February in a year without one, and on its own day in a leap year', async () => {
      await insertProfile(t, ownerId, { name: 'Leap Born', birthdate: '1992-02-29', showBirthday: true, mailingState: 'ME' });
      await insertProfile(t, ownerId, { name: 'Feb Last', birthdate: '1990-02-28', showBirthday: true, mailingState: 'ME' });
      setToday('2027-02-20T12:00:00Z');
      expect((await birthdays('state=ME')).profiles.map((p) => [p.name, p.birthday, p.days_until])).toEqual([
        ['Feb Last', '02-28', 8],
        ['Leap Born', '02-29', 8],
      ]);
      setToday('2028-02-20T12:00:00Z');
      expect((await birthdays('state=ME')).profiles.map((p) => [p.name, p.days_until])).toEqual([
        ['Feb Last', 8],
        ['Leap Born', 9],
      ]);
      setToday('2027-02-28T12:00:00Z');
      expect((await birthdays('state=ME')).profiles.map((p) => p.days_until)).toEqual([0, 0]);
      setToday('2027-03-01T00:00:00Z');
      expect((await birthdays('state=ME')).total).toBe(0);
    });

    it('filters by state and gender, pages, and refuses a bad filter with 422', async () => {
      setToday('2026-06-01T08:00:00Z');
      for (let i = 0; i < 5; i++) {
        await insertProfile(t, ownerId, { name: `Page ${i}`, birthdate: `1990-06-0${i + 1}`, showBirthday: true, mailingState: 'RI', gender: i % 2 ? 'Female' : 'Male' });
      }
      await insertProfile(t, ownerId, { name: 'Elsewhere', birthdate: '1990-06-02', showBirthday: true, mailingState: 'DE' });
      const first = await birthdays('state=RI&limit=2');
      expect(first).toMatchObject({ total: 5, page: 1, totalPages: 3 });
      expect(first.profiles.map((p) => p.name)).toEqual(['Page 0', 'Page 1']);
      const last = await birthdays('state=RI&limit=2&page=3');
      expect(last.profiles.map((p) => [p.name, p.days_until])).toEqual([['Page 4', 4]]);
      expect((await birthdays('state=ri&gender=Female')).profiles.map((p) => p.name)).toEqual(['Page 1', 'Page 3']);
      expect((await birthdays('state=RI&gender=Male,Other')).total).toBe(3);
      expect((await birthdays('state=all&gender=')).total).toBeGreaterThanOrEqual(6);
      for (const bad of ['state=XX', 'gender=Robot', 'page=0', 'limit=1000', 'page=abc']) {
        const res = await t.http.get(`/api/profiles/birthdays?${bad}`).expect(422);
        expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
      }
    });

    it('reads the birthday and language indexes (a few thousand rows)', async () => {
      await t.query(`
        INSERT INTO profiles (owner_id, name, gender, birthdate, inmate_id, prison_name, mailing_street, mailing_city,
                              mailing_state, mailing_zip, bio, status, show_birthday, languages)
        SELECT $1, 'Bulk ' || g, 'Male', date '1970-01-01' + (g * 7 % 9000), 'B' || g, 'Unit', 'Box 1', 'City', 'TX', '77342',
               'A bulk profile for the plan.', CASE WHEN g % 10 = 0 THEN 'Pending Review' ELSE 'Active' END, g % 3 = 0,
               CASE WHEN g % 5 = 0 THEN ARRAY['English','Spanish'] ELSE ARRAY['English'] END
          FROM generate_series(1, 5000) g`,
        [ownerId],
      );
      await t.query('ANALYZE profiles');
      const plan = async (sql: string) =>
        (await t.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).map((r) => r['QUERY PLAN']).join('\n');
      expect(
        await plan(`SELECT id FROM profiles p WHERE p.status = 'Active' AND p.show_birthday
                     AND (extract(month from p.birthdate) * 100 + extract(day from p.birthdate)) = ANY('{601,602,603}'::int[])`),
      ).toMatch(/idx_profiles_birthday/);
      expect(await plan(`SELECT id FROM profiles p WHERE p.status = 'Active' AND p.languages @> ARRAY['Hmong']::text[]`)).toMatch(
        /idx_profiles_languages/,
      );
    });
  });
});
