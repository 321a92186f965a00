import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';

const PASSWORD = 'Letters-2026-Sky';
const NEW_PASSWORD = 'Stamps-2027-Sea';
/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function logOut(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Creates an account through the API and returns its credentials and session. */
async function createAccount(request: APIRequestContext) {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, accept_terms: true } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { access_token: string; user: Record<string, unknown> };
  return { email, token: body.access_token, user: body.user };
}

/** Opens `path` already signed in with the given session, as a returning visitor would. */
async function openSignedIn(page: Page, path: string, session: { token: string; user: unknown }) {
  await page.goto('/faq');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('auth_token', token);
    window.localStorage.setItem('user_data', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

test.describe('accounts', () => {
  test('register, log out, log in, change the password, and log in only with the new one', async ({
    page,
  }) => {
    const email = uniqueEmail();

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I am 18 or older and I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await logOut(page);

    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const tokenBefore = await page.evaluate(() => window.localStorage.getItem('auth_token'));
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();

    // The old token is revoked; the new one is stored and keeps this browser signed in.
    const tokenAfter = await page.evaluate(() => window.localStorage.getItem('auth_token'));
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await logOut(page);

    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
  });

  test('an anonymous visit to the settings lands on the login page, and logging in comes back', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request);

    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });

  test('a stored session the server no longer accepts ends with "Session expired"', async ({ page }) => {
    await openSignedIn(page, '/dashboard/settings', {
      token: 'not-a-valid-token',
      user: { id: 'x', email: 'gone@example.com', is_admin: false, profile_photo_url: null },
    });

    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fsettings$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a signed-in user who is not an admin is turned away from the admin area', async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    await openSignedIn(page, '/admin', session);

    await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the account photo can be uploaded and removed', async ({ page, request }) => {
    const session = await createAccount(request);
    await openSignedIn(page, '/dashboard/settings', session);
    await expect(page.getByText('You have no photo yet.')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save photo' }).click();

    await expect(page.getByText('Photo updated!')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Your account photo' });
    await expect(photo).toHaveAttribute('src', /^\/api\/media\//);
    const src = await photo.getAttribute('src');
    expect((await request.get(src ?? '')).status()).toBe(200);
    // The header shows the same photo next to My Account.
    await expect(mainNav(page).locator(`img[src="${src}"]`)).toBeVisible();

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('You have no photo yet.')).toBeVisible();
    await expect(mainNav(page).locator('img')).toHaveCount(0);
  });

  test('deleting the account asks for the password, logs out and the login no longer works', async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    await openSignedIn(page, '/dashboard/settings', session);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('Please enter your password to confirm')).toBeVisible();

    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('Password is incorrect')).toBeVisible();

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('Account deleted. You will be logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

    await logIn(page, session.email, PASSWORD);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });
});
