import { expect, test } from './support/test';
import { apiLogin, createAccount, DEMO_ADMIN, fillSubmitForm, openedDialog, openSignedIn } from './support/helpers';

/** The long date the card and the dialog write ("December 27, 2026"). */
function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

test('an owner cancels a paid listing from My Account, sees until when it stays live, then keeps it by paying again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request);
  const name = `Cancel Journey ${Date.now() % 100_000}`;

  // Submit and pay with the demo gateway (no money moves).
  await openSignedIn(page, '/submit', account);
  await fillSubmitForm(page, name);
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  const payment = await openedDialog(page.getByRole('dialog'));
  await payment.getByRole('button', { name: /Pay \$2\.00 \/ month \(demo\)/ }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The admin publishes it.
  const owner = { Authorization: `Bearer ${account.token}` };
  const mine = (await (await request.get('/api/user/profiles', { headers: owner })).json()) as {
    profiles: Array<{ id: string; name: string; paid_through: string }>;
  };
  const profile = mine.profiles.find((p) => p.name === name)!;
  const admin = await apiLogin(request, DEMO_ADMIN);
  const approved = await request.post(`/api/admin/profiles/${profile.id}/approve`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(approved.status()).toBe(200);
  const until = longDate(profile.paid_through);

  await page.reload();
  const card = page.getByRole('article', { name: `Profile of ${name}` });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(`Paid through ${until}.`)).toBeVisible();

  // Cancel: the dialog gives the date, and nothing happens until confirmed.
  await card.getByRole('button', { name: 'Cancel listing' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel the listing of ${name}?` });
  await expect(confirm).toContainText(`The profile stays live until ${until}, the end of the period you paid for, and is then permanently removed`);
  await confirm.getByRole('button', { name: 'Yes, cancel listing' }).click();
  // The server's answer, as a notice (its date as the API writes it, 2026-12-27).
  await expect(page.getByText(`Listing cancelled. The profile stays listed until ${profile.paid_through.slice(0, 10)}, then it is removed.`)).toBeVisible();
  await expect(card.getByText(`Listing cancelled: live until ${until}, then removed`)).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel listing' })).toHaveCount(0);

  // Still public until then.
  expect((await request.get(`/api/profiles/${profile.id}`)).status()).toBe(200);

  // Keep it: the listing payment again, then the card is paid and renewing (cancellable) again.
  await card.getByRole('button', { name: 'Keep listing' }).click();
  const again = await openedDialog(page.getByRole('dialog', { name: `Pay for the listing — ${name}` }));
  await again.getByRole('button', { name: /Pay \$2\.00 \/ month \(demo\)/ }).click();
  await expect(again).toBeHidden({ timeout: 20_000 });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Listing cancelled/)).toHaveCount(0);
  await expect(card.getByText(/^Paid through /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel listing' })).toBeVisible();
});
