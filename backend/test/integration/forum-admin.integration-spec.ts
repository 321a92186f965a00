import { randomUUID } from 'node:crypto';
import { ageThread, bearer, clearForum, letAnHourPass, postReply, postReport, postThread, registerMember, type Account } from '../factories/forum';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Forum moderation: pin, lock, delete any post, handle reports; admins only, every action audited. */
describe('forum moderation', () => {
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

  const audit = async (targetId: string) =>
    (await t.http.get(`/api/admin/audit-log?target_id=${targetId}`).set(bearer(admin)).expect(200)).body.entries as Array<{
      action: string;
      target_type: string;
      actor_id: string;
      target_label: string | null;
      details: Record<string, unknown>;
    }>;

  it('answers 401 without a session and 403 to users on every admin forum route', async () => {
    const thread = await postThread(t, alice);
    const reply = await postReply(t, bob, thread.id);
    await postReport(t, bob, 'thread', thread.id);
    const [{ id: reportId }] = await t.query<{ id: string }>('SELECT id FROM forum_reports WHERE thread_id = $1', [thread.id]);
    const routes: Array<['post' | 'get' | 'put' | 'delete', string]> = [
      ['post', `/api/admin/forum/threads/${thread.id}/pin`],
      ['post', `/api/admin/forum/threads/${thread.id}/lock`],
      ['delete', `/api/admin/forum/threads/${thread.id}`],
      ['delete', `/api/admin/forum/replies/${reply.id}`],
      ['get', '/api/admin/forum/reports'],
      ['put', `/api/admin/forum/reports/${reportId}/status?status=reviewed`],
      ['delete', `/api/admin/forum/reports/${reportId}`],
      ['get', '/api/admin/forum/queue'],
      ['post', `/api/admin/forum/threads/${thread.id}/approve`],
      ['post', `/api/admin/forum/replies/${reply.id}/approve`],
      ['get', `/api/admin/forum/revisions?content_type=thread&content_id=${thread.id}`],
    ];
    for (const [method, url] of routes) {
      const anonymous = await t.http[method](url);
      expect({ url, status: anonymous.status, detail: anonymous.body.detail }).toEqual({ url, status: 401, detail: 'Please log in to continue' });
      const user = await t.http[method](url).set(bearer(alice));
      expect({ url, status: user.status, detail: user.body.detail }).toEqual({ url, status: 403, detail: 'Access denied. Admin privileges required.' });
    }
    // Nothing changed.
    expect((await t.http.get(`/api/forum/threads/${thread.id}`).expect(200)).body).toMatchObject({ is_pinned: false, is_locked: false, reply_count: 1 });
    expect(await t.query('SELECT status FROM forum_reports WHERE id = $1', [reportId])).toEqual([{ status: 'pending' }]);
  });

  describe('pin and lock', () => {
    it('toggles pinned (listed first) and answers the thread; each change is audited', async () => {
      await clearForum(t);
      const older = await postThread(t, alice, { title: 'Read this first' });
      await ageThread(t, older.id, 60);
      await postThread(t, bob, { title: 'Newer' });

      const pinned = await t.http.post(`/api/admin/forum/threads/${older.id}/pin`).set(bearer(admin)).expect(200);
      expect(pinned.body).toMatchObject({ id: older.id, title: 'Read this first', is_pinned: true, is_locked: false });
      expect((await t.http.get('/api/forum/threads').expect(200)).body.threads.map((th: { title: string }) => th.title)).toEqual(['Read this first', 'Newer']);

      const unpinned = await t.http.post(`/api/admin/forum/threads/${older.id}/pin`).set(bearer(admin)).expect(200);
      expect(unpinned.body.is_pinned).toBe(false);
      expect((await t.http.get('/api/forum/threads').expect(200)).body.threads.map((th: { title: string }) => th.title)).toEqual(['Newer', 'Read this first']);

      expect((await audit(older.id)).map((e) => [e.action, e.target_type, e.actor_id, e.target_label])).toEqual([
        ['forum_thread.unpin', 'forum_thread', admin.user.id, 'Read this first'],
        ['forum_thread.pin', 'forum_thread', admin.user.id, 'Read this first'],
      ]);
    });

    it('toggles locked independently of pinned; an unlocked thread takes replies again', async () => {
      const thread = await postThread(t, alice);
      await t.http.post(`/api/admin/forum/threads/${thread.id}/pin`).set(bearer(admin)).expect(200);
      const locked = await t.http.post(`/api/admin/forum/threads/${thread.id}/lock`).set(bearer(admin)).expect(200);
      expect(locked.body).toMatchObject({ is_pinned: true, is_locked: true });
      await t.http.post('/api/forum/replies').set(bearer(bob)).send({ thread_id: thread.id, content: 'x' }).expect(403);

      const unlocked = await t.http.post(`/api/admin/forum/threads/${thread.id}/lock`).set(bearer(admin)).expect(200);
      expect(unlocked.body).toMatchObject({ is_pinned: true, is_locked: false });
      await postReply(t, bob, thread.id);
      expect((await audit(thread.id)).map((e) => e.action)).toEqual(['forum_thread.unlock', 'forum_thread.lock', 'forum_thread.pin']);
    });

    it("answers 404 'Thread not found' for an unknown thread", async () => {
      for (const action of ['pin', 'lock']) {
        for (const id of [randomUUID(), 'abc']) {
          const res = await t.http.post(`/api/admin/forum/threads/${id}/${action}`).set(bearer(admin)).expect(404);
          expect(res.body.detail).toBe('Thread not found');
        }
      }
    });
  });

  describe('deleting posts', () => {
    it('deletes any thread with all its replies and their reports, audited', async () => {
      const thread = await postThread(t, alice, { title: 'Send me money' });
      const reply = await postReply(t, bob, thread.id);
      await postReply(t, alice, thread.id);
      await postReport(t, bob, 'thread', thread.id);
      await postReport(t, alice, 'reply', reply.id);

      const res = await t.http.delete(`/api/admin/forum/threads/${thread.id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ message: 'Thread and all replies deleted' });
      await t.http.get(`/api/forum/threads/${thread.id}`).expect(404);
      expect(await t.query('SELECT id FROM forum_replies WHERE thread_id = $1', [thread.id])).toEqual([]);
      expect(await t.query('SELECT id FROM forum_reports WHERE thread_id = $1', [thread.id])).toEqual([]);
      const [entry] = await audit(thread.id);
      expect(entry).toMatchObject({
        action: 'forum_thread.delete',
        target_type: 'forum_thread',
        target_label: 'Send me money',
        details: { category: 'general', author_id: alice.user.id, replies: 2 },
      });
      expect((await t.http.delete(`/api/admin/forum/threads/${thread.id}`).set(bearer(admin)).expect(404)).body.detail).toBe('Thread not found');
    });

    it('deletes any reply, audited, and answers 404 for an unknown one', async () => {
      const thread = await postThread(t, alice);
      const reply = await postReply(t, bob, thread.id, '<p>Write to me at my <strong>other</strong> address</p>');

      const res = await t.http.delete(`/api/admin/forum/replies/${reply.id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ message: 'Reply deleted successfully' });
      expect((await t.http.get(`/api/forum/threads/${thread.id}/replies`).expect(200)).body.replies).toEqual([]);
      expect(await audit(reply.id)).toEqual([
        expect.objectContaining({
          action: 'forum_reply.delete',
          target_type: 'forum_reply',
          target_label: 'Write to me at my other address',
          details: { thread_id: thread.id, author_id: bob.user.id },
        }),
      ]);
      for (const id of [reply.id, 'abc']) {
        expect((await t.http.delete(`/api/admin/forum/replies/${id}`).set(bearer(admin)).expect(404)).body.detail).toBe('Reply not found');
      }
    });
  });

  describe('reports', () => {
    async function reportsNow() {
      return (await t.http.get('/api/admin/forum/reports').set(bearer(admin)).expect(200)).body as Array<Record<string, unknown>>;
    }

    it('lists reports, pending first then newest, with full addresses, the thread to open and a text preview', async () => {
      await t.query('DELETE FROM forum_reports');
      const long = `<p>${'Please send $50 to my account. '.repeat(10)}</p>`;
      const thread = await postThread(t, alice, { title: 'Money', content: long });
      const reply = await postReply(t, alice, thread.id, '<p>Tom &amp; Jerry <em>say</em> hi</p>');
      await postReport(t, bob, 'thread', thread.id, 'Scam');
      await postReport(t, bob, 'reply', reply.id, 'Off topic');
      await t.query(`UPDATE forum_reports SET created_at = now() - interval '1 hour' WHERE content_type = 'thread'`);

      const reports = await reportsNow();
      expect(reports).toEqual([
        {
          id: expect.any(String),
          content_type: 'reply',
          content_id: reply.id,
          thread_id: thread.id,
          reason: 'Off topic',
          status: 'pending',
          reported_by_email: bob.email,
          content_preview: 'Tom & Jerry say hi',
          content_author_email: alice.email,
          created_at: expect.any(String),
        },
        expect.objectContaining({ content_type: 'thread', content_id: thread.id, thread_id: thread.id, reason: 'Scam', status: 'pending' }),
      ]);
      const preview = reports[1].content_preview as string;
      expect(Array.from(preview)).toHaveLength(200);
      expect(preview).toMatch(/^Please send \$50 to my account\. Please.*…$/);

      // Reviewed ones go below the pending ones, even when newer.
      await t.http.put(`/api/admin/forum/reports/${reports[0].id as string}/status?status=reviewed`).set(bearer(admin)).expect(200);
      expect((await reportsNow()).map((r) => [r.reason, r.status])).toEqual([
        ['Scam', 'pending'],
        ['Off topic', 'reviewed'],
      ]);
    });

    it('moves a report from pending to reviewed or dismissed, answering the report; each decision is audited', async () => {
      const thread = await postThread(t, alice);
      await postReport(t, bob, 'thread', thread.id, 'Spam');
      const [{ id }] = await t.query<{ id: string }>('SELECT id FROM forum_reports WHERE thread_id = $1', [thread.id]);

      const reviewed = await t.http.put(`/api/admin/forum/reports/${id}/status?status=reviewed`).set(bearer(admin)).expect(200);
      expect(reviewed.body).toMatchObject({ id, status: 'reviewed', content_type: 'thread', content_id: thread.id, reported_by_email: bob.email });
      const dismissed = await t.http.put(`/api/admin/forum/reports/${id}/status?status=dismissed`).set(bearer(admin)).expect(200);
      expect(dismissed.body.status).toBe('dismissed');
      // The same decision again changes nothing and is not audited twice.
      await t.http.put(`/api/admin/forum/reports/${id}/status?status=dismissed`).set(bearer(admin)).expect(200);

      expect((await audit(id)).map((e) => [e.action, e.target_type, e.details.status_before, e.details.status])).toEqual([
        ['forum_report.dismiss', 'forum_report', 'reviewed', 'dismissed'],
        ['forum_report.review', 'forum_report', 'pending', 'reviewed'],
      ]);
    });

    it('refuses a status other than reviewed or dismissed (422) and an unknown report (404)', async () => {
      const thread = await postThread(t, alice);
      await postReport(t, bob, 'thread', thread.id);
      const [{ id }] = await t.query<{ id: string }>('SELECT id FROM forum_reports WHERE thread_id = $1', [thread.id]);
      for (const query of ['?status=pending', '?status=deleted', '', '?status=']) {
        const res = await t.http.put(`/api/admin/forum/reports/${id}/status${query}`).set(bearer(admin));
        expect({ query, status: res.status, detail: res.body.detail }).toEqual({ query, status: 422, detail: ['status must be one of: reviewed, dismissed'] });
      }
      for (const unknown of [randomUUID(), 'abc']) {
        expect((await t.http.put(`/api/admin/forum/reports/${unknown}/status?status=reviewed`).set(bearer(admin)).expect(404)).body.detail).toBe('Report not found');
        expect((await t.http.delete(`/api/admin/forum/reports/${unknown}`).set(bearer(admin)).expect(404)).body.detail).toBe('Report not found');
      }
    });

    it('Delete Report dismisses the report and keeps it as a record, audited', async () => {
      const thread = await postThread(t, alice);
      await postReport(t, bob, 'thread', thread.id);
      const [{ id }] = await t.query<{ id: string }>('SELECT id FROM forum_reports WHERE thread_id = $1', [thread.id]);

      const res = await t.http.delete(`/api/admin/forum/reports/${id}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ message: 'Report deleted' });
      expect((await reportsNow()).find((r) => r.id === id)).toMatchObject({ status: 'dismissed' });
      expect((await audit(id)).map((e) => e.action)).toEqual(['forum_report.delete']);
    });

    it("keeps a report whose reporter deleted the account, without the reporter's address", async () => {
      const reporter = await registerUser(t);
      const thread = await postThread(t, alice);
      await postReport(t, reporter, 'thread', thread.id, 'Gone reporter');
      await t.http.delete(`/api/admin/users/${reporter.user.id}`).set(bearer(admin)).expect(200);
      expect((await reportsNow()).find((r) => r.reason === 'Gone reporter')).toMatchObject({ reported_by_email: null, status: 'pending' });
    });
  });

  it('counts pending reports in the admin summary as open_reports', async () => {
    await t.query('DELETE FROM forum_reports');
    expect((await t.http.get('/api/admin/summary').set(bearer(admin)).expect(200)).body.open_reports).toBe(0);
    const thread = await postThread(t, alice);
    const reply = await postReply(t, alice, thread.id);
    await postReport(t, bob, 'thread', thread.id);
    await postReport(t, bob, 'reply', reply.id);
    await postReport(t, admin, 'reply', reply.id);
    expect((await t.http.get('/api/admin/summary').set(bearer(admin)).expect(200)).body.open_reports).toBe(3);
    const [{ id }] = await t.query<{ id: string }>("SELECT id FROM forum_reports WHERE content_type = 'thread' AND thread_id = $1", [thread.id]);
    await t.http.put(`/api/admin/forum/reports/${id}/status?status=reviewed`).set(bearer(admin)).expect(200);
    expect((await t.http.get('/api/admin/summary').set(bearer(admin)).expect(200)).body.open_reports).toBe(2);
  });

  it("removes a user's posts when an admin deletes the account", async () => {
    const member = await registerMember(t);
    const own = await postThread(t, member);
    const other = await postThread(t, alice);
    await postReply(t, member, other.id);
    await t.http.delete(`/api/admin/users/${member.user.id}`).set(bearer(admin)).expect(200);
    await t.http.get(`/api/forum/threads/${own.id}`).expect(404);
    expect((await t.http.get(`/api/forum/threads/${other.id}`).expect(200)).body.reply_count).toBe(0);
  });

  it('serves the moderation table its 100 threads (GET /api/forum/threads?limit=100)', async () => {
    await clearForum(t);
    for (let i = 0; i < 3; i++) await postThread(t, alice);
    const res = await t.http.get('/api/forum/threads?limit=100').set(bearer(admin)).expect(200);
    expect(res.body.threads).toHaveLength(3);
    expect(res.body.totalPages).toBe(1);
  });
});
