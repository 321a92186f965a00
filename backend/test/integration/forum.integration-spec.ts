import { randomUUID } from 'node:crypto';
import { ageThread, bearer, clearForum as emptyForum, letAnHourPass, postReply, postReport, postThread, registerMember, type Account } from '../factories/forum';
import { ThreadViewsService } from '../../src/modules/forum/thread-views.service';
import { registerAdmin } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/**
 * The forum as visitors and signed-in users see it: reading, posting, reporting, deleting their own posts.
 * Alice and Bob are established members (their posts are shown at once); new accounts, held posts, edits
 * and limits are in forum-moderation.integration-spec.ts.
 */
describe('forum', () => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await registerMember(t);
    bob = await registerMember(t);
    admin = await registerAdmin(t);
  });

  afterAll(() => t.close());

  // The tests post more than anyone would in an hour.
  beforeEach(() => letAnHourPass(t));

  const clearForum = () => emptyForum(t);

  describe('GET /api/forum/categories', () => {
    it('lists the five categories in order, each with a description and its thread count', async () => {
      await clearForum();
      await postThread(t, alice, { category: 'safety' });
      await postThread(t, bob, { category: 'safety' });
      await postThread(t, alice, { category: 'reentry' });

      const res = await t.http.get('/api/forum/categories').expect(200);
      expect(res.body.map((c: { slug: string; name: string; thread_count: number }) => [c.slug, c.name, c.thread_count])).toEqual([
        ['general', 'General Discussion', 0],
        ['safety', 'Safety & Security', 2],
        ['success', 'Success Stories', 0],
        ['questions', 'Questions & Answers', 0],
        ['reentry', 'Reentry & Support', 1],
      ]);
      for (const category of res.body) expect(category.description).toMatch(/^[A-Z].{20,}\.$/);
    });
  });

  describe('POST /api/forum/threads', () => {
    it('creates a thread and answers 201 with it, ready for its page', async () => {
      const res = await t.http
        .post('/api/forum/threads')
        .set(bearer(alice))
        .send({ category: 'questions', title: '  How long does mail take?  ', content: '<p>My first <strong>letter</strong> went out Monday.</p>' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        title: 'How long does mail take?',
        content: '<p>My first <strong>letter</strong> went out Monday.</p>',
        category: 'questions',
        is_pinned: false,
        is_locked: false,
        author_id: alice.user.id,
        author_email: alice.email.split('@')[0],
        author_photo: null,
        created_at: expect.any(String),
        last_activity_at: res.body.created_at,
        reply_count: 0,
        view_count: 0,
        state: 'visible',
        edited_at: null,
        unread_count: null,
      });
      const page = await t.http.get(`/api/forum/threads/${res.body.id}`).expect(200);
      expect(page.body.title).toBe('How long does mail take?');
    });

    it('stores the content sanitized: a thread posted with a script comes back without it', async () => {
      const posted = await postThread(t, alice, {
        content: '<p onclick="alert(1)">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_blank">site</a></p><img src=x onerror=alert(1)>',
      });
      const expected = '<p>Hello x <a href="https://example.org/" rel="nofollow ugc noopener noreferrer">site</a></p>';
      expect(posted.content).toBe(expected);
      expect((await t.http.get(`/api/forum/threads/${posted.id}`).expect(200)).body.content).toBe(expected);
      const [stored] = await t.query<{ content: string }>('SELECT content FROM forum_threads WHERE id = $1', [posted.id]);
      expect(stored.content).toBe(expected);
    });

    it("refuses an empty title or message with 'Please fill in all fields', once", async () => {
      const bodies = [
        { category: 'general', title: '', content: '<p>text</p>' },
        { category: 'general', title: '   ', content: '<p>text</p>' },
        { category: 'general', title: 'Title', content: '  ' },
        { category: 'general', title: '  ', content: '' },
        { category: 'general' },
        // Content with no text once it is clean.
        { category: 'general', title: 'Title', content: '<p> </p><p><br></p>' },
        { category: 'general', title: 'Title', content: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
      ];
      for (const body of bodies) {
        const res = await t.http.post('/api/forum/threads').set(bearer(alice)).send(body);
        expect({ body, status: res.status, detail: res.body.detail }).toEqual({ body, status: 422, detail: ['Please fill in all fields'] });
      }
    });

    it('refuses an unknown category, and a title or message over the limits', async () => {
      const unknown = await t.http.post('/api/forum/threads').set(bearer(alice)).send({ category: 'politics', title: 'T', content: 'x' }).expect(422);
      expect(unknown.body.detail).toEqual(['category must be one of: general, safety, success, questions, reentry']);
      const title = await t.http.post('/api/forum/threads').set(bearer(alice)).send({ category: 'general', title: 'x'.repeat(201), content: 'x' }).expect(422);
      expect(title.body.detail).toEqual(['The title must be at most 200 characters']);
      const content = await t.http.post('/api/forum/threads').set(bearer(alice)).send({ category: 'general', title: 'T', content: 'x'.repeat(20_001) }).expect(422);
      expect(content.body.detail).toEqual(['The message must be at most 20000 characters']);
    });

    it('posts once when a retry repeats the Idempotency-Key (a thread and a reply)', async () => {
      const body = { category: 'general', title: 'Sent twice', content: '<p>Flaky network</p>' };
      const key = randomUUID();
      const first = await t.http.post('/api/forum/threads').set(bearer(alice)).set('Idempotency-Key', key).send(body).expect(201);
      const again = await t.http.post('/api/forum/threads').set(bearer(alice)).set('Idempotency-Key', key).send(body).expect(201);
      expect(again.body.id).toBe(first.body.id);
      const replyKey = randomUUID();
      const reply = { thread_id: first.body.id, content: '<p>Hello</p>' };
      const r1 = await t.http.post('/api/forum/replies').set(bearer(bob)).set('Idempotency-Key', replyKey).send(reply).expect(201);
      const r2 = await t.http.post('/api/forum/replies').set(bearer(bob)).set('Idempotency-Key', replyKey).send(reply).expect(201);
      expect(r2.body.id).toBe(r1.body.id);
      expect(await t.query("SELECT id FROM forum_threads WHERE title = 'Sent twice'")).toHaveLength(1);
      expect(await t.query('SELECT id FROM forum_replies WHERE thread_id = $1', [first.body.id])).toHaveLength(1);
    });

    it('needs a signed-in user (401)', async () => {
      const res = await t.http.post('/api/forum/threads').send({ category: 'general', title: 'T', content: 'x' }).expect(401);
      expect(res.body.detail).toBe('Please log in to continue');
    });
  });

  describe('GET /api/forum/threads', () => {
    it('lists pinned threads first, then by latest activity (a reply counts), newest first', async () => {
      await clearForum();
      const old = await postThread(t, alice, { title: 'old' });
      const middle = await postThread(t, alice, { title: 'middle' });
      const recent = await postThread(t, bob, { title: 'recent' });
      const pinned = await postThread(t, bob, { title: 'pinned' });
      await ageThread(t, old.id, 40);
      await ageThread(t, middle.id, 30);
      await ageThread(t, recent.id, 20);
      await ageThread(t, pinned.id, 50);
      await t.http.post(`/api/admin/forum/threads/${pinned.id}/pin`).set(bearer(admin)).expect(200);

      const titles = async () => (await t.http.get('/api/forum/threads').expect(200)).body.threads.map((th: { title: string }) => th.title);
      expect(await titles()).toEqual(['pinned', 'recent', 'middle', 'old']);

      // A reply makes the old thread the latest activity.
      const reply = await postReply(t, bob, old.id);
      const list = (await t.http.get('/api/forum/threads').expect(200)).body.threads;
      expect(list.map((th: { title: string }) => th.title)).toEqual(['pinned', 'old', 'recent', 'middle']);
      expect(list[1].last_activity_at).toBe(reply.created_at);
      expect(list[1].reply_count).toBe(1);
    });

    it('pages the list: limit, page and totalPages', async () => {
      await clearForum();
      for (let i = 0; i < 5; i++) await ageThread(t, (await postThread(t, alice, { title: `t${i}`, category: 'success' })).id, 10 - i);
      await postThread(t, alice, { category: 'general' });

      const first = await t.http.get('/api/forum/threads?category=success&page=1&limit=2').expect(200);
      expect(first.body.totalPages).toBe(3);
      expect(first.body.threads.map((th: { title: string }) => th.title)).toEqual(['t4', 't3']);
      const last = await t.http.get('/api/forum/threads?category=success&page=3&limit=2').expect(200);
      expect(last.body.threads.map((th: { title: string }) => th.title)).toEqual(['t0']);
      const beyond = await t.http.get('/api/forum/threads?category=success&page=4&limit=2').expect(200);
      expect(beyond.body).toEqual({ threads: [], totalPages: 3 });

      // Default page size 20; all categories without (or with an empty) category.
      expect((await t.http.get('/api/forum/threads').expect(200)).body).toEqual({ threads: expect.any(Array), totalPages: 1 });
      expect((await t.http.get('/api/forum/threads?category=').expect(200)).body.threads).toHaveLength(6);
      expect((await t.http.get('/api/forum/threads?limit=100').expect(200)).body.threads).toHaveLength(6);
      expect((await t.http.get('/api/forum/threads?category=reentry').expect(200)).body).toEqual({ threads: [], totalPages: 1 });
    });

    it('refuses an unknown category and out-of-range paging with 422', async () => {
      expect((await t.http.get('/api/forum/threads?category=politics').expect(422)).body.detail).toEqual([
        'category must be one of: general, safety, success, questions, reentry',
      ]);
      expect((await t.http.get('/api/forum/threads?limit=101').expect(422)).body.detail).toEqual(['limit must be between 1 and 100']);
      expect((await t.http.get('/api/forum/threads?page=0').expect(422)).body.detail).toEqual(['page must be between 1 and 100000']);
    });
  });

  describe('GET /api/forum/threads/{id}', () => {
    it('answers the thread and counts a view on every read', async () => {
      const thread = await postThread(t, alice);
      expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body.view_count).toBe(1);
      expect((await t.http.get(`/api/forum/threads/${thread.id}`).set(bearer(bob)).expect(200)).body.view_count).toBe(2);
      const listed = (await t.http.get('/api/forum/threads?limit=100').expect(200)).body.threads.find((th: { id: string }) => th.id === thread.id);
      expect(listed.view_count).toBe(2);
    });

    it('writes views in batches: no write per read, the counts shown the same before and after a batch is stored', async () => {
      const thread = await postThread(t, alice);
      const stored = async () => (await t.query<{ view_count: number }>('SELECT view_count FROM forum_threads WHERE id = $1', [thread.id]))[0].view_count;
      for (const expected of [1, 2, 3]) expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body.view_count).toBe(expected);
      expect(await stored()).toBe(0);
      const listed = async () =>
        (await t.http.get('/api/forum/threads?limit=100').expect(200)).body.threads.find((th: { id: string }) => th.id === thread.id).view_count;
      expect(await listed()).toBe(3);
      await t.app.get(ThreadViewsService).flush();
      expect(await stored()).toBe(3);
      expect(await listed()).toBe(3);
      expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body.view_count).toBe(4);
      // A page that was not found counts nothing.
      await t.http.get(`/api/forum/threads/${randomUUID()}`).expect(404);
      await t.app.get(ThreadViewsService).flush();
      expect(await stored()).toBe(4);
    });

    it("answers 404 'Thread not found' for an unknown or malformed id", async () => {
      for (const id of [randomUUID(), 'abc', '1']) {
        const res = await t.http.get(`/api/forum/threads/${id}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', detail: 'Thread not found' });
      }
    });
  });

  describe('replies', () => {
    it('posts a reply (201) and lists replies oldest first, 20 a page by default', async () => {
      const thread = await postThread(t, alice);
      const res = await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: thread.id, content: '<p>Welcome!</p>' }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        thread_id: thread.id,
        content: '<p>Welcome!</p>',
        author_id: bob.user.id,
        author_email: bob.email.split('@')[0],
        author_photo: null,
        created_at: expect.any(String),
        state: 'visible',
        edited_at: null,
      });
      for (let i = 1; i <= 21; i++) await postReply(t, i % 2 ? alice : bob, thread.id, `<p>reply ${i}</p>`);

      const first = await t.http.get(`/api/forum/threads/${thread.id}/replies`).expect(200);
      expect(first.body.totalPages).toBe(2);
      expect(first.body.replies).toHaveLength(20);
      expect(first.body.replies[0].content).toBe('<p>Welcome!</p>');
      expect(first.body.replies[1].content).toBe('<p>reply 1</p>');
      const second = await t.http.get(`/api/forum/threads/${thread.id}/replies?page=2&limit=20`).expect(200);
      expect(second.body.replies.map((r: { content: string }) => r.content)).toEqual(['<p>reply 20</p>', '<p>reply 21</p>']);
      expect((await t.http.get(`/api/forum/threads/${thread.id}/replies?limit=5`).expect(200)).body.totalPages).toBe(5);
      // A page past the last: no replies, and still the count of pages there are.
      expect((await t.http.get(`/api/forum/threads/${thread.id}/replies?page=7&limit=20`).expect(200)).body).toEqual({ replies: [], totalPages: 2 });
      expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body.reply_count).toBe(22);
    });

    it('answers an empty list for a thread with no replies, and 404 for an unknown thread', async () => {
      const thread = await postThread(t, alice);
      expect((await t.http.get(`/api/forum/threads/${thread.id}/replies`).expect(200)).body).toEqual({ replies: [], totalPages: 1 });
      expect((await t.http.get(`/api/forum/threads/${randomUUID()}/replies`).expect(404)).body.detail).toBe('Thread not found');
    });

    it("refuses an empty reply with 'Please enter a reply'", async () => {
      const thread = await postThread(t, alice);
      for (const content of ['', '   ', '<p> </p>', '<script>alert(1)</script>', undefined]) {
        const res = await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: thread.id, content });
        expect({ content, status: res.status, detail: res.body.detail }).toEqual({ content, status: 422, detail: ['Please enter a reply'] });
      }
    });

    it('sanitizes a reply as it stores it', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, bob, thread.id, '<p>Hi <svg onload=alert(1)></svg><a href="JAVASCRIPT:alert(1)">there</a></p>');
      expect(reply.content).toBe('<p>Hi there</p>');
    });

    it("refuses a reply to an unknown thread (404) and to a locked thread (403 with the lock's message)", async () => {
      expect((await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: randomUUID(), content: 'x' }).expect(404)).body.detail).toBe('Thread not found');
      expect((await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: 'nope', content: 'x' }).expect(404)).body.detail).toBe('Thread not found');

      const thread = await postThread(t, alice);
      expect((await t.http.post(`/api/admin/forum/threads/${thread.id}/lock`).set(bearer(admin)).expect(200)).body.is_locked).toBe(true);
      const res = await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: thread.id, content: '<p>late</p>' }).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', detail: 'This thread is locked. No new replies can be posted.' });
      // The author too.
      await t.http.post('/api/forum/replies').set(bearer(alice)).send({ thread_id: thread.id, content: '<p>late</p>' }).expect(403);
      expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body.reply_count).toBe(0);
    });

    it('needs a signed-in user (401)', async () => {
      const thread = await postThread(t, alice);
      await t.http.post('/api/forum/replies').send({ thread_id: thread.id, content: 'x' }).expect(401);
    });
  });

  describe('POST /api/forum/report', () => {
    it('files a pending report on a thread or a reply', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, alice, thread.id);
      for (const [type, id] of [['thread', thread.id], ['reply', reply.id]]) {
        const res = await t.http.post('/api/forum/report').set(bearer(bob)).send({ content_type: type, content_id: id, reason: '  Spam  ' }).expect(201);
        expect(res.body).toEqual({ message: 'Report submitted successfully. Admins will review it.' });
      }
      const rows = await t.query('SELECT content_type, thread_id, reply_id, reason, status, reporter_id FROM forum_reports WHERE thread_id = $1 ORDER BY content_type DESC', [thread.id]);
      expect(rows).toEqual([
        { content_type: 'thread', thread_id: thread.id, reply_id: null, reason: 'Spam', status: 'pending', reporter_id: bob.user.id },
        { content_type: 'reply', thread_id: thread.id, reply_id: reply.id, reason: 'Spam', status: 'pending', reporter_id: bob.user.id },
      ]);
    });

    it('keeps one pending report when the same account reports the same post again', async () => {
      const thread = await postThread(t, alice);
      await postReport(t, bob, 'thread', thread.id);
      await postReport(t, bob, 'thread', thread.id);
      await postReport(t, admin, 'thread', thread.id);
      expect(await t.query('SELECT reporter_id FROM forum_reports WHERE thread_id = $1', [thread.id])).toHaveLength(2);
    });

    it("refuses an empty reason with 'Please provide a reason for reporting'", async () => {
      const thread = await postThread(t, alice);
      for (const reason of ['', '   ', undefined]) {
        const res = await t.http.post('/api/forum/report').set(bearer(bob)).send({ content_type: 'thread', content_id: thread.id, reason });
        expect({ reason, status: res.status, detail: res.body.detail }).toEqual({ reason, status: 422, detail: ['Please provide a reason for reporting'] });
      }
      const long = await t.http.post('/api/forum/report').set(bearer(bob)).send({ content_type: 'thread', content_id: thread.id, reason: 'x'.repeat(1001) }).expect(422);
      expect(long.body.detail).toEqual(['The reason must be at most 1000 characters']);
    });

    it('answers 404 for unknown content and 422 for an unknown content type', async () => {
      const thread = await postThread(t, alice);
      const report = (content_type: string, content_id: string) =>
        t.http.post('/api/forum/report').set(bearer(bob)).send({ content_type, content_id, reason: 'Spam' });
      expect((await report('thread', randomUUID()).expect(404)).body.detail).toBe('Thread not found');
      expect((await report('reply', randomUUID()).expect(404)).body.detail).toBe('Reply not found');
      // A thread's id is not a reply's.
      expect((await report('reply', thread.id).expect(404)).body.detail).toBe('Reply not found');
      expect((await report('post', thread.id).expect(422)).body.detail).toEqual(['content_type must be one of: thread, reply']);
    });

    it('needs a signed-in user (401)', async () => {
      const thread = await postThread(t, alice);
      await t.http.post('/api/forum/report').send({ content_type: 'thread', content_id: thread.id, reason: 'Spam' }).expect(401);
    });
  });

  describe('deleting your own posts', () => {
    it('lets the author delete a thread nobody else replied to: it goes, with its replies and reports', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, alice, thread.id);
      await postReport(t, bob, 'thread', thread.id);
      await postReport(t, bob, 'reply', reply.id);

      const res = await t.http.delete(`/api/forum/threads/${thread.id}/my`).set(bearer(alice)).expect(200);
      expect(res.body).toEqual({ message: 'Thread deleted successfully' });
      await t.http.get(`/api/forum/threads/${thread.id}`).expect(404);
      expect(await t.query('SELECT id FROM forum_replies WHERE thread_id = $1', [thread.id])).toEqual([]);
      expect(await t.query('SELECT id FROM forum_reports WHERE thread_id = $1', [thread.id])).toEqual([]);
    });

    it('keeps a thread others replied to readable: marked deleted, without its content, out of the lists', async () => {
      const thread = await postThread(t, alice, { title: 'Stamps for a first letter', category: 'reentry' });
      const reply = await postReply(t, bob, thread.id, '<p>Two stamps did it for me.</p>');

      expect((await t.http.delete(`/api/forum/threads/${thread.id}/my`).set(bearer(alice)).expect(200)).body).toEqual({ message: 'Thread deleted successfully' });
      for (const reader of [undefined, bob, alice, admin]) {
        const page = await t.http.get(`/api/forum/threads/${thread.id}`).set(reader ? bearer(reader) : {}).expect(200);
        expect(page.body).toMatchObject({ state: 'deleted', title: 'Stamps for a first letter', content: '', reply_count: 1 });
        const replies = await t.http.get(`/api/forum/threads/${thread.id}/replies`).set(reader ? bearer(reader) : {}).expect(200);
        expect(replies.body.replies).toEqual([expect.objectContaining({ id: reply.id, state: 'visible', content: '<p>Two stamps did it for me.</p>' })]);
        const listed = await t.http.get('/api/forum/threads?limit=100').set(reader ? bearer(reader) : {}).expect(200);
        expect(listed.body.threads.map((th: { id: string }) => th.id)).not.toContain(thread.id);
      }
      expect((await t.http.get('/api/forum/categories').expect(200)).body.find((c: { slug: string }) => c.slug === 'reentry').thread_count).toBe(0);
      // Deleted already.
      expect((await t.http.delete(`/api/forum/threads/${thread.id}/my`).set(bearer(alice)).expect(404)).body.detail).toBe('Thread not found');
    });

    it("refuses someone else's thread (403, an admin too: admins use their own route) and an unknown one (404)", async () => {
      const thread = await postThread(t, alice);
      for (const other of [bob, admin]) {
        const res = await t.http.delete(`/api/forum/threads/${thread.id}/my`).set(bearer(other)).expect(403);
        expect(res.body.detail).toBe('You can only delete your own threads');
      }
      expect((await t.http.delete(`/api/forum/threads/${randomUUID()}/my`).set(bearer(alice)).expect(404)).body.detail).toBe('Thread not found');
      await t.http.delete(`/api/forum/threads/${thread.id}/my`).expect(401);
      await t.http.get(`/api/forum/threads/${thread.id}`).expect(200);
    });

    it('lets the author delete a reply: it stays in the thread as deleted, without its content, for everyone', async () => {
      const thread = await postThread(t, alice);
      await ageThread(t, thread.id, 60);
      const reply = await postReply(t, bob, thread.id, '<p>Call me on this number</p>');
      expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body.last_activity_at).toBe(reply.created_at);

      expect((await t.http.delete(`/api/forum/replies/${reply.id}/my`).set(bearer(alice)).expect(403)).body.detail).toBe('You can only delete your own replies');
      const res = await t.http.delete(`/api/forum/replies/${reply.id}/my`).set(bearer(bob)).expect(200);
      expect(res.body).toEqual({ message: 'Reply deleted successfully' });
      for (const reader of [undefined, alice, bob, admin]) {
        const replies = (await t.http.get(`/api/forum/threads/${thread.id}/replies`).set(reader ? bearer(reader) : {}).expect(200)).body.replies;
        expect(replies).toEqual([expect.objectContaining({ id: reply.id, state: 'deleted', content: '', author_id: bob.user.id })]);
      }
      const after = (await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body;
      expect(after).toMatchObject({ reply_count: 1, last_activity_at: reply.created_at });
      // Deleted already, or never there.
      expect((await t.http.delete(`/api/forum/replies/${reply.id}/my`).set(bearer(bob)).expect(404)).body.detail).toBe('Reply not found');
      expect((await t.http.delete('/api/forum/replies/abc/my').set(bearer(bob)).expect(404)).body.detail).toBe('Reply not found');
    });
  });

  describe('privacy', () => {
    it("never puts a whole e-mail address in a public answer: only the part before the @, and the account's photo", async () => {
      const thread = await postThread(t, alice, { category: 'questions' });
      const reply = await postReply(t, bob, thread.id);
      await t.query("UPDATE users SET profile_photo_key = 'ab12-avatar.webp' WHERE id = $1", [bob.user.id]);

      const answers = [
        thread,
        reply,
        (await t.http.get('/api/forum/categories').expect(200)).body,
        (await t.http.get('/api/forum/threads?limit=100').expect(200)).body,
        (await t.http.get('/api/forum/threads?category=questions').expect(200)).body,
        (await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body,
        (await t.http.get(`/api/forum/threads/${thread.id}/replies`).expect(200)).body,
        (await t.http.get(`/api/forum/threads/${thread.id}/replies`).set(bearer(admin)).expect(200)).body,
        (await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: thread.id, content: 'x' }).expect(201)).body,
      ];
      for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('@');

      const replies = (await t.http.get(`/api/forum/threads/${thread.id}/replies`).expect(200)).body.replies;
      expect(replies[0]).toMatchObject({ author_email: bob.email.split('@')[0], author_photo: '/api/media/ab12-avatar.webp' });
    });
  });

  describe('account deletion', () => {
    it("removes the user's threads, replies, versions and follows, and the threads they replied in get back their last activity", async () => {
      const leaving = await registerMember(t);
      const own = await postThread(t, leaving);
      const othersReply = await postReply(t, bob, own.id);
      const other = await postThread(t, alice);
      await ageThread(t, other.id, 60);
      const [{ created }] = await t.query<{ created: Date }>('SELECT created_at AS created FROM forum_threads WHERE id = $1', [other.id]);
      const reply = await postReply(t, leaving, other.id);
      await t.http.put(`/api/forum/replies/${reply.id}/my`).set(bearer(leaving)).send({ content: '<p>Edited</p>' }).expect(200);
      await postReport(t, leaving, 'thread', other.id);
      expect(await t.query('SELECT thread_id FROM forum_thread_members WHERE user_id = $1', [leaving.user.id])).toHaveLength(2);

      await t.http.delete(`/api/user/account?current_password=${encodeURIComponent(leaving.password)}`).set(bearer(leaving)).expect(200);

      await t.http.get(`/api/forum/threads/${own.id}`).expect(404);
      expect(await t.query('SELECT id FROM forum_replies WHERE id = $1 OR author_id = $2', [othersReply.id, leaving.user.id])).toEqual([]);
      const after = (await t.http.get(`/api/forum/threads/${other.id}`).expect(200)).body;
      expect(after.reply_count).toBe(0);
      expect(after.last_activity_at).toBe(created.toISOString());
      expect(await t.query('SELECT id FROM forum_revisions WHERE thread_id = ANY($1::uuid[])', [[own.id, other.id]])).toEqual([]);
      expect(await t.query('SELECT thread_id FROM forum_thread_members WHERE user_id = $1', [leaving.user.id])).toEqual([]);
      // The report the user filed stays for the admins, without its reporter.
      expect(await t.query('SELECT reporter_id FROM forum_reports WHERE thread_id = $1', [other.id])).toEqual([{ reporter_id: null }]);
    });
  });

  describe('threads kept for the public', () => {
    let kept: TestApp;
    let member: Account;
    let moderator: Account;

    beforeAll(async () => {
      // Kept as long as browse results, as in production.
      kept = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
      member = await registerMember(kept);
      moderator = await registerAdmin(kept);
    });

    afterAll(() => kept.close());

    beforeEach(() => letAnHourPass(kept));

    it('are read once, count every view, and are read afresh after any forum write or stored views', async () => {
      const thread = await postThread(kept, member);
      const read = async () => (await kept.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body as { reply_count: number; view_count: number; state: string };
      const replies = async () => (await kept.http.get(`/api/forum/threads/${thread.id}/replies`).expect(200)).body as { replies: unknown[]; totalPages: number };
      expect(await read()).toMatchObject({ reply_count: 0, view_count: 1 });
      // Changed behind the site's back: the kept thread still says what it read, its views still count.
      await kept.query(`INSERT INTO forum_replies (thread_id, content, author_id) VALUES ($1, '<p>Behind</p>', $2)`, [thread.id, member.user.id]);
      expect(await read()).toMatchObject({ reply_count: 0, view_count: 2 });
      // Any write through the forum's API forgets it: the thread and its replies agree again.
      await postReply(kept, member, thread.id);
      expect(await read()).toMatchObject({ reply_count: 2, view_count: 3 });
      expect((await replies()).replies).toHaveLength(2);
      // Stored views forget it too, so its count never goes back.
      await kept.query('UPDATE forum_threads SET view_count = view_count + 100 WHERE id = $1', [thread.id]);
      await kept.app.get(ThreadViewsService).flush();
      expect(await read()).toMatchObject({ view_count: 104 });
      // Deleted by a moderator: gone at once, from the API and the page's address.
      await kept.http.delete(`/api/admin/forum/threads/${thread.id}`).set(bearer(moderator)).expect(200);
      await kept.http.get(`/api/forum/threads/${thread.id}`).expect(404);
      await kept.http.get(`/api/forum/threads/${thread.id}/replies`).expect(404);
      await kept.http.get(`/forum/thread/${thread.id}`).expect(404);
    });
  });
});
