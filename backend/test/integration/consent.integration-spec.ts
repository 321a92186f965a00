import { bearer, postThread } from '../factories/forum';
import { jpegWithExif } from '../factories/images';
import { submissionBody } from '../factories/profiles';
import { GOOD_PASSWORD, registerAdmin, registerUser, uniqueEmail } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';
import { CONSENT_REQUIRED_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from '../../src/shared/text';

/** Consent (docs/trust.md): "I am 18 or older and I accept the terms", recorded once, asked before submitting or posting. */
describe('consent: the record and what it opens', () => {
  let t: TestApp;
  let photo: string;

  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegWithExif(300, 400);
  });

  afterAll(() => t.close());

  const forbidden = { statusCode: 403, error: 'Forbidden', detail: CONSENT_REQUIRED_MESSAGE };

  describe('at registration', () => {
    it('records the date of `accept_terms: true`, and /auth/me shows it', async () => {
      const before = Date.now();
      const res = await t.http.post('/api/auth/register').send({ email: uniqueEmail(), password: GOOD_PASSWORD, accept_terms: true }).expect(201);
      const recorded = Date.parse(res.body.user.terms_accepted_at);
      expect(recorded).toBeGreaterThanOrEqual(before - 1000);
      expect(recorded).toBeLessThanOrEqual(Date.now() + 1000);
      const me = await t.http.get('/api/auth/me').set(bearer({ token: res.body.access_token })).expect(200);
      expect(me.body.terms_accepted_at).toBe(res.body.user.terms_accepted_at);
    });

    it('still takes e-mail and password alone (the spec), with no date', async () => {
      const res = await t.http.post('/api/auth/register').send({ email: uniqueEmail(), password: GOOD_PASSWORD }).expect(201);
      expect(res.body.user.terms_accepted_at).toBeNull();
      const login = await t.http.post('/api/auth/login').send({ email: res.body.user.email, password: GOOD_PASSWORD }).expect(200);
      expect(login.body.user.terms_accepted_at).toBeNull();
    });

    it('refuses `accept_terms: false` (or not a boolean) with a clear message and creates no account', async () => {
      for (const value of [false, 'yes', 1]) {
        const email = uniqueEmail();
        const res = await t.http.post('/api/auth/register').send({ email, password: GOOD_PASSWORD, accept_terms: value }).expect(422);
        expect(res.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', detail: [TERMS_NOT_ACCEPTED_MESSAGE] });
        expect(await t.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
      }
    });
  });

  describe('without a recorded consent', () => {
    it('refuses a profile submission, a thread and a reply with 403 and the message, and stores nothing', async () => {
      const writer = await registerUser(t, { acceptTerms: false });
      const thread = await postThread(t, await registerAdmin(t));

      const profile = await t.http.post('/api/profiles').set(bearer(writer)).send(submissionBody([photo])).expect(403);
      expect(profile.body).toEqual(forbidden);
      const started = await t.http.post('/api/forum/threads').set(bearer(writer)).send({ category: 'general', title: 'Hello', content: '<p>Hi all</p>' }).expect(403);
      expect(started.body).toEqual(forbidden);
      const reply = await t.http.post('/api/forum/replies').set(bearer(writer)).send({ thread_id: thread.id, content: '<p>Welcome</p>' }).expect(403);
      expect(reply.body).toEqual(forbidden);

      const [counts] = await t.query<{ profiles: number; threads: number; replies: number }>(
        `SELECT (SELECT count(*) FROM profiles WHERE owner_id = $1)::int AS profiles,
                (SELECT count(*) FROM forum_threads WHERE author_id = $1)::int AS threads,
                (SELECT count(*) FROM forum_replies WHERE author_id = $1)::int AS replies`,
        [writer.user.id],
      );
      expect(counts).toEqual({ profiles: 0, threads: 0, replies: 0 });
    });

    it('holds admins to it too', async () => {
      const admin = await registerAdmin(t, { acceptTerms: false });
      const res = await t.http.post('/api/forum/threads').set(bearer(admin)).send({ category: 'general', title: 'Rules', content: '<p>Be kind</p>' }).expect(403);
      expect(res.body).toEqual(forbidden);
    });

    it('still lets the account read, and manage what it has (the one-time prompt comes only before posting)', async () => {
      const writer = await registerUser(t, { acceptTerms: false });
      await t.http.get('/api/user/profiles').set(bearer(writer)).expect(200);
      await t.http.get('/api/forum/threads').set(bearer(writer)).expect(200);
      await t.http.get('/api/auth/me').set(bearer(writer)).expect(200);
    });
  });

  describe('POST /api/user/consent', () => {
    it('records the consent once: submitting and posting then work, and a second call keeps the first date', async () => {
      const writer = await registerUser(t, { acceptTerms: false });
      const first = await t.http.post('/api/user/consent').set(bearer(writer)).send({ accept_terms: true }).expect(200);
      expect(first.body).toMatchObject({ id: writer.user.id, terms_accepted_at: expect.any(String) });
      expect((await t.http.get('/api/auth/me').set(bearer(writer)).expect(200)).body.terms_accepted_at).toBe(first.body.terms_accepted_at);

      const profile = await t.http.post('/api/profiles').set(bearer(writer)).send(submissionBody([photo])).expect(201);
      expect(profile.body.status).toBe('Awaiting Payment');
      const thread = await postThread(t, writer);
      await t.http.post('/api/forum/replies').set(bearer(writer)).send({ thread_id: thread.id, content: '<p>And a reply</p>' }).expect(201);

      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await t.http.post('/api/user/consent').set(bearer(writer)).send({ accept_terms: true }).expect(200);
      expect(again.body.terms_accepted_at).toBe(first.body.terms_accepted_at);
    });

    it('keeps the date given at registration', async () => {
      const writer = await registerUser(t);
      const res = await t.http.post('/api/user/consent').set(bearer(writer)).send({ accept_terms: true }).expect(200);
      const [row] = await t.query<{ terms_accepted_at: Date }>('SELECT terms_accepted_at FROM users WHERE id = $1', [writer.user.id]);
      expect(res.body.terms_accepted_at).toBe(row.terms_accepted_at.toISOString());
      expect(await t.query(`SELECT 1 FROM audit_log WHERE action = 'user.consent' AND target_id = $1`, [writer.user.id])).toHaveLength(0);
    });

    it('is in the audit log once, with the account as actor', async () => {
      const writer = await registerUser(t, { acceptTerms: false });
      await t.http.post('/api/user/consent').set(bearer(writer)).send({ accept_terms: true }).expect(200);
      await t.http.post('/api/user/consent').set(bearer(writer)).send({ accept_terms: true }).expect(200);
      const rows = await t.query<{ actor_id: string; target_type: string; target_label: string }>(
        `SELECT actor_id, target_type, target_label FROM audit_log WHERE action = 'user.consent' AND target_id = $1`,
        [writer.user.id],
      );
      expect(rows).toEqual([{ actor_id: writer.user.id, target_type: 'user', target_label: writer.email }]);
    });

    it('takes only `accept_terms: true`, and only signed in', async () => {
      const writer = await registerUser(t, { acceptTerms: false });
      for (const body of [{}, { accept_terms: false }, { accept_terms: 'true' }]) {
        const res = await t.http.post('/api/user/consent').set(bearer(writer)).send(body).expect(422);
        expect(res.body.detail).toEqual([TERMS_NOT_ACCEPTED_MESSAGE]);
      }
      expect((await t.http.get('/api/auth/me').set(bearer(writer)).expect(200)).body.terms_accepted_at).toBeNull();
      await t.http.post('/api/user/consent').send({ accept_terms: true }).expect(401);
    });
  });
});
