import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './helpers';

export { expectNoSeriousA11yViolations } from './helpers';

export type ForumCategory = 'general' | 'safety' | 'success' | 'questions' | 'reentry';

export type ForumThread = {
  id: string;
  title: string;
  content: string;
  category: ForumCategory;
  is_pinned: boolean;
  is_locked: boolean;
  author_email: string;
};

export type ForumReply = { id: string; thread_id: string; content: string; author_email: string };

type Session = { token: string };

function bearer(session: Session) {
  return { Authorization: `Bearer ${session.token}` };
}

/** Starts a thread through the API (what the New Thread form sends). */
export async function postThread(
  request: APIRequestContext,
  session: Session,
  thread: { category: ForumCategory; title: string; content: string },
): Promise<ForumThread> {
  const response = await request.post('/api/forum/threads', { headers: bearer(session), data: thread });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ForumThread;
}

/** Replies to a thread through the API (what Post a Reply sends). */
export async function postReply(
  request: APIRequestContext,
  session: Session,
  threadId: string,
  content: string,
): Promise<ForumReply> {
  const response = await request.post('/api/forum/replies', {
    headers: bearer(session),
    data: { thread_id: threadId, content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ForumReply;
}

/**
 * Opens `path` signed in as `session`, as a returning visitor would: the session is put in
 * local storage before the app starts (one page load instead of openSignedIn's two). It stays
 * for the page's later loads; a later call on the same page signs in someone else.
 */
export async function openAs(page: Page, path: string, session: { token: string; user: unknown }) {
  await page.addInitScript(({ token, user }) => {
    window.localStorage.setItem('auth_token', token);
    window.localStorage.setItem('user_data', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** What the public pages show of an author: the part of the e-mail before the @. */
export function localPart(email: string): string {
  return email.split('@')[0];
}

/** A number that keeps titles of one run apart from those of another. */
export function runTag(): string {
  return `${Date.now() % 1_000_000}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The demo member created at start: months of approved posts, so their posts show at once. */
export const DEMO_MEMBER = { email: 'user@example.com', password: 'User-Demo-2026' };

/** An admin approves a held post through the API (what Approve in the queue on /admin/forum sends). */
export async function approvePost(request: APIRequestContext, admin: Session, kind: 'thread' | 'reply', id: string) {
  const response = await request.post(`/api/admin/forum/${kind === 'thread' ? 'threads' : 'replies'}/${id}/approve`, {
    headers: bearer(admin),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A new account whose first post an admin has approved: its later posts show at once (a brand-new
 * account's posts wait in the approval queue), within the new-account hourly limits.
 */
export async function memberAccount(request: APIRequestContext, admin: Session) {
  const account = await createAccount(request);
  const intro = await postThread(request, account, {
    category: 'general',
    title: `Hello from a new member ${runTag()}`,
    content: '<p>Glad to be here.</p>',
  });
  await approvePost(request, admin, 'thread', intro.id);
  return account;
}
