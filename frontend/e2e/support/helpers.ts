import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Letters-2026-Sky';
/** The demo admin created at start (DEMO_DATA=true in global-setup.ts). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin-Demo-2026' };

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A valid 1x1 PNG (the server checks photos by content). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Creates an account through the API, with the consent the registration form sends (`acceptTerms: false`
 * leaves it out: the app then asks once before submitting or posting).
 */
export async function createAccount(request: APIRequestContext, { acceptTerms = true } = {}) {
  const email = uniqueEmail();
  const consent = acceptTerms ? { accept_terms: true } : {};
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...consent } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { access_token: string; user: { id: string; is_admin: boolean } };
  return { email, password: PASSWORD, token: body.access_token, user: body.user };
}

export async function apiLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string; is_admin: boolean } };
  return { ...account, token: body.access_token, user: body.user };
}

/** Fills /register (ticking "I am 18 or older…") and creates the account. */
export async function registerThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I am 18 or older and I accept the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens `path` already signed in with the given session, as a returning visitor would. */
export async function openSignedIn(page: Page, path: string, session: { token: string; user: unknown }) {
  await page.goto('/faq');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('auth_token', token);
    window.localStorage.setItem('user_data', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** Fills every required field of /submit with a plausible person. */
export async function fillSubmitForm(page: Page, name: string) {
  await page.getByLabel('Full legal name', { exact: true }).fill(name);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'side.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await expect(page.getByRole('img', { name: /^Primary photo/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo 2/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Birthdate', { exact: true }).fill('1988-04-12');
  await page.getByLabel('Inmate ID', { exact: true }).fill(`E2E-${Date.now() % 1_000_000}`);
  await page.getByLabel('Prison name', { exact: true }).fill('Huntsville Unit');
  await page.getByLabel('Street address', { exact: true }).fill('815 12th Street');
  await page.getByLabel('City', { exact: true }).fill('Huntsville');
  await page.getByLabel('State', { exact: true }).click();
  await page.getByLabel('State', { exact: true }).fill('Texas');
  await page.keyboard.press('Enter');
  await page.getByLabel('ZIP code', { exact: true }).fill('77348');
  await page.getByLabel('About / Bio', { exact: true }).fill(
    'I like long letters about ordinary days, books that changed someone, and recipes I will try when I am home again.',
  );
  await page.getByLabel('Interests & hobbies', { exact: true }).fill('reading, chess, drawing');
  await page.getByLabel('Incarceration start date', { exact: true }).fill('2015-06-01');
  await page.getByLabel('Earliest release date', { exact: true }).fill('2027-06-01');
  await page.getByLabel('Latest release date', { exact: true }).fill('2030-06-01');
}

/**
 * axe over the page: no serious or critical WCAG 2.1 A/AA problem. In axe's legacy mode (one `axe.run` in the
 * page): the default mode opens a second, blank page to combine the results of each frame, about 0.6 s per
 * check, and the site's pages have no frames.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/**
 * Full-page screenshots of the page at both widths the site is checked at, a phone (390) and a laptop (1280):
 * `<name>-390.png` and `<name>-1280.png` where `path` puts them (a test's `testInfo.outputPath`). The page is left
 * at the width it had.
 */
export async function shootBothWidths(page: Page, name: string, path: (file: string) => string) {
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * An antd dialog once it has finished opening: a click during its zoom-in can land beside the button as it grows,
 * and is lost (a busy machine draws the animation in few, uneven frames).
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  return dialog;
}


/**
 * An element once it has stopped moving: the same box in two reads a frame or more apart. Sections laid out only
 * as they come into view (`content-visibility: auto`: the footer, the home page's sections) take their real height
 * then, and what is below them moves; a click aimed before that lands beside a link on a busy machine (the click
 * itself checks stability before it scrolls, not after).
 */
export async function settled(element: Locator): Promise<Locator> {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await element.boundingBox());
      const same = box === last;
      last = box;
      return same;
    }, { intervals: [100] })
    .toBe(true);
  return element;
}
