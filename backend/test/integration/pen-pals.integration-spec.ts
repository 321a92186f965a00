import { LETTER_NOTE_MAX, LETTERS_PER_PEN_PAL_MAX, PEN_PALS_MAX } from '../../src/shared/rules';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { UNLISTED_NOTE } from '../../src/modules/pen-pals/pen-pals.enums';
import { DemoPenPalsSeed } from '../../src/database/seeds/demo-pen-pals.seed';
import { DemoProfilesSeed } from '../../src/database/seeds/demo-profiles.seed';
import { DemoSeedService } from '../../src/database/seeds/demo-seed.service';
import { bearer } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

type Writer = Awaited<ReturnType<typeof registerUser>>;

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('my pen pals and the letter log', () => {
  let t: TestApp;
  let owner: Writer;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const save = (writer: Writer, profileId: string) => t.http.post('/api/user/pen-pals').set(bearer(writer)).send({ profile_id: profileId });
  const list = async (writer: Writer) => (await t.http.get('/api/user/pen-pals').set(bearer(writer)).expect(200)).body.pen_pals;
  const log = (writer: Writer, penPalId: string, body: Record<string, unknown>) =>
    t.http.post(`/api/user/pen-pals/${penPalId}/letters`).set(bearer(writer)).send(body);

  it('saves a public profile once (201, then 200 with the same entry) and lists it with its card details', async () => {
    const writer = await registerUser(t);
    const verifiedAt = new Date('2026-03-05T12:00:00Z');
    const profile = await insertProfile(t, owner.user.id, { name: 'Dana Miles', prisonName: 'Mountain View Unit', verifiedAt });

    const first = await save(writer, profile.id).expect(201);
    expect(first.body).toMatchObject({
      profile_id: profile.id,
      name: 'Dana Miles',
      listed: true,
      unlisted_note: null,
      prison_name: 'Mountain View Unit',
      state: 'TX',
      verified_at: verifiedAt.toISOString(),
      thumbnail_url: `/api/media/${profile.photos![0].cardKey}`,
      letters_sent: 0,
      replies_received: 0,
      last_letter_on: null,
    });
    const again = await save(writer, profile.id).expect(200);
    expect(again.body.id).toBe(first.body.id);

    expect(await list(writer)).toEqual([first.body]);
    const ids = await t.http.get('/api/user/pen-pals/ids').set(bearer(writer)).expect(200);
    expect(ids.body).toEqual({ profile_ids: [profile.id] });
  });

  it('lists the newest saved first', async () => {
    const writer = await registerUser(t);
    const older = await insertProfile(t, owner.user.id);
    const newer = await insertProfile(t, owner.user.id);
    await save(writer, older.id).expect(201);
    await save(writer, newer.id).expect(201);
    expect((await list(writer)).map((p: { profile_id: string }) => p.profile_id)).toEqual([newer.id, older.id]);
  });

  it('refuses (404) a profile that is not public, an unknown one and a malformed id; 401 signed out', async () => {
    const writer = await registerUser(t);
    const pending = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
    const rejected = await insertProfile(t, owner.user.id, { status: ProfileStatus.Rejected });
    await save(writer, pending.id).expect(404);
    await save(writer, rejected.id).expect(404);
    await save(writer, '00000000-0000-4000-8000-000000000000').expect(404);
    const malformed = await save(writer, 'not-an-id').expect(404);
    expect(malformed.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    await t.http.get('/api/user/pen-pals').expect(401);
    await t.http.get('/api/user/pen-pals/ids').expect(401);
    await t.http.post('/api/user/pen-pals').send({ profile_id: pending.id }).expect(401);
    expect(await list(writer)).toEqual([]);
  });

  it('logs letters and replies, newest first, with the counts on the pen pal; deletes one; removing the pen pal takes its log', async () => {
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    const penPal = (await save(writer, profile.id).expect(201)).body;

    const sent = await log(writer, penPal.id, { kind: 'sent', date: day(-10), note: '  First letter, about chess.  ' }).expect(201);
    expect(sent.body).toMatchObject({ pen_pal_id: penPal.id, kind: 'sent', date: day(-10), note: 'First letter, about chess.' });
    const reply = await log(writer, penPal.id, { kind: 'received', date: day(-2) }).expect(201);
    expect(reply.body.note).toBeNull();
    const sameDay = await log(writer, penPal.id, { kind: 'sent', date: day(-2), note: '   ' }).expect(201);
    expect(sameDay.body.note).toBeNull();

    const letters = (await t.http.get(`/api/user/pen-pals/${penPal.id}/letters`).set(bearer(writer)).expect(200)).body.letters;
    // Newest date first; on one date, the one logged last first.
    expect(letters.map((l: { id: string }) => l.id)).toEqual([sameDay.body.id, reply.body.id, sent.body.id]);
    expect((await list(writer))[0]).toMatchObject({ letters_sent: 2, replies_received: 1, last_letter_on: day(-2) });

    const removed = await t.http.delete(`/api/user/pen-pals/${penPal.id}/letters/${sent.body.id}`).set(bearer(writer)).expect(200);
    expect(removed.body).toEqual({ message: 'Letter removed' });
    await t.http.delete(`/api/user/pen-pals/${penPal.id}/letters/${sent.body.id}`).set(bearer(writer)).expect(404);
    expect((await list(writer))[0]).toMatchObject({ letters_sent: 1, replies_received: 1 });

    await t.http.delete(`/api/user/pen-pals/${penPal.id}`).set(bearer(writer)).expect(200, { message: 'Pen pal removed' });
    expect(await list(writer)).toEqual([]);
    expect(await t.query('SELECT id FROM letter_log_entries WHERE pen_pal_id = $1', [penPal.id])).toEqual([]);
    await t.http.get(`/api/user/pen-pals/${penPal.id}/letters`).set(bearer(writer)).expect(404);
  });

  it("answers 404 to every call another account makes with a writer's ids, and changes nothing", async () => {
    const writer = await registerUser(t);
    const other = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    const penPal = (await save(writer, profile.id).expect(201)).body;
    const letter = (await log(writer, penPal.id, { kind: 'sent', date: day(), note: 'Private' }).expect(201)).body;

    await t.http.get(`/api/user/pen-pals/${penPal.id}/letters`).set(bearer(other)).expect(404);
    await log(other, penPal.id, { kind: 'sent', date: day() }).expect(404);
    await t.http.delete(`/api/user/pen-pals/${penPal.id}/letters/${letter.id}`).set(bearer(other)).expect(404);
    await t.http.delete(`/api/user/pen-pals/${penPal.id}`).set(bearer(other)).expect(404);
    // Their own pen pal with the writer's letter id: not found either.
    const theirs = (await save(other, profile.id).expect(201)).body;
    expect(theirs.id).not.toBe(penPal.id);
    await t.http.delete(`/api/user/pen-pals/${theirs.id}/letters/${letter.id}`).set(bearer(other)).expect(404);
    expect((await t.http.get(`/api/user/pen-pals/${theirs.id}/letters`).set(bearer(other)).expect(200)).body.letters).toEqual([]);
    expect((await list(other)).map((p: { id: string }) => p.id)).toEqual([theirs.id]);

    const mine = await list(writer);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: penPal.id, letters_sent: 1 });
  });

  it("a profile that leaves public view keeps the entry with its name and the note, and none of its facility, state, photo or verified date", async () => {
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { name: 'Ray Torres', verifiedAt: new Date() });
    const penPal = (await save(writer, profile.id).expect(201)).body;
    await log(writer, penPal.id, { kind: 'sent', date: day(-1) }).expect(201);
    // Renamed while public: the entry follows the profile's name.
    await t.query(`UPDATE profiles SET name = 'Raymond Torres' WHERE id = $1`, [profile.id]);
    expect((await list(writer))[0].name).toBe('Raymond Torres');

    for (const status of [ProfileStatus.Rejected, ProfileStatus.PendingReview]) {
      await t.query(`UPDATE profiles SET status = $2, name = 'Someone Else' WHERE id = $1`, [profile.id, status]);
      expect(await list(writer)).toEqual([
        {
          ...penPal,
          name: 'Raymond Torres',
          listed: false,
          unlisted_note: UNLISTED_NOTE,
          thumbnail_url: null,
          prison_name: null,
          state: null,
          verified_at: null,
          letters_sent: 1,
          last_letter_on: day(-1),
        },
      ]);
    }
    // Its letter log still opens, and a new letter can be logged.
    await log(writer, penPal.id, { kind: 'received', date: day() }).expect(201);
    await save(writer, profile.id).expect(404);
  });

  it('a deleted profile keeps the entry with the name it had, its log and no profile id', async () => {
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { name: 'Lee Park' });
    const penPal = (await save(writer, profile.id).expect(201)).body;
    await log(writer, penPal.id, { kind: 'sent', date: day(-3), note: 'Birthday card' }).expect(201);
    await t.query('DELETE FROM profiles WHERE id = $1', [profile.id]);

    expect(await list(writer)).toEqual([
      expect.objectContaining({ id: penPal.id, profile_id: null, name: 'Lee Park', listed: false, unlisted_note: UNLISTED_NOTE, thumbnail_url: null, letters_sent: 1 }),
    ]);
    expect((await t.http.get('/api/user/pen-pals/ids').set(bearer(writer)).expect(200)).body.profile_ids).toEqual([]);
    const letters = (await t.http.get(`/api/user/pen-pals/${penPal.id}/letters`).set(bearer(writer)).expect(200)).body.letters;
    expect(letters).toEqual([expect.objectContaining({ note: 'Birthday card' })]);
  });

  it(`refuses (409) a pen pal past ${PEN_PALS_MAX} and a letter past ${LETTERS_PER_PEN_PAL_MAX}`, async () => {
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    // Entries of deleted profiles count too.
    await t.query(`INSERT INTO pen_pals (user_id, profile_id, name) SELECT $1, NULL, 'Gone ' || n FROM generate_series(1, $2) n`, [writer.user.id, PEN_PALS_MAX]);
    const full = await save(writer, profile.id).expect(409);
    expect(full.body.detail).toContain(String(PEN_PALS_MAX));

    const [{ id }] = await t.query<{ id: string }>(`SELECT id FROM pen_pals WHERE user_id = $1 LIMIT 1`, [writer.user.id]);
    await t.query(`INSERT INTO letter_log_entries (pen_pal_id, kind, date) SELECT $1, 'sent', DATE '2020-01-01' FROM generate_series(1, $2)`, [id, LETTERS_PER_PEN_PAL_MAX]);
    await log(writer, id, { kind: 'sent', date: day() }).expect(409);
    // The list stays within its bound.
    expect(await list(writer)).toHaveLength(PEN_PALS_MAX);
  });

  it('validates the letter: kind, date (a calendar date, not in the future, not before 1990) and note (422)', async () => {
    const writer = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    const penPal = (await save(writer, profile.id).expect(201)).body;
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await log(writer, penPal.id, body).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
      expect(res.body.detail).toEqual([message]);
    };
    await refused({ kind: 'maybe', date: day() }, 'kind must be one of: sent, received');
    await refused({ date: day() }, 'kind must be one of: sent, received');
    await refused({ kind: 'sent' }, 'date must be a date (YYYY-MM-DD)');
    await refused({ kind: 'sent', date: '2025-02-30' }, 'date must be a date (YYYY-MM-DD)');
    await refused({ kind: 'sent', date: 'yesterday' }, 'date must be a date (YYYY-MM-DD)');
    await refused({ kind: 'sent', date: 20250101 }, 'date must be a date (YYYY-MM-DD)');
    await refused({ kind: 'sent', date: day(), note: 'x'.repeat(LETTER_NOTE_MAX + 1) }, `The note must be at most ${LETTER_NOTE_MAX} characters`);
    await refused({ kind: 'sent', date: day(), note: 42 }, 'note must be text');
    await refused({ kind: 'sent', date: day(2) }, 'The date cannot be in the future');
    await refused({ kind: 'sent', date: '1989-12-31' }, 'The date cannot be before 1990');
    await refused({ kind: 'sent', date: day(), extra: true }, 'property extra should not exist');
    await log(writer, penPal.id, { kind: 'sent', date: '1990-01-01', note: 'x'.repeat(LETTER_NOTE_MAX) }).expect(201);
    await log(writer, penPal.id, { kind: 'received', date: day(), note: null }).expect(201);
    const save422 = await t.http.post('/api/user/pen-pals').set(bearer(writer)).send({}).expect(422);
    expect(save422.body.detail).toEqual(['profile_id must be a profile id']);
  });
});

