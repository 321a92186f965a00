import { screen, waitFor, within } from '@testing-library/react';
import { COMMISSARY_CAUTION } from '@shared/text';
import { SITE_NAME } from '../../config/site';
import { renderRoute } from '../../test/renderRoute';
import { TEST_SITE_CONTACT } from '../../test/siteContact';

const CONTACT_EMAIL = TEST_SITE_CONTACT.contact_email;

beforeAll(() => import('./StaySafePage'));

async function openGuide() {
  renderRoute('/stay-safe');
  await screen.findByRole('heading', { level: 1, name: 'Stay safe' });
  return within(screen.getByRole('main'));
}

describe('stay-safe guide', () => {
  it('says first and plainly never to send money, and keeps the head tags of its own address', async () => {
    const main = await openGuide();
    const money = within(main.getByRole('region', { name: 'Never send money' }));
    expect(money.getByText(/^Never send money to anyone you met here/)).toBeInTheDocument();
    expect(money.getByText(/gift cards/)).toHaveTextContent(/commissary/);
    // The caution every profile's commissary section carries, in the same words.
    expect(money.getByText(COMMISSARY_CAUTION, { exact: false })).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Never send money');
    await waitFor(() => expect(document.title).toBe(`Stay Safe When Writing to Someone in Prison | ${SITE_NAME}`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/stay-safe`);
  });

  it('covers the address, the signs of a scam, people inside, our notices and what to do', async () => {
    const main = await openGuide();
    expect(main.getByRole('region', { name: 'Keep your address and details private' })).toHaveTextContent(/P\.O\. box/);
    expect(main.getByRole('region', { name: 'How to recognise a scam' })).toHaveTextContent(/lawyer fees/);
    expect(main.getByRole('region', { name: 'People in prison can be targeted too' })).toBeInTheDocument();
    const notices = within(main.getByRole('region', { name: 'How our renewal notices look' }));
    expect(notices.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard');
    expect(notices.getByText(/never ask for a card number/)).toBeInTheDocument();
    expect(notices.getByRole('link', { name: 'notice check page' })).toHaveAttribute('href', '/verify-notice');
    expect(notices.getByText(/We never ask for money orders, gift cards, wire transfers or card numbers by e-mail/)).toBeInTheDocument();
    const wrong = within(main.getByRole('region', { name: 'If something feels wrong' }));
    expect(wrong.getByText('Stop writing.')).toBeInTheDocument();
    expect(wrong.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(wrong.getByRole('link', { name: 'Pen pal scams and staying safe' })).toHaveAttribute(
      'href',
      '/blog/pen-pal-scams-and-safety',
    );
    expect(main.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/browse');
  });
});
