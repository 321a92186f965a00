import type { ForumCategorySummary, ForumReply, ForumThread, ForumThreadDetail } from '../types/forum';

export const AUTHOR_ID = '6f1c2b1e-1d2a-4c4e-9a51-2f0a1b2c3d4e';
export const OTHER_ID = '9a8b7c6d-0000-4000-8000-000000000002';

let nextId = 1;
function id(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

/** A thread as the API returns it (`ForumThreadDto`). */
export function makeThread(overrides: Partial<ForumThread> = {}): ForumThread {
  return {
    id: id('thread'),
    title: 'How do I write a first letter?',
    content: '<p>I want to write to someone for the <strong>first time</strong>. What should I say?</p>',
    category: 'questions',
    is_pinned: false,
    is_locked: false,
    author_id: AUTHOR_ID,
    author_email: 'writer',
    author_photo: null,
    created_at: '2026-03-05T12:00:00.000Z',
    last_activity_at: '2026-03-06T12:00:00.000Z',
    reply_count: 2,
    view_count: 41,
    state: 'visible',
    edited_at: null,
    unread_count: null,
    ...overrides,
  };
}

/** `GET /forum/threads/{id}`: a thread and the reader's state (nulls: an anonymous reader's). */
export function makeThreadDetail(overrides: Partial<ForumThreadDetail> = {}): ForumThreadDetail {
  return {
    ...makeThread(),
    is_following: null,
    first_unread_reply_id: null,
    first_unread_page: null,
    ...overrides,
  };
}

/** A reply as the API returns it (`ForumReplyDto`). */
export function makeReply(overrides: Partial<ForumReply> = {}): ForumReply {
  return {
    id: id('reply'),
    thread_id: 'thread-1',
    content: '<p>Start with who you are and why you chose to write.</p>',
    author_id: OTHER_ID,
    author_email: 'helper',
    author_photo: null,
    created_at: '2026-03-06T12:00:00.000Z',
    state: 'visible',
    edited_at: null,
    ...overrides,
  };
}

/** `GET /forum/categories`. */
export function makeCategories(counts: Partial<Record<ForumCategorySummary['slug'], number>> = {}): ForumCategorySummary[] {
  return [
    { slug: 'general', name: 'General Discussion', description: 'Anything about writing to people inside.' },
    { slug: 'safety', name: 'Safety & Security', description: 'Staying safe: scams, privacy and boundaries.' },
    { slug: 'success', name: 'Success Stories', description: 'Friendships and good news from pen pals.' },
    { slug: 'questions', name: 'Questions & Answers', description: 'Ask how things work: mail rules, money, visits.' },
    { slug: 'reentry', name: 'Reentry & Support', description: 'Life after release: housing, work, family.' },
  ].map((category) => ({ ...category, thread_count: counts[category.slug as ForumCategorySummary['slug']] ?? 0 })) as ForumCategorySummary[];
}

export function threadList(threads: ForumThread[], totalPages = threads.length > 0 ? 1 : 0) {
  return { status: 200, body: { threads, totalPages } };
}

export function replyList(replies: ForumReply[], totalPages = replies.length > 0 ? 1 : 0) {
  return { status: 200, body: { replies, totalPages } };
}
