import { screen, waitFor, within } from '@testing-library/react';
import { fillIn, setupUser } from '../../../test/user';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../../test/fakeApi';
import { renderRoute, storeSession } from '../../../test/renderRoute';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());
// Load the pages' code once, before the first test's clock starts (a cold load is slow on a busy machine).
beforeAll(() => Promise.all([import('../../../pages/dashboard/AccountSettingsPage'), import('../../../pages/admin/AdminDashboardPage')]), 60000);

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Pen%20Pal%20Directory:writer%40example.com?secret=JBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CC${String(i).padStart(2, '0')}`);

function open(account: Record<string, unknown>, handlers: Record<string, FakeHandler>, path = '/dashboard/settings') {
  storeSession(account, 'token-1');
  api = fakeApi({ 'GET /user/profile': () => ({ status: 200, body: account }), ...handlers });
  return renderRoute(path);
}

async function twoFactorCard() {
  const heading = await screen.findByText('Two-factor sign-in', { selector: '.ant-card-head-title' }, { timeout: 30000 });
  return within(heading.closest('.ant-card') as HTMLElement);
}

describe('Two-factor sign-in card', () => {
  it('turns it on: QR code and key, the password and a code, then the recovery codes once', async () => {
    let enabled = false;
    open(makeUser(), {
      'GET /auth/two-factor': () => ({ status: 200, body: { enabled, recovery_codes_left: enabled ? 10 : 0, required: false } }),
      'POST /auth/two-factor/setup': () => ({ status: 201, body: SETUP }),
      'POST /auth/two-factor/confirm': () => {
        enabled = true;
        return { status: 200, body: { recovery_codes: CODES } };
      },
    });
    const user = setupUser();
    const card = await twoFactorCard();
    await user.click(await card.findByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(await card.findByRole('img', { name: /QR code/ }, { timeout: 15000 })).toHaveAttribute('src', SETUP.qr_code);
    expect(card.getByText(SETUP.secret)).toBeInTheDocument();
    const field = card.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await fillIn(user, field, '123456');
    // Without the password nothing is sent.
    await user.click(card.getByRole('button', { name: 'Turn on' }));
    expect(await card.findByText('Please enter your password')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/two-factor/confirm')).toHaveLength(0);

    const password = card.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await fillIn(user, password, 'Letters-2026-Sky');
    await user.click(card.getByRole('button', { name: 'Turn on' }));

    const list = await card.findByRole('list', { name: 'Recovery codes' }, { timeout: 15000 });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(api.callsTo('POST /auth/two-factor/confirm')[0].body).toEqual({ current_password: 'Letters-2026-Sky', code: '123456' });
    expect(JSON.parse(window.localStorage.getItem('user_data') ?? '{}')).toMatchObject({ two_factor_enabled: true });

    await user.click(card.getByRole('button', { name: 'I have saved them' }));
    expect(await card.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(card.queryByText(CODES[0])).not.toBeInTheDocument();
  }, 90000);

  it('shows the server’s words for a wrong code and keeps the set-up', async () => {
    open(makeUser(), {
      'GET /auth/two-factor': () => ({ status: 200, body: { enabled: false, recovery_codes_left: 0, required: false } }),
      'POST /auth/two-factor/setup': () => ({ status: 201, body: SETUP }),
      'POST /auth/two-factor/confirm': () => apiError(400, 'That code is not right. Check that your phone shows the right time and try again.'),
    });
    const user = setupUser();
    const card = await twoFactorCard();
    await user.click(await card.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    await fillIn(user, await card.findByLabelText('Password'), 'Letters-2026-Sky');
    await fillIn(user, card.getByLabelText('Code from your authenticator app'), '000000');
    await user.click(card.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(card.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('shows the server’s words for a wrong password and stays off', async () => {
    open(makeUser(), {
      'GET /auth/two-factor': () => ({ status: 200, body: { enabled: false, recovery_codes_left: 0, required: false } }),
      'POST /auth/two-factor/setup': () => ({ status: 201, body: SETUP }),
      'POST /auth/two-factor/confirm': () => apiError(400, 'Password is incorrect'),
    });
    const user = setupUser();
    const card = await twoFactorCard();
    await user.click(await card.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    await fillIn(user, await card.findByLabelText('Password'), 'Not-My-Password-1');
    await fillIn(user, card.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(card.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/two-factor/confirm')[0].body).toEqual({ current_password: 'Not-My-Password-1', code: '123456' });
    // Still the set-up, not the recovery codes: the user can try again.
    expect(card.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(card.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user_data') ?? '{}').two_factor_enabled).not.toBe(true);
  });

  it('turns it off with the password and a recovery code', async () => {
    let enabled = true;
    open(makeUser({ two_factor_enabled: true }), {
      'GET /auth/two-factor': () => ({ status: 200, body: { enabled, recovery_codes_left: 7, required: false } }),
      'POST /auth/two-factor/disable': () => {
        enabled = false;
        return { status: 200, body: { message: 'Two-factor sign-in is off.' } };
      },
    });
    const user = setupUser();
    const card = await twoFactorCard();
    expect(await card.findByText(/7 recovery codes left/)).toBeInTheDocument();
    await fillIn(user, card.getByLabelText('Password'), 'Letters-2026-Sky');
    await user.click(card.getByRole('button', { name: 'Use a recovery code' }));
    await fillIn(user, card.getByLabelText('Recovery code'), 'AAAA-BBBB-CC01');
    await user.click(card.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await card.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/two-factor/disable')[0].body).toEqual({
      current_password: 'Letters-2026-Sky',
      recovery_code: 'AAAA-BBBB-CC01',
    });
  });

  it('sends an admin who must turn it on from the admin area to the set-up', async () => {
    const { router } = open(makeUser({ is_admin: true, two_factor_enabled: false }), {
      'GET /auth/two-factor': () => ({ status: 200, body: { enabled: false, recovery_codes_left: 0, required: true } }),
    }, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    const card = await twoFactorCard();
    expect(await card.findByText('Turn on two-factor sign-in to use the admin area.')).toBeInTheDocument();
  });

  it('leaves an admin in the admin area when it is not required', async () => {
    const { router } = open(makeUser({ is_admin: true, two_factor_enabled: false }), {
      'GET /auth/two-factor': () => ({ status: 200, body: { enabled: false, recovery_codes_left: 0, required: false } }),
      'GET /admin/summary': () => apiError(503, 'Not in this test'),
    }, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /auth/two-factor')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/admin');
  });
});
