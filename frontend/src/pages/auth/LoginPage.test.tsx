import { screen, waitFor } from '@testing-library/react';
import { fillIn, setupUser } from '../../test/user';
import { apiError, fakeApi, makeUser } from '../../test/fakeApi';
import { preloadPages, renderRoute, storeSession } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi> | undefined;
beforeAll(() => preloadPages('/login', '/admin'));
afterEach(() => api?.restore());

async function logInWith(email: string, password: string) {
  const user = setupUser();
  await fillIn(user, await screen.findByLabelText('Email'), email);
  await fillIn(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login page', () => {
  it('shows Welcome Back with links to sign up and to reset a forgotten password', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('requires the email and the password', async () => {
    api = fakeApi({});
    renderRoute('/login');
    await setupUser().click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('stores the token and the user, then sends a user home', async () => {
    const account = makeUser();
    api = fakeApi({
      'POST /auth/login': () => ({ status: 200, body: { access_token: 'token-1', user: account } }),
    });
    const { router } = renderRoute('/login');

    await logInWith('writer@example.com', 'Letters-2026-Sky');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('user_data') ?? 'null')).toEqual(account);
    expect(api.callsTo('POST /auth/login')[0].body).toEqual({
      email: 'writer@example.com',
      password: 'Letters-2026-Sky',
    });
  });

  it('sends an admin to the admin area after login', async () => {
    api = fakeApi({
      'POST /auth/login': () => ({
        status: 200,
        body: { access_token: 'admin-token', user: makeUser({ is_admin: true }) },
      }),
    });
    const { router } = renderRoute('/login');

    await logInWith('admin@example.com', 'Letters-2026-Sky');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('returns to the page named in ?redirect= after login', async () => {
    api = fakeApi({
      'POST /auth/login': () => ({ status: 200, body: { access_token: 't', user: makeUser() } }),
      'GET /user/profile': () => ({ status: 200, body: makeUser() }),
    });
    const { router } = renderRoute('/login?redirect=%2Fdashboard%2Fsettings');

    await logInWith('writer@example.com', 'Letters-2026-Sky');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
  });

  it('ignores a ?redirect= that points to another site', async () => {
    api = fakeApi({
      'POST /auth/login': () => ({ status: 200, body: { access_token: 't', user: makeUser() } }),
    });
    const { router } = renderRoute('/login?redirect=%2F%2Fevil.example%2Fphish');

    await logInWith('writer@example.com', 'Letters-2026-Sky');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says "Invalid email or password" when the credentials are wrong, and stores nothing', async () => {
    api = fakeApi({ 'POST /auth/login': () => apiError(401, 'Invalid email or password') });
    const { router } = renderRoute('/login');

    await logInWith('writer@example.com', 'wrong-password');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows the server detail, which says when to retry, after too many attempts', async () => {
    api = fakeApi({
      'POST /auth/login': () => apiError(429, 'Too many attempts. Please try again in 12 minutes.'),
    });
    renderRoute('/login');

    await logInWith('writer@example.com', 'wrong-password');

    expect(
      await screen.findByText('Too many attempts. Please try again in 12 minutes.'),
    ).toBeInTheDocument();
  });

  it('does not send a stored token with the login request', async () => {
    api = fakeApi({
      'POST /auth/login': () => ({ status: 200, body: { access_token: 't', user: makeUser() } }),
    });
    renderRoute('/login');
    // A stale token appearing after arrival (e.g. another tab) must not ride along.
    window.localStorage.setItem('auth_token', 'stale');

    await logInWith('writer@example.com', 'Letters-2026-Sky');

    await waitFor(() => expect(api?.callsTo('POST /auth/login')).toHaveLength(1));
    expect(api.callsTo('POST /auth/login')[0].authorization).toBeNull();
  });

  it('sends a user who is already signed in to the home page', async () => {
    storeSession(makeUser());
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
