import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { createAccount, expectNoSeriousA11yViolations, shootBothWidths } from './support/helpers';
import { serverDataDir } from './support/servers';

/**
 * /verify-notice with a reference taken from a real e-mail: the servers run without SMTP_URL, so their mailer
 * writes every message to DATA_DIR/outbox as an .eml file (each worker's server has its own folder).
 */
const outbox = (parallelIndex: number) => path.join(serverDataDir(parallelIndex), 'outbox');

/** The text of an .eml file, with quoted-printable line breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reference of the newest e-mail to `email` in the outbox, waiting for it to be written. */
async function referenceMailedTo(email: string, parallelIndex: number): Promise<string> {
  const folder = outbox(parallelIndex);
  const safeTo = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let code = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => file.endsWith(`-${safeTo}.eml`)) : [];
      const newest = files.sort().at(-1);
      const match = newest ? decoded(fs.readFileSync(path.join(folder, newest), 'utf8')).match(/Reference: (PP(?:-[0-9A-Z]{4}){4})/) : null;
      code = match?.[1] ?? '';
      return code;
    }, { timeout: 15_000 })
    .not.toBe('');
  return code;
}

test('a reference from a real password-reset e-mail checks out on a phone; a made-up one does not', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const account = await createAccount(request);
  expect((await request.post('/api/auth/forgot-password', { data: { email: account.email } })).status()).toBe(202);
  const code = await referenceMailedTo(account.email, testInfo.parallelIndex);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/verify-notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Did this e-mail come from us?' })).toBeVisible();
  await shootBothWidths(page, 'verify-notice-empty', (file) => testInfo.outputPath(file));

  // As someone types it off the screen: lower case, spaces.
  await page.getByLabel('Reference code').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Check' }).click();
  const yes = page.getByRole('region', { name: 'Yes, we sent this' });
  await expect(yes).toBeVisible();
  await expect(yes).toContainText('e***@e***.com');
  await expect(yes).toContainText('Reset your password');
  await expect(yes).toContainText('choose a new password');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'verify-notice-sent', (file) => testInfo.outputPath(file));

  // A link with a code fills the field; a code nobody issued gets the plain answer and what to do.
  await page.goto('/verify-notice?code=PP-7K3M-9QWE-R2TX-4YBN');
  await expect(page.getByLabel('Reference code')).toHaveValue('PP-7K3M-9QWE-R2TX-4YBN');
  await page.getByRole('button', { name: 'Check' }).click();
  const no = page.getByRole('region', { name: 'We did not send this' });
  await expect(no).toBeVisible();
  await expect(no).toContainText('Do not pay');
  await expect(no.getByRole('link', { name: 'ReportFraud.ftc.gov' })).toHaveAttribute('href', 'https://reportfraud.ftc.gov/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'verify-notice-not-sent', (file) => testInfo.outputPath(file));
});

test('the page arrives rendered by the server, with its own title and description', async ({ request }) => {
  const response = await request.get('/verify-notice');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Did this e-mail come from us?');
  expect(html).toMatch(/<title>Check That an E-mail Really Came From Us \|/);
  expect(html).toMatch(/<meta name="description" content="Enter the reference code/);
  expect(html).toContain('name="code"');
});
