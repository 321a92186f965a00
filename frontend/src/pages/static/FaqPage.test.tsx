import { screen, waitFor, within } from '@testing-library/react';
import { GRACE_DAYS, MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS } from '@shared/rules';
import { SITE_NAME } from '../../config/site';
import { PRICE_TEXT } from '../../modules/payments/prices';
import { jsonLd } from '../../test/headTags';
import { renderRoute } from '../../test/renderRoute';
import { TEST_SITE_CONTACT } from '../../test/siteContact';
import { setupUser } from '../../test/user';

const { contact_email: CONTACT_EMAIL, postal_address: POSTAL_ADDRESS } = TEST_SITE_CONTACT;

beforeAll(() => import('./FaqPage'));

async function openFaq(path = '/faq') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return view;
}

/** The question buttons, in page order (the only buttons of the page). */
function questions(): HTMLElement[] {
  return within(screen.getByRole('main')).getAllByRole('button');
}

function openQuestions(): HTMLElement[] {
  return questions().filter((button) => button.getAttribute('aria-expanded') === 'true');
}

function answerOf(question: HTMLElement): HTMLElement {
  return document.getElementById(question.getAttribute('aria-controls') ?? '') as HTMLElement;
}

function structuredData(): { '@type': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] } {
  const faq = jsonLd('FAQPage');
  expect(faq).toBeDefined();
  return faq as ReturnType<typeof structuredData>;
}

const noSpace = (text: string | null) => (text ?? '').replace(/\s+/g, '');

describe('FAQ page', () => {
  it('asks 21 questions under section headings, each a closed button in its own heading', async () => {
    await openFaq();
    const buttons = questions();
    expect(buttons).toHaveLength(21);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls');
      expect(button.closest('h3')).not.toBeNull();
      expect(answerOf(button)).not.toBeVisible();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Writing to someone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Listing someone you know' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Frequently Asked Questions | ${SITE_NAME}`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/faq`);
  });

  it('keeps one answer open: opening a question closes the one that was open', async () => {
    const user = setupUser();
    await openFaq();
    const envelope = screen.getByRole('button', { name: 'What do I put on the envelope?' });
    const timing = screen.getByRole('button', { name: 'How long does a letter take?' });

    await user.click(envelope);
    expect(envelope).toHaveAttribute('aria-expanded', 'true');
    const envelopeAnswer = screen.getByRole('region', { name: 'What do I put on the envelope?' });
    expect(envelopeAnswer).toBeVisible();
    expect(envelopeAnswer).toHaveTextContent(/full legal name and ID number/);
    expect(envelopeAnswer).toHaveTextContent(/Check the facility's rules/);

    await user.click(timing);
    expect(timing).toHaveAttribute('aria-expanded', 'true');
    expect(envelope).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(envelope)).not.toBeVisible();
    expect(openQuestions()).toEqual([timing]);
    expect(screen.getByRole('region', { name: 'How long does a letter take?' })).toHaveTextContent('1–2 weeks');

    await user.click(timing);
    expect(timing).toHaveAttribute('aria-expanded', 'false');
    expect(openQuestions()).toEqual([]);
    expect(answerOf(timing)).not.toBeVisible();
  });

  it('opens the question named in the address', async () => {
    await openFaq('/faq#grace-period');
    const grace = screen.getByRole('button', { name: 'What happens if a payment fails?' });
    expect(grace).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(grace)).toHaveTextContent(`${GRACE_DAYS} more days`);
  });

  it('puts exactly the first 10 questions of the page, with their answers as text, in the structured data', async () => {
    await openFaq();
    const data = structuredData();
    const firstTen = questions().slice(0, 10);
    expect(data.mainEntity).toHaveLength(10);
    data.mainEntity.forEach((entry, index) => {
      expect(entry['@type']).toBe('Question');
      expect(entry.name).toBe(firstTen[index].textContent);
      expect(entry.acceptedAnswer['@type']).toBe('Answer');
      expect(entry.acceptedAnswer.text).not.toMatch(/[<>]/);
      // The same words as the answer on the page.
      expect(noSpace(entry.acceptedAnswer.text)).toBe(noSpace(answerOf(firstTen[index]).textContent));
    });
    expect(data.mainEntity.map((entry) => entry.name)).not.toContain(questions()[10].textContent);
  });

  it('takes prices and limits from the rules and links the safety guide and the restricted states', async () => {
    const user = setupUser();
    await openFaq();
    expect(screen.getByRole('button', { name: `What does the ${PRICE_TEXT.listingPerMonth} listing include?` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'What do Premium and a video add?' }));
    const premium = screen.getByRole('region', { name: 'What do Premium and a video add?' });
    expect(premium).toHaveTextContent(`one-time payment of ${PRICE_TEXT.video}`);
    expect(premium).toHaveTextContent(`${MAX_VIDEO_SECONDS} seconds and ${MAX_VIDEO_BYTES / (1024 * 1024)} MB`);

    await user.click(screen.getByRole('button', { name: 'Is it safe? How do I avoid scams?' }));
    const safety = screen.getByRole('region', { name: 'Is it safe? How do I avoid scams?' });
    expect(within(safety).getByRole('link', { name: 'safety guide' })).toHaveAttribute('href', '/stay-safe');

    await user.click(screen.getByRole('button', { name: 'How do I know an e-mail really came from you?' }));
    const realEmail = screen.getByRole('region', { name: 'How do I know an e-mail really came from you?' });
    expect(within(realEmail).getByRole('link', { name: 'notice check page' })).toHaveAttribute('href', '/verify-notice');
    expect(realEmail).toHaveTextContent(/We never ask for money orders, gift cards, wire transfers or card numbers by e-mail/);

    await user.click(screen.getByRole('button', { name: 'Can I list someone held in Florida, Missouri or Indiana?' }));
    const states = screen.getByRole('region', { name: /Florida, Missouri or Indiana/ });
    expect(within(states).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/inmates/florida',
      '/inmates/missouri',
      '/inmates/indiana',
    ]);
  });

  it('ends with a contact section: the e-mail address, the postal address and the forum', async () => {
    await openFaq();
    const contact = within(screen.getByRole('region', { name: 'Still have a question?' }));
    expect(contact.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(contact.getByText(POSTAL_ADDRESS)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'forum' })).toHaveAttribute('href', '/forum');
    // The answers (and their structured data) carry the same configured address, and no placeholder.
    expect(JSON.stringify(jsonLd('FAQPage'))).toContain(CONTACT_EMAIL);
    expect(document.body.textContent).not.toMatch(/PLACEHOLDER|penpal-directory\.example|P\.O\. Box 1234/);
    expect(screen.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/browse');
  });
});