describe('demo data: the demo user\'s pen pals', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('saves three pen pals with letters for the demo user, one no longer listed, once', async () => {
    const accounts = await t.app.get(DemoSeedService).run();
    const demoUser = accounts.find((a) => !a.isAdmin)!;
    await t.app.get(DemoProfilesSeed).run(demoUser.email, 8);
    expect(await t.app.get(DemoPenPalsSeed).run(demoUser.email)).toBe(3);
    expect(await t.app.get(DemoPenPalsSeed).run(demoUser.email)).toBe(0);

    const login = await t.http.post('/api/auth/login').send({ email: demoUser.email, password: demoUser.password }).expect(200);
    const penPals = (await t.http.get('/api/user/pen-pals').set(bearer({ token: login.body.access_token })).expect(200)).body.pen_pals;
    expect(penPals).toHaveLength(3);
    expect(penPals.filter((p: { listed: boolean }) => p.listed)).toHaveLength(2);
    const unlisted = penPals.find((p: { listed: boolean }) => !p.listed);
    expect(unlisted).toMatchObject({ unlisted_note: UNLISTED_NOTE, prison_name: null, thumbnail_url: null, letters_sent: 1, replies_received: 1 });
    expect(penPals.reduce((n: number, p: { letters_sent: number }) => n + p.letters_sent, 0)).toBe(4);
    expect(penPals.every((p: { thumbnail_url: string | null; listed: boolean }) => !p.listed || p.thumbnail_url)).toBe(true);
    // Newest saved first: the unlisted one was saved longest ago.
    expect(penPals[2].listed).toBe(false);
  });
});
