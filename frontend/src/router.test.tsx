import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { SITE_PAGES } from '@shared/routes';
import { SITE_NAME, SITE_TAGLINE } from './config/site';
import { routes } from './router';
import { renderRoute, storeSession } from './test/renderRoute';
import { TEST_SITE_CONTACT } from './test/siteContact';

/** Every path the router answers, written from the root as SITE_PAGES writes it. */
function routedPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : null;
    const nested = route.children ? routedPaths(route.children, route.path ? `${parent}/${route.path}` : parent) : [];
    return own === null ? nested : [own, ...nested];
  });
}

function robots(): string | null | undefined {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
}

function canonical(): string | null | undefined {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
}

describe('the route table', () => {
  // Head tags outlive a test's render: start each test without the last one's.
  beforeEach(() => {
    document.head.querySelectorAll('meta[name="robots"], link[rel="canonical"]').forEach((tag) => tag.remove());
  });

  it('routes every page of SITE_PAGES, and nothing else but the not-found page', () => {
    const routed = routedPaths(routes);
    const table = SITE_PAGES.map((page) => page.path);
    expect(routed.filter((path) => path !== '/*').sort()).toEqual([...table].sort());
    expect(routed).toContain('/*');
    expect(new Set(routed).size).toBe(routed.length);
  });

  it.each([
    ['/login', 'unlisted'],
    ['/register', 'unlisted'],
    ['/forgot-password', 'unlisted'],
    ['/forum/search', 'unlisted'],
  ])('marks %s (%s) noindex: the page itself does not say so', async (path) => {
    renderRoute(path);
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
  });

  it('marks an admin page noindex', async () => {
    storeSession({ id: 'a1', email: 'admin@example.com', is_admin: true });
    renderRoute('/admin/promo-codes');
    await waitFor(() => expect(document.title).toMatch(/^Promo Codes/));
    expect(robots()).toBe('noindex, nofollow');
  });

  it('leaves a public page indexable, also after coming from a page that is not', async () => {
    const { router } = renderRoute('/login');
    await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitFor(() => expect(robots()).toBeUndefined());
  });

  it.each(SITE_PAGES.filter((page) => 'canonical' in page).map((page) => [page.path, page.canonical]))(
    'gives the alias %s the canonical %s of the table',
    async (path, target) => {
      renderRoute(path.replace(':id', 'abc'));
      const expected = `${window.location.origin}${target.replace(':id', 'abc')}`;
      await waitFor(() => expect(canonical()).toBe(expected));
    },
  );
});

describe('routes', () => {
  it('shows the 404 page with a link home for an unknown address', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to the home page/i })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('shows the home page inside the header and footer', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: SITE_TAGLINE }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers male and female browsing from the home page hero', async () => {
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Browse Men' })).toHaveAttribute(
      'href',
      '/browse?gender=Male',
    );
    expect(screen.getByRole('link', { name: 'Browse Women' })).toHaveAttribute(
      'href',
      '/browse?gender=Female',
    );
  });

  it('explains the three steps and promises verified profiles at $2/month on the home page', async () => {
    renderRoute('/');
    for (const step of ['Browse Inmate Profiles', 'Choose Your Pen Pal', 'Write a Prisoner']) {
      expect(await screen.findByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Verified profiles' })).toBeInTheDocument();
    expect(screen.getByText(/\$2\/month/, { selector: 'h2' })).toBeInTheDocument();
  });

  it('adds organization structured data on the home page only', async () => {
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: SITE_TAGLINE });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${window.location.origin}/`,
      sameAs: TEST_SITE_CONTACT.social_links.map((link) => link.href),
    });

    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const types = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
      (element) => (JSON.parse(element.textContent ?? '{}') as { '@type'?: string })['@type'],
    );
    expect(types).not.toContain('Organization');
  });

  it('gives an information page its own head tags and no coming-soon placeholder (the terms)', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Terms of Service | ${SITE_NAME}`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/terms`,
    );
  });

  it.each([
    ['/female-prisoners', 'Female Inmates Seeking Pen Pals'],
    ['/women-prisoners', 'Female Inmates Seeking Pen Pals'],
    ['/male-prison-pen-pals', 'Male Inmates Seeking Pen Pals'],
    ['/prison-pen-pal-websites', 'Prison Pen Pal Websites Compared'],
    ['/profiles/abc', 'Profile Not Found'],
  ])('serves the alternative address %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows My Account at /user/dashboard (the payment-success address) without changing the URL', async () => {
    storeSession({ id: 'u1', email: 'writer@example.com', is_admin: false });
    const { router } = renderRoute('/user/dashboard?subscription=ok');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(router.state.location.search).toBe('?subscription=ok');
  });

  it('sends an anonymous visitor on /user/dashboard to /login, with a way back', async () => {
    const { router } = renderRoute('/user/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/dashboard',
    );
  });

  it('sends an unknown state to the browse page', async () => {
    const { router } = renderRoute('/inmates/atlantis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it('names a known state on its page', async () => {
    renderRoute('/inmates/newyork');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New York Inmate Pen Pals' }),
    ).toBeInTheDocument();
  });

  it('scrolls to the top when a footer link changes the page', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: SITE_TAGLINE });
    scrollTo.mockClear();

    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'FAQ' }));

    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(router.state.location.pathname).toBe('/faq');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
