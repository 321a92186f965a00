import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { apiLogin, createAccount, DEMO_ADMIN, expectNoSeriousA11yViolations, fillSubmitForm, openedDialog, openSignedIn, shootBothWidths } from './support/helpers';
import { serverDataDir } from './support/servers';

/** The text of an .eml file, with quoted-printable line breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The e-mails to `email` in the server's outbox (the servers run without SMTP_URL: each message is an .eml file). */
function mailsTo(email: string, parallelIndex: number): string[] {
  const folder = path.join(serverDataDir(parallelIndex), 'outbox');
  const safeTo = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(`-${safeTo}.eml`))
    .sort()
    .map((file) => decoded(fs.readFileSync(path.join(folder, file), 'utf8')));
}

test('a writer saves a search on /browse, a matching profile is approved, the digest e-mail links to it; the dashboard pauses the search', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const writer = await createAccount(request);
  const admin = await apiLogin(request, DEMO_ADMIN);

  // The writer saves "men in Texas" from the filters on /browse.
  await openSignedIn(page, '/browse?state=TX&gender=Male', writer);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const name = page.getByRole('textbox', { name: 'Name this search' });
  await expect(name).toHaveValue('Men in Texas');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shootBothWidths(page, 'save-search-form', (file) => testInfo.outputPath(file));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your saved searches' })).toBeVisible();

  // Someone submits a matching profile (a man in Texas), pays with the demo gateway, and the admin approves it.
  const owner = await createAccount(request);
  const person = `Digest Person ${Date.now() % 100_000}`;
  await openSignedIn(page, '/submit', owner);
  await fillSubmitForm(page, person);
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  const payment = await openedDialog(page.getByRole('dialog'));
  await payment.getByRole('button', { name: /Pay \$2\.00 \/ month \(demo\)/ }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const mine = (await (await request.get('/api/user/profiles', { headers: { Authorization: `Bearer ${owner.token}` } })).json()) as {
    profiles: Array<{ id: string; name: string }>;
  };
  const profileId = mine.profiles.find((p) => p.name === person)!.id;
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  expect((await request.post(`/api/admin/profiles/${profileId}/approve`, { headers: adminAuth })).status()).toBe(200);

  // The admin runs the digest (the window ends a few seconds before the run: run it until the profile is in).
  let mail = '';
  await expect
    .poll(
      async () => {
        const run = await request.post('/api/admin/saved-searches/digest', { headers: adminAuth });
        expect(run.status()).toBe(200);
        mail = mailsTo(writer.email, testInfo.parallelIndex).at(-1) ?? '';
        return mail;
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toContain(person);
  expect(mail).toMatch(/^Subject: New pen pals for your saved searches$/m);
  expect(mail).toContain('Men in Texas (');
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = new RegExp(`- ${person}, \\d+, Texas: (\\S+/profile/${profileId})`).exec(mail)?.[1];
  expect(link).toBeTruthy();

  // The e-mail's link opens the profile page.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: person })).toBeVisible();

  // The dashboard lists the search in words; the writer pauses its alerts.
  await openSignedIn(page, '/dashboard', writer);
  const section = page.getByRole('region', { name: 'Saved searches' });
  const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Men in Texas' }) });
  await expect(item.getByText('Alerts on')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Open in browse' })).toHaveAttribute('href', '/browse?gender=Male&state=TX');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(item.getByText('Alerts paused')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Resume alerts' })).toBeVisible();
  await shootBothWidths(page, 'saved-searches-dashboard', (file) => testInfo.outputPath(file));
});

test('a signed-out visitor is led to sign in and back to the same search; /alerts/unsubscribe says when a link is not valid', async ({ page }) => {
  await page.goto('/browse?state=TX&gender=Female');
  const save = page.getByRole('link', { name: 'Save this search' });
  await expect(save).toHaveAttribute('href', `/login?${new URLSearchParams({ redirect: '/browse?state=TX&gender=Female' }).toString()}`);

  await page.goto('/alerts/unsubscribe?token=forged');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
});
