import { screen, waitFor, within } from '@testing-library/react';
import { BLOG_MESSAGES } from '../../modules/blog/messages';
import { makeBlogSummary, postList } from '../../modules/blog/test/blogFixtures';
import { SITE_NAME } from '../../config/site';
import { apiError, fakeApi, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./BlogListPage'));

function openBlog(path: string, posts: FakeHandler = () => postList([])) {
  api = fakeApi({ 'GET /blog/posts': posts });
  return renderRoute(path);
}

function pageOf(request: FakeRequest): number {
  return (request.config.params as { page: number }).page;
}

function cardOf(link: HTMLElement) {
  return within(link.closest('article') as HTMLElement);
}

describe('blog list', () => {
  it('shows 12 posts a page as cards with category, read time, title, date and excerpt', async () => {
    const post = makeBlogSummary({
      slug: 'scams-to-avoid',
      title: 'Scams to avoid',
      category: 'Safety',
      read_time: 7,
      published_date: '2026-11-24T15:00:00.000Z',
      excerpt: 'Never send money to someone you met through a listing.',
    });
    openBlog('/blog', () => postList([post, makeBlogSummary({ title: 'Mail rules by state' })]));

    const title = await screen.findByRole('link', { name: 'Scams to avoid' });
    expect(title).toHaveAttribute('href', '/blog/scams-to-avoid');
    expect(title.closest('h2')).not.toBeNull();
    const card = cardOf(title);
    expect(card.getByText('Safety')).toBeInTheDocument();
    expect(card.getByText('7 min read')).toBeInTheDocument();
    expect(card.getByText('November 24, 2026')).toHaveAttribute('datetime', '2026-11-24T15:00:00.000Z');
    expect(card.getByText('Never send money to someone you met through a listing.')).toBeInTheDocument();
    // One link per card: the title (the whole card answers a click on it).
    expect(card.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Mail rules by state' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(api.callsTo('GET /blog/posts')[0].config.params).toEqual({ page: 1, limit: 12 });
  });

  it('moves to the next page, kept in the address', async () => {
    const user = setupUser();
    const { router } = openBlog('/blog', (request) =>
      postList([makeBlogSummary({ title: `Post on page ${pageOf(request)}` })], 3, pageOf(request)),
    );

    expect(await screen.findByRole('link', { name: 'Post on page 1' })).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of articles' }));
    await user.click(pages.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Post on page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /blog/posts').map((request) => request.config.params)).toEqual([
      { page: 1, limit: 12 },
      { page: 2, limit: 12 },
    ]);
  });

  it('opens the page named in the address, with its own canonical address', async () => {
    openBlog('/blog?page=3', (request) =>
      postList([makeBlogSummary({ title: `Post on page ${pageOf(request)}` })], 3, pageOf(request)),
    );

    expect(await screen.findByRole('link', { name: 'Post on page 3' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/blog?page=3`,
      ),
    );
  });

  it('hides the page numbers when one page holds every post', async () => {
    openBlog('/blog', () => postList([makeBlogSummary({ title: 'Only one' })], 1));

    await screen.findByRole('link', { name: 'Only one' });
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).not.toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    openBlog('/blog');

    expect(await screen.findByText(BLOG_MESSAGES.noPosts)).toBeInTheDocument();
    expect(screen.getByText('No blog posts available yet.')).toBeInTheDocument();
  });

  it('holds the cards\u2019 place while they load', async () => {
    let answer: (reply: ReturnType<typeof postList>) => void = () => undefined;
    openBlog('/blog', () => new Promise((resolve) => (answer = resolve)));

    expect(await screen.findByRole('status')).toHaveTextContent(BLOG_MESSAGES.loadingPosts);
    answer(postList([makeBlogSummary({ title: 'Loaded' })]));
    expect(await screen.findByRole('link', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByText(BLOG_MESSAGES.loadingPosts)).not.toBeInTheDocument();
  });

  it('says the posts failed to load and loads them again on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setupUser();
    let fail = true;
    openBlog('/blog', () => (fail ? apiError(503, 'Service Unavailable') : postList([makeBlogSummary({ title: 'Back again' })])));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load blog posts')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('sets its head tags and offers the RSS feed', async () => {
    openBlog('/blog', () => postList([makeBlogSummary()]));

    await waitFor(() => expect(document.title).toBe(`Blog: Writing to Inmates | ${SITE_NAME}`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/blog`);
    const feed = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed).toHaveAttribute('href', '/rss.xml');
    expect(feed).toHaveAttribute('title', `${SITE_NAME} Blog`);
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });
});
