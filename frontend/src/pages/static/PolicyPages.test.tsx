/**
 * The privacy policy and the terms, rendered through the whole app: today's date as last updated,
 * what each must say (PayPal and no card data; 18+, the grace days and the prices from the shared
 * rules), and a table of contents whose every link reaches a section.
 */
import { queries, screen, within, type BoundFunctions } from '@testing-library/react';
import { GRACE_DAYS, MIN_PROFILE_AGE, PRICES } from '@shared/rules';
import { dollars, PRICE_TEXT } from '../../modules/payments/prices';
import { renderRoute } from '../../test/renderRoute';
import { TEST_SITE_CONTACT } from '../../test/siteContact';

/** The queries of the page's main element. */
type Page = BoundFunctions<typeof queries>;

beforeAll(() => Promise.all([import('./PrivacyPage'), import('./TermsPage')]));

/** Only the clock is fake: timers stay real, so the lazy pages and antd run as usual. */
function setToday(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

afterEach(() => jest.useRealTimers());

async function openPage(path: string, heading: string) {
  renderRoute(path);
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return main;
}

function lastUpdated(main: Page) {
  return main.getByText(/^Last updated:/).textContent;
}

/** Every link of the contents leads to a section on the page whose heading is the link's text. */
function expectContentsToReachEverySection(main: Page) {
  const contents = main.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(10);
  const ids = links.map((link) => (link.getAttribute('href') ?? '').replace(/^#/, ''));
  expect(new Set(ids).size).toBe(links.length);
  links.forEach((link, index) => {
    const section = document.getElementById(ids[index]);
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
  });
  for (const back of main.getAllByRole('link', { name: 'Back to contents' })) {
    expect(document.getElementById((back.getAttribute('href') ?? '').slice(1))).not.toBeNull();
  }
}

/** Headings go down one level at a time (h1, then h2, then h3), as screen readers expect. */
function expectHeadingsInOrder(main: Page) {
  const levels = main.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
}

describe('both policies', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s gives the configured e-mail and postal address, and no placeholder', async (path, title) => {
    const main = await openPage(path, title);
    const { contact_email: email, postal_address: address } = TEST_SITE_CONTACT;
    for (const link of main.getAllByRole('link', { name: email })) expect(link).toHaveAttribute('href', `mailto:${email}`);
    expect(main.getAllByText(new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/PLACEHOLDER|penpal-directory\.example|P\.O\. Box 1234/);
  });
});

describe('privacy policy', () => {
  it('shows today’s date as last updated', async () => {
    setToday(new Date(2027, 2, 5, 12, 0));
    const main = await openPage('/privacy', 'Privacy Policy');
    expect(lastUpdated(main)).toBe('Last updated: March 5, 2027');
  });

  it('names PayPal, says no card data is stored, and links onward to the profiles', async () => {
    const main = await openPage('/privacy', 'Privacy Policy');
    const payments = within(document.getElementById('what-we-collect') as HTMLElement);
    expect(payments.getByText(/Payments are made through PayPal/)).toHaveTextContent('we do not store any card data');
    expect(main.getByText(/PayPal handles every payment/)).toHaveTextContent('Card and bank details never reach us');
    // Deletion and the grace period, with the numbers the site applies.
    const retention = within(document.getElementById('how-long') as HTMLElement);
    expect(retention.getByText(new RegExp(`grace period of ${GRACE_DAYS} days`))).toBeInTheDocument();
    expect(main.getAllByRole('link', { name: /account settings/ })[0]).toHaveAttribute('href', '/dashboard/settings');
    expect(main.getAllByRole('link').some((link) => link.getAttribute('href') === '/browse')).toBe(true);
  });

  it('has a table of contents whose links reach every section, and headings in order', async () => {
    const main = await openPage('/privacy', 'Privacy Policy');
    expectContentsToReachEverySection(main);
    expectHeadingsInOrder(main);
    expect(main.getByRole('link', { name: 'the states that forbid such listings' })).toHaveAttribute(
      'href',
      '/terms#restricted-states',
    );
  });
});

describe('terms of service', () => {
  it('shows today’s date as last updated', async () => {
    setToday(new Date(2026, 10, 24, 12, 0));
    const main = await openPage('/terms', 'Terms of Service');
    expect(lastUpdated(main)).toBe('Last updated: November 24, 2026');
  });

  it('states the 18+ rule, the profile rules, the grace days and the prices from the shared rules', async () => {
    const main = await openPage('/terms', 'Terms of Service');
    expect(main.getByText(/You must be at least 18 years old to use/)).toBeInTheDocument();
    expect(main.getByText(new RegExp(`in prison in the United States now, and who is at least ${MIN_PROFILE_AGE}`))).toBeInTheDocument();
    expect(main.getByText(/legal name/)).toBeInTheDocument();

    const grace = within(document.getElementById('grace-period') as HTMLElement);
    expect(grace.getByText(new RegExp(`grace period of ${GRACE_DAYS} days`))).toBeInTheDocument();

    const prices = within(document.getElementById('prices') as HTMLElement);
    expect(prices.getByText(`Listing: ${PRICE_TEXT.listingPerMonth}`)).toBeInTheDocument();
    expect(prices.getByText(`Premium: ${dollars(PRICES.premium)}/month`)).toBeInTheDocument();
    expect(prices.getByText(`Video: ${PRICE_TEXT.video}`)).toBeInTheDocument();
  });

  it('links the states whose prisons forbid listings, and onward to browse and submit', async () => {
    const main = await openPage('/terms', 'Terms of Service');
    const states = within(document.getElementById('restricted-states') as HTMLElement);
    expect(states.getByRole('link', { name: 'Florida' })).toHaveAttribute('href', '/inmates/florida');
    expect(states.getByRole('link', { name: 'Missouri' })).toHaveAttribute('href', '/inmates/missouri');
    expect(states.getByRole('link', { name: 'Indiana' })).toHaveAttribute('href', '/inmates/indiana');
    const hrefs = main.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/browse', '/submit', '/privacy']));
  });

  it('has a table of contents whose links reach every section, and headings in order', async () => {
    const main = await openPage('/terms', 'Terms of Service');
    expectContentsToReachEverySection(main);
    expectHeadingsInOrder(main);
  });
});
