import { act, screen, waitFor } from '@testing-library/react';
import { fillIn, setupUser } from '../../test/user';
import { apiClient } from '../../api/client';
import { apiError, fakeApi, makeUser } from '../../test/fakeApi';
import { preloadPages, renderRoute, storeSession } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi> | undefined;
beforeAll(() => preloadPages('/dashboard/settings', '/login'));
afterEach(() => api?.restore());

describe('an expired session', () => {
  it('is cleared on a 401 and the user lands on /login with "Session expired. Please login again."', async () => {
    storeSession(makeUser(), 'revoked-token');
    api = fakeApi({ 'GET /user/profile': () => apiError(401, 'Session expired') });
    const { router } = renderRoute('/dashboard/settings');

    expect(
      await screen.findByText('Session expired. Please login again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/dashboard/settings',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_data')).toBeNull();
    expect(api.callsTo('GET /user/profile')[0].authorization).toBe('Bearer revoked-token');
  });

  it('brings the user back to the page they were on after logging in again', async () => {
    storeSession(makeUser(), 'revoked-token');
    let profileCalls = 0;
    api = fakeApi({
      'GET /user/profile': () => {
        profileCalls += 1;
        return profileCalls === 1 ? apiError(401, 'Session expired') : { status: 200, body: makeUser() };
      },
      'POST /auth/login': () => ({ status: 200, body: { access_token: 'fresh', user: makeUser() } }),
    });
    const { router } = renderRoute('/dashboard/settings');
    await screen.findByText('Session expired. Please login again.');

    const user = setupUser();
    await fillIn(user, screen.getByLabelText('Email'), 'writer@example.com');
    await fillIn(user, screen.getByLabelText('Password'), 'Letters-2026-Sky');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(window.localStorage.getItem('auth_token')).toBe('fresh');
  });

  it('is left alone when the 401 answers a request sent without a token', async () => {
    api = fakeApi({ 'GET /profiles': () => apiError(401, 'Unauthorized') });
    const { router } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

    await act(async () => {
      await apiClient.get('/profiles').catch(() => undefined);
    });

    expect(router.state.location.pathname).toBe('/faq');
  });

  it('is left alone when the token was replaced while the failing request was in flight', async () => {
    storeSession(makeUser(), 'old-token');
    api = fakeApi({
      'GET /user/notifications': () => {
        // A password change stored a new token before this answer came back.
        window.localStorage.setItem('auth_token', 'new-token');
        return apiError(401, 'Token revoked');
      },
    });
    const { router } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });

    await act(async () => {
      await apiClient.get('/user/notifications').catch(() => undefined);
    });

    expect(router.state.location.pathname).toBe('/faq');
    expect(window.localStorage.getItem('auth_token')).toBe('new-token');
  });
});
