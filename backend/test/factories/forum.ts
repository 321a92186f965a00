import { FORUM_NEW_ACCOUNT_HOURS } from '../../src/shared/rules';
import type { TestApp } from '../helpers/test-app';
import { registerUser } from './users';

export type Account = { token: string; email: string; user: { id: string } };

export const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

let counter = 0;

/**
 * Makes the account an established forum member: it joined more than FORUM_NEW_ACCOUNT_HOURS ago and
 * has an approved post (an old thread it deleted since, so that thread is in no list). Its posts are
 * then shown at once, under the established hourly limits.
 */
export async function establish(t: TestApp, account: Account): Promise<void> {
  await t.query('UPDATE users SET created_at = now() - make_interval(hours => $2) WHERE id = $1', [account.user.id, FORUM_NEW_ACCOUNT_HOURS * 30]);
  await t.query(
    `INSERT INTO forum_threads (category, title, content, author_id, created_at, last_activity_at, deleted_at)
     VALUES ('general', 'My first thread', '<p>Hello everyone</p>', $1, now() - interval '20 days', now() - interval '20 days', now() - interval '19 days')`,
    [account.user.id],
  );
}

/** Registers an established forum member (see establish). */
export async function registerMember(t: TestApp) {
  const account = await registerUser(t);
  await establish(t, account);
  return account;
}

/** Empties the forum, but for the members' old deleted threads that make them established (see establish). */
export async function clearForum(t: TestApp): Promise<void> {
  await t.query('DELETE FROM forum_threads WHERE deleted_at IS NULL');
}

/** As if an hour went by: every post moves an hour back, so each account's hourly limits start afresh. */
export async function letAnHourPass(t: TestApp): Promise<void> {
  await t.query(`UPDATE forum_threads SET created_at = created_at - interval '1 hour', last_activity_at = last_activity_at - interval '1 hour'`);
  await t.query(`UPDATE forum_replies SET created_at = created_at - interval '1 hour'`);
}

/** Starts a thread through the API (201); returns the answer's body. */
export async function postThread(t: TestApp, author: Account, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const res = await t.http
    .post('/api/forum/threads')
    .set(bearer(author))
    .send({ category: 'general', title: `Thread ${counter}`, content: `<p>Thread body ${counter}</p>`, ...overrides })
    .expect(201);
  return res.body as { id: string; title: string; content: string; category: string; created_at: string; last_activity_at: string; reply_count: number; state: string };
}

/** Replies through the API (201); returns the answer's body. */
export async function postReply(t: TestApp, author: Account, threadId: string, content = '<p>A reply</p>') {
  const res = await t.http.post('/api/forum/replies').set(bearer(author)).send({ thread_id: threadId, content }).expect(201);
  return res.body as { id: string; thread_id: string; content: string; created_at: string; state: string };
}

/** Reports through the API (201). */
export async function postReport(t: TestApp, reporter: Account, contentType: 'thread' | 'reply', contentId: string, reason = 'Asks people for money') {
  await t.http.post('/api/forum/report').set(bearer(reporter)).send({ content_type: contentType, content_id: contentId, reason }).expect(201);
}

/** Moves a thread's activity (and creation) back in time, so list orders do not depend on the clock's resolution. */
export async function ageThread(t: TestApp, id: string, minutesAgo: number): Promise<void> {
  await t.query(
    `UPDATE forum_threads SET created_at = now() - make_interval(mins => $2), last_activity_at = now() - make_interval(mins => $2) WHERE id = $1`,
    [id, minutesAgo],
  );
}
