import { test as base, type Page } from '@playwright/test';
import { serverUrl } from './servers';

export { expect } from '@playwright/test';

/** Waits until the app runs on the page (App marks `<html data-app="ready">` once rendered or hydrated). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** The page, made to wait for the app after each `goto` and `reload` (for pages a test opens itself). */
export function appPage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/**
 * Playwright's `test` on the worker's own server (`baseURL`, see servers.ts: every page, `request` and new
 * context of a test goes there), whose `page` waits for the app after `goto` and `reload` (appPage). Public pages arrive rendered by
 * the server, visible before their code has run: a click in that moment would reach a page not yet listening.
 * A visitor's click then is followed as a plain link (links work without the app); the tests wait instead.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  page: async ({ page }, use) => {
    await use(appPage(page));
  },
});
