import { createAccount, expectNoSeriousA11yViolations, PASSWORD, shootBothWidths } from './support/helpers';
import { expect, test } from './support/test';

/** A listed demo profile: the newest one. */
async function someProfile(request: import('@playwright/test').APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.get('/api/profiles?sort=newest&limit=1');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { profiles: Array<{ id: string; name: string }> }).profiles[0];
}

test.use({ viewport: { width: 390, height: 844 } });

test('a writer at 390 px saves a profile from its page, finds it in My pen pals and logs a letter', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const profile = await someProfile(request);
  const path = `/profile/${profile.id}`;
  const writer = await createAccount(request);

  // Signed out, "Save" leads to sign-in and back to the profile.
  await page.goto(path);
  const header = page.locator('.profile-detail__header');
  await header.getByRole('link', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(writer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const save = header.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  const box = await save.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await save.click();
  await expect(header.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The server kept it: after a reload the button still says so.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'My pen pals' });
  const entry = section.getByTestId('pen-pal').filter({ hasText: profile.name });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name: profile.name })).toHaveAttribute('href', path);
  await expect(entry.getByRole('link', { name: /Letter kit/ })).toHaveAttribute('href', `${path}/letter-kit`);
  await expect(entry).toContainText('0 letters sent · 0 replies received');

  await entry.getByRole('button', { name: /Letter log/ }).click();
  await expect(entry.getByText('No letters logged yet.')).toBeVisible();
  await entry.getByLabel('Note (optional)').fill('Introduced myself and asked about the chess club');
  await entry.getByRole('button', { name: 'Add to the log' }).click();
  const log = entry.getByRole('list', { name: /Letters with/ });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem').first()).toContainText('Letter sent');
  await expect(log.getByRole('listitem').first()).toContainText('Introduced myself and asked about the chess club');
  await expect(entry).toContainText('1 letter sent · 0 replies received');

  // Nothing sideways at 390 px, and no serious accessibility problem.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'dashboard-pen-pals', (file) => testInfo.outputPath(file));
});
