import { type APIRequestContext } from '@playwright/test';
import { appPage, expect, test } from './support/test';
import { apiLogin, DEMO_ADMIN, expectNoSeriousA11yViolations, openSignedIn } from './support/helpers';
import { llmUrl } from './support/servers';

/**
 * The blog against the real backend: the site's six guides installed at start, and AI drafting against the
 * fake OpenAI-compatible model server that playwright.config.ts starts beside the site (40 pieces
 * 75 ms apart, so a draft takes about 3 seconds to stream).
 */

function runTag(): string {
  return `${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 5)}`;
}

/** What the fake model server was asked, newest last (no prompts), and whether each call was aborted. */
async function modelRequests(request: APIRequestContext): Promise<Array<{ title: string; stream: boolean; aborted: boolean; completed: boolean }>> {
  const response = await request.get(`${llmUrl}/requests`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ title: string; stream: boolean; aborted: boolean; completed: boolean }>;
}

test.describe('blog', () => {
  test('an admin drafts a post with AI (it streams in), previews and publishes it; a visitor reads it with two related posts', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await apiLogin(request, DEMO_ADMIN);
    await openSignedIn(page, '/admin/blogs', admin);
    await expect(page.getByRole('heading', { name: /blog/i }).first()).toBeVisible();

    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    const title = `Your first letter to a pen pal ${runTag()}`;
    await dialog.getByLabel('Title').fill(title);
    // The slug follows the title while the post is new.
    const slugField = dialog.getByLabel('Slug');
    await expect(slugField).toHaveValue(/^your-first-letter-to-a-pen-pal-[a-z0-9]+$/);
    const slug = await slugField.inputValue();
    await dialog.getByLabel('Keywords').fill('first letter, writing tips, envelope');

    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    // While it runs: the progress line, and the draft growing in its box before it is done.
    const progress = dialog.getByRole('status').filter({ hasText: 'words so far' });
    await expect(progress).toBeVisible();
    const draftBox = dialog.getByRole('region', { name: 'The draft so far' });
    await expect(draftBox.locator('p').first()).toBeVisible();
    const wordsWhileRunning = Number((await progress.textContent())?.match(/^(\d+)/)?.[1] ?? 0);
    await expect(dialog.getByText(/^Draft filled in: \d+ words, \d+ min read/)).toBeVisible({ timeout: 30_000 });
    const filled = Number((await dialog.getByText(/^Draft filled in:/).textContent())?.match(/(\d+) words/)?.[1] ?? 0);
    expect(filled).toBeGreaterThan(500);
    expect(wordsWhileRunning).toBeLessThan(filled);
    await expect(dialog.getByLabel('Excerpt')).toHaveValue(/first letter to a pen pal/i);
    await expect(dialog.getByLabel('Content (HTML)')).toHaveValue(/<h2>/);
    // This draft's call (the model server is shared by the workers: another test's call may come after it).
    const call = (await modelRequests(request)).find((c) => c.title.includes(title));
    expect(call).toMatchObject({ stream: true, completed: true, aborted: false });

    // The preview draws the draft as readers will see it.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.locator('.safe-html h2').first()).toBeVisible();
    await preview.getByRole('button', { name: /close/i }).first().click();
    await expect(preview).toBeHidden();

    await expect(dialog.getByRole('switch', { name: 'Published' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // A visitor, signed out, reads it.
    const visitor = await browser.newContext();
    const reader = appPage(await visitor.newPage());
    await reader.goto('/blog');
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await reader.getByRole('link', { name: title }).click();
    await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.locator('article .safe-html h2').first()).toBeVisible();
    // The call to action after the article (the draft itself may link to /browse too).
    await expect(reader.locator('.blog-cta').getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute('href', '/browse');
    const related = reader.getByRole('region', { name: /related/i });
    await expect(related.getByRole('link')).toHaveCount(2);
    await expect(related.getByRole('link', { name: title })).toHaveCount(0);
    await expect(reader).toHaveTitle(new RegExp(title));
    await expect(reader.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/rss\.xml$/);

    // The feed carries it too.
    const feed = await request.get('/rss.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect(await feed.text()).toContain(`/blog/${slug}</link>`);
    await visitor.close();
  });

  test('Cancel stops the AI draft: the model call is aborted and the fields stay as they were', async ({ page, request }) => {
    const admin = await apiLogin(request, DEMO_ADMIN);
    await openSignedIn(page, '/admin/blogs', admin);
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    // [slow]: the fake model sends a piece every 500 ms (about 20 s in all).
    const title = `Mail rules explained [slow] ${runTag()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Keywords').fill('mail rules');
    await dialog.getByLabel('Excerpt').fill('My own words.');

    await dialog.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(dialog.getByRole('region', { name: 'The draft so far' }).locator('p').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel the AI draft' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'words so far' })).toBeHidden();
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('My own words.');
    await expect(dialog.getByLabel('Content (HTML)')).toHaveValue('');
    await expect
      .poll(async () => (await modelRequests(request)).find((call) => call.title.includes(title))?.aborted, { timeout: 10_000 })
      .toBe(true);
  });

  test('/blog and a guide have no serious accessibility problems, on a phone too', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstGuide = page.locator('main article h2 a, main article h3 a').first();
    await expect(firstGuide).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await firstGuide.click();
    await expect(page.locator('article .safe-html p').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    await expect(firstGuide).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
