import { screen } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const NEUTRAL =
  'If an account exists for that email, we have sent a link to reset the password.';

describe('forgot password page', () => {
  it('always shows the neutral confirmation the server returns', async () => {
    api = fakeApi({ 'POST /auth/forgot-password': () => ({ status: 202, body: { message: NEUTRAL } }) });
    renderRoute('/forgot-password');
    const user = setupUser();

    await fillIn(user, await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/forgot-password')[0].body).toEqual({
      email: 'someone@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server detail when the site cannot send email', async () => {
    const detail = 'Password reset by email is not available on this site. Please contact support.';
    api = fakeApi({ 'POST /auth/forgot-password': () => apiError(503, detail) });
    renderRoute('/forgot-password');
    const user = setupUser();

    await fillIn(user, await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('explains that a link without a token is incomplete and offers a new one', async () => {
    api = fakeApi({});
    renderRoute('/reset-password');
    expect(await screen.findByText('This reset link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('checks that the new passwords match and have at least 8 characters', async () => {
    api = fakeApi({});
    renderRoute('/reset-password?token=abc');
    const user = setupUser();

    await fillIn(user, await screen.findByLabelText('New password'), 'short');
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    // Each field validates on its own schedule: wait for the second message too.
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sets the new password with the token and points to the login page', async () => {
    api = fakeApi({
      'POST /auth/reset-password': () => ({
        status: 200,
        body: { message: 'Your password has been changed. You can now log in.' },
      }),
    });
    renderRoute('/reset-password?token=reset-token-123');
    const user = setupUser();

    await fillIn(user, await screen.findByLabelText('New password'), 'Stamps-2027-Sea');
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'Stamps-2027-Sea');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(
      await screen.findByText('Your password has been changed. You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /auth/reset-password')[0].body).toEqual({
      token: 'reset-token-123',
      new_password: 'Stamps-2027-Sea',
    });
  });

  it('shows the server detail when the link has expired', async () => {
    const detail = 'This reset link is invalid or has expired. Please request a new one.';
    api = fakeApi({ 'POST /auth/reset-password': () => apiError(400, detail) });
    renderRoute('/reset-password?token=old');
    const user = setupUser();

    await fillIn(user, await screen.findByLabelText('New password'), 'Stamps-2027-Sea');
    await fillIn(user, screen.getByLabelText('Confirm new password'), 'Stamps-2027-Sea');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
  });
});
