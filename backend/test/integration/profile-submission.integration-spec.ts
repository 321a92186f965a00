import { jpegWithExif } from '../factories/images';
import { birthdateYearsAgo } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('POST /api/profiles: submitting a profile', () => {
  let t: TestApp;
  let token: string;
  let photo: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t)).token;
    photo = await jpegWithExif(300, 400);
  });

  afterAll(() => t.close());

  const valid = () => ({
    name: 'Marcus Reed',
    photos: [photo, photo],
    gender: 'Male',
    birthdate: birthdateYearsAgo(34),
    inmate_id: '01234567',
    prison_name: 'Huntsville Unit',
    mailing_address: { street: '815 12th Street', street_2: '', city: 'Huntsville', state: 'tx', zip: '77348' },
    bio: 'I am a patient reader and a decent chess player who loves long letters about ordinary life.',
    interests: 'chess, reading ,  , history',
    incarceration_start_date: '2019-03-01',
    earliest_release_date: '2027-01-01',
    latest_release_date: '2030-06-30',
    seeking_relationships: ['Friendship', 'Pen Pal'],
    commissary_sites: 'https://www.accesscatalog.com\n\nhttps://www.jpay.com\n',
    electronic_contact: { jpay: true, chirp: false, chirp_number: '555-0100' },
    social_media: { instagram: '@marcus.reads' },
  });
  const submit = (body: unknown) => t.http.post('/api/profiles').set('Authorization', `Bearer ${token}`).send(body as object);

  it('needs a signed-in user', async () => {
    await t.http.post('/api/profiles').send(valid()).expect(401);
  });

  it("lists an empty form's problems in the spec's order", async () => {
    const res = await submit({}).expect(422);
    expect(res.body.detail.slice(0, 9)).toEqual([
      'Name is required',
      'Please upload at least one photo',
      'Please select a gender',
      'Birthdate is required',
      'Inmate ID is required',
      'Prison name is required',
      'Complete mailing address is required (street, city, state, zip)',
      'Bio must be at least 50 characters',
      'Please add at least one interest (comma-separated)',
    ]);
    expect(res.body.detail.slice(9)).toEqual([
      'Incarceration start date is required',
      'Earliest release date is required',
      'Latest release date is required',
    ]);
  });

  it('creates the profile awaiting payment, with photos stored and the form fields cleaned', async () => {
    const res = await submit(valid()).expect(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'Awaiting Payment',
      payment_status: 'unpaid',
      age: 34,
      interests: ['chess', 'reading', 'history'],
      commissary_sites: ['https://www.accesscatalog.com', 'https://www.jpay.com'],
      mailing_address: { state: 'TX', street_2: null },
      electronic_contact: { jpay: true, chirp: false, chirp_number: null },
      social_media: { instagram: '@marcus.reads' },
      restricted_state_acknowledged: false,
    });
    expect(res.body.photos).toHaveLength(2);
    await t.http.get(res.body.photos[0]).expect(200);
    await t.http.get(res.body.thumbnail_url).expect(200);
    // Not public until paid and approved.
    await t.http.get(`/api/profiles/${res.body.id}`).expect(404);
  });

  it.each([
    ['under 18', { birthdate: birthdateYearsAgo(17) }, 'The person must be at least 18 years old'],
    ['a release before the incarceration', { earliest_release_date: '2018-01-01' }, 'Earliest release date cannot be before the incarceration start date'],
    ['a latest release before the earliest', { latest_release_date: '2026-12-31' }, 'Latest release date cannot be before the earliest release date'],
    ['a bad ZIP', { mailing_address: { street: 'x', city: 'y', state: 'TX', zip: '7734' } }, 'ZIP code must be 5 digits (or ZIP+4)'],
    ['an unknown state', { mailing_address: { street: 'x', city: 'y', state: 'ZZ', zip: '77348' } }, 'Mailing address state must be the two-letter code of a US state'],
    ['an impossible date', { birthdate: '1990-02-30' }, 'birthdate must be a date (YYYY-MM-DD)'],
    ['a bad social link', { social_media: { facebook: 'not a link at all' } }, 'Facebook must be a web address (https://…) or a handle like @name'],
    ['a commissary site that is not a link', { commissary_sites: ['javascript:alert(1)'] }, 'Each commissary site must be a web address starting with https://'],
  ])('refuses %s', async (_case, change, message) => {
    const res = await submit({ ...valid(), ...change }).expect(422);
    expect(res.body.detail).toEqual([message]);
  });

  it('refuses more than 5 photos, and a file that is not an image', async () => {
    expect((await submit({ ...valid(), photos: Array(6).fill(photo) }).expect(422)).body.detail).toEqual([
      'You can only upload up to 5 photos total',
    ]);
    const fake = `data:image/jpeg;base64,${Buffer.from('GIF89a but not really').toString('base64')}`;
    expect((await submit({ ...valid(), photos: [photo, fake] }).expect(422)).body.detail).toEqual([
      'Photo 2 is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)',
    ]);
  });

  it('refuses a bio over 1000 words', async () => {
    const res = await submit({ ...valid(), bio: 'word '.repeat(1001) }).expect(422);
    expect(res.body.detail).toEqual(['Bio exceeds 1000 word limit. Please shorten.']);
  });

  it('requires the warning to be acknowledged for a state that punishes listings, and flags the profile', async () => {
    const florida = { ...valid(), mailing_address: { street: 'PO Box 1', city: 'Raiford', state: 'FL', zip: '32083' } };
    const res = await submit(florida).expect(422);
    expect(res.body.detail).toEqual(['Florida punishes incarcerated people for pen-pal listings. Read the warning and confirm to continue.']);
    const ok = await submit({ ...florida, restricted_state_acknowledged: true }).expect(201);
    expect(ok.body.restricted_state_acknowledged).toBe(true);
  });
  it('keeps at most 10 unpaid profiles per user, also when submissions arrive in parallel', async () => {
    const writer = await registerUser(t);
    const send = () => t.http.post('/api/profiles').set('Authorization', `Bearer ${writer.token}`).send({ ...valid(), photos: [photo] });
    for (let i = 0; i < 8; i++) await send().expect(201);
    const parallel = await Promise.all([send(), send(), send(), send()]);
    expect(parallel.map((r) => r.status).sort()).toEqual([201, 201, 422, 422]);
    const refused = parallel.find((r) => r.status === 422)!;
    expect(refused.body.detail).toEqual(['You already have 10 profiles awaiting payment. Pay for one of them or delete one before submitting another.']);
    expect(await t.query('SELECT count(*)::int AS n FROM profiles WHERE owner_id = $1', [writer.user.id])).toEqual([{ n: 10 }]);
    // A paid one no longer counts.
    await t.query(`UPDATE profiles SET status = 'Pending Review', payment_status = 'paid' WHERE id = (SELECT id FROM profiles WHERE owner_id = $1 LIMIT 1)`, [writer.user.id]);
    await send().expect(201);
  });
});
