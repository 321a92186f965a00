import { act, screen, within } from '@testing-library/react';
import { STAY_SAFE_LINES } from '@shared/text';
import { MAIL_RULES } from '../../modules/letterKit/mailRules';
import { apiError, fakeApi } from '../../test/fakeApi';
import { metaContent } from '../../test/headTags';
import { makeDetail } from '../../test/profileFixtures';
import { renderRoute } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

jest.setTimeout(30_000);

const ID = '11111111-1111-4111-8111-111111111111';
const KIT = `/profile/${ID}/letter-kit`;
const GET = `GET /profiles/${ID}`;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function serve(profile: Record<string, unknown>) {
  api = fakeApi({ [GET]: () => ({ status: 200, body: profile }) });
}

/** Pennsylvania: personal mail goes to the department's mail vendor (the state's note, as the API sends it). */
const pennsylvania = makeDetail({
  state: 'PA',
  inmate_id: 'QN1234',
  prison_name: 'SCI Huntingdon',
  mailing_address: { street: '1100 Pike Street', street_2: null, city: 'Huntingdon', state: 'PA', zip: '16654' },
  state_info: {
    name: 'Pennsylvania',
    code: 'PA',
    slug: 'pennsylvania',
    doc_name: 'Pennsylvania Department of Corrections',
    doc_locator_url: 'https://inmatelocator.cor.pa.gov/',
    notes: [
      {
        kind: 'central-mail',
        text: 'Personal letters go to the mail vendor, not to the prison.',
        mailing_format: 'Smart Communications/PA DOC\n{name}/{inmate_id}\n{facility}\nPO Box 33028\nSt. Petersburg, FL 33733',
        sources: [{ label: 'Pennsylvania Department of Corrections: Mail rules (pa.gov)', url: 'https://www.pa.gov/agencies/cor/find-or-contact-inmate/mail-rules' }],
      },
    ],
  },
});

const lineTexts = (element: HTMLElement) => Array.from(element.children).map((line) => line.textContent);

async function openKit() {
  renderRoute(KIT);
  await screen.findByRole('heading', { level: 1, name: 'Letter kit for Jordan Avery' });
  return within(screen.getByRole('main'));
}

describe('letter kit', () => {
  it('gives the facility address where the state has no central mail, on the page and on the envelope', async () => {
    serve(makeDetail());
    const main = await openKit();
    const address = main.getByTestId('kit-address');
    expect(lineTexts(address)).toEqual(['Jordan Avery #TX-12345', '815 12th Street', 'Huntsville, TX 77348']);
    expect(main.queryByText('Send personal mail to this address, not to the prison.')).not.toBeInTheDocument();

    const envelope = main.getByRole('img', { name: /^A #10 envelope/ });
    expect(envelope).toHaveAccessibleName(
      'A #10 envelope: your return address top left, the stamp top right, and in the middle: Jordan Avery #TX-12345, 815 12th Street, Huntsville, TX 77348',
    );
    for (const words of ['Your name', 'P.O. Box or forwarding service', 'City, State ZIP', 'Huntsville, TX 77348']) {
      expect(within(envelope).getByText(words)).toBeInTheDocument();
    }
    expect(within(envelope).getByText(/Never your home address: use a P\.O\. box or a return-address forwarding service/)).toBeInTheDocument();

    expect(document.title).toMatch(/^Letter kit for Jordan Avery/);
    expect(metaContent('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(main.getByRole('link', { name: /Back to Jordan Avery/ })).toHaveAttribute('href', `/profile/${ID}`);
  });

  it("gives a central-mail state's address in its format, with the rule, its sources and the facility's name", async () => {
    serve(pennsylvania);
    const main = await openKit();
    expect(lineTexts(main.getByTestId('kit-address'))).toEqual([
      'Smart Communications/PA DOC',
      'Jordan Avery/QN1234',
      'SCI Huntingdon',
      'PO Box 33028',
      'St. Petersburg, FL 33733',
    ]);
    expect(main.getByText('Send personal mail to this address, not to the prison.')).toBeInTheDocument();
    expect(main.getByText('Personal letters go to the mail vendor, not to the prison.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: /Pennsylvania Department of Corrections: Mail rules \(pa\.gov\)/ })).toHaveAttribute(
      'href',
      'https://www.pa.gov/agencies/cor/find-or-contact-inmate/mail-rules',
    );
    expect(main.getByRole('img', { name: /in the middle: Smart Communications\/PA DOC, Jordan Avery\/QN1234/ })).toBeInTheDocument();
    // The facility's own rules: checked with the state's department.
    const check = main.getByTestId('kit-check-facility');
    expect(check).toHaveTextContent('check the mail rules of SCI Huntingdon with the Pennsylvania Department of Corrections');
    expect(within(check).getByRole('link', { name: 'Pennsylvania Department of Corrections' })).toHaveAttribute(
      'href',
      'https://inmatelocator.cor.pa.gov/',
    );
  });

  it('lists every mail rule with its sources and the month they were checked', async () => {
    serve(makeDetail());
    const main = await openKit();
    const rules = within(main.getByRole('region', { name: '3. Mail rules most prisons apply' }));
    for (const rule of MAIL_RULES) {
      const item = rules.getByRole('heading', { level: 3, name: rule.rule }).closest('li') as HTMLElement;
      expect(within(item).getByText(rule.detail)).toBeInTheDocument();
      const links = within(item).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(rule.sources.map((source) => source.url));
      expect(item).toHaveTextContent(/Checked November 2026\.$/);
    }
    for (const words of ['staples', 'paper clips', 'stickers', 'glitter', 'perfume', 'lipstick', 'Polaroids', 'cash', 'blue or black ink']) {
      expect(rules.getAllByText(new RegExp(words, 'i')).length).toBeGreaterThan(0);
    }
  });

  it('gives a first-letter guide and the Stay safe guide’s own lines', async () => {
    serve(makeDetail());
    const main = await openKit();
    const guide = main.getByRole('region', { name: '4. Your first letter' });
    expect(within(guide).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(guide).toHaveTextContent('Say where you found Jordan');
    expect(guide).toHaveTextContent(/no home address.*no\s+money/);

    const safe = within(main.getByRole('region', { name: '5. Stay safe' }));
    for (const line of Object.values(STAY_SAFE_LINES)) expect(safe.getByText(line)).toBeInTheDocument();
    expect(safe.getByRole('link', { name: 'Stay safe guide' })).toHaveAttribute('href', '/stay-safe');
  });

  it('prints with the button', async () => {
    serve(makeDetail());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const main = await openKit();
      await setupUser().click(main.getByRole('button', { name: 'Print this kit' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  });

  it('shows nothing of a profile that is not public', async () => {
    api = fakeApi({ [GET]: () => apiError(404, "The profile you're looking for doesn't exist or has been removed.") });
    renderRoute(KIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('kit-address')).not.toBeInTheDocument();
  });

  it("opens from the profile's address card, reading the profile once", async () => {
    serve(makeDetail());
    const { router } = renderRoute(`/profile/${ID}`);
    // The profile page loads antd: more than findBy's default second on a busy machine.
    await screen.findByRole('heading', { level: 1, name: /^Jordan Avery/ }, { timeout: 15_000 });
    const card = within(screen.getByRole('region', { name: /Physical Mailing Address/ }));
    const link = card.getByRole('link', { name: 'Print a letter kit' });
    expect(link).toHaveAttribute('href', KIT);
    await act(() => router.navigate(KIT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Letter kit for Jordan Avery' })).toBeInTheDocument();
    expect(api?.callsTo(GET)).toHaveLength(1);
  });
});
