import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SHARE_IMAGE_ALT, SITE_NAME } from '../../config/site';
import { BLOG_MESSAGES } from '../../modules/blog/messages';
import { makeBlogPost, makeBlogSummary, postList } from '../../modules/blog/test/blogFixtures';
import type { BlogPost } from '../../modules/blog/types/blog';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { jsonLd, metaContent } from '../../test/headTags';
import { renderRoute, storeSession } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./BlogPostPage'));

const SLUG = 'your-first-letter';

const post = makeBlogPost({
  id: 'first-letter',
  slug: SLUG,
  title: 'Your first letter: what to write',
  category: 'Getting Started',
  read_time: 6,
  author: 'Pen Pal Directory Team',
  published_date: '2026-11-24T15:00:00.000Z',
  updated_at: '2026-11-26T08:30:00.000Z',
  excerpt: 'A first letter does not need to be long. Say who you are and why you are writing.',
  keywords: 'first letter, introduction',
  image_url: '/api/media/blog/first-letter.webp',
  content:
    '<p>Start with <strong>who you are</strong>.</p><h2>What to leave out</h2><figure><img src="/api/media/blog/envelope.webp" alt="An addressed envelope" loading="lazy"><figcaption>Print the address clearly.</figcaption></figure>',
});

const related = [
  makeBlogSummary({ id: 'r1', slug: 'mail-rules', title: 'Mail rules by state', category: 'Resources' }),
  makeBlogSummary({ id: 'r2', slug: 'scams-to-avoid', title: 'Scams to avoid', category: 'Safety' }),
];

function openPost({ body = post, handlers = {} }: { body?: BlogPost; handlers?: Record<string, FakeHandler> } = {}) {
  api = fakeApi({
    [`GET /blog/posts/${SLUG}`]: () => ({ status: 200, body }),
    [`GET /blog/posts/${SLUG}/related`]: () => ({ status: 200, body: related }),
    'GET /blog/posts': () => postList([]),
    ...handlers,
  });
  return renderRoute(`/blog/${SLUG}`);
}

async function article() {
  return within((await screen.findByRole('heading', { level: 1, name: post.title })).closest('article') as HTMLElement);
}

