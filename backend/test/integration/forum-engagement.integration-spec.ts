import { randomUUID } from 'node:crypto';
import { ForumEngagementService } from '../../src/modules/forum/forum-engagement.service';
import { ANONYMOUS, type Viewer } from '../../src/modules/forum/forum-visibility';
import { FORUM_MESSAGES } from '../../src/modules/forum/forum.messages';
import { FORUM_REPLIES_PAGE_SIZE } from '../../src/shared/rules';
import { FakeSmtpServer, type ReceivedMail } from '../fakes/fake-smtp-server';
import { bearer, postReply, postThread, type Account } from '../factories/forum';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** The e-mail's body as its reader sees it (quoted-printable undone byte for byte, then read as UTF-8). */
const textOf = (mail: ReceivedMail) => Buffer.from(mail.text, 'latin1').toString('utf8');
/** The body alone, without the headers. */
const bodyOf = (mail: ReceivedMail) => textOf(mail).split(/\r?\n\r?\n/).slice(1).join('\n\n');

const tokenIn = (mail: ReceivedMail) => /\/forum\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(textOf(mail))![1];

interface NoticeBody {
  id: string;
  title: string;
  message: string;
  link: string | null;
  is_read: boolean;
}

/**
 * Following threads, reply notices (in the app and by e-mail, at most one e-mail per thread per
 * interval), the one-click unsubscribe, read marks and search. Mail goes to a local SMTP server.
 */
