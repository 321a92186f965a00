import { type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/helpers';
import { expect, test } from './support/test';

/** A listed demo profile of a state whose personal mail goes to a central processor when there is one (Pennsylvania), else any. */
async function someProfile(request: APIRequestContext): Promise<{ id: string; name: string }> {
  for (const query of ['state=PA&limit=1', 'sort=oldest&limit=1']) {
    const response = await request.get(`/api/profiles?${query}`);
    expect(response.status()).toBe(200);
    const [profile] = ((await response.json()) as { profiles: Array<{ id: string; name: string }> }).profiles;
    if (profile) return profile;
  }
  throw new Error('No listed profile');
}

/** The printable width of Letter with 0.5 in margins: 7.5 in at 96 CSS px an inch. */
const PRINTABLE_WIDTH = 720;

test('the letter kit opens from the profile, prints to a Letter PDF, and fits the page and a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const profile = await someProfile(request);

  await page.goto(`/profile/${profile.id}`);
  await page.getByRole('link', { name: 'Print a letter kit' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${profile.id}/letter-kit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Letter kit for ${profile.name}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Letter kit for ${profile.name}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Print this kit' })).toBeVisible();
  const addressLines = await page.getByTestId('kit-address').locator('.kit-address__line').allInnerTexts();
  expect(addressLines.length).toBeGreaterThanOrEqual(3);

  // Print: the kit alone, nothing wider than the printable width, the address and the envelope visible.
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this kit' })).toBeHidden();
  await expect(page.getByTestId('kit-address')).toBeVisible();
  for (const line of addressLines) await expect(page.getByTestId('kit-address')).toContainText(line);
  const envelope = await page.locator('.kit-envelope__paper').boundingBox();
  // Real size, turned a quarter: 4.125 in wide and 9.5 in high (96 px an inch).
  expect(envelope && { width: Math.round(envelope.width), height: Math.round(envelope.height) }).toEqual({ width: 396, height: 912 });
  const tooWide = await page.evaluate((limit) => {
    const kit = document.querySelector('.letter-kit');
    return Array.from(kit?.querySelectorAll('*') ?? [])
      .filter((element) => element.getBoundingClientRect().width > limit + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(element.getBoundingClientRect().width)}`);
  }, PRINTABLE_WIDTH);
  expect(tooWide).toEqual([]);

  const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // One page object per page (not the /Pages tree): the address, the envelope on its own page, then the rest.
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  expect(pages).toBeGreaterThanOrEqual(3);
  expect(pages).toBeLessThanOrEqual(8);
  // Every page is Letter: 612 × 792 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 612 792\s*\]/);

  // On a phone: no sideways scroll, and no serious accessibility problem.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('kit-address')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test('the letter kit of a profile that is not public is not found', async ({ page }) => {
  const response = await page.goto('/profile/00000000-0000-4000-8000-00000000abcd/letter-kit');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Not Found/i);
});
