import type { FakeReply } from '../../../test/fakeApi';
import type { BlogPost, BlogPostSummary } from '../types/blog';

let nextId = 1;

/** A post on a card as the API returns it (`BlogPostSummaryDto`). */
export function makeBlogSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  nextId += 1;
  return {
    id: `post-${nextId}`,
    slug: `post-${nextId}`,
    title: 'Your first letter: what to write',
    excerpt: 'A first letter does not need to be long. Say who you are and why you are writing.',
    category: 'Getting Started',
    keywords: 'first letter, introduction',
    read_time: 5,
    word_count: 950,
    author: 'Pen Pal Directory Team',
    is_published: true,
    published_date: '2026-11-24T15:00:00.000Z',
    state: 'published',
    image_url: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** A whole post (`BlogPostDto`). */
export function makeBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...makeBlogSummary(),
    content: '<p>Start with <strong>who you are</strong>.</p><h2>What to leave out</h2><p>Never send money.</p>',
    ...overrides,
  };
}

/** `GET /blog/posts?page&limit` answered with `posts` as page `page` of `totalPages`. */
export function postList(posts: BlogPostSummary[], totalPages = posts.length > 0 ? 1 : 0, page = 1): FakeReply {
  return { status: 200, body: { posts, total: posts.length, page, totalPages } };
}
