import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { createAccount, openSignedIn, shootBothWidths } from './support/helpers';
import { expect, test } from './support/test';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function logOut(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
}

test('turn on two-factor sign-in with the password and a code, then sign in with a code and with a recovery code', async ({ page, request }, testInfo) => {
  // A long journey (set-up, three sign-ins, six screenshots) on a machine that may be busy.
  test.setTimeout(120_000);
  const account = await createAccount(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, '/dashboard/settings', account);

  const card = page.locator('.ant-card', { has: page.getByText('Two-factor sign-in', { exact: true }) });
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').locator('code').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'two-factor-setup', (file) => testInfo.outputPath(file));

  // The password is asked beside the code: a wrong one is refused with the server's words, and it stays off.
  const passwordField = card.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveAttribute('autocomplete', 'current-password');
  const codeField = card.getByLabel('Code from your authenticator app');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await passwordField.fill('Not-My-Password-1');
  await codeField.fill(generateSync({ secret }));
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();

  await passwordField.fill(account.password);
  await codeField.fill(generateSync({ secret }));
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();

  const list = card.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await shootBothWidths(page, 'two-factor-recovery-codes', (file) => testInfo.outputPath(file));
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText(/10 recovery codes left/)).toBeVisible();

  // Sign out, then in with the password and the app's next code (the one just used cannot serve twice).
  await logOut(page);
  await passwordStep(page, account.email, account.password);
  const loginCode = page.getByLabel('Code from your authenticator app');
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
  await shootBothWidths(page, 'two-factor-code-step', (file) => testInfo.outputPath(file));
  await loginCode.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  // And with a recovery code.
  await logOut(page);
  await passwordStep(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
});
