import { SAVED_SEARCHES_MAX } from '../../src/shared/rules';
import { SAVED_SEARCH_MESSAGES } from '../../src/modules/saved-searches/saved-searches.messages';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;

/** Saved searches through the API: a writer's own only, validated by browse's own rules, at most SAVED_SEARCHES_MAX. */
describe('saved searches', () => {
  let t: TestApp;
  let writer: Account;
  let other: Account;

  const auth = (a: Account) => ({ Authorization: `Bearer ${a.token}` });
  const save = (a: Account, body: Record<string, unknown>) => t.http.post('/api/user/saved-searches').set(auth(a)).send(body);
  const list = async (a: Account) => (await t.http.get('/api/user/saved-searches').set(auth(a)).expect(200)).body.saved_searches as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await registerUser(t);
    other = await registerUser(t);
  });

  afterAll(() => t.close());

  it('saves browse filters in the API names, only the set ones, and answers them back with the browse address', async () => {
    const res = await save(writer, {
      name: '  Women in Texas  ',
      filters: { state: 'tx', gender: 'Female', min_age: '25', max_age: 80, premium_only: 'true', q: '  chess ', religion: 'all', seeking: '' },
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Women in Texas',
      filters: { gender: ['Female'], min_age: 25, premium_only: true, q: 'chess', state: 'TX' },
      query_string: 'gender=Female&min_age=25&premium_only=true&q=chess&state=TX',
      paused: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The same filters on browse itself are accepted (what "Open in browse" leads to).
    await t.http.get(`/api/profiles?${res.body.query_string}`).expect(200);
    expect(await list(writer)).toEqual([res.body]);

    const none = (await save(writer, { name: 'Everyone', filters: {} }).expect(201)).body;
    expect(none).toMatchObject({ filters: {}, query_string: '' });
    await t.http.delete(`/api/user/saved-searches/${none.id}`).set(auth(writer)).expect(200, { message: SAVED_SEARCH_MESSAGES.deleted });
  });

  it('renames, pauses and resumes; deletes', async () => {
    const saved = (await save(writer, { name: 'Men in Ohio', filters: { state: 'OH', gender: ['Male'] } }).expect(201)).body;
    const [{ notified_through: savedAt }] = await t.query<{ notified_through: Date }>('SELECT notified_through FROM saved_searches WHERE id = $1', [saved.id]);

    const renamed = await t.http.patch(`/api/user/saved-searches/${saved.id}`).set(auth(writer)).send({ name: 'Ohio' }).expect(200);
    expect(renamed.body).toMatchObject({ id: saved.id, name: 'Ohio', paused: false, filters: saved.filters });
    await t.http.patch(`/api/user/saved-searches/${saved.id}`).set(auth(writer)).send({ paused: true }).expect(200);
    expect((await list(writer)).find((s) => s.id === saved.id)).toMatchObject({ paused: true });

    // Resuming starts the alerts from now: nothing published while it was paused is sent.
    await t.http.patch(`/api/user/saved-searches/${saved.id}`).set(auth(writer)).send({ paused: false }).expect(200);
    const [{ notified_through: resumedAt }] = await t.query<{ notified_through: Date }>('SELECT notified_through FROM saved_searches WHERE id = $1', [saved.id]);
    expect(resumedAt.getTime()).toBeGreaterThan(savedAt.getTime());

    await t.http.delete(`/api/user/saved-searches/${saved.id}`).set(auth(writer)).expect(200);
    expect((await list(writer)).map((s) => s.id)).not.toContain(saved.id);
    await t.http.delete(`/api/user/saved-searches/${saved.id}`).set(auth(writer)).expect(404);
  });

  it("answers 404 for another account's search, and shows it to no one else", async () => {
    const mine = (await save(writer, { name: 'Mine', filters: { state: 'CA' } }).expect(201)).body;
    expect(await list(other)).toEqual([]);
    const res = await t.http.patch(`/api/user/saved-searches/${mine.id}`).set(auth(other)).send({ name: 'Taken' }).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', detail: SAVED_SEARCH_MESSAGES.notFound });
    await t.http.delete(`/api/user/saved-searches/${mine.id}`).set(auth(other)).expect(404);
    await t.http.patch('/api/user/saved-searches/not-an-id').set(auth(other)).send({ paused: true }).expect(404);
    expect((await list(writer)).find((s) => s.id === mine.id)).toMatchObject({ name: 'Mine', paused: false });
    await t.http.get('/api/user/saved-searches').expect(401);
    await t.http.post('/api/user/saved-searches').send({ name: 'x', filters: {} }).expect(401);
  });

  it('refuses a filter browse would refuse, and a missing name or filters (422)', async () => {
    for (const body of [
      { name: 'Bad state', filters: { state: 'ZZ' } },
      { name: 'Bad gender', filters: { gender: ['Robot'] } },
      { name: 'Ages', filters: { min_age: 50, max_age: 30 } },
      { name: 'Not a filter', filters: { sort: 'newest' } },
      { name: 'Not a filter', filters: { page: 2 } },
      { name: 'Unknown', filters: { colour: 'blue' } },
      { name: 'Not an object', filters: 'state=TX' },
      { name: 'No filters' },
      { name: '   ', filters: {} },
      { name: 'x'.repeat(61), filters: {} },
    ]) {
      const res = await save(other, body).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, detail: expect.any(Array) });
    }
    expect(await list(other)).toEqual([]);
  });

  it(`refuses a search past ${SAVED_SEARCHES_MAX} (409), also when they arrive at once`, async () => {
    const busy = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: SAVED_SEARCHES_MAX + 2 }, (_, i) => save(busy, { name: `Search ${i}`, filters: {} })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0].body.detail).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    expect(await list(busy)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});
