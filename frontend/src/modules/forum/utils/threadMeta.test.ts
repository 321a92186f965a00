import { makeReply, makeThread } from '../test/forumFixtures';
import { buildThreadMeta } from './threadMeta';

const origin = window.location.origin;
const THREAD_ID = 'thread-1';
const url = `${origin}/forum/thread/${THREAD_ID}`;

const thread = makeThread({
  id: THREAD_ID,
  title: 'How do I write a first letter?',
  content: '<p>I want to write for the <strong>first time</strong>.</p>',
  category: 'questions',
  author_email: 'writer',
  edited_at: '2026-03-05T13:00:00.000Z',
});

function structuredData(...args: Parameters<typeof buildThreadMeta>): Record<string, unknown>[] {
  return buildThreadMeta(...args).structuredData as Record<string, unknown>[];
}

describe('thread meta', () => {
  it('declares a DiscussionForumPosting with headline, plain text, dates, author by forum name and URL', () => {
    const [posting] = structuredData(THREAD_ID, thread);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'How do I write a first letter?',
      text: 'I want to write for the first time.',
      url,
      datePublished: '2026-03-05T12:00:00.000Z',
      dateModified: '2026-03-05T13:00:00.000Z',
      author: { '@type': 'Person', name: 'writer' },
    });
    expect(posting).not.toHaveProperty('comment');
  });

  it('gives the replies everyone sees as comments, each with its author, date and address on the page', () => {
    const replies = [
      makeReply({ id: 'r-1', content: '<p>Start with <em>who you are</em>.</p>', author_email: 'helper' }),
      makeReply({ id: 'r-2', content: '', state: 'hidden' }),
      makeReply({ id: 'r-3', content: '<p>Waiting</p>', state: 'awaiting_approval' }),
      makeReply({ id: 'r-4', content: '<p>Thanks!</p>', author_email: 'writer', edited_at: '2026-03-07T09:00:00.000Z' }),
    ];
    const [posting] = structuredData(THREAD_ID, thread, replies);
    expect(posting.comment).toEqual([
      {
        '@type': 'Comment',
        text: 'Start with who you are.',
        datePublished: '2026-03-06T12:00:00.000Z',
        author: { '@type': 'Person', name: 'helper' },
        url: `${url}#reply-r-1`,
      },
      {
        '@type': 'Comment',
        text: 'Thanks!',
        datePublished: '2026-03-06T12:00:00.000Z',
        dateModified: '2026-03-07T09:00:00.000Z',
        author: { '@type': 'Person', name: 'writer' },
        url: `${url}#reply-r-4`,
      },
    ]);
  });

  it('declares the breadcrumb Home › Forum › category › thread with absolute URLs', () => {
    const [, breadcrumb] = structuredData(THREAD_ID, thread);
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Forum', item: `${origin}/forum` },
        { '@type': 'ListItem', position: 3, name: 'Questions & Answers', item: `${origin}/forum/category/questions` },
        { '@type': 'ListItem', position: 4, name: 'How do I write a first letter?', item: url },
      ],
    });
  });

  it('declares nothing for a thread whose title the reader is not sent', () => {
    expect(buildThreadMeta(THREAD_ID, { ...thread, title: '', state: 'hidden' }).structuredData).toBeUndefined();
  });
});
