import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { apiLogin, DEMO_ADMIN, openSignedIn } from './support/helpers';
import { appPage, expect, test } from './support/test';
import { todayAsWritten } from './support/trust';

/** A fresh signed-out visitor (public pages may be cached by a browser). */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return appPage(await context.newPage());
}

test.describe('verified, and kept verified', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an admin records "Still in custody" from the re-check queue at 390 px; a visitor sees the verified date on the page and the card', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiLogin(request, DEMO_ADMIN);
    await openSignedIn(page, '/admin', admin);

    await page.getByRole('tab', { name: /^Due for re-check/ }).click();
    const first = page.getByTestId('recheck-item').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const nameLink = first.getByRole('heading', { level: 3 }).getByRole('link');
    const name = (await nameLink.textContent())!.trim();
    const id = (await nameLink.getAttribute('href'))!.split('/').pop()!;
    // The locator opens in a new tab.
    await expect(first.getByRole('link', { name: /Open locator/ })).toHaveAttribute('target', '_blank');
    // The card fits the phone: nothing reaches past the window.
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await first.getByLabel(`Note on the check of ${name}`).fill('Seen on the locator (e2e)');
    await first.getByRole('button', { name: 'Still in custody' }).click();
    await expect(page.getByText('Check recorded')).toBeVisible();
    // It leaves the queue (or at least the top of it).
    await expect(page.locator(`[data-testid="recheck-item"] a[href="/admin/edit/${id}"]`)).toHaveCount(0);

    const verified = `Verified in custody on ${todayAsWritten()}`;
    const guest = await visitor(browser);
    await guest.goto(`/profile/${id}`);
    await expect(guest.getByTestId('verified-badge')).toHaveText(verified);
    await expect(guest.getByRole('link', { name: /DOC locator/ }).first()).toHaveAttribute('target', '_blank');

    // Browse's answers are cached for a few seconds: look again until the card has the date.
    const card = guest.getByTestId('profile-card').filter({ has: guest.locator(`a[href="/profile/${id}"]`) });
    await baseExpect(async () => {
      await guest.goto(`/browse?q=${encodeURIComponent(name)}`);
      await baseExpect(card.getByTestId('verified-badge')).toHaveText(verified, { timeout: 2_000 });
    }).toPass({ timeout: 40_000, intervals: [1_000, 2_000, 3_000] });

    // The "Verified in the last 90 days" filter keeps it, and is kept in the address.
    await guest.getByRole('button', { name: /Filters & Sort/ }).click();
    await guest.getByText(/Verified in the last 90 days/).click();
    await expect(guest).toHaveURL(/verified=true/);
    await expect(guest.getByLabel(/Verified in the last 90 days/)).toBeChecked();
    await guest.getByRole('button', { name: 'Show results' }).click();
    await expect(card).toBeVisible();
    await guest.context().close();
  });
});