describe('blog post', () => {
  it('shows the category, read time, title, author, date and the HTML content', async () => {
    openPost();

    const view = await article();
    expect(view.getByText('Getting Started')).toBeInTheDocument();
    expect(view.getByText('6 min read')).toBeInTheDocument();
    expect(view.getByText(/Pen Pal Directory Team/)).toBeInTheDocument();
    expect(view.getByText('November 24, 2026')).toHaveAttribute('datetime', '2026-11-24T15:00:00.000Z');
    // The server's sanitized HTML, drawn by SafeHtml.
    const content = view.getByText('What to leave out').closest('.safe-html') as HTMLElement;
    expect(content).not.toBeNull();
    expect(within(content).getByRole('heading', { level: 2, name: 'What to leave out' })).toBeInTheDocument();
    expect(within(content).getByText('who you are').tagName).toBe('STRONG');
    expect(within(content).getByRole('img', { name: 'An addressed envelope' })).toHaveAttribute(
      'src',
      '/api/media/blog/envelope.webp',
    );

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText(BLOG_MESSAGES.draftNotice)).not.toBeInTheDocument();
  });

  it('offers two related posts, asked for by the post', async () => {
    openPost();

    const section = within(await screen.findByRole('region', { name: 'Related articles' }));
    expect(await section.findByRole('link', { name: 'Mail rules by state' })).toHaveAttribute('href', '/blog/mail-rules');
    expect(section.getByRole('link', { name: 'Scams to avoid' })).toHaveAttribute('href', '/blog/scams-to-avoid');
    expect(section.getAllByRole('article')).toHaveLength(2);
    expect(api.callsTo(`GET /blog/posts/${SLUG}/related`)[0].config.params).toEqual({ limit: 2 });
  });

  it('calls the reader to browse the profiles, and more softly to submit one', async () => {
    openPost();

    const cta = within(await screen.findByRole('complementary', { name: BLOG_MESSAGES.ctaTitle }));
    expect(cta.getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute('href', '/browse');
    expect(cta.getByRole('link', { name: 'Submit their profile' })).toHaveAttribute('href', '/submit');
  });

  it('still shows the post when its related posts cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openPost({ handlers: { [`GET /blog/posts/${SLUG}/related`]: () => apiError(503, 'Service Unavailable') } });

    await article();
    await waitFor(() => expect(api.callsTo(`GET /blog/posts/${SLUG}/related`).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument());
    expect(screen.getByRole('complementary', { name: BLOG_MESSAGES.ctaTitle })).toBeInTheDocument();
  });

  it('goes back to /blog, saying so, when the post is not found', async () => {
    const { router } = openPost({
      handlers: {
        [`GET /blog/posts/${SLUG}`]: () => ({
          status: 404,
          body: { statusCode: 404, error: 'Not Found', detail: 'Blog post not found' },
        }),
      },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
    expect(await screen.findByText(BLOG_MESSAGES.noPosts)).toBeInTheDocument();
    // Replaced: Back does not return to the missing post.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to /blog with "Failed to load blog posts" when the post fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = openPost({ handlers: { [`GET /blog/posts/${SLUG}`]: () => ({ status: 500, body: {} }) } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(await screen.findByText('Failed to load blog posts')).toBeInTheDocument();
  });

  it('tells an admin reading a draft that only admins can see it, and keeps it from search engines', async () => {
    storeSession(makeUser({ is_admin: true }));
    openPost({ body: { ...post, is_published: false, state: 'draft' } });

    await article();
    expect(screen.getByText('Draft — only admins can see this')).toBeInTheDocument();
    await waitFor(() => expect(metaContent('meta[name="robots"]')).toBe('noindex, nofollow'));
  });

  it('tells an admin when a scheduled post goes live', async () => {
    storeSession(makeUser({ is_admin: true }));
    openPost({ body: { ...post, state: 'scheduled', published_date: '2027-01-05T12:00:00.000Z' } });

    await article();
    expect(screen.getByText(BLOG_MESSAGES.scheduledNotice('January 5, 2027'))).toBeInTheDocument();
  });

  it('sets the head tags of an article: preview image, article dates, RSS feed and structured data', async () => {
    openPost();
    await article();
    const origin = window.location.origin;
    const url = `${origin}/blog/${SLUG}`;

    await waitFor(() => expect(document.title).toBe(`${post.title} | ${SITE_NAME}`));
    expect(metaContent('meta[name="description"]')).toBe(post.excerpt);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:image"]')).toBe(`${origin}/api/media/blog/first-letter.webp`);
    expect(metaContent('meta[name="twitter:image"]')).toBe(`${origin}/api/media/blog/first-letter.webp`);
    expect(metaContent('meta[property="og:image:alt"]')).toBe(post.title);
    expect(metaContent('meta[name="twitter:image:alt"]')).toBe(post.title);
    expect(metaContent('meta[property="article:published_time"]')).toBe('2026-11-24T15:00:00.000Z');
    expect(metaContent('meta[property="article:modified_time"]')).toBe('2026-11-26T08:30:00.000Z');
    expect(metaContent('meta[property="article:section"]')).toBe('Getting Started');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );

    expect(jsonLd('BlogPosting')).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      description: post.excerpt,
      image: `${origin}/api/media/blog/first-letter.webp`,
      datePublished: '2026-11-24T15:00:00.000Z',
      dateModified: '2026-11-26T08:30:00.000Z',
      author: { '@type': 'Organization', name: 'Pen Pal Directory Team' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    expect(jsonLd('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${origin}/` },
        { position: 2, name: 'Blog', item: `${origin}/blog` },
        { position: 3, name: post.title, item: url },
      ],
    });
  });

  it('names a person as the author of a post a team member signed, and shares the site image when the post has none', async () => {
    openPost({ body: { ...post, author: 'Maria Lopez', image_url: null } });
    await article();

    await waitFor(() => expect(jsonLd('BlogPosting')).toMatchObject({ author: { '@type': 'Person', name: 'Maria Lopez' } }));
    expect(metaContent('meta[property="og:image"]')).toBe(`${window.location.origin}/og-image.png`);
    expect(metaContent('meta[property="og:image:alt"]')).toBe(DEFAULT_SHARE_IMAGE_ALT);
  });
});
