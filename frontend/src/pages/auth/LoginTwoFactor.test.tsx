import { screen, waitFor } from '@testing-library/react';
import { fillIn, setupUser } from '../../test/user';
import { apiError, fakeApi, makeUser } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());
// Load the page's code once, before the first test's clock starts (a cold load is slow on a busy machine).
beforeAll(() => Promise.all([import('./LoginPage'), import('../home/HomePage')]), 60000);

const account = makeUser({ two_factor_enabled: true });

async function passwordStep(handlers: Parameters<typeof fakeApi>[0]) {
  api = fakeApi({
    'POST /auth/login': () => ({ status: 200, body: { two_factor_required: true, challenge_token: 'challenge-1' } }),
    ...handlers,
  });
  const rendered = renderRoute('/login');
  const user = setupUser();
  await fillIn(user, await screen.findByLabelText('Email', {}, { timeout: 30000 }), 'writer@example.com');
  await fillIn(user, screen.getByLabelText('Password'), 'Letters-2026-Sky');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' });
  return { ...rendered, user };
}

describe('login with two-factor sign-in', () => {
  it('asks for the app code after the password, then signs in', async () => {
    const { router, user } = await passwordStep({
      'POST /auth/login/two-factor': () => ({ status: 200, body: { access_token: 'token-2', user: account } }),
    });
    expect(window.localStorage.getItem('auth_token')).toBeNull();

    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // Pasted with a space, as some apps show it: the field keeps the digits.
    await fillIn(user, field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // The first sign-in of the run loads the home page's code: slow on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15000 });
    expect(window.localStorage.getItem('auth_token')).toBe('token-2');
    expect(api?.callsTo('POST /auth/login/two-factor')[0].body).toEqual({ challenge_token: 'challenge-1', code: '123456' });
  }, 90000);

  it('takes a recovery code instead', async () => {
    const { router, user } = await passwordStep({
      'POST /auth/login/two-factor': () => ({ status: 200, body: { access_token: 'token-3', user: account } }),
    });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await fillIn(user, screen.getByLabelText('Recovery code'), ' ABCD-EFGH-JKMN ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api?.callsTo('POST /auth/login/two-factor')[0].body).toEqual({
      challenge_token: 'challenge-1',
      recovery_code: 'ABCD-EFGH-JKMN',
    });
  });

  it('says what was wrong with the code, and stays on the code step', async () => {
    const { router, user } = await passwordStep({
      'POST /auth/login/two-factor': () => apiError(401, 'That code was already used. Please wait for the next one.'),
    });
    await fillIn(user, screen.getByLabelText('Code from your authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('That code was already used. Please wait for the next one.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Code from your authenticator app')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('asks for six digits before sending anything', async () => {
    const { user } = await passwordStep({});
    await fillIn(user, screen.getByLabelText('Code from your authenticator app'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(api?.callsTo('POST /auth/login/two-factor')).toHaveLength(0);
  });
});
