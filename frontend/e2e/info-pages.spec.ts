import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLogin, DEMO_ADMIN, expectNoSeriousA11yViolations, openSignedIn } from './support/helpers';

/**
 * The information pages, and every route of the app: each renders a heading and none is a "coming
 * soon" placeholder. The routes are the site's one page table (SITE_PAGES, which the router is built
 * from), so a page added later is walked too; a page with a parameter needs a real value below, or the
 * test says so.
 */
const PAGE_TABLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'backend', 'src', 'shared', 'routes.ts');

/**
 * The paths of SITE_PAGES, read from its source (the backend's TypeScript does not load in this ES module
 * test; the table is plain literals, one `path:` per page).
 */
function sitePaths(): string[] {
  const source = fs.readFileSync(PAGE_TABLE, 'utf8');
  const table = source.slice(source.indexOf('export const SITE_PAGES'), source.indexOf('] as const'));
  return [...table.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);
}

async function firstOf<T>(request: APIRequestContext, url: string, pick: (body: never) => T | undefined): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  const value = pick((await response.json()) as never);
  expect(value, `a value from ${url}`).toBeDefined();
  return value as T;
}

/** A real value for each route parameter. */
async function parameterValues(request: APIRequestContext): Promise<Record<string, string>> {
  const profileId = await firstOf(request, '/api/profiles?limit=1', (body: { profiles: Array<{ id: string }> }) => body.profiles[0]?.id);
  const threadId = await firstOf(request, '/api/forum/threads?limit=1', (body: { threads: Array<{ id: string }> }) => body.threads[0]?.id);
  const slug = await firstOf(request, '/api/blog/posts?limit=1', (body: { posts: Array<{ slug: string }> }) => body.posts[0]?.slug);
  return { id: profileId, threadId, slug, state: 'texas', category: 'general' };
}

const INFO_PAGES = [
  { path: '/faq', heading: /frequently asked questions/i },
  { path: '/find-inmate-pen-pal', heading: /pen pal/i },
  { path: '/female-inmates', heading: /women|female/i },
  { path: '/female-prisoners', heading: /women|female/i },
  { path: '/women-prisoners', heading: /women|female/i },
  { path: '/male-inmates', heading: /men|male/i },
  { path: '/male-prison-pen-pals', heading: /men|male/i },
  { path: '/meet-an-inmate', heading: /meet/i },
  { path: '/prison-pen-pal-websites', heading: /pen pal (web)?sites/i },
  { path: '/prison-pen-pals-websites', heading: /pen pal (web)?sites/i },
  { path: '/privacy', heading: /privacy/i },
  { path: '/terms', heading: /terms/i },
  { path: '/stay-safe', heading: /safe/i },
];

test.describe('information pages', () => {
  test('every route of the router renders a heading, and none is a "coming soon" placeholder', async ({ page, request }) => {
    test.setTimeout(180_000);
    const values = await parameterValues(request);
    const admin = await apiLogin(request, DEMO_ADMIN);
    const paths = sitePaths();
    expect(paths.length).toBeGreaterThan(40);
    await openSignedIn(page, '/', admin);
    for (const routePath of paths) {
      const url = `${routePath.replace(/:(\w+)/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`No value for the route parameter :${name} (${routePath}): add one to parameterValues`);
        return values[name];
      })}`;
      // The heading is in the server's HTML, or drawn by the page's code: either way the check below waits for
      // it, so the test does not wait for each page's images and scripts to finish loading.
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main h1').first(), url).toBeVisible();
      await expect(page.locator('body'), url).not.toContainText(/coming soon/i);
    }
  });

  for (const info of INFO_PAGES) {
    test(`${info.path} has its heading, links onward and no serious accessibility problem`, async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
      await expect(page.locator('main a[href="/browse"], main a[href^="/browse?"]').first()).toBeAttached();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('both comparison addresses name one canonical, and its table reads on a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const address of ['/prison-pen-pal-websites', '/prison-pen-pals-websites']) {
      await page.goto(address);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/prison-pen-pal-websites$/);
      const table = page.getByRole('table').first();
      await expect(table).toBeVisible();
      await expect(table).toContainText('$24');
      await expect(table).toContainText('$65');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.locator('main [aria-expanded]');
    // Every question of frontend/src/modules/info/faq/faq.data.tsx (21 since "How do I know an e-mail really came from you?").
    await expect(questions).toHaveCount(21);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);
  });
});
