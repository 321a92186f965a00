import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAccount, openSignedIn, PASSWORD } from './support/helpers';
import { appPage, expect, test } from './support/test';

/** A demo profile nobody has reported: the oldest listed one. */
async function someProfile(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.get('/api/profiles?sort=oldest&limit=1');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { profiles: Array<{ id: string; name: string }> }).profiles[0];
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return appPage(await context.newPage());
}

/** "My letter came back", with a note, on the profile page open in `page`. */
async function report(page: Page, note: string) {
  await page.getByRole('button', { name: 'My letter came back' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Note \(optional\)/).fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/Thank you for telling us/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('returned-mail-reported')).toBeVisible();
}

test('two writers report "my letter came back" on one profile; a signed-out visitor then sees the notice', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const profile = await someProfile(request);
  const path = `/profile/${profile.id}`;

  // A signed-out visitor: no notice yet, and the button leads to sign-in and back here.
  await page.goto(path);
  await expect(page.getByTestId('profile-notices')).toHaveCount(0);
  const first = await createAccount(request);
  await page.getByRole('link', { name: 'My letter came back' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(first.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await report(page, 'Returned to sender: not at this address');

  // Once per account: after a reload it still says so.
  await page.reload();
  await expect(page.getByTestId('returned-mail-reported')).toBeVisible();

  // A second writer, in their own browser.
  const second = await createAccount(request);
  const secondPage = await newPage(browser);
  await openSignedIn(secondPage, path, second);
  await report(secondPage, 'Came back after two weeks');
  await secondPage.context().close();

  // A third visitor, signed out, is warned before writing (the API may answer from its cache for a few seconds).
  const guest = await newPage(browser);
  await expect(async () => {
    await guest.goto(path);
    await expect(guest.getByTestId('profile-notices')).toContainText(/came back/, { timeout: 2_000 });
  }).toPass({ timeout: 40_000, intervals: [1_000, 2_000, 3_000] });
  await guest.context().close();
});
