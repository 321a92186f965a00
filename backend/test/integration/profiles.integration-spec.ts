import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ProfilePhoto } from '../../src/modules/profiles/entities/profile-photo.entity';
import { ProfilesService } from '../../src/modules/profiles/profiles.service';
import { ProfileViewsService } from '../../src/modules/profiles/profile-views.service';
import { MAX_PENDING_VIEWS } from '../../src/common/view-counts';
import { ImageService } from '../../src/modules/media/image.service';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { birthdateYearsAgo, insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../helpers/test-app';

type Card = { id: string; name: string; age: number; gender: string; state: string; is_premium: boolean; bio_preview: string };

describe('public directory: GET /api/profiles and friends', () => {
  let t: TestApp;
  let ownerId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ownerId = (await registerUser(t)).user.id;
    const make = async (key: string, o: Parameters<typeof insertProfile>[2]) => (ids[key] = (await insertProfile(t, ownerId, o)).id);
    await make('txMale30', { name: 'Marcus Reed', gender: 'Male', mailingState: 'TX', birthdate: birthdateYearsAgo(30), religion: 'Christian', seekingRelationships: ['Friendship', 'Pen Pal'] });
    await make('txFemale25', { name: 'Angela Cruz', gender: 'Female', mailingState: 'TX', birthdate: birthdateYearsAgo(25), religion: 'Catholic', sexualOrientation: 'Straight', seekingRelationships: ['Romance'] });
    await make('caFemale45', { name: 'Denise Hall', gender: 'Female', mailingState: 'CA', birthdate: birthdateYearsAgo(45), raceEthnicity: 'White', interests: ['astronomy', 'chess'] });
    await make('caOther60', { name: 'Jordan Vale', gender: 'Other', mailingState: 'CA', birthdate: birthdateYearsAgo(60), isPopular: true, viewCount: 500 });
    await make('nyMalePremium', { name: 'Victor Stone', gender: 'Male', mailingState: 'NY', birthdate: birthdateYearsAgo(40), isPremium: true, bio: 'Gardening and woodworking fill my days; I love talking about tomatoes. '.repeat(3) });
    // Turns 35 tomorrow: 34 today. And one who turned 35 today.
    await make('birthdayTomorrow', { name: 'Eve Tomorrow', gender: 'Female', mailingState: 'GA', birthdate: birthdateYearsAgo(35, -1) });
    await make('birthdayToday', { name: 'Sam Today', gender: 'Male', mailingState: 'GA', birthdate: birthdateYearsAgo(35) });
    for (const status of [ProfileStatus.AwaitingPayment, ProfileStatus.PendingReview, ProfileStatus.Rejected]) {
      await make(status, { name: `Hidden ${status}`, status, mailingState: 'TX' });
    }
  });

  afterAll(() => t.close());

  const list = async (query = ''): Promise<{ profiles: Card[]; total: number; page: number; totalPages: number }> =>
    (await t.http.get(`/api/profiles${query}`).expect(200)).body;
  const names = (cards: Card[]) => cards.map((c) => c.name).sort();

  it('lists only Active profiles, premium first, newest next', async () => {
    const body = await list();
    expect(body.total).toBe(7);
    expect(body.profiles[0].name).toBe('Victor Stone');
    expect(body.profiles.map((c) => c.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^Hidden/)]));
    expect(body.profiles.slice(1).map((c) => c.name)).toEqual(['Marcus Reed', 'Angela Cruz', 'Denise Hall', 'Jordan Vale', 'Eve Tomorrow', 'Sam Today']);
  });

  it('gives list items a card, not the whole profile', async () => {
    const victor = (await list()).profiles[0] as Card & Record<string, unknown>;
    expect(Object.keys(victor).sort()).toEqual(
      ['age', 'bio_preview', 'birthday', 'date_added', 'gender', 'id', 'is_popular', 'is_premium', 'languages', 'name', 'photo_base64', 'photo_thumbnails', 'photos', 'state', 'thumbnail_url', 'verified_at', 'video_url'].sort(),
    );
    expect(victor.bio_preview).toHaveLength(101);
    expect(victor.bio_preview.endsWith('…')).toBe(true);
    expect(victor.thumbnail_url).toMatch(/-card\.webp$/);
    expect(victor.photo_base64).toMatch(/-full\.webp$/);
  });

  it('filters by one gender and by several', async () => {
    expect(names((await list('?gender=Female')).profiles)).toEqual(['Angela Cruz', 'Denise Hall', 'Eve Tomorrow']);
    expect(names((await list('?gender=Female&gender=Other')).profiles)).toEqual(['Angela Cruz', 'Denise Hall', 'Eve Tomorrow', 'Jordan Vale']);
    expect((await list('?gender=Male,Other')).total).toBe(4);
  });

  it('filters by state, with the state page form of the query', async () => {
    expect(names((await list('?state=CA')).profiles)).toEqual(['Denise Hall', 'Jordan Vale']);
    expect(names((await list('?state=tx&status=Active')).profiles)).toEqual(['Angela Cruz', 'Marcus Reed']);
  });

  it('filters by orientation, race/ethnicity, religion and seeking', async () => {
    expect(names((await list('?sexual_orientation=Straight')).profiles)).toEqual(['Angela Cruz']);
    expect(names((await list('?race_ethnicity=White')).profiles)).toEqual(['Denise Hall']);
    expect(names((await list('?religion=Christian')).profiles)).toEqual(['Marcus Reed']);
    expect(names((await list('?seeking=Pen%20Pal')).profiles)).toEqual(['Marcus Reed']);
    expect(names((await list('?seeking=Romance')).profiles)).toEqual(['Angela Cruz']);
  });

  it('filters by age range, computing age from the birthdate today', async () => {
    const ages = Object.fromEntries((await list('?limit=100')).profiles.map((c) => [c.name, c.age]));
    expect(ages['Eve Tomorrow']).toBe(34);
    expect(ages['Sam Today']).toBe(35);
    expect(names((await list('?min_age=35&max_age=35')).profiles)).toEqual(['Sam Today']);
    expect(names((await list('?min_age=34&max_age=34')).profiles)).toEqual(['Eve Tomorrow']);
    expect(names((await list('?min_age=41')).profiles)).toEqual(['Denise Hall', 'Jordan Vale']);
    expect(names((await list('?max_age=29')).profiles)).toEqual(['Angela Cruz']);
  });

  it('reads the top of the age range, 80, as "80 or older", as the browse slider does', async () => {
    const elder = await insertProfile(t, ownerId, { name: 'Ruth Elder', gender: 'Female', mailingState: 'VT', birthdate: birthdateYearsAgo(86) });
    try {
      expect(names((await list('?state=VT&min_age=80')).profiles)).toEqual(['Ruth Elder']);
      expect(names((await list('?state=VT&min_age=80&max_age=80')).profiles)).toEqual(['Ruth Elder']);
      expect(names((await list('?state=VT&max_age=80')).profiles)).toEqual(['Ruth Elder']);
      expect(names((await list('?state=VT&max_age=79')).profiles)).toEqual([]);
    } finally {
      await t.query('DELETE FROM profiles WHERE id = $1', [elder.id]);
    }
  });

  it('filters premium only and popular only', async () => {
    expect(names((await list('?premium_only=true')).profiles)).toEqual(['Victor Stone']);
    expect(names((await list('?popular_only=true')).profiles)).toEqual(['Jordan Vale']);
    expect((await list('?premium_only=false')).total).toBe(7);
  });

  it('combines filters', async () => {
    expect(names((await list('?gender=Female&state=TX&max_age=30&seeking=Romance')).profiles)).toEqual(['Angela Cruz']);
    expect((await list('?gender=Male&state=CA')).total).toBe(0);
  });

  it('searches keywords in name, interests and bio', async () => {
    expect(names((await list('?q=astronomy')).profiles)).toEqual(['Denise Hall']);
    expect(names((await list('?q=tomatoes')).profiles)).toEqual(['Victor Stone']);
    expect(names((await list('?q=marcus')).profiles)).toEqual(['Marcus Reed']);
    expect((await list('?q=%22no%20such%20words%22')).total).toBe(0);
  });

  it('sorts every way, premium still first', async () => {
    const order = async (sort: string) => (await list(`?sort=${sort}`)).profiles.map((c) => c.name);
    expect((await order('oldest'))[0]).toBe('Victor Stone');
    expect((await order('oldest')).slice(1, 3)).toEqual(['Sam Today', 'Eve Tomorrow']);
    expect((await order('popular')).slice(0, 2)).toEqual(['Victor Stone', 'Jordan Vale']);
    const ageAsc = (await list('?sort=age-asc')).profiles.slice(1).map((c) => c.age);
    expect(ageAsc).toEqual([...ageAsc].sort((a, b) => a - b));
    const ageDesc = (await list('?sort=age-desc')).profiles.slice(1).map((c) => c.age);
    expect(ageDesc).toEqual([...ageDesc].sort((a, b) => b - a));
  });

  it('pages through results with totals', async () => {
    const first = await list('?limit=3&page=1');
    const third = await list('?limit=3&page=3');
    expect([first.total, first.totalPages, first.page]).toEqual([7, 3, 1]);
    expect(third.profiles).toHaveLength(1);
    const all = [...first.profiles, ...(await list('?limit=3&page=2')).profiles, ...third.profiles].map((c) => c.id);
    expect(new Set(all).size).toBe(7);
    expect((await list('?limit=3&page=9')).profiles).toEqual([]);
  });

  it.each([
    ['?state=ZZ', 'state must be the two-letter code of a US state'],
    ['?min_age=50&max_age=30', 'min_age must not be greater than max_age'],
    ['?page=0', 'page must be between 1 and 100000'],
    ['?limit=10000', 'limit must be between 1 and 100'],
    ['?limit=abc', 'limit must be a whole number'],
    ['?min_age=12', 'min_age must be between 18 and 80'],
    ['?max_age=81', 'max_age must be between 18 and 80'],
    ['?gender=Robot', 'gender must be one of: Male, Female, Other'],
    ['?sort=random', 'sort must be one of: newest, oldest, popular, age-asc, age-desc'],
    ['?status=Pending%20Review', 'status can only be Active: other profiles are not public'],
    ['?premium_only=yes', 'premium_only must be true or false'],
    ['?unknown=1', 'property unknown should not exist'],
  ])('answers %s with 422 and a readable detail', async (query, message) => {
    const res = await t.http.get(`/api/profiles${query}`).expect(422);
    expect(res.body.detail).toEqual([message]);
  });

  it('ignores the value "all" that older clients send', async () => {
    expect((await list('?gender=all&state=all&religion=all')).total).toBe(7);
  });

  it('returns the newest profiles for the home page, newest first whether premium or not', async () => {
    const res = await t.http.get('/api/profiles/newest?limit=2').expect(200);
    expect(res.body.map((c: Card) => c.name)).toEqual(['Marcus Reed', 'Angela Cruz']);
    await t.http.get('/api/profiles/newest?limit=500').expect(422);
  });

  it('counts published profiles per state for the counters', async () => {
    expect((await t.http.get('/api/profiles/stats?state=TX').expect(200)).body).toEqual({ total: 2, male: 1, female: 1 });
    expect((await t.http.get('/api/profiles/stats').expect(200)).body).toEqual({ total: 7, male: 3, female: 3 });
    await t.http.get('/api/profiles/stats?state=XX').expect(422);
  });

  it('serves a public profile in full, with its state information', async () => {
    const res = await t.http.get(`/api/profiles/${ids.txMale30}`).expect(200);
    expect(res.body).toMatchObject({
      id: ids.txMale30,
      name: 'Marcus Reed',
      age: 30,
      inmate_id: expect.any(String),
      mailing_address: { street: 'P.O. Box 1', street_2: null, city: 'Huntsville', state: 'TX', zip: '77342' },
      seeking_relationships: ['Friendship', 'Pen Pal'],
      status: 'Active',
      state_info: { code: 'TX', slug: 'texas', doc_locator_url: expect.stringMatching(/^https:\/\//) },
    });
    expect(res.body).not.toHaveProperty('birthdate');
    expect(res.body).not.toHaveProperty('owner_id');
  });

  it('never serves a profile that is not Active, nor a malformed id', async () => {
    for (const status of [ProfileStatus.AwaitingPayment, ProfileStatus.PendingReview, ProfileStatus.Rejected]) {
      const res = await t.http.get(`/api/profiles/${ids[status]}`).expect(404);
      expect(res.body.detail).toBe("The profile you're looking for doesn't exist or has been removed.");
    }
    await t.http.get('/api/profiles/not-a-uuid').expect(404);
    await t.http.get('/api/profiles/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('counts views without slowing the answer', async () => {
    await t.http.get(`/api/profiles/${ids.caFemale45}`).expect(200);
    await t.http.get(`/api/profiles/${ids.caFemale45}`).expect(200);
    await t.app.get(ProfileViewsService).flush();
    const [row] = await t.query<{ view_count: number }>('SELECT view_count FROM profiles WHERE id = $1', [ids.caFemale45]);
    expect(row.view_count).toBe(2);
  });

  it('keeps views the database refused, within a bound, and saves them with the next flush', async () => {
    const views = t.app.get(ProfileViewsService);
    const viewCount = async () => (await t.query<{ view_count: number }>('SELECT view_count FROM profiles WHERE id = $1', [ids.caFemale45]))[0].view_count;
    const before = await viewCount();
    // A real refusal by the database: writes to view_count fail until the trigger is dropped.
    await t.query(`CREATE FUNCTION refuse_views() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.query(`CREATE TRIGGER refuse_views BEFORE UPDATE OF view_count ON profiles FOR EACH ROW EXECUTE FUNCTION refuse_views()`);
    try {
      await t.http.get(`/api/profiles/${ids.caFemale45}`).expect(200);
      await t.http.get(`/api/profiles/${ids.caFemale45}`).expect(200);
      await views.flush();
      expect(await viewCount()).toBe(before);
      // A long outage: views of more profiles than the bound arrive; memory stays bounded, the waiting profile keeps counting.
      for (let i = 0; i < MAX_PENDING_VIEWS + 100; i++) views.record(randomUUID());
      await t.http.get(`/api/profiles/${ids.caFemale45}`).expect(200);
      await views.flush();
      expect(views.pendingRecords).toBe(MAX_PENDING_VIEWS);
    } finally {
      await t.query('DROP TRIGGER refuse_views ON profiles');
      await t.query('DROP FUNCTION refuse_views()');
    }
    await views.flush();
    expect(await viewCount()).toBe(before + 3);
    expect(views.pendingRecords).toBe(0);
  });

  it('shows social links only on premium profiles', async () => {
    const plain = await insertProfile(t, ownerId, { socialMedia: { instagram: 'plain_person' } });
    const premium = await insertProfile(t, ownerId, { socialMedia: { instagram: 'premium_person' }, isPremium: true });
    expect((await t.http.get(`/api/profiles/${plain.id}`).expect(200)).body.social_media).toEqual({});
    expect((await t.http.get(`/api/profiles/${premium.id}`).expect(200)).body.social_media).toEqual({ instagram: 'premium_person' });
    await t.query('DELETE FROM profiles WHERE id = ANY($1::uuid[])', [[plain.id, premium.id]]);
  });

  it('lists only profiles with a video for the home carousel', async () => {
    const withVideo = await insertProfile(t, ownerId, { videoKey: '11111111-1111-4111-8111-111111111111.mp4' });
    const res = await t.http.get('/api/profiles?has_video=true').expect(200);
    expect(res.body.profiles.map((c: Card) => c.id)).toEqual([withVideo.id]);
    expect(res.body.profiles[0].video_url).toBe('/api/media/11111111-1111-4111-8111-111111111111.mp4');
    await t.query('DELETE FROM profiles WHERE id = $1', [withVideo.id]);
  });
});

describe('browse page cache', () => {
  it('answers an identical browse page from memory until the cache is cleared', async () => {
    const t = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    try {
      const owner = (await registerUser(t)).user.id;
      await insertProfile(t, owner, { name: 'First Person', mailingState: 'OH' });
      expect((await t.http.get('/api/profiles?state=OH').expect(200)).body.total).toBe(1);
      await insertProfile(t, owner, { name: 'Second Person', mailingState: 'OH' });
      // Same page (parameters in another order): still the cached answer.
      expect((await t.http.get('/api/profiles?limit=24&state=OH').expect(200)).body.total).toBe(1);
      t.app.get(ProfilesService).invalidateCaches();
      expect((await t.http.get('/api/profiles?state=OH').expect(200)).body.total).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('reads a cold page once for many requests that ask for it at the same time', async () => {
    const t = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    const query = jest.spyOn(t.app.get(DataSource), 'query');
    try {
      const owner = (await registerUser(t)).user.id;
      for (let i = 0; i < 3; i++) await insertProfile(t, owner, { mailingState: 'NV' });
      query.mockClear();
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.http.get('/api/profiles?state=NV')));
      expect(answers.map((res) => [res.status, res.body.total])).toEqual(Array.from({ length: 20 }, () => [200, 3]));
      const reads = query.mock.calls.map(([sql]) => String(sql));
      expect(reads.filter((sql) => sql.includes('FROM profile_photos'))).toHaveLength(1);
      expect(reads.filter((sql) => sql.includes('count(*)'))).toHaveLength(1);
    } finally {
      query.mockRestore();
      await t.close();
    }
  });

  it('does not keep a page read before a change that cleared the cache', async () => {
    const t = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    const service = t.app.get(ProfilesService);
    const dataSource = t.app.get(DataSource);
    const realQuery = dataSource.query.bind(dataSource);
    try {
      const owner = (await registerUser(t)).user.id;
      await insertProfile(t, owner, { mailingState: 'UT' });
      // The page's read finishes only after a new profile was added and the caches cleared.
      let releaseRead!: () => void;
      const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
      const query = jest.spyOn(dataSource, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
        const rows = await realQuery(sql, params);
        if (sql.includes('count(*)')) await readHeld;
        return rows;
      });
      const stale = t.http.get('/api/profiles?state=UT').then((res) => res.body.total as number);
      await new Promise((resolve) => setTimeout(resolve, 200));
      query.mockRestore();
      await insertProfile(t, owner, { mailingState: 'UT' });
      service.invalidateCaches();
      releaseRead();
      expect(await stale).toBe(1);
      expect((await t.http.get('/api/profiles?state=UT').expect(200)).body.total).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('home, state and profile reads kept in memory', () => {
  it('keeps the counters, the newest cards and a profile until a change through the API clears them at once', async () => {
    const t = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    try {
      const me = await registerUser(t);
      const auth = `Bearer ${me.token}`;
      const kept = await insertProfile(t, me.user.id, { mailingState: 'ID', gender: 'Female', prisonName: 'First Facility' });
      const gone = await insertProfile(t, me.user.id, { mailingState: 'ID', gender: 'Male' });
      const read = async () => ({
        state: (await t.http.get('/api/profiles/stats?state=ID').expect(200)).body,
        all: (await t.http.get('/api/profiles/stats').expect(200)).body.total as number,
        newest: ((await t.http.get('/api/profiles/newest?limit=10').expect(200)).body as Array<{ id: string }>).map((p) => p.id),
        prison: (await t.http.get(`/api/profiles/${kept.id}`).expect(200)).body.prison_name as string,
      });
      expect(await read()).toEqual({ state: { total: 2, male: 1, female: 1 }, all: 2, newest: [kept.id, gone.id], prison: 'First Facility' });

      // A row written behind the API's back is not seen: the answers come from memory.
      await t.query(`UPDATE profiles SET prison_name = 'Written Behind' WHERE id = $1`, [kept.id]);
      expect((await read()).prison).toBe('First Facility');

      // The owner's edit (which sends the profile back to review) and deletion through the API are seen at once.
      await t.http.put(`/api/user/profiles/${kept.id}`).set('Authorization', auth).send({ prison_name: 'Second Facility' }).expect(200);
      await t.http.get(`/api/profiles/${kept.id}`).expect(404);
      expect((await t.http.get('/api/profiles/stats?state=ID').expect(200)).body).toEqual({ total: 1, male: 1, female: 0 });
      await t.http.delete(`/api/user/profiles/${gone.id}`).set('Authorization', auth).expect(200);
      await t.http.get(`/api/profiles/${gone.id}`).expect(404);
      expect((await t.http.get('/api/profiles/stats').expect(200)).body.total).toBe(0);
      expect((await t.http.get('/api/profiles/newest?limit=10').expect(200)).body).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('never keeps a "not found": a profile published after a miss is served at once', async () => {
    const t = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
    try {
      const owner = (await registerUser(t)).user.id;
      const profile = await insertProfile(t, owner, { status: ProfileStatus.PendingReview });
      await t.http.get(`/api/profiles/${profile.id}`).expect(404);
      await t.query(`UPDATE profiles SET status = 'Active' WHERE id = $1`, [profile.id]);
      await t.http.get(`/api/profiles/${profile.id}`).expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('profile photos and media', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('stores a card and a full WebP with EXIF (GPS included) gone, served with immutable caching', async () => {
    const images = t.app.get(ImageService);
    const jpeg = Buffer.from((await jpegWithExif(1200, 900)).split(',')[1], 'base64');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await images.storeProfilePhoto(jpeg, { tooLarge: 'x', notAnImage: 'y' });

    for (const key of [stored.cardKey, stored.fullKey]) {
      const res = await t.http.get(`/api/media/${key}`).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe('webp');
    }
    const card = await sharp((await t.http.get(`/api/media/${stored.cardKey}`).buffer(true)).body as Buffer).metadata();
    expect([card.width, card.height]).toEqual([480, 600]);
    // EXIF orientation 6 (rotate 90°): the stored full image is upright, 900 x 1200.
    expect([stored.width, stored.height]).toEqual([900, 1200]);
  });

  it('serves byte ranges, as video players ask', async () => {
    const images = t.app.get(ImageService);
    const stored = await images.storeProfilePhoto(Buffer.from((await jpegWithExif()).split(',')[1], 'base64'), { tooLarge: 'x', notAnImage: 'y' });
    const res = await t.http.get(`/api/media/${stored.fullKey}`).set('Range', 'bytes=0-9').expect(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(res.headers['content-length']).toBe('10');
    await t.http.get(`/api/media/${stored.fullKey}`).set('Range', 'bytes=99999999-').expect(416);
  });

  it('deletes profiles and their photo files with the account', async () => {
    const user = await registerUser(t);
    const images = t.app.get(ImageService);
    const stored = await images.storeProfilePhoto(Buffer.from((await jpegWithExif()).split(',')[1], 'base64'), { tooLarge: 'x', notAnImage: 'y' });
    const profile = await insertProfile(t, user.user.id, { photos: [Object.assign(new ProfilePhoto(), { position: 0, ...stored })] });
    await t.http.get(`/api/media/${stored.cardKey}`).expect(200);
    await t.http.delete('/api/user/account').set('Authorization', `Bearer ${user.token}`).send({ current_password: user.password }).expect(200);
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
    await t.http.get(`/api/media/${stored.cardKey}`).expect(404);
    await t.http.get(`/api/media/${stored.fullKey}`).expect(404);
  });
});

describe('GET /api/states', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('lists the 50 states with their reference data', async () => {
    const res = await t.http.get('/api/states').expect(200);
    expect(res.body).toHaveLength(50);
    expect(res.body.find((s: { code: string }) => s.code === 'NY')).toMatchObject({ name: 'New York', slug: 'newyork' });
  });

  it('finds a state by slug or code, with its notes and sources', async () => {
    const fl = (await t.http.get('/api/states/florida').expect(200)).body;
    expect(fl.notes.find((n: { kind: string }) => n.kind === 'listing-restriction').sources.length).toBeGreaterThan(0);
    expect((await t.http.get('/api/states/PA').expect(200)).body.slug).toBe('pennsylvania');
    await t.http.get('/api/states/atlantis').expect(404);
  });
});
