import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '../../test/fakeApi';
import { preloadPages, renderRoute, storeSession } from '../../test/renderRoute';

beforeAll(() => preloadPages('/login', '/admin/reports', '/dashboard'));

describe('route guards', () => {
  it('sends an anonymous visitor on /dashboard to /login, with a way back', async () => {
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard');
  });

  it('sends an anonymous visitor on an admin screen to /login', async () => {
    const { router } = renderRoute('/admin/promo-codes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/promo-codes',
    );
  });

  it('tells a signed-in user who is not an admin that access is denied, and sends them home', async () => {
    storeSession(makeUser({ is_admin: false }));
    const { router } = renderRoute('/admin');
    expect(
      await screen.findByText('Access denied. Admin privileges required.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('lets an admin into the admin area', async () => {
    storeSession(makeUser({ is_admin: true }));
    const { router } = renderRoute('/admin/reports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reported Content' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it('lets a signed-in user into the account area', async () => {
    storeSession(makeUser());
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });
});
