import { randomUUID } from 'node:crypto';
import { bearer, clearForum, letAnHourPass, postReply, postReport, postThread, registerMember, type Account } from '../factories/forum';
import { registerAdmin, registerUser } from '../factories/users';
import { FORUM_MESSAGES } from '../../src/modules/forum/forum.messages';
import { createTestApp, TestApp } from '../helpers/test-app';

/**
 * The forum's moderation that scales down to one admin: new accounts' posts wait for approval, link and
 * hourly limits, posts hidden by reports until an admin decides, author edits (with the versions kept for
 * admins) and soft deletion, and what each reader sees of all that.
 */
describe('forum moderation: held posts, limits, reports, edits', () => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await registerMember(t);
    bob = await registerMember(t);
    carol = await registerMember(t);
    admin = await registerAdmin(t);
  });

  afterAll(() => t.close());

  beforeEach(() => letAnHourPass(t));

  const as = (reader?: Account) => (reader ? bearer(reader) : {});
  const threadIds = async (reader?: Account, query = 'limit=100') =>
    ((await t.http.get(`/api/forum/threads?${query}`).set(as(reader)).expect(200)).body.threads as Array<{ id: string }>).map((th) => th.id);
  const replies = async (threadId: string, reader?: Account) =>
    (await t.http.get(`/api/forum/threads/${threadId}/replies`).set(as(reader)).expect(200)).body.replies as Array<Record<string, unknown>>;
  const threadPage = async (threadId: string, reader?: Account) => (await t.http.get(`/api/forum/threads/${threadId}`).set(as(reader)).expect(200)).body;
  const summary = async () => (await t.http.get('/api/admin/summary').set(bearer(admin)).expect(200)).body as { forum_queue: number; open_reports: number };
  const queue = async () => (await t.http.get('/api/admin/forum/queue').set(bearer(admin)).expect(200)).body as Array<Record<string, unknown>>;
  const audit = async (targetId: string) =>
    ((await t.http.get(`/api/admin/audit-log?target_id=${targetId}`).set(bearer(admin)).expect(200)).body.entries as Array<{ action: string; details: Record<string, unknown> }>).map(
      (e) => [e.action, e.details],
    );
  const notifications = async (account: Account) =>
    (await t.http.get('/api/user/notifications').set(bearer(account)).expect(200)).body.notifications as Array<{ title: string; message: string; link: string | null }>;
  const reportIds = (contentId: string) => t.query<{ id: string }>('SELECT id FROM forum_reports WHERE COALESCE(reply_id, thread_id) = $1 ORDER BY created_at', [contentId]);

  describe("a new account's posts wait for approval", () => {
    it('holds a first thread: seen by its author and admins only, until an admin approves it and the author is told', async () => {
      await clearForum(t);
      await t.query('DELETE FROM forum_reports');
      const newcomer = await registerUser(t);
      const res = await t.http
        .post('/api/forum/threads')
        .set(bearer(newcomer))
        .send({ category: 'questions', title: 'Is it safe to share my address?', content: '<p>I am about to send my first letter.</p>' })
        .expect(201);
      const thread = res.body;
      expect(thread).toMatchObject({ state: 'awaiting_approval', title: 'Is it safe to share my address?', content: '<p>I am about to send my first letter.</p>' });

      // Nobody else finds it: not in lists or counts, its page and replies are not found, nobody can reply or report it.
      for (const reader of [undefined, alice]) {
        expect(await threadIds(reader)).not.toContain(thread.id);
        const questions = (await t.http.get('/api/forum/categories').set(as(reader)).expect(200)).body.find((c: { slug: string }) => c.slug === 'questions');
        expect(questions.thread_count).toBe(0);
        expect((await t.http.get(`/api/forum/threads/${thread.id}`).set(as(reader)).expect(404)).body.detail).toBe('Thread not found');
        await t.http.get(`/api/forum/threads/${thread.id}/replies`).set(as(reader)).expect(404);
      }
      await t.http.post('/api/forum/replies').set(bearer(alice)).send({ thread_id: thread.id, content: '<p>Hi</p>' }).expect(404);
      await t.http.post('/api/forum/report').set(bearer(alice)).send({ content_type: 'thread', content_id: thread.id, reason: 'x' }).expect(404);
      // Its author and admins see it, marked as waiting.
      for (const reader of [newcomer, admin]) {
        expect(await threadIds(reader)).toContain(thread.id);
        expect(await threadPage(thread.id, reader)).toMatchObject({ state: 'awaiting_approval', title: 'Is it safe to share my address?' });
      }
      // Two views: the pages that were not found counted none.
      expect((await threadPage(thread.id, admin)).view_count).toBe(3);

      // The admins' queue and dashboard.
      expect(await queue()).toEqual([
        {
          content_type: 'thread',
          id: thread.id,
          thread_id: thread.id,
          thread_title: 'Is it safe to share my address?',
          content: '<p>I am about to send my first letter.</p>',
          held: 'approval',
          pending_reports: 0,
          author_id: newcomer.user.id,
          author_email: newcomer.email,
          created_at: thread.created_at,
        },
      ]);
      expect((await summary()).forum_queue).toBe(1);

      const approved = await t.http.post(`/api/admin/forum/threads/${thread.id}/approve`).set(bearer(admin)).expect(200);
      expect(approved.body).toEqual({ message: 'Post approved' });

      expect(await threadIds()).toContain(thread.id);
      expect(await threadPage(thread.id)).toMatchObject({ state: 'visible', title: 'Is it safe to share my address?' });
      expect(await queue()).toEqual([]);
      expect((await summary()).forum_queue).toBe(0);
      expect(await notifications(newcomer)).toEqual([
        expect.objectContaining({
          title: 'Your forum post is now visible',
          message: 'A moderator approved your thread "Is it safe to share my address?". Everyone can read it now.',
          link: `/forum/thread/${thread.id}`,
        }),
      ]);
      expect(await audit(thread.id)).toEqual([['forum_thread.approve', { held: 'approval', author_id: newcomer.user.id, reports_reviewed: 0 }]]);
      // Approving again changes nothing: no second notice, no second audit entry.
      await t.http.post(`/api/admin/forum/threads/${thread.id}/approve`).set(bearer(admin)).expect(200);
      expect(await notifications(newcomer)).toHaveLength(1);
      expect(await audit(thread.id)).toHaveLength(1);
    });

    it('holds a reply: others neither see nor count it and it does not move the thread; approval shows it, moves the thread and tells its author', async () => {
      const thread = await postThread(t, alice);
      const before = await threadPage(thread.id);
      const newcomer = await registerUser(t);
      const reply = await postReply(t, newcomer, thread.id, '<p>Thank you, this helped.</p>');
      expect(reply.state).toBe('awaiting_approval');

      for (const reader of [undefined, alice, bob]) {
        expect(await replies(thread.id, reader)).toEqual([]);
        expect((await threadPage(thread.id, reader)).reply_count).toBe(0);
      }
      for (const reader of [newcomer, admin]) {
        expect(await replies(thread.id, reader)).toEqual([expect.objectContaining({ id: reply.id, state: 'awaiting_approval', content: '<p>Thank you, this helped.</p>' })]);
        expect((await threadPage(thread.id, reader)).reply_count).toBe(1);
      }
      expect((await threadPage(thread.id)).last_activity_at).toBe(before.last_activity_at);
      expect(await queue()).toContainEqual(expect.objectContaining({ content_type: 'reply', id: reply.id, thread_id: thread.id, thread_title: thread.title, held: 'approval' }));

      await t.http.post(`/api/admin/forum/replies/${reply.id}/approve`).set(bearer(admin)).expect(200);
      expect(await replies(thread.id)).toEqual([expect.objectContaining({ id: reply.id, state: 'visible', content: '<p>Thank you, this helped.</p>' })]);
      const after = await threadPage(thread.id);
      expect(after.reply_count).toBe(1);
      expect(Date.parse(after.last_activity_at)).toBeGreaterThan(Date.parse(before.last_activity_at));
      expect(await notifications(newcomer)).toEqual([
        expect.objectContaining({ title: 'Your forum post is now visible', link: `/forum/thread/${thread.id}?reply=${reply.id}` }),
      ]);
      expect(await audit(reply.id)).toEqual([['forum_reply.approve', { held: 'approval', author_id: newcomer.user.id, thread_id: thread.id, reports_reviewed: 0 }]]);
    });

    it('holds posts until the account has an approved post; a day-old account with one is no longer new; admins never wait', async () => {
      const threeLinks = '<p><a href="https://a.example">a</a> <a href="https://b.example">b</a> <a href="https://c.example">c</a></p>';
      const newcomer = await registerUser(t);
      const first = await postThread(t, newcomer);
      expect(first.state).toBe('awaiting_approval');
      // A day old, but nothing approved yet: still waiting.
      await t.query(`UPDATE users SET created_at = now() - interval '25 hours' WHERE id = $1`, [newcomer.user.id]);
      expect((await postThread(t, newcomer)).state).toBe('awaiting_approval');
      // Its first post approved, the account under a day old: shown at once, but still new (two links at most).
      await t.query(`UPDATE users SET created_at = now() - interval '23 hours' WHERE id = $1`, [newcomer.user.id]);
      await t.http.post(`/api/admin/forum/threads/${first.id}/approve`).set(bearer(admin)).expect(200);
      expect((await postReply(t, newcomer, first.id)).state).toBe('visible');
      const refused = await t.http.post('/api/forum/replies').set(bearer(newcomer)).send({ thread_id: first.id, content: threeLinks }).expect(422);
      expect(refused.body.detail).toEqual([FORUM_MESSAGES.tooManyLinks]);
      // Both: an established member.
      await t.query(`UPDATE users SET created_at = now() - interval '25 hours' WHERE id = $1`, [newcomer.user.id]);
      expect((await postReply(t, newcomer, first.id, threeLinks)).state).toBe('visible');
      expect((await postThread(t, newcomer)).state).toBe('visible');

      const newAdmin = await registerAdmin(t);
      expect((await postThread(t, newAdmin)).state).toBe('visible');
    });

    it('rejecting is deleting: an admin deletes a held post, and it leaves the queue', async () => {
      const newcomer = await registerUser(t);
      const thread = await postThread(t, newcomer, { title: 'Cheap phone cards, message me' });
      expect(await queue()).toContainEqual(expect.objectContaining({ id: thread.id }));
      await t.http.delete(`/api/admin/forum/threads/${thread.id}`).set(bearer(admin)).expect(200);
      expect(await queue()).not.toContainEqual(expect.objectContaining({ id: thread.id }));
      await t.http.post(`/api/admin/forum/threads/${thread.id}/approve`).set(bearer(admin)).expect(404);
      await t.http.post(`/api/admin/forum/replies/${randomUUID()}/approve`).set(bearer(admin)).expect(404);
      await t.http.post('/api/admin/forum/replies/abc/approve').set(bearer(admin)).expect(404);
    });
  });

  describe('limits', () => {
    const links = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `<a href="https://example.org/${i}">link ${i}</a>`).join(' ')}</p>`;
    const tooManyLinks = 'New members can include at most 2 links in a post. Please remove some links and try again.';

    it('lets a new account post at most 2 links (counted once sanitized); members and admins are not limited', async () => {
      const thread = await postThread(t, alice);
      const newcomer = await registerUser(t);
      const refused = await t.http.post('/api/forum/threads').set(bearer(newcomer)).send({ category: 'general', title: 'Links', content: links(3) }).expect(422);
      expect(refused.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', detail: [tooManyLinks] });
      const reply = await t.http.post('/api/forum/replies').set(bearer(newcomer)).send({ thread_id: thread.id, content: links(3) }).expect(422);
      expect(reply.body.detail).toEqual([tooManyLinks]);
      expect(await t.query('SELECT id FROM forum_replies WHERE author_id = $1', [newcomer.user.id])).toEqual([]);

      await postReply(t, newcomer, thread.id, links(2));
      // Links the sanitizer refuses are no links.
      await postReply(t, newcomer, thread.id, `${links(2)}<p><a href="javascript:alert(1)">x</a> <a href="data:text/html,hi">y</a></p>`);
      await postReply(t, alice, thread.id, links(5));
      await postReply(t, admin, thread.id, links(5));
    });

    it('answers 429 over the hourly limits: 2 threads and 10 replies for a new account, 10 and 60 for a member; admins are not limited', async () => {
      const thread = await postThread(t, alice);
      const newcomer = await registerUser(t);
      await postThread(t, newcomer);
      await postThread(t, newcomer);
      const threads = await t.http.post('/api/forum/threads').set(bearer(newcomer)).send({ category: 'general', title: 'Third', content: '<p>x</p>' }).expect(429);
      expect(threads.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        detail: 'You have started the most threads allowed in one hour. Please try again later.',
      });
      // A place frees up when the first of the hour's threads leaves it: within the hour.
      expect(Number(threads.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(threads.headers['retry-after'])).toBeLessThanOrEqual(3600);
      for (let i = 0; i < 10; i++) await postReply(t, newcomer, thread.id);
      const repliesRes = await t.http.post('/api/forum/replies').set(bearer(newcomer)).send({ thread_id: thread.id, content: '<p>x</p>' }).expect(429);
      expect(repliesRes.body.detail).toBe('You have posted the most replies allowed in one hour. Please try again later.');
      expect(Number(repliesRes.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(repliesRes.headers['retry-after'])).toBeLessThanOrEqual(3600);

      // An hour later, the newcomer may post again.
      await letAnHourPass(t);
      await postThread(t, newcomer);
      await postReply(t, newcomer, thread.id);

      const member = await registerMember(t);
      for (let i = 0; i < 10; i++) await postThread(t, member);
      await t.http.post('/api/forum/threads').set(bearer(member)).send({ category: 'general', title: 'Eleventh', content: '<p>x</p>' }).expect(429);
      for (let i = 0; i < 60; i++) await postReply(t, member, thread.id);
      await t.http.post('/api/forum/replies').set(bearer(member)).send({ thread_id: thread.id, content: '<p>x</p>' }).expect(429);

      for (let i = 0; i < 12; i++) await postThread(t, admin);
    });
  });

  describe('reports hide a post', () => {
    it('hides a reply reported by 3 different accounts: a placeholder for the public, its content for its author and admins', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, bob, thread.id, '<p>Send money to my cousin first</p>');
      // Two accounts, and one of them three times: still shown.
      await postReport(t, alice, 'reply', reply.id);
      await postReport(t, carol, 'reply', reply.id);
      await postReport(t, carol, 'reply', reply.id);
      await postReport(t, carol, 'reply', reply.id);
      expect(await replies(thread.id)).toEqual([expect.objectContaining({ id: reply.id, state: 'visible' })]);

      await postReport(t, admin, 'reply', reply.id);
      for (const reader of [undefined, alice, carol]) {
        expect(await replies(thread.id, reader)).toEqual([expect.objectContaining({ id: reply.id, state: 'hidden', content: '', author_id: bob.user.id })]);
        expect((await threadPage(thread.id, reader)).reply_count).toBe(1);
      }
      for (const reader of [bob, admin]) {
        expect(await replies(thread.id, reader)).toEqual([expect.objectContaining({ id: reply.id, state: 'hidden', content: '<p>Send money to my cousin first</p>' })]);
      }
      expect(await queue()).toContainEqual(expect.objectContaining({ content_type: 'reply', id: reply.id, held: 'reports', pending_reports: 3 }));
    });

    it('hides a thread reported by 3 different accounts: out of the public lists, its page without title and content, its replies still listed', async () => {
      const thread = await postThread(t, bob, { title: 'Pen pal wanted, wire me first', content: '<p>Details by message</p>', category: 'success' });
      const reply = await postReply(t, alice, thread.id, '<p>This looks like a scam.</p>');
      for (const reporter of [alice, carol, admin]) await postReport(t, reporter, 'thread', thread.id);

      for (const reader of [undefined, alice]) {
        expect(await threadIds(reader)).not.toContain(thread.id);
        expect(await threadIds(reader, 'category=success')).not.toContain(thread.id);
        expect(await threadPage(thread.id, reader)).toMatchObject({ state: 'hidden', title: '', content: '', reply_count: 1 });
        expect(await replies(thread.id, reader)).toEqual([expect.objectContaining({ id: reply.id, state: 'visible', content: '<p>This looks like a scam.</p>' })]);
      }
      for (const reader of [bob, admin]) {
        expect(await threadIds(reader)).toContain(thread.id);
        expect(await threadPage(thread.id, reader)).toMatchObject({ state: 'hidden', title: 'Pen pal wanted, wire me first', content: '<p>Details by message</p>' });
      }
    });

    it('shows the post again once an admin has decided every pending report on it, audited', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, bob, thread.id, '<p>Honest advice</p>');
      for (const reporter of [alice, carol, admin]) await postReport(t, reporter, 'reply', reply.id);
      const [r1, r2, r3] = await reportIds(reply.id);
      expect((await summary()).forum_queue).toBeGreaterThanOrEqual(1);

      await t.http.put(`/api/admin/forum/reports/${r1.id}/status?status=dismissed`).set(bearer(admin)).expect(200);
      await t.http.delete(`/api/admin/forum/reports/${r2.id}`).set(bearer(admin)).expect(200);
      expect((await replies(thread.id))[0]).toMatchObject({ state: 'hidden', content: '' });
      await t.http.put(`/api/admin/forum/reports/${r3.id}/status?status=reviewed`).set(bearer(admin)).expect(200);
      expect((await replies(thread.id))[0]).toMatchObject({ state: 'visible', content: '<p>Honest advice</p>' });
      expect(await queue()).not.toContainEqual(expect.objectContaining({ id: reply.id }));
      expect(await audit(reply.id)).toEqual([['forum_reply.unhide', { reason: 'no pending report remains', thread_id: thread.id }]]);
    });

    it('approving a hidden post from the queue shows it and marks its pending reports reviewed, without telling its author', async () => {
      const thread = await postThread(t, carol, { title: 'Mail rules in Texas' });
      for (const reporter of [alice, bob, admin]) await postReport(t, reporter, 'thread', thread.id);
      expect((await threadPage(thread.id)).state).toBe('hidden');

      await t.http.post(`/api/admin/forum/threads/${thread.id}/approve`).set(bearer(admin)).expect(200);
      expect(await threadPage(thread.id)).toMatchObject({ state: 'visible', title: 'Mail rules in Texas' });
      expect(await t.query('SELECT status FROM forum_reports WHERE thread_id = $1 AND reply_id IS NULL', [thread.id])).toEqual([
        { status: 'reviewed' },
        { status: 'reviewed' },
        { status: 'reviewed' },
      ]);
      expect(await audit(thread.id)).toEqual([['forum_thread.approve', { held: 'reports', author_id: carol.user.id, reports_reviewed: 3 }]]);
      expect(await notifications(carol)).toEqual([]);
    });

    it('leaves a post waiting for approval as it is, however many report it', async () => {
      const newcomer = await registerUser(t);
      const thread = await postThread(t, newcomer);
      // Only its author and admins see it to report it.
      for (const reporter of [newcomer, admin, await registerAdmin(t)]) await postReport(t, reporter, 'thread', thread.id);
      expect((await threadPage(thread.id, admin)).state).toBe('awaiting_approval');
      expect(await queue()).toContainEqual(expect.objectContaining({ id: thread.id, held: 'approval', pending_reports: 3 }));
    });
  });

  describe('edits', () => {
    it('lets the author edit a thread and a reply within 30 minutes: "edited", and admins read the versions replaced', async () => {
      const thread = await postThread(t, alice, { title: 'Frist letter tips', content: '<p>Keep it short.</p>' });
      const reply = await postReply(t, bob, thread.id, '<p>Use blue ink</p>');

      const edited = await t.http.put(`/api/forum/threads/${thread.id}/my`).set(bearer(alice)).send({ title: 'First letter tips' }).expect(200);
      expect(edited.body).toMatchObject({ id: thread.id, title: 'First letter tips', content: '<p>Keep it short.</p>', state: 'visible', edited_at: expect.any(String) });
      await t.http
        .put(`/api/forum/threads/${thread.id}/my`)
        .set(bearer(alice))
        .send({ content: '<p>Keep it short <script>alert(1)</script>and kind.</p>' })
        .expect(200);
      const replyEdit = await t.http.put(`/api/forum/replies/${reply.id}/my`).set(bearer(bob)).send({ content: '<p>Use blue or black ink</p>' }).expect(200);
      expect(replyEdit.body).toMatchObject({ id: reply.id, content: '<p>Use blue or black ink</p>', edited_at: expect.any(String) });

      expect(await threadPage(thread.id)).toMatchObject({ title: 'First letter tips', content: '<p>Keep it short and kind.</p>', edited_at: expect.any(String) });
      expect((await replies(thread.id))[0]).toMatchObject({ content: '<p>Use blue or black ink</p>', edited_at: replyEdit.body.edited_at });

      const versions = await t.http.get(`/api/admin/forum/revisions?content_type=thread&content_id=${thread.id}`).set(bearer(admin)).expect(200);
      expect(versions.body).toEqual([
        { id: expect.any(String), title: 'First letter tips', content: '<p>Keep it short.</p>', replaced_at: expect.any(String) },
        { id: expect.any(String), title: 'Frist letter tips', content: '<p>Keep it short.</p>', replaced_at: expect.any(String) },
      ]);
      const replyVersions = await t.http.get(`/api/admin/forum/revisions?content_type=reply&content_id=${reply.id}`).set(bearer(admin)).expect(200);
      expect(replyVersions.body).toEqual([{ id: expect.any(String), title: null, content: '<p>Use blue ink</p>', replaced_at: expect.any(String) }]);

      // Admins only; unknown content is not found.
      const forbidden = await t.http.get(`/api/admin/forum/revisions?content_type=thread&content_id=${thread.id}`).set(bearer(alice)).expect(403);
      expect(forbidden.body.detail).toBe('Access denied. Admin privileges required.');
      await t.http.get(`/api/admin/forum/revisions?content_type=thread&content_id=${thread.id}`).expect(401);
      expect((await t.http.get(`/api/admin/forum/revisions?content_type=reply&content_id=${thread.id}`).set(bearer(admin)).expect(404)).body.detail).toBe('Reply not found');
      expect((await t.http.get('/api/admin/forum/revisions?content_type=thread&content_id=abc').set(bearer(admin)).expect(404)).body.detail).toBe('Thread not found');
      expect((await t.http.get(`/api/admin/forum/revisions?content_type=post&content_id=${thread.id}`).set(bearer(admin)).expect(422)).body.detail).toEqual([
        'content_type must be one of: thread, reply',
      ]);
    });

    it('refuses edits after 30 minutes, by someone else, of a deleted post, and empty ones', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, bob, thread.id);
      const other = await postReply(t, bob, thread.id);

      expect((await t.http.put(`/api/forum/threads/${thread.id}/my`).set(bearer(bob)).send({ title: 'Mine now' }).expect(403)).body.detail).toBe('You can only edit your own threads');
      expect((await t.http.put(`/api/forum/replies/${reply.id}/my`).set(bearer(admin)).send({ content: 'x' }).expect(403)).body.detail).toBe('You can only edit your own replies');
      expect((await t.http.put(`/api/forum/threads/${thread.id}/my`).set(bearer(alice)).send({ title: '  ' }).expect(422)).body.detail).toEqual(['Please fill in all fields']);
      expect((await t.http.put(`/api/forum/replies/${reply.id}/my`).set(bearer(bob)).send({ content: '<p> </p>' }).expect(422)).body.detail).toEqual(['Please enter a reply']);
      expect((await t.http.put(`/api/forum/threads/${randomUUID()}/my`).set(bearer(alice)).send({ title: 'x' }).expect(404)).body.detail).toBe('Thread not found');
      expect((await t.http.put('/api/forum/replies/abc/my').set(bearer(bob)).send({ content: 'x' }).expect(404)).body.detail).toBe('Reply not found');
      await t.http.put(`/api/forum/replies/${reply.id}/my`).send({ content: 'x' }).expect(401);

      await t.http.delete(`/api/forum/replies/${other.id}/my`).set(bearer(bob)).expect(200);
      expect((await t.http.put(`/api/forum/replies/${other.id}/my`).set(bearer(bob)).send({ content: 'x' }).expect(403)).body.detail).toBe(
        'This post was deleted and can no longer be edited.',
      );

      await t.query(`UPDATE forum_threads SET created_at = now() - interval '31 minutes' WHERE id = $1`, [thread.id]);
      await t.query(`UPDATE forum_replies SET created_at = now() - interval '31 minutes' WHERE id = $1`, [reply.id]);
      const late = 'Posts can only be edited in the first 30 minutes after posting.';
      expect((await t.http.put(`/api/forum/threads/${thread.id}/my`).set(bearer(alice)).send({ title: 'Too late' }).expect(403)).body.detail).toBe(late);
      expect((await t.http.put(`/api/forum/replies/${reply.id}/my`).set(bearer(bob)).send({ content: 'Too late' }).expect(403)).body.detail).toBe(late);
      expect(await threadPage(thread.id)).toMatchObject({ title: thread.title, edited_at: null });
      expect(await t.query('SELECT id FROM forum_revisions WHERE thread_id = $1', [thread.id])).toEqual([]);
    });

    it("holds a new account's edit to the link limit", async () => {
      const newcomer = await registerUser(t);
      const thread = await postThread(t, newcomer, { content: '<p>My question</p>' });
      const threeLinks = '<p><a href="https://a.example">a</a> <a href="https://b.example">b</a> <a href="https://c.example">c</a></p>';
      const res = await t.http.put(`/api/forum/threads/${thread.id}/my`).set(bearer(newcomer)).send({ content: threeLinks }).expect(422);
      expect(res.body.detail).toEqual(['New members can include at most 2 links in a post. Please remove some links and try again.']);
      // Still waiting for approval after an edit.
      expect((await t.http.put(`/api/forum/threads/${thread.id}/my`).set(bearer(newcomer)).send({ title: 'Better title' }).expect(200)).body.state).toBe('awaiting_approval');
    });
  });

  it('never lets an anonymous reader see held, hidden or deleted words', async () => {
    const secret = 'SECRET-WORDS';
    const thread = await postThread(t, alice, { title: 'A normal thread', content: '<p>Hello</p>' });
    const newcomer = await registerUser(t);
    await postThread(t, newcomer, { title: `Held ${secret}`, content: `<p>${secret}</p>` });
    await postReply(t, newcomer, thread.id, `<p>held ${secret}</p>`);
    const hidden = await postReply(t, bob, thread.id, `<p>hidden ${secret}</p>`);
    for (const reporter of [alice, carol, admin]) await postReport(t, reporter, 'reply', hidden.id);
    const hiddenThread = await postThread(t, bob, { title: `Hidden ${secret}`, content: `<p>${secret}</p>` });
    for (const reporter of [alice, carol, admin]) await postReport(t, reporter, 'thread', hiddenThread.id);
    const deleted = await postReply(t, carol, thread.id, `<p>deleted ${secret}</p>`);
    await t.http.delete(`/api/forum/replies/${deleted.id}/my`).set(bearer(carol)).expect(200);
    const deletedThread = await postThread(t, carol, { title: 'Deleted later', content: `<p>${secret}</p>` });
    await postReply(t, alice, deletedThread.id);
    await t.http.delete(`/api/forum/threads/${deletedThread.id}/my`).set(bearer(carol)).expect(200);

    for (const reader of [undefined, alice]) {
      const answers = [
        (await t.http.get('/api/forum/threads?limit=100').set(as(reader)).expect(200)).body,
        (await t.http.get('/api/forum/threads?category=general').set(as(reader)).expect(200)).body,
        await threadPage(thread.id, reader),
        await replies(thread.id, reader),
        await threadPage(hiddenThread.id, reader),
        await replies(hiddenThread.id, reader),
        await threadPage(deletedThread.id, reader),
      ];
      expect(JSON.stringify(answers)).not.toContain(secret);
    }
    // The admin reads them all.
    expect(JSON.stringify(await replies(thread.id, admin))).toContain(`hidden ${secret}`);
    expect(JSON.stringify(await replies(thread.id, admin))).toContain(`held ${secret}`);
  });
});
