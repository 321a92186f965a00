import { type Browser } from '@playwright/test';
import { appPage, expect, test } from './support/test';
import { apiLogin, createAccount, DEMO_ADMIN, fillSubmitForm, openedDialog, openSignedIn } from './support/helpers';

/**
 * What a visitor finds on /browse when searching for `name` (the search box is mirrored in
 * the URL as `q`). Each look is a fresh visitor: public lists may be cached by a browser for 30 s.
 */
async function expectOnBrowse(browser: Browser, name: string, listed: boolean) {
  const context = await browser.newContext();
  const page = appPage(await context.newPage());
  await page.goto(`/browse?q=${encodeURIComponent(name)}`);
  if (listed) await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  else await expect(page.getByRole('heading', { name: '0 profiles found' })).toBeVisible();
  await context.close();
}

test('submit and pay, approval, /browse, edit back to review, rejection with a reason the owner sees', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const name = `Journey Person ${Date.now() % 100_000}`;
  const owner = await createAccount(request);
  const admin = await apiLogin(request, DEMO_ADMIN);

  // The owner submits and pays with the demo gateway.
  await openSignedIn(page, '/submit', owner);
  await fillSubmitForm(page, name);
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await (await openedDialog(page.getByRole('dialog'))).getByRole('button', { name: /Pay \$2\.00 \/ month \(demo\)/ }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const mine = await request.get('/api/user/profiles', { headers: { Authorization: `Bearer ${owner.token}` } });
  const profileId = ((await mine.json()) as { profiles: Array<{ id: string; name: string }> }).profiles.find((p) => p.name === name)!.id;

  // Not public before review.
  await expectOnBrowse(browser, name, false);

  // The admin approves it from the review desk, with the locator check the dialog asks for by default.
  const adminContext = await browser.newContext();
  const adminPage = appPage(await adminContext.newPage());
  await openSignedIn(adminPage, '/admin', admin);
  await adminPage.getByRole('button', { name: `Approve ${name}` }).click();
  const approveDialog = adminPage.getByRole('dialog');
  await expect(approveDialog.getByLabel('In custody at this facility')).toBeChecked();
  await expect(approveDialog.getByLabel('Facility shown by the locator')).toHaveValue('Huntsville Unit');
  await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(adminPage.getByText('Profile approved successfully!')).toBeVisible();

  await expectOnBrowse(browser, name, true);

  // The owner edits it: it leaves /browse until approved again.
  await page.goto(`/dashboard/edit/${profileId}`);
  const bio = page.getByLabel('About / Bio', { exact: true });
  await expect(bio).not.toHaveValue('');
  await bio.fill('Rewritten after approval: I still like long letters, chess problems by post, and stories about gardens.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectOnBrowse(browser, name, false);

  // The admin rejects it with a reason.
  await adminPage.reload();
  await adminPage.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject profile' }).click();
  await expect(dialog.getByText('Please provide a reason for rejection')).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill('The second photo shows another person.');
  await dialog.getByRole('button', { name: 'Reject profile' }).click();
  await expect(adminPage.getByText('Profile rejected. User will see the reason.')).toBeVisible();
  await adminContext.close();

  // The owner sees the reason in the preview and in a notification.
  await page.goto(`/dashboard/preview/${profileId}`);
  await expect(page.getByText('The second photo shows another person.').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Your profile needs changes').first()).toBeVisible();
  await expect(page.getByText(/The second photo shows another person\./).first()).toBeVisible();
});
