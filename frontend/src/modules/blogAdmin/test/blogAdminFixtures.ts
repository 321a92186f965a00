/**
 * Posts as the blog's calls answer them, for the Blog Management tests.
 * (Test helpers only; nothing in the app imports this file.)
 */
import type { BlogDraftingStatus, BlogPost, BlogPostSummary } from '../types/blogAdmin';

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'post-1',
    slug: 'your-first-letter',
    title: 'Your first letter',
    excerpt: 'What to say, and what to leave out.',
    category: 'Getting Started',
    keywords: 'first letter, envelope',
    read_time: 4,
    word_count: 760,
    author: 'Pen Pal Directory Team',
    is_published: true,
    published_date: '2026-03-04T10:00:00.000Z',
    state: 'published',
    image_url: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    content: '<h2>Start simply</h2><p>Say who you are and <strong>why</strong> you write.</p>',
    ...overrides,
  };
}

/** A post as a list holds it: everything but the content. */
export function summaryOf(post: BlogPost): BlogPostSummary {
  const { content: _content, ...summary } = post;
  return summary;
}

export const firstLetter = makePost();

export const scams = makePost({
  id: 'post-2',
  slug: 'scams-to-avoid',
  title: 'Scams to avoid',
  category: 'Safety',
  keywords: 'scams, money',
  read_time: 6,
  published_date: '2099-06-15T14:30:00.000Z',
  state: 'scheduled',
  image_url: '/api/media/blog/scams.webp',
  content: '<p>Never send money.</p>',
});

export const mailRules = makePost({
  id: 'post-3',
  slug: 'mail-rules',
  title: 'Mail rules by state',
  category: 'Resources',
  keywords: 'mail rules',
  read_time: 3,
  is_published: false,
  published_date: '2026-02-20T08:00:00.000Z',
  state: 'draft',
  content: '<p>Each prison has its own rules.</p>',
});

export function draftingStatus(overrides: Partial<BlogDraftingStatus> = {}): BlogDraftingStatus {
  return { available: true, detail: null, model: 'local-model', remaining_this_hour: 7, ...overrides };
}
