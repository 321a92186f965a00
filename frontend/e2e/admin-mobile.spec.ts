import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO_ADMIN, openSignedIn } from './support/helpers';
import { expect, test } from './support/test';

/**
 * Every admin page the router knows, read from the one table of the site's pages (backend/src/shared/routes.ts).
 * Read as text: the file belongs to the CommonJS backend, which this ES-module test cannot import.
 */
const ROUTES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/src/shared/routes.ts');
const ADMIN_PAGES = [...fs.readFileSync(ROUTES_FILE, 'utf8').matchAll(/\{ path: '([^']+)', access: 'admin'/g)].map((m) => m[1]);

/** How far the page reaches past the window sideways (0: no sideways scroll). */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // What sticks out, to name it when the test fails (inside a box that scrolls or clips is fine).
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ')[0]}`);
    return { overflow: root.scrollWidth - root.clientWidth, widest };
  });
}

test.describe('the admin area on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no admin page scrolls sideways, the dashboard with its chart and every tab included', async ({ page, request }) => {
    test.setTimeout(240_000);
    expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(7);
    const admin = await apiLogin(request, DEMO_ADMIN);
    const listed = await request.get('/api/admin/profiles?page=1', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(listed.status()).toBe(200);
    const profileId = ((await listed.json()) as { profiles: Array<{ id: string }> }).profiles[0].id;

    await openSignedIn(page, '/admin', admin);
    for (const address of ADMIN_PAGES) {
      await page.goto(address.replace(':id', profileId));
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page), address).toEqual({ overflow: 0, widest: expect.any(Array) as unknown });

      if (address === '/admin') {
        // The weekly chart is drawn at its box's width: within the phone's, bars and labels inside it.
        const chart = page.getByTestId('weekly-chart');
        await expect(chart).toBeVisible();
        const box = await chart.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        for (const tab of ['Due for re-check', 'Active Profiles', 'Users', 'Pending Review']) {
          await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel')).toBeVisible();
          expect(await sidewaysOverflow(page), `${address}, ${tab}`).toEqual({ overflow: 0, widest: expect.any(Array) as unknown });
        }
      }
    }
  });
});
