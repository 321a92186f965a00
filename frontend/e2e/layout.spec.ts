import { type Page } from '@playwright/test';
import { settled } from './support/helpers';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('site layout', () => {
  test('home page shows the header with logo and navigation, and the footer', async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home$/i })).toHaveAttribute('href', '/');
    await expect(header.locator('svg.site-logo__mark')).toBeVisible();
    for (const label of ['Browse Profiles', 'Find a Pen Pal', 'Submit Profile', 'Login', 'Sign Up']) {
      await expect(mainNav(page).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Send something real' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(/submitted by the public and reviewed .* before publishing/i),
    ).toBeVisible();
    await expect(footer.getByText(/never send money/i)).toBeVisible();
  });

  test('home page sets its head tags and organization structured data', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Send something real/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/', page.url()).href,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Organization' });
  });

  test('home page loads without console errors or blocked resources', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('on a phone the menu button opens a drawer with the same items, and its links navigate', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');

    await expect(mainNav(page)).toBeHidden();
    const barLabels = await page.locator('.site-header__nav li').allTextContents();
    expect(barLabels).toEqual(['Browse Profiles', 'Find a Pen Pal', 'Submit Profile', 'Login', 'Sign Up']);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    expect(await drawer.getByRole('listitem').allTextContents()).toEqual(barLabels);

    await drawer.getByRole('link', { name: 'Submit Profile' }).click();
    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Profile' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('a footer link opens its page scrolled to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await faqLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await (await settled(faqLink)).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the All states footer link opens the states page', async ({ page }) => {
    await page.goto('/faq');
    const allStates = page.getByRole('contentinfo').getByRole('link', { name: 'All states' });
    await allStates.scrollIntoViewIfNeeded();
    await (await settled(allStates)).click();
    await expect(page).toHaveURL(/\/inmates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inmate Pen Pals by State' })).toBeVisible();
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('link', { name: /back to the home page/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Send something real' })).toBeVisible();
  });

  test('a signed-in admin sees My Account and Admin, and Logout returns home signed out', async ({
    page,
  }) => {
    // The header reads the role from the stored user. /faq calls no API, so a made-up
    // token is never checked here (the accounts spec covers real sign-in and expiry).
    await page.goto('/faq');
    await page.evaluate(() => {
      window.localStorage.setItem('auth_token', 'e2e-token');
      window.localStorage.setItem('user_data', JSON.stringify({ email: 'a@example.com', is_admin: true }));
    });
    await page.reload();

    await expect(mainNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('user_data'))).toBeNull();
  });
});
