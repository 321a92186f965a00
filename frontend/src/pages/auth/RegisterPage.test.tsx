import { screen, waitFor, within } from '@testing-library/react';
import { fillIn, setupUser } from '../../test/user';
import { apiError, fakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

// The page is loaded on demand: load it once before the first test looks for it.
beforeAll(() => import('./RegisterPage'));

const TERMS_BOX = { name: /^I am 18 or older and I accept the Terms of Service/ };

async function fillForm(email: string, password: string, confirmation: string, { tick = true } = {}) {
  const user = setupUser();
  await fillIn(user, await screen.findByLabelText('Email'), email);
  await fillIn(user, screen.getByLabelText('Password'), password);
  await fillIn(user, screen.getByLabelText('Confirm password'), confirmation);
  if (tick) await user.click(screen.getByRole('checkbox', TERMS_BOX));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('register page', () => {
  it('shows Create Account with an email field and a link to log in', async () => {
    renderRoute('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('asks to confirm 18 or older and the terms, with links to the Terms and the Privacy Policy', async () => {
    api = fakeApi({});
    renderRoute('/register');

    await fillForm('new@example.com', 'Letters-2026-Sky', 'Letters-2026-Sky', { tick: false });

    expect(await screen.findByText('Please confirm you are 18 or older and accept the Terms of Service.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('checkbox', TERMS_BOX)).not.toBeChecked();
    const form = within(screen.getByRole('main'));
    expect(form.getByRole('link', { name: 'Terms of Service (opens in a new tab)' })).toHaveAttribute('href', '/terms');
    expect(form.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', '/privacy');
  });

  it('says "Passwords do not match" and sends nothing when the confirmation differs', async () => {
    api = fakeApi({});
    renderRoute('/register');

    await fillForm('new@example.com', 'Letters-2026-Sky', 'Letters-2026-Sea');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for at least 8 characters', async () => {
    api = fakeApi({});
    renderRoute('/register');

    await fillForm('new@example.com', 'short7!', 'short7!');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server detail when the email already has an account', async () => {
    const detail = 'An account with this email already exists. Please log in instead.';
    api = fakeApi({ 'POST /auth/register': () => apiError(409, detail) });
    const { router } = renderRoute('/register');

    await fillForm('taken@example.com', 'Letters-2026-Sky', 'Letters-2026-Sky');

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('falls back to a generic message when the server gives no detail', async () => {
    api = fakeApi({ 'POST /auth/register': () => ({ status: 500, body: {} }) });
    renderRoute('/register');

    await fillForm('new@example.com', 'Letters-2026-Sky', 'Letters-2026-Sky');

    expect(
      await screen.findByText('Failed to create account. Please try again.'),
    ).toBeInTheDocument();
  });

  it('creates the account with the confirmation, stores the session and goes home signed in', async () => {
    const account = makeUser({ email: 'new@example.com' });
    api = fakeApi({
      'POST /auth/register': () => ({ status: 201, body: { access_token: 'new-token', user: account } }),
    });
    const { router } = renderRoute('/register');

    await fillForm('new@example.com', 'Letters-2026-Sky', 'Letters-2026-Sky');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('user_data') ?? 'null')).toEqual(account);
    expect(api.callsTo('POST /auth/register')[0].body).toEqual({
      email: 'new@example.com',
      password: 'Letters-2026-Sky',
      accept_terms: true,
    });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends a user who is already signed in to the home page', async () => {
    storeSession(makeUser());
    const { router } = renderRoute('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
