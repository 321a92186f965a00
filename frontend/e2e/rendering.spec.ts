import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';

/** A real profile, thread and post of the demo data. */
async function records(request: APIRequestContext) {
  const profiles = (await (await request.get('/api/profiles?limit=1')).json()) as { profiles: Array<{ id: string; name: string }> };
  const threads = (await (await request.get('/api/forum/threads?limit=1')).json()) as { threads: Array<{ id: string }> };
  const posts = (await (await request.get('/api/blog/posts?limit=1')).json()) as { posts: Array<{ slug: string }> };
  return { profile: profiles.profiles[0], threadId: threads.threads[0].id, slug: posts.posts[0].slug };
}

/** Every console error and warning, and every uncaught error, from now on (a failed hydration shows as one). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered pages', () => {
  test('each public page arrives rendered and hydrates without an error or warning', async ({ page, request }) => {
    const { profile, threadId, slug } = await records(request);
    const urls = [
      '/',
      '/browse',
      '/browse?page=2&gender=Female',
      `/profile/${profile.id}`,
      `/profiles/${profile.id}`,
      '/inmates',
      '/inmates/texas',
      '/forum',
      '/forum/category/general',
      `/forum/thread/${threadId}`,
      '/blog',
      `/blog/${slug}`,
      '/faq',
      '/stay-safe',
      '/privacy',
      '/terms',
      '/female-inmates',
      '/male-inmates',
      '/find-inmate-pen-pal',
      '/meet-an-inmate',
      '/prison-pen-pal-websites',
      '/submit',
    ];
    const problems = collectProblems(page);
    for (const url of urls) {
      problems.length = 0;
      const response = await page.goto(url);
      expect({ url, status: response?.status() }).toEqual({ url, status: 200 });
      // Rendered by the server (its data travels with it), then hydrated.
      await expect(page.locator('#ssr-data')).toHaveCount(1);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Give React time to report a mismatch found while hydrating.
      await page.waitForLoadState('networkidle');
      expect({ url, problems }).toEqual({ url, problems: [] });
    }
  });

  test('unknown addresses answer 404 with the not-found page, which hydrates cleanly and then lets the visitor move on', async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The 404 of the document itself is the only error the browser reports.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Newest Profiles' })).toBeVisible();

    problems.length = 0;
    expect((await page.goto('/profile/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    // Browsing on from it renders the real pages again.
    await page.getByRole('link', { name: 'Browse Profiles' }).last().click();
    await expect(page.getByRole('heading', { name: /profiles found/ })).toBeVisible();
  });

  test('after hydration the page works as an app: client-side navigation keeps the head tags right', async ({ page, request }) => {
    const { profile } = await records(request);
    await page.goto('/browse');
    await page.locator('.profile-card__link').first().click();
    await expect(page).toHaveURL(/\/profile\//);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/profile\/[0-9a-f-]{36}$/);
    await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0);
    await page.goto(`/profile/${profile.id}`);
    await expect(page).toHaveTitle(new RegExp(profile.name));
    // One set of managed tags: the server's, kept by the app, never a second copy.
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test("a visitor reads a profile's mailing address and pages through /browse", async ({ browser, request }) => {
    const { profile } = await records(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/browse');
      await expect(page.getByRole('heading', { name: /profiles found · Page 1 of \d+/ })).toBeVisible();
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await pagination.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/browse\?page=2$/);
      await expect(page.getByRole('heading', { name: /Page 2 of \d+/ })).toBeVisible();
      await pagination.getByRole('link', { name: 'Page 3' }).click();
      await expect(page).toHaveURL(/\/browse\?page=3$/);
      await expect(page.getByRole('heading', { name: /Page 3 of \d+/ })).toBeVisible();

      // A card's link opens the profile, whose mailing address is there to copy by hand.
      await page.locator('.profile-card__link').first().click();
      await expect(page).toHaveURL(/\/profile\//);
      const address = page.locator('#mailing-address');
      await expect(address.getByRole('heading', { name: /Mailing Address/i })).toBeVisible();
      await expect(address).toContainText(/\d{5}/);

      await page.goto(`/profile/${profile.id}`);
      await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
      await expect(page.locator('#mailing-address')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a visitor filters /browse and searches by keyword: both are GET forms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      // On a wide screen the filters panel is open before any script.
      await page.goto('/browse');
      await page.getByRole('combobox', { name: 'State' }).selectOption('CA');
      await page.getByRole('checkbox', { name: 'Female' }).check();
      await page.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(/\/browse\?gender=Female&state=CA&/);
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('CA');
      await page.getByRole('searchbox').fill('chess');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/browse\?gender=Female&state=CA&q=chess$/);
      await expect(page.getByRole('checkbox', { name: 'Female' })).toBeChecked();
    } finally {
      await context.close();
    }
  });
});
