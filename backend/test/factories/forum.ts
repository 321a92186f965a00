import type { TestApp } from '../helpers/test-app';

export type Account = { token: string; email: string; user: { id: string } };

export const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

let counter = 0;

/** Starts a thread through the API (201); returns the answer's body. */
export async function postThread(t: TestApp, author: Account, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const res = await t.http
    .post('/api/forum/threads')
    .set(bearer(author))
    .send({ category: 'general', title: `Thread ${counter}`, content: `<p>Thread body ${counter}</p>`, ...overrides })
    .expect(201);
  return res.body as { id: string; title: string; content: string; category: string; last_activity_at: string; reply_count: number };
}

/** Replies through the API (201); returns the answer's body. */
export async function postReply(t: TestApp, author: Account, threadId: string, content = '<p>A reply</p>') {
  const res = await t.http.post('/api/forum/replies').set(bearer(author)).send({ thread_id: threadId, content }).expect(201);
  return res.body as { id: string; thread_id: string; content: string; created_at: string };
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