describe('forum engagement', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let dave: Account;
  let admin: Account;
  let engagement: ForumEngagementService;
  /** Whether posting through the API already makes the author follow and tells followers (the forum service calls this service). */

  const viewer = (account: Account, isAdmin = false): Viewer => ({ id: account.user.id, isAdmin });

  /** An established member: older than a day, with an earlier post (deleted long ago, so no list or search shows it). */
  async function established(account: Account): Promise<Account> {
    await t.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, [account.user.id]);
    await t.query(
      `INSERT INTO forum_threads (category, title, content, author_id, created_at, last_activity_at, deleted_at)
       VALUES ('general', 'An earlier post', '<p>Earlier</p>', $1, now() - interval '2 days', now() - interval '2 days', now() - interval '2 days')`,
      [account.user.id],
    );
    return account;
  }

  /** Starts a thread through the API; the author follows it. */
  async function startThread(author: Account, overrides: Record<string, unknown> = {}) {
    return postThread(t, author, overrides);
  }

  /**
   * Replies through the API; the replier follows the thread. Followers are told after the answer (the
   * request does not wait for the mail server): wait until that is done.
   */
  async function reply(author: Account, threadId: string, content = '<p>A reply</p>') {
    const posted = await postReply(t, author, threadId, content);
    await engagement.idle();
    return posted;
  }

  async function notices(account: Account): Promise<NoticeBody[]> {
    return (await t.http.get('/api/user/notifications').set(bearer(account)).expect(200)).body.notifications as NoticeBody[];
  }

  const threadNotices = async (account: Account, threadId: string) => (await notices(account)).filter((n) => n.link === `/forum/thread/${threadId}?unread=1`);
  const mailsTo = (account: Account) => smtp.messages.filter((m) => m.to.includes(account.email));
  const member = async (account: Account, threadId: string) =>
    (await t.query<{ following: boolean }>('SELECT following FROM forum_thread_members WHERE user_id = $1 AND thread_id = $2', [account.user.id, threadId]))[0];

  /** A reply written straight into the database (for states the API makes only through moderation). */
  async function insertReply(threadId: string, author: Account, content: string, extra: { held?: string; deleted?: boolean; minutesAgo?: number } = {}) {
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO forum_replies (thread_id, content, author_id, held, deleted_at, created_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END, now() - make_interval(mins => $6)) RETURNING id`,
      [threadId, content, author.user.id, extra.held ?? null, extra.deleted ?? false, extra.minutesAgo ?? 0],
    );
    return row.id;
  }

  beforeAll(async () => {
    smtp = await new FakeSmtpServer().start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://penpal.example' });
    engagement = t.app.get(ForumEngagementService);
    alice = await established(await registerUser(t));
    bob = await established(await registerUser(t));
    carol = await established(await registerUser(t));
    dave = await established(await registerUser(t));
    admin = await registerAdmin(t);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  describe('reply notices', () => {
    it("tells the thread's author and earlier repliers, never the replier: one notice per thread while unread, one e-mail per thread a day", async () => {
      const thread = await startThread(alice, { title: 'Writing my first letter' });
      const link = `/forum/thread/${thread.id}?unread=1`;

      await reply(bob, thread.id, '<p>Start with <strong>who you are</strong> &amp; why you write.</p>');
      let aliceNotices = await threadNotices(alice, thread.id);
      expect(aliceNotices).toEqual([
        expect.objectContaining({ link, is_read: false, message: expect.stringMatching(/^1 new reply in “Writing my first letter”\. Latest from /) }),
      ]);
      expect(aliceNotices[0].message).toContain(`Latest from ${bob.email.split('@')[0]}: “Start with who you are & why you write.”`);
      expect(await threadNotices(bob, thread.id)).toEqual([]);

      const [mail] = mailsTo(alice);
      expect(mailsTo(alice)).toHaveLength(1);
      const text = bodyOf(mail);
      expect(text).toContain(`${bob.email.split('@')[0]} replied in “Writing my first letter”:`);
      expect(text).toContain('Start with who you are & why you write.');
      expect(text).not.toMatch(/<|&amp;/);
      expect(text).toContain(`Read the thread: https://penpal.example/forum/thread/${thread.id}?unread=1`);
      expect(text).toMatch(/Stop e-mails about this thread: https:\/\/penpal\.example\/forum\/unsubscribe\?token=[A-Za-z0-9_-]{86}/);
      expect(text).not.toContain(bob.email);
      // Headers may fold onto the next line.
      expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(new RegExp(`^List-Unsubscribe: <https://penpal\\.example/api/forum/unsubscribe\\?token=${tokenIn(mail)}>\\r?$`, 'm'));
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(mailsTo(bob)).toHaveLength(0);

      // A second reply: alice's unread notice is updated (now counting two), bob hears of it; no second e-mail to alice today.
      await reply(carol, thread.id, '<p>Keep it short.</p>');
      aliceNotices = await threadNotices(alice, thread.id);
      expect(aliceNotices).toHaveLength(1);
      expect(aliceNotices[0].message).toBe(`2 new replies in “Writing my first letter”. Latest from ${carol.email.split('@')[0]}: “Keep it short.”`);
      expect(await threadNotices(bob, thread.id)).toEqual([expect.objectContaining({ message: expect.stringMatching(/^1 new reply/) })]);
      expect(await threadNotices(carol, thread.id)).toEqual([]);
      expect(mailsTo(alice)).toHaveLength(1);
      expect(mailsTo(bob)).toHaveLength(1);
      expect(mailsTo(carol)).toHaveLength(0);

      // A day later, the next reply e-mails alice again.
      await t.query(`UPDATE forum_thread_members SET last_emailed_at = last_emailed_at - interval '25 hours' WHERE thread_id = $1 AND user_id = $2`, [thread.id, alice.user.id]);
      await reply(dave, thread.id, '<p>Third</p>');
      expect(mailsTo(alice)).toHaveLength(2);
      expect(textOf(mailsTo(alice)[1])).toContain('Third');
      expect(mailsTo(bob)).toHaveLength(1);

      // Read notices are not merged into: the next reply is a new notice.
      await t.http.post('/api/user/notifications/mark-all-read').set(bearer(alice)).expect(200);
      await reply(bob, thread.id, '<p>Fourth</p>');
      expect((await threadNotices(alice, thread.id)).map((n) => n.is_read)).toEqual([false, true]);
    });

    it('never notifies of a reply that is not shown, and e-mails nobody about a thread held or deleted', async () => {
      const thread = await startThread(alice, { title: 'Held and deleted' });
      await reply(bob, thread.id, '<p>Bob follows</p>');
      await t.http.post('/api/user/notifications/mark-all-read').set(bearer(alice)).expect(200);
      const aliceMails = mailsTo(alice).length;
      const bobMails = mailsTo(bob).length;
      const noticesOf = async (account: Account) => (await threadNotices(account, thread.id)).filter((n) => !n.is_read);

      // Awaiting approval, or deleted: nobody hears of it.
      await engagement.replyShown(await insertReply(thread.id, carol, '<p>Waiting</p>', { held: 'approval' }));
      await engagement.replyShown(await insertReply(thread.id, carol, '<p>Gone</p>', { deleted: true }));
      await engagement.replyShown(randomUUID());
      await engagement.replyShown('not-a-uuid');
      expect(await noticesOf(alice)).toEqual([]);
      expect(await noticesOf(bob)).toEqual([]);

      // A thread hidden after reports: its author still sees it and is told in the app; bob cannot see it; no e-mail.
      await t.query(`UPDATE forum_threads SET held = 'reports' WHERE id = $1`, [thread.id]);
      await t.query(`UPDATE forum_thread_members SET last_emailed_at = NULL WHERE thread_id = $1`, [thread.id]);
      await engagement.replyShown(await insertReply(thread.id, carol, '<p>While hidden</p>'));
      expect(await noticesOf(alice)).toHaveLength(1);
      expect(await noticesOf(bob)).toEqual([]);

      // Deleted by its author: the thread stays readable, so followers are told in the app, but no e-mail.
      await t.query(`UPDATE forum_threads SET held = NULL, deleted_at = now() WHERE id = $1`, [thread.id]);
      await engagement.replyShown(await insertReply(thread.id, carol, '<p>While deleted</p>'));
      expect(await noticesOf(bob)).toHaveLength(1);
      expect(mailsTo(alice)).toHaveLength(aliceMails);
      expect(mailsTo(bob)).toHaveLength(bobMails);
    });

    it('sends one e-mail and keeps one notice when replies are told about at the same moment (as by two app instances)', async () => {
      const thread = await startThread(alice, { title: 'At the same moment' });
      const before = mailsTo(alice).length;
      const replies = [await insertReply(thread.id, bob, '<p>First</p>'), await insertReply(thread.id, carol, '<p>Second</p>')];
      await Promise.all(replies.map((id) => engagement.replyShown(id)));
      expect(mailsTo(alice)).toHaveLength(before + 1);
      const aliceNotices = await threadNotices(alice, thread.id);
      expect(aliceNotices).toHaveLength(1);
      expect(aliceNotices[0].message).toMatch(/^2 new replies in “At the same moment”/);
    });

    it('gives the e-mail claim back when the mail server fails, so a later reply e-mails', async () => {
      const thread = await startThread(alice, { title: 'Mail server down' });
      const before = mailsTo(alice).length;
      await smtp.stop();
      try {
        await reply(bob, thread.id, '<p>Lost mail</p>');
      } finally {
        smtp = await restart(smtp);
      }
      expect((await t.query<{ last_emailed_at: Date | null }>('SELECT last_emailed_at FROM forum_thread_members WHERE thread_id = $1 AND user_id = $2', [thread.id, alice.user.id]))[0].last_emailed_at).toBeNull();
      expect(await threadNotices(alice, thread.id)).toHaveLength(1);
      await reply(carol, thread.id, '<p>Mail again</p>');
      expect(mailsTo(alice).length).toBe(before + 1);
    });
  });

  /** The same server again on the same port (the app's mailer keeps its address). */
  async function restart(stopped: FakeSmtpServer): Promise<FakeSmtpServer> {
    const again = new FakeSmtpServer();
    await again.start(stopped.port);
    again.messages.push(...stopped.messages);
    return again;
  }

  describe('POST /api/forum/unsubscribe', () => {
    it('stops e-mails and notices about the thread from the link in the e-mail, without signing in, as often as it is used', async () => {
      const thread = await startThread(alice, { title: 'Unsubscribe me' });
      await reply(bob, thread.id, '<p>Hello</p>');
      const mail = mailsTo(alice).at(-1)!;
      expect(textOf(mail)).toContain('Unsubscribe me');
      const token = tokenIn(mail);

      for (let i = 0; i < 2; i += 1) {
        const res = await t.http.post(`/api/forum/unsubscribe?token=${token}`).expect(200);
        expect(res.body).toEqual({ message: FORUM_MESSAGES.unsubscribed });
      }
      expect(await member(alice, thread.id)).toEqual({ following: false });
      // A mail program's one-click POST, with its form body.
      await t.http.post(`/api/forum/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);

      await t.http.post('/api/user/notifications/mark-all-read').set(bearer(alice)).expect(200);
      await t.query(`UPDATE forum_thread_members SET last_emailed_at = NULL WHERE thread_id = $1`, [thread.id]);
      const mails = mailsTo(alice).length;
      await reply(carol, thread.id, '<p>After unsubscribing</p>');
      expect(mailsTo(alice)).toHaveLength(mails);
      expect((await threadNotices(alice, thread.id)).filter((n) => !n.is_read)).toEqual([]);
      expect(mailsTo(bob).length).toBeGreaterThan(0);
    });

    it("answers 400 for a forged, altered or malformed token, and changes nothing", async () => {
      const thread = await startThread(dave, { title: 'Forged' });
      await reply(bob, thread.id, '<p>Hi</p>');
      const token = tokenIn(mailsTo(dave).at(-1)!);
      const altered = `${token.slice(0, 10)}${token[10] === 'a' ? 'b' : 'a'}${token.slice(11)}`;
      for (const query of [`token=${altered}`, `token=${token.slice(0, -2)}`, 'token=', '', `token=${token}&token=${token}`, 'token=%F0%9F%98%80', `token=${'A'.repeat(600)}`]) {
        const res = await t.http.post(`/api/forum/unsubscribe?${query}`).expect(400);
        expect(res.body.detail).toBe(FORUM_MESSAGES.badUnsubscribeLink);
      }
      expect(await member(dave, thread.id)).toEqual({ following: true });
    });
  });

  describe('follow and unfollow', () => {
    it('follows and unfollows a thread; posting there later follows it again', async () => {
      const thread = await startThread(alice, { title: 'Follow me' });
      const followUrl = `/api/forum/threads/${thread.id}/follow`;

      expect((await t.http.post(followUrl).set(bearer(dave)).expect(200)).body).toEqual({ is_following: true });
      expect((await engagement.readerState(viewer(dave), thread.id)).is_following).toBe(true);
      await reply(bob, thread.id, '<p>Dave hears of this</p>');
      expect(await threadNotices(dave, thread.id)).toHaveLength(1);

      expect((await t.http.delete(followUrl).set(bearer(dave)).expect(200)).body).toEqual({ is_following: false });
      expect((await t.http.delete(followUrl).set(bearer(dave)).expect(200)).body).toEqual({ is_following: false });
      expect((await engagement.readerState(viewer(dave), thread.id)).is_following).toBe(false);

      // Carol unfollows, then replies: taking part again follows the thread again.
      await t.http.delete(followUrl).set(bearer(carol)).expect(200);
      expect(await member(carol, thread.id)).toEqual({ following: false });
      await reply(carol, thread.id, '<p>Carol replies</p>');
      expect(await member(carol, thread.id)).toEqual({ following: true });
      await t.http.post('/api/user/notifications/mark-all-read').set(bearer(dave)).expect(200);
      await reply(bob, thread.id, '<p>Dave unfollowed and does not hear of this</p>');
      expect((await threadNotices(dave, thread.id)).filter((n) => !n.is_read)).toEqual([]);
      expect(await threadNotices(carol, thread.id)).toHaveLength(1);
    });

    it('a reader who opened the thread before replying follows it once they reply, and hears of later replies', async () => {
      const thread = await startThread(alice, { title: 'Read first, reply later' });
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(carol)).send({}).expect(204);
      expect((await engagement.readerState(viewer(carol), thread.id)).is_following).toBe(false);
      await reply(carol, thread.id, '<p>Carol read it first</p>');
      expect((await engagement.readerState(viewer(carol), thread.id)).is_following).toBe(true);
      await reply(bob, thread.id, '<p>Carol hears of this</p>');
      expect(await threadNotices(carol, thread.id)).toHaveLength(1);
    });

    it('needs a sign-in, and a thread the reader can see', async () => {
      const thread = await startThread(dave, { title: 'Awaiting approval' });
      await t.http.post(`/api/forum/threads/${thread.id}/follow`).expect(401);
      await t.http.delete(`/api/forum/threads/${thread.id}/follow`).expect(401);
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await t.http.post(`/api/forum/threads/${id}/follow`).set(bearer(bob)).expect(404);
        expect(res.body.detail).toBe(FORUM_MESSAGES.threadNotFound);
      }
      await t.query(`UPDATE forum_threads SET held = 'approval' WHERE id = $1`, [thread.id]);
      await t.http.post(`/api/forum/threads/${thread.id}/follow`).set(bearer(bob)).expect(404);
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(bob)).expect(404);
      // Its author and admins see it.
      await t.http.post(`/api/forum/threads/${thread.id}/follow`).set(bearer(dave)).expect(200);
      await t.http.post(`/api/forum/threads/${thread.id}/follow`).set(bearer(admin)).expect(200);
    });
  });

  describe('read marks', () => {
    it('counts unread replies by others since the last read, and finds the first one and its page', async () => {
      const thread = await startThread(alice, { title: 'Read marks' });
      const r1 = await insertReply(thread.id, bob, '<p>one</p>', { minutesAgo: 10 });
      await insertReply(thread.id, alice, '<p>mine</p>', { minutesAgo: 9 });
      const r2 = await insertReply(thread.id, bob, '<p>two</p>', { minutesAgo: 8 });
      await insertReply(thread.id, carol, '<p>held</p>', { minutesAgo: 7, held: 'reports' });
      await insertReply(thread.id, carol, '<p>deleted</p>', { minutesAgo: 6, deleted: true });
      const r3 = await insertReply(thread.id, carol, '<p>three</p>', { minutesAgo: 5 });
      const other = await startThread(bob, { title: 'Another thread' });
      const otherReply = await insertReply(other.id, carol, '<p>elsewhere</p>');

      // Never read: no count, no first unread (but the author follows).
      expect(await engagement.unreadCounts(viewer(alice), [thread.id])).toEqual(new Map());
      expect(await engagement.readerState(viewer(alice), thread.id)).toEqual({ is_following: true, first_unread_reply_id: null, first_unread_page: null });

      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ reply_id: r1 }).expect(204);
      expect(await engagement.unreadCounts(viewer(alice), [thread.id, other.id, 'not-a-uuid'])).toEqual(new Map([[thread.id, 2]]));
      expect(await engagement.readerState(viewer(alice), thread.id)).toEqual({ is_following: true, first_unread_reply_id: r2, first_unread_page: 1 });

      // The mark never moves back.
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ reply_id: r2 }).expect(204);
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ reply_id: r1 }).expect(204);
      expect(await engagement.unreadCounts(viewer(alice), [thread.id])).toEqual(new Map([[thread.id, 1]]));
      expect((await engagement.readerState(viewer(alice), thread.id)).first_unread_reply_id).toBe(r3);

      // Without a reply: everything up to now.
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({}).expect(204);
      expect(await engagement.unreadCounts(viewer(alice), [thread.id])).toEqual(new Map([[thread.id, 0]]));
      expect((await engagement.readerState(viewer(alice), thread.id)).first_unread_reply_id).toBeNull();

      // Reading makes a member who does not follow.
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(dave)).expect(204);
      expect(await engagement.readerState(viewer(dave), thread.id)).toEqual({ is_following: false, first_unread_reply_id: null, first_unread_page: null });

      // Anonymous readers have nothing.
      expect(await engagement.unreadCounts(ANONYMOUS, [thread.id])).toEqual(new Map());
      expect(await engagement.readerState(ANONYMOUS, thread.id)).toEqual({ is_following: false, first_unread_reply_id: null, first_unread_page: null });

      await t.http.post(`/api/forum/threads/${thread.id}/read`).send({}).expect(401);
      for (const replyId of [otherReply, randomUUID(), 'nope']) {
        const res = await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ reply_id: replyId }).expect(404);
        expect(res.body.detail).toBe(FORUM_MESSAGES.replyNotFound);
      }
      await t.http.post(`/api/forum/threads/${randomUUID()}/read`).set(bearer(alice)).send({}).expect(404);
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ reply_id: 42 }).expect(422);
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ other: 1 }).expect(422);
    });

    it("gives the first unread reply's page in the reader's replies list", async () => {
      const thread = await startThread(alice, { title: 'A long thread' });
      // Other people's posts awaiting approval are not in alice's list; her own are.
      await insertReply(thread.id, carol, '<p>waiting</p>', { minutesAgo: 200, held: 'approval' });
      await insertReply(thread.id, alice, '<p>my own, waiting</p>', { minutesAgo: 199, held: 'approval' });
      const ids: string[] = [];
      for (let i = 0; i < FORUM_REPLIES_PAGE_SIZE + 5; i += 1) ids.push(await insertReply(thread.id, bob, `<p>reply ${i}</p>`, { minutesAgo: 100 - i }));

      // Read up to the 19th of bob's replies: alice's list holds her own reply, then bob's: the 20th of bob's is the 21st in her list.
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(alice)).send({ reply_id: ids[FORUM_REPLIES_PAGE_SIZE - 2] }).expect(204);
      expect(await engagement.readerState(viewer(alice), thread.id)).toEqual({
        is_following: true,
        first_unread_reply_id: ids[FORUM_REPLIES_PAGE_SIZE - 1],
        first_unread_page: 2,
      });
      expect(await engagement.unreadCounts(viewer(alice), [thread.id])).toEqual(new Map([[thread.id, 6]]));

      // Bob's list holds neither waiting post: his 20th reply is the 20th, on page 1.
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(carol)).send({ reply_id: ids[FORUM_REPLIES_PAGE_SIZE - 2] }).expect(204);
      // Carol's own waiting reply counts in her list.
      expect((await engagement.readerState(viewer(carol), thread.id)).first_unread_page).toBe(2);
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(dave)).send({ reply_id: ids[FORUM_REPLIES_PAGE_SIZE - 2] }).expect(204);
      expect(await engagement.readerState(viewer(dave), thread.id)).toEqual({ is_following: false, first_unread_reply_id: ids[FORUM_REPLIES_PAGE_SIZE - 1], first_unread_page: 1 });
      expect((await engagement.readerState(viewer(dave, true), thread.id)).first_unread_page).toBe(2);
    });
  });

  describe('GET /api/forum/search', () => {
    type ThreadBody = { id: string; title: string; unread_count: number | null };
    const search = async (q: string, extra: Record<string, unknown> = {}, account?: Account) => {
      const req = t.http.get('/api/forum/search').query({ q, ...extra });
      if (account) void req.set(bearer(account));
      return (await req.expect(200)).body as { threads: ThreadBody[]; totalPages: number };
    };
    const titles = async (q: string) => (await search(q)).threads.map((th) => th.title);

    async function insertThread(title: string, content: string, extra: { held?: string; deleted?: boolean; minutesAgo?: number } = {}) {
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO forum_threads (category, title, content, author_id, held, deleted_at, created_at, last_activity_at)
         VALUES ('questions', $1, $2, $3, $4, CASE WHEN $5 THEN now() END, now() - make_interval(mins => $6), now() - make_interval(mins => $6)) RETURNING id`,
        [title, content, bob.user.id, extra.held ?? null, extra.deleted ?? false, extra.minutesAgo ?? 0],
      );
      return row.id;
    }

    it('finds words of titles, bodies and shown replies, best match first', async () => {
      await insertThread('Zucchini bread for the holidays', '<p>Recipes</p>', { minutesAgo: 5 });
      await insertThread('Envelopes', '<p>Write the <strong>xylophone</strong> number on the envelope.</p>');
      const withReply = await insertThread('Money orders', '<p>How do they work?</p>');
      await insertReply(withReply, carol, '<p>Use marmalade-colored paper</p>');
      const held = await insertThread('Hidden replies', '<p>Nothing here</p>');
      await insertReply(held, carol, '<p>quokka waiting</p>', { held: 'approval' });
      await insertReply(held, carol, '<p>quokka reported</p>', { held: 'reports' });
      await insertReply(held, carol, '<p>quokka deleted</p>', { deleted: true });
      await insertThread('Wombat waiting', '<p>wombat</p>', { held: 'approval' });
      await insertThread('Wombat reported', '<p>wombat</p>', { held: 'reports' });
      await insertThread('Wombat deleted', '<p>wombat</p>', { deleted: true });
      // The title weighs more than the body, however recent the body's thread is.
      await insertThread('Zucchini season', '<p>Letters</p>', { minutesAgo: 60 });
      await insertThread('Garden', '<p>Zucchini everywhere</p>', { minutesAgo: 1 });

      expect(await titles('zucchini')).toEqual(['Zucchini bread for the holidays', 'Zucchini season', 'Garden']);
      expect(await titles('xylophone')).toEqual(['Envelopes']);
      expect(await titles('marmalade')).toEqual(['Money orders']);
      expect(await titles('quokka')).toEqual([]);
      expect(await titles('wombat')).toEqual([]);
      expect(await titles('strong')).toEqual([]);
      // Web-search syntax: stems, phrases, or, minus.
      expect(await titles('envelopes NUMBER')).toEqual(['Envelopes']);
      expect(await titles('"zucchini bread"')).toEqual(['Zucchini bread for the holidays']);
      expect((await titles('zucchini -bread')).sort()).toEqual(['Garden', 'Zucchini season']);
      expect(await titles('xylophone or marmalade')).toHaveLength(2);
    });

    it('answers with the fields of the lists, unread counts for a signed-in reader, and pages', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await insertThread(`Lighthouse ${i}`, '<p>Same words</p>', { minutesAgo: 30 - i }));
      const listed = (await t.http.get('/api/forum/threads').query({ limit: 100 }).expect(200)).body.threads as ThreadBody[];
      const first = await search('lighthouse', { limit: 2 });
      expect(first.totalPages).toBe(3);
      // Equal ranks: the latest activity first.
      expect(first.threads.map((th) => th.id)).toEqual([ids[4], ids[3]]);
      expect(first.threads[0]).toEqual(listed.find((th) => th.id === ids[4]));
      expect((await search('lighthouse', { limit: 2, page: 3 })).threads.map((th) => th.id)).toEqual([ids[0]]);
      expect(await search('lighthouse', { limit: 2, page: 4 })).toEqual({ threads: [], totalPages: 3 });
      expect(await search('nothing-matches-this', { page: 1 })).toEqual({ threads: [], totalPages: 1 });

      await insertReply(ids[4], carol, '<p>New</p>');
      // Later than the read mark set next, however long that takes on a busy machine.
      await t.query(`UPDATE forum_replies SET created_at = now() + interval '1 hour' WHERE thread_id = $1`, [ids[4]]);
      await t.http.post(`/api/forum/threads/${ids[4]}/read`).set(bearer(alice)).send({}).expect(204);
      const signedIn = await search('lighthouse', { limit: 2 }, alice);
      expect(signedIn.threads.map((th) => th.unread_count)).toEqual([1, null]);
    });

    it('answers 200 for any query, and 422 outside the length limits', async () => {
      const odd = [
        '"unclosed', '""', '"" ""', '- -', '--', '-zucchini', '&&', '& |', '!!', '!?', 'a & b | c', '((', '()', ')(', '\\\\', "''", "o'neil", ':*', 'zucchini:*',
        '<script>alert(1)</script>', 'the and of', 'or', 'or or', 'not', '%%', '%_', 'café crème', '日本語のテキスト', '😀😀', 'ﷺ ﷻ', '\u202e\u202d',
        '-'.repeat(100), '- '.repeat(50), `a ${'-'.repeat(60)}b`, '(-'.repeat(100), '-the '.repeat(40), 'a '.repeat(100).trim(), 'x'.repeat(200), `${'"'.repeat(199)}x`,
      ];
      for (const q of odd) {
        const res = await t.http.get('/api/forum/search').query({ q });
        expect([q, res.status]).toEqual([q, 200]);
        expect(Array.isArray(res.body.threads)).toBe(true);
      }
      expect((await search('the and of')).threads).toEqual([]);
      for (const q of ['', ' ', 'a', '  a  ', 'x'.repeat(201)]) {
        const res = await t.http.get('/api/forum/search').query({ q }).expect(422);
        expect(res.body.detail).toEqual([FORUM_MESSAGES.searchLength]);
      }
      await t.http.get('/api/forum/search').expect(422);
      await t.http.get('/api/forum/search?q=ab&q=cd').expect(422);
      await t.http.get('/api/forum/search').query({ q: 'ab\u0000cd' }).expect(400);
      await t.http.get('/api/forum/search').query({ q: 'zucchini', limit: 101 }).expect(422);
    });
  });
});
