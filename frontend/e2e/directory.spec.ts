import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/helpers';

/**
 * The public directory against the real backend with 150 fictional demo profiles
 * (DEMO_PROFILES in global-setup.ts): 147 of them published, 3 with a video,
 * spread over 20 states.
 */

const PAGE_SIZE = 24;

function results(page: Page) {
  return page.getByRole('list', { name: 'Profiles' });
}

function cards(page: Page) {
  return results(page).getByTestId('profile-card');
}

async function publishedTotal(page: Page, query = ''): Promise<number> {
  const response = await page.request.get(`/api/profiles?limit=1${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}


test.describe('public directory', () => {
  test('browse filtered by state through the URL shows only that state', async ({ page }) => {
    const total = await publishedTotal(page, '&state=CA');
    expect(total).toBeGreaterThan(0);

    await page.goto('/browse?state=CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Inmate Pen Pal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${total} profiles found` })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
    for (const meta of await cards(page).locator('.profile-card__meta').allTextContents()) {
      expect(meta).toMatch(/· CA$/);
    }

    // The filter panel shows the state read from the link.
    await expect(page.getByRole('button', { name: /Filters & Sort/ })).toHaveAttribute('aria-expanded', 'true');
    const state = page.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveValue('CA');
    await expect(state.locator('option:checked')).toHaveText('California (CA)');
  });

  test('a filter chosen in the panel goes into the link and back to page 1', async ({ page }) => {
    await page.goto('/browse?page=2');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const female = page.getByRole('checkbox', { name: 'Female' });
    await female.click();
    await expect(page).toHaveURL(/\/browse\?gender=Female$/);
    await expect(female).toBeChecked();
    const total = await publishedTotal(page, '&gender=Female');
    await expect(page.getByRole('heading', { name: `${total} profiles found` })).toBeVisible();
    for (const meta of await cards(page).locator('.profile-card__meta').allTextContents()) {
      expect(meta).toMatch(/^Female ·/);
    }

    // The other fields, by their labels: a choice in a list and the age range, each applied at once.
    await page.getByRole('combobox', { name: 'Seeking' }).selectOption('Friendship');
    await expect(page).toHaveURL(/\/browse\?gender=Female&seeking=Friendship$/);
    const minimum = page.getByRole('slider', { name: 'Minimum age' });
    await minimum.focus();
    await minimum.press('ArrowRight');
    await expect(page).toHaveURL(/\/browse\?gender=Female&seeking=Friendship&minAge=19$/);
    await expect(page.getByRole('group', { name: 'Age: 19 to 80+' })).toBeVisible();
    // A click, then what it changes: the box is controlled by the address, so `check()`'s own look at the box can
    // come before the navigation that ticks it.
    const premium = page.getByRole('checkbox', { name: 'Premium profiles only' });
    await premium.click();
    await expect(page).toHaveURL(/&premium=true$/);
    await expect(premium).toBeChecked();

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('pages through 147 profiles with the numbers and the jump box', async ({ page }) => {
    const total = await publishedTotal(page);
    const pages = Math.ceil(total / PAGE_SIZE);
    expect(pages).toBe(7);

    await page.goto('/browse');
    await expect(page.getByRole('heading', { name: `${total} profiles found · Page 1 of ${pages}` })).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // Seven pages: every number is shown, no ellipsis.
    expect(await pagination.locator('.kit-pagination__page').allTextContents()).toEqual(
      ['1', '2', '3', '4', '5', '6', '7'],
    );
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const jump = pagination.getByLabel('Jump to page');
    await jump.fill('9');
    await pagination.getByRole('button', { name: 'Go' }).click();
    await expect(pagination.getByRole('alert')).toHaveText(`Enter a whole number from 1 to ${pages}.`);
    await expect(page).toHaveURL(/\/browse$/);

    await jump.fill('7');
    await jump.press('Enter');
    await expect(page).toHaveURL(/\/browse\?page=7$/);
    await expect(page.getByRole('heading', { name: `${total} profiles found · Page 7 of 7` })).toBeVisible();
    await expect(cards(page)).toHaveCount(total - PAGE_SIZE * (pages - 1));
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/browse\?page=6$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);

    // Back returns to the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/browse\?page=7$/);
  });

  test('the arrows of a card change its photo without opening the profile', async ({ page }) => {
    await page.goto('/browse');
    const card = cards(page).filter({ has: page.getByRole('button', { name: /^Next photo of/ }) }).first();
    await card.hover();
    await card.getByRole('button', { name: /^Next photo of/ }).click();
    await expect(card.locator('.card-media__dot').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/browse$/);
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('opens a profile from browse and copies its mailing address', async ({ page }) => {
      await page.goto('/browse?state=NY');
      const firstCard = cards(page).first();
      const name = (await firstCard.locator('.profile-card__link').textContent())?.trim() ?? '';
      await firstCard.locator('.profile-card__link').click();

      await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`${name}.*New York`));
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'New York' })).toHaveAttribute('href', '/inmates/newyork');
      for (const section of ['Incarceration & Release Information', 'About Me', 'Physical Mailing Address', 'Electronic Contact Options']) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: /Verify this person on the New York DOC locator/ })).toHaveAttribute(
        'target',
        '_blank',
      );

      await page.getByRole('button', { name: 'Copy Mailing Address' }).click();
      await expect(page.getByText('Mailing address copied to clipboard')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(name);
      expect(copied).toContain(', NY ');
    });
  });

  test('a profile in a central-mail state shows the address to use', async ({ page }) => {
    const response = await page.request.get('/api/profiles?state=PA&limit=1');
    const { profiles } = (await response.json()) as { profiles: { id: string; name: string }[] };
    await page.goto(`/profile/${profiles[0].id}`);
    const address = page.getByTestId('mailing-address').first();
    await expect(address).toContainText('Smart Communications/PA DOC');
    await expect(address).toContainText(profiles[0].name);
    await expect(page.getByText('Send personal mail to this address, not to the prison.')).toBeVisible();
  });

  test('an unknown profile shows "Profile Not Found" with a way back to browsing', async ({ page }) => {
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
    await expect(page.getByText("The profile you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Profiles' }).last()).toHaveAttribute('href', '/browse');
  });

  test('an unknown state goes to /browse', async ({ page }) => {
    await page.goto('/inmates/atlantis');
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Inmate Pen Pal' })).toBeVisible();
  });

  test('a state page shows its counters, profiles and a link to all filters', async ({ page }) => {
    const stats = (await (await page.request.get('/api/profiles/stats?state=TX')).json()) as {
      total: number;
      male: number;
      female: number;
    };
    await page.goto('/inmates/texas');
    await expect(page.getByRole('heading', { level: 1, name: 'Texas Inmate Pen Pals' })).toBeVisible();
    const counters = page.locator('.state-counters');
    await expect(counters).toContainText(`Total profiles${stats.total}`);
    await expect(counters).toContainText(`Men${stats.male}`);
    await expect(counters).toContainText(`Women${stats.female}`);
    await expect(page.getByRole('list', { name: 'Texas profiles' }).getByTestId('profile-card')).toHaveCount(stats.total);
    await expect(page.getByRole('link', { name: 'View All Filters' })).toHaveAttribute('href', '/browse?state=TX');
    await expect(page.getByText('Texas Department of Criminal Justice').first()).toBeVisible();
  });

  test('the home page shows the newest profiles and the video carousel', async ({ page }) => {
    // A visitor who did not ask for less motion (the suite's browser does): the carousel readies its player in view.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const newest = page.getByRole('list', { name: 'Newest profiles' });
    await expect(newest.getByTestId('profile-card')).toHaveCount(10);

    const carousel = page.locator('.video-carousel');
    await expect(carousel.getByRole('heading', { name: 'Meet Them on Video' })).toBeVisible();
    // The player (and its controls) is built when the carousel comes into view; its poster stands in before.
    await carousel.scrollIntoViewIfNeeded();
    const video = carousel.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/media\/.+\.mp4$/);
    const firstSource = await video.getAttribute('src');
    const dots = carousel.getByRole('button', { name: /^Show video/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(video).not.toHaveAttribute('src', firstSource ?? '');
    await expect(carousel.getByRole('link', { name: /^View .+'s profile$/ })).toHaveAttribute('href', /^\/profile\//);
  });

  test('a profile video shows its poster until the visitor plays it, then the player with its controls', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('.video-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const profileLink = carousel.getByRole('link', { name: /^View .+'s profile$/ });
    const name = (await profileLink.textContent())?.match(/^View (.+)'s profile$/)?.[1] ?? '';
    await profileLink.click();

    const gallery = page.getByRole('region', { name: `Photos of ${name}` });
    const play = gallery.getByRole('link', { name: `Play video of ${name}` });
    await expect(play).toHaveAttribute('href', /\/api\/media\/.+\.mp4$/);
    await expect(gallery.locator('video')).toHaveCount(0);
    await play.click();
    const video = gallery.getByLabel(`Video of ${name}`);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toBeFocused();
  });

  test('home, browse, a profile and a state page have no serious accessibility problems', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Newest profiles' }).getByTestId('profile-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/browse');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await cards(page).first().locator('.profile-card__link').click();
    await expect(page.getByRole('heading', { name: 'Physical Mailing Address' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/inmates/pennsylvania');
    await expect(page.getByRole('list', { name: 'Pennsylvania profiles' }).getByTestId('profile-card').first()).toBeVisible();
    await expect(page.locator('.state-counter__value').first()).not.toHaveText('–');
    await expectNoSeriousA11yViolations(page);
  });
});
