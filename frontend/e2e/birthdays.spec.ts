import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, shootBothWidths } from './support/helpers';

/**
 * Birthdays and languages (docs/writer-tools.md section 1) against the demo data (DEMO_PROFILES in global-setup.ts):
 * every fourth demo profile shows its birthday, each in the weeks after the server started; most write English,
 * a good share Spanish. Other specs add profiles: nothing here counts all rows.
 */

type BirthdayList = { profiles: { name: string; state: string }[]; total: number };

test('/birthdays on a phone: rendered by the server, no sideways scroll, no serious axe issue; filtered by state', async ({ page, request }, testInfo) => {
  const all = (await (await request.get('/api/profiles/birthdays?limit=100')).json()) as BirthdayList;
  expect(all.total).toBeGreaterThan(0);
  const state = all.profiles[0].state;

  // The server's first answer already holds the cards, the note and the head tags.
  const html = await (await request.get('/birthdays')).text();
  expect(html).toContain('Birthdays Coming Up');
  expect(html).toMatch(/<title>Inmate Birthdays Coming Up[^<]*<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/birthdays"/);
  expect(html).toContain(all.profiles[0].name);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/birthdays');
  await expect(page.getByRole('heading', { level: 1, name: 'Birthdays Coming Up' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Birthdays' }).getByRole('listitem');
  await expect(items.first()).toContainText(/Birthday: \w+ \d+ \((today|tomorrow|in \d+ days)\)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await shootBothWidths(page, 'birthdays', (file) => testInfo.outputPath(file));

  // The filter form within the app.
  const form = page.getByRole('form', { name: 'Filter birthdays' });
  await form.getByLabel('State').selectOption(state);
  await form.getByRole('button', { name: 'Show birthdays' }).click();
  await expect(page).toHaveURL(new RegExp(`/birthdays\\?state=${state}$`));
  await expect(items.first()).toBeVisible();
  for (const meta of await items.locator('.profile-card__meta').allTextContents()) expect(meta).toMatch(new RegExp(`· ${state}$`));
});

test('without JavaScript, the state filter of /birthdays is a plain GET form the server answers', async ({ browser, request }) => {
  const all = (await (await request.get('/api/profiles/birthdays?limit=100')).json()) as BirthdayList;
  const state = all.profiles[0].state;
  // A page of its own (not the fixture's, which waits for the app to run).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/birthdays');
  const form = page.getByRole('form', { name: 'Filter birthdays' });
  await form.getByLabel('State').selectOption(state);
  await form.getByRole('button', { name: 'Show birthdays' }).click();
  await expect(page).toHaveURL(new RegExp(`/birthdays\\?state=${state}&gender=$`));
  const metas = await page.getByRole('list', { name: 'Birthdays' }).locator('.profile-card__meta').allTextContents();
  expect(metas.length).toBeGreaterThan(0);
  for (const meta of metas) expect(meta).toMatch(new RegExp(`· ${state}$`));
  await context.close();
});

test('/browse filters by language, keeps it in the address, and the cards say the languages', async ({ page }) => {
  await page.goto('/browse');
  await expect(page.getByRole('link', { name: 'See whose birthday is coming up' })).toHaveAttribute('href', '/birthdays');
  // Open on a wide screen (the default viewport).
  await expect(page.getByRole('button', { name: /Filters & Sort/ })).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.browse-filters');
  await panel.getByRole('combobox', { name: 'Language' }).selectOption('Spanish');
  await expect(page).toHaveURL(/\/browse\?language=Spanish$/);
  const list = page.getByRole('list', { name: 'Profiles' });
  const languages = list.locator('.profile-card__languages');
  await expect(languages.first()).toBeVisible();
  // The unfiltered cards stay on screen (the list marked busy) until the filtered ones arrive: read those.
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await list.getByTestId('profile-card').count()) - (await languages.count())).toBe(0);
  for (const text of await languages.allTextContents()) expect(text).toMatch(/^Languages: .*Spanish/);

  // The link holds the filter: opened afresh, the panel shows it.
  await page.goto('/browse?language=spanish');
  await expect(panel.getByRole('combobox', { name: 'Language' })).toHaveValue('Spanish');
});
