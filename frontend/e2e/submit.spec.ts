import { expect, test } from './support/test';
import { apiLogin, createAccount, DEMO_ADMIN, fillSubmitForm, openedDialog, openSignedIn, registerThroughForm } from './support/helpers';

test.describe('submitting a profile', () => {
  test('an empty submit lists the problems in the order of the rules', async ({ page, request }) => {
    const account = await createAccount(request);
    await openSignedIn(page, '/submit', account);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    const items = page.locator('.submit-problems__list li');
    await expect(items.first()).toBeVisible();
    const texts = await items.allTextContents();
    expect(texts.slice(0, 9)).toEqual([
      '❌ Name is required',
      '❌ Please upload at least one photo',
      '❌ Please select a gender',
      '❌ Birthdate is required',
      '❌ Inmate ID is required',
      '❌ Prison name is required',
      '❌ Complete mailing address is required (street, city, state, zip)',
      '❌ Bio must be at least 50 characters',
      '❌ Please add at least one interest (comma-separated)',
    ]);
  });

  test('register, submit with two photos, pay with the demo gateway, land on /user/dashboard', async ({ page }) => {
    const email = `e2e-pay-${Date.now()}@example.com`;
    await registerThroughForm(page, email, 'Letters-2026-Sky');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/submit');
    await fillSubmitForm(page, 'Marcus Demo Payer');
    await page.getByRole('button', { name: 'Submit Profile' }).click();

    const dialog = await openedDialog(page.getByRole('dialog'));
    await expect(dialog.getByText('Demo payment — no money moves')).toBeVisible();
    await dialog.getByRole('button', { name: /Pay \$2\.00 \/ month \(demo\)/ }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText('Marcus Demo Payer').first()).toBeVisible();
    await expect(page.getByText('Pending Review').first()).toBeVisible();
  });

  test('submit with the LAUNCH code and land on /dashboard', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_ADMIN);
    const seeded = await request.post('/api/admin/promo-codes/seed-launch', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect([201, 409]).toContain(seeded.status());

    const account = await createAccount(request);
    await openSignedIn(page, '/submit', account);
    await fillSubmitForm(page, 'Lena Launch Code');
    await page.getByRole('textbox', { name: 'Promo code' }).fill('launch');
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('LAUNCH');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('Promo code is valid!')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Profile with Promo Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByText('Lena Launch Code').first()).toBeVisible();
  });
});
