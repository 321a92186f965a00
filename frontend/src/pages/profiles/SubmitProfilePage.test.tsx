import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillIn, setupUser } from '../../test/user';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { SITE_NAME } from '../../config/site';

// Each of these fills the whole form in jsdom, which is slow on a busy machine.
jest.setTimeout(60000);

/** Notices stay 3 seconds: look for them first, as soon as they can appear. */
const NOTICE_WAIT = { timeout: 10000 };

type User = ReturnType<typeof setupUser>;

const PROFILE_ID = '7d9c1f7a-2b3c-4d5e-8f90-1a2b3c4d5e6f';
const BIO =
  'Jane loves long letters about everyday life, good books and music. She answers every letter.';

const FLORIDA_RULE =
  'Florida prison rules forbid people in state prison to advertise for pen pals, and a person can be disciplined if an ad is posted for them.';

const STATES = [
  { name: 'California', code: 'CA', slug: 'california', notes: [] },
  {
    name: 'Florida',
    code: 'FL',
    slug: 'florida',
    notes: [
      {
        kind: 'listing-restriction',
        text: FLORIDA_RULE,
        sources: [{ label: 'Fla. Admin. Code r. 33-210.101', url: 'https://example.org/rule' }],
      },
    ],
  },
];

const DEMO_PAYMENTS = {
  profile_listing_plan_id: null,
  premium_plan_id: null,
  client_id: null,
  mode: 'demo',
  listing_price: '2.00',
  premium_price: '2.00',
  video_price: '7.00',
};

const created: FakeHandler = () => ({
  status: 201,
  body: { id: PROFILE_ID, status: 'Awaiting Payment', name: 'Jane Doe' },
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

// The page is loaded on demand: load it once before the first test looks for it.
// The form and antd's theme load inside the page for a signed-in visitor: load them too.
beforeAll(() =>
  Promise.all([import('./SubmitProfilePage'), import('../../modules/submit/components/SubmitProfileForm'), import('../../theme/AntdTheme')]),
);

async function openForm(handlers: Record<string, FakeHandler> = {}) {
  storeSession(makeUser(), 'token-1');
  api = fakeApi({
    'GET /states': () => ({ status: 200, body: STATES }),
    'GET /paypal/plan-ids': () => ({ status: 200, body: DEMO_PAYMENTS }),
    'GET /user/profiles': () => ({ status: 200, body: { profiles: [], total: 0, page: 1, totalPages: 0 } }),
    ...handlers,
  });
  const view = renderRoute('/submit');
  await screen.findByRole('heading', { level: 1, name: 'Submit a Profile' });
  await screen.findByLabelText('Full legal name');
  return { ...view, user: setupUser() };
}

function imageFile(name: string, size?: number): File {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function photoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function chooseState(user: User, title: string) {
  const state = screen.getByLabelText('State');
  fireEvent.mouseDown(state);
  fireEvent.change(state, { target: { value: title.slice(0, 4) } });
  await user.click(await screen.findByTitle(title));
}

async function submitButton(name = 'Submit Profile') {
  return screen.findByRole('button', { name });
}

async function fillRequiredFields(user: User, { state = 'California (CA)' } = {}) {
  await fillIn(user, screen.getByLabelText('Full legal name'), 'Jane Doe');
  await user.upload(photoInput(), [imageFile('jane.png')]);
  await screen.findByAltText('Primary photo: jane.png');
  await user.click(screen.getByLabelText('Female'));
  setDate('Birthdate', '1990-05-14');
  await fillIn(user, screen.getByLabelText('Inmate ID'), 'W12345');
  await fillIn(user, screen.getByLabelText('Prison name'), "Central California Women's Facility");
  await fillIn(user, screen.getByLabelText('Street address'), 'PO Box 1508');
  await fillIn(user, screen.getByLabelText('City'), 'Chowchilla');
  await chooseState(user, state);
  await fillIn(user, screen.getByLabelText('ZIP code'), '93610');
  await fillIn(user, screen.getByLabelText('About / Bio'), BIO);
  await fillIn(user, screen.getByLabelText('Interests & hobbies'), 'reading, chess , , music');
  setDate('Incarceration start date', '2015-03-01');
  setDate('Earliest release date', '2027-01-15');
  setDate('Latest release date', '2030-06-30');
}

function problemList(): string[] {
  const title = screen.getByText('Please fix the following before submitting:');
  const alert = title.closest('.ant-alert') as HTMLElement;
  return within(alert)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('submit page without a stored login', () => {
  it('says "Please login to submit a profile" and goes to /login 2 seconds later', async () => {
    const { router } = renderRoute('/submit');
    expect(await screen.findByText('Please login to submit a profile')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full legal name')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Submit an Inmate Pen Pal Profile | ${SITE_NAME}`));
    expect(router.state.location.pathname).toBe('/submit');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3500 });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/submit');
  });
});

describe('submit page form', () => {
  it('lists every failed check of an empty form, in order, with a cross mark, and sends nothing', async () => {
    const { user } = await openForm();

    await user.click(await submitButton());

    await screen.findByText('Please fix the following before submitting:');
    expect(problemList()).toEqual([
      '❌ Name is required',
      '❌ Please upload at least one photo',
      '❌ Please select a gender',
      '❌ Birthdate is required',
      '❌ Inmate ID is required',
      '❌ Prison name is required',
      '❌ Complete mailing address is required (street, city, state, zip)',
      '❌ Bio must be at least 50 characters',
      '❌ Please add at least one interest (comma-separated)',
      '❌ Incarceration start date is required',
      '❌ Earliest release date is required',
      '❌ Latest release date is required',
    ]);
    expect(api?.callsTo('POST /profiles')).toHaveLength(0);
  });

  it('shows the chirp number only with Chirp, and clears it when Chirp is unchecked', async () => {
    const { user } = await openForm();
    expect(screen.queryByLabelText('Chirp number (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Chirp'));
    await fillIn(user, await screen.findByLabelText('Chirp number (optional)'), '555-0100');
    await user.click(screen.getByLabelText('Chirp'));
    await waitFor(() =>
      expect(screen.queryByLabelText('Chirp number (optional)')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByLabelText('Chirp'));

    expect(await screen.findByLabelText('Chirp number (optional)')).toHaveValue('');
  });

  it('counts bio words and turns the counter red over 1000 words', async () => {
    const { user } = await openForm();
    expect(screen.getByText('0 / 1000 words')).toBeInTheDocument();

    await fillIn(user, screen.getByLabelText('About / Bio'), Array(1000).fill('word').join(' '));
    const counter = await screen.findByText('1000 / 1000 words');
    expect(counter).not.toHaveClass('bio-counter--over');
    expect(screen.queryByText('Bio exceeds 1000 word limit. Please shorten.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('About / Bio'), ' more');
    expect(await screen.findByText('1001 / 1000 words')).toHaveClass('bio-counter--over');
    expect(screen.getByText('Bio exceeds 1000 word limit. Please shorten.')).toBeInTheDocument();
  });

  it('keeps at most 5 photos, marks the first Primary and promotes the next when it is removed', async () => {
    const { user } = await openForm();
    expect(photoInput()).toHaveAttribute('accept', 'image/*');

    await user.upload(
      photoInput(),
      ['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png'].map((name) => imageFile(name)),
    );

    expect(
      await screen.findByText('You can only upload up to 5 photos total', {}, NOTICE_WAIT),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(5));
    expect(within(list).getAllByText('Primary')).toHaveLength(1);
    expect(within(list).getByAltText('Primary photo: p1.png')).toBeInTheDocument();
    expect(within(list).queryByAltText(/p6\.png/)).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove photo 1' }));

    expect(await within(list).findByAltText('Primary photo: p2.png')).toBeInTheDocument();
    expect(list.querySelectorAll('img')).toHaveLength(4);
  });

  it('refuses a photo of 5MB or more', async () => {
    const { user } = await openForm();
    await user.upload(photoInput(), [imageFile('huge.png', 5 * 1024 * 1024)]);
    expect(await screen.findByText('Each photo must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('upper-cases the promo code, shows why it is refused, resets on edit and confirms a valid one', async () => {
    let answer: FakeHandler = () => apiError(400, 'This promo code has been fully used.');
    const { user } = await openForm({ 'POST /promo-code/validate': (request) => answer(request) });
    const input = screen.getByLabelText('Promo code');

    await fillIn(user, input, 'launch');
    expect(input).toHaveValue('LAUNCH');
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    const refusal = await screen.findByText('This promo code has been fully used.');
    expect(refusal).toHaveClass('promo-status__invalid');
    expect(api?.callsTo('POST /promo-code/validate')[0].config.params).toEqual({ code: 'LAUNCH' });

    await user.type(input, '2');
    expect(input).toHaveValue('LAUNCH2');
    expect(screen.queryByText('This promo code has been fully used.')).not.toBeInTheDocument();

    answer = () => ({
      status: 200,
      body: { valid: true, code: 'LAUNCH2', description: 'Free 30-day listing', listing_days: 30, message: 'Promo code is valid' },
    });
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    expect(await screen.findByText('Promo code is valid!')).toBeInTheDocument();
    expect(screen.getByText('Free 30-day listing')).toBeInTheDocument();
    expect(await submitButton('Submit Profile with Promo Code')).toBeInTheDocument();

    await user.type(input, 'X');
    expect(screen.queryByText('Promo code is valid!')).not.toBeInTheDocument();
    expect(await submitButton('Submit Profile')).toBeInTheDocument();
  });

  it('falls back to "Invalid or expired promo code." when the server gives no reason', async () => {
    const { user } = await openForm({ 'POST /promo-code/validate': () => ({ status: 400, body: {} }) });
    await fillIn(user, screen.getByLabelText('Promo code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Invalid or expired promo code.')).toBeInTheDocument();
  });

  it('sends the profile, applies a validated promo code and goes to /dashboard', async () => {
    const { user, router } = await openForm({
      'POST /promo-code/validate': () => ({
        status: 200,
        body: { valid: true, code: 'LAUNCH', description: null, listing_days: 30, message: 'ok' },
      }),
      'POST /profiles': created,
      'POST /promo-code/apply': () => ({
        status: 200,
        body: { message: 'Promo applied', status: 'Pending Review', paid_through: '2026-08-01' },
      }),
    });

    await fillRequiredFields(user);
    await user.click(screen.getByLabelText('Friendship'));
    await user.click(screen.getByLabelText('Pen Pal'));
    const showBirthday = screen.getByLabelText('Show the birthday (month and day only) on the profile');
    expect(showBirthday).not.toBeChecked();
    await user.click(showBirthday);
    fireEvent.mouseDown(screen.getByLabelText('Languages (optional)'));
    await user.click(await screen.findByTitle('Spanish'));
    await fillIn(user, screen.getByLabelText('Height (optional)'), ` 5'6" `);
    await user.click(screen.getByLabelText('JPay'));
    await fillIn(
      user,
      screen.getByLabelText('Commissary sites (optional)'),
      'https://www.accesscorrections.com\n\n  https://www.unioncommissary.com  \n',
    );
    await fillIn(user, screen.getByLabelText('Promo code'), 'launch');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await user.click(await submitButton('Submit Profile with Promo Code'));

    expect(
      await screen.findByText('Profile created! Please complete payment to list your profile.', {}, NOTICE_WAIT),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Promo code applied! Your profile will be reviewed by our team.', {}, NOTICE_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    const [sent] = api!.callsTo('POST /profiles');
    expect(sent.authorization).toBe('Bearer token-1');
    expect(sent.body).toEqual({
      name: 'Jane Doe',
      photos: [expect.stringMatching(/^data:image\/png;base64,/)],
      gender: 'Female',
      birthdate: '1990-05-14',
      inmate_id: 'W12345',
      prison_name: "Central California Women's Facility",
      mailing_address: {
        street: 'PO Box 1508',
        street_2: null,
        city: 'Chowchilla',
        state: 'CA',
        zip: '93610',
      },
      bio: BIO,
      interests: ['reading', 'chess', 'music'],
      incarceration_start_date: '2015-03-01',
      earliest_release_date: '2027-01-15',
      latest_release_date: '2030-06-30',
      sexual_orientation: null,
      race_ethnicity: null,
      religion: null,
      height: `5'6"`,
      weight: null,
      crime: null,
      seeking_relationships: ['Friendship', 'Pen Pal'],
      languages: ['Spanish'],
      show_birthday: true,
      social_media: { instagram: null, facebook: null, tiktok: null },
      commissary_sites: ['https://www.accesscorrections.com', 'https://www.unioncommissary.com'],
      electronic_contact: {
        jpay: true,
        corrlinks: false,
        securus: false,
        gettingout: false,
        chirp: false,
        chirp_number: null,
        other_app: null,
      },
      restricted_state_acknowledged: false,
    });
    const [applied] = api!.callsTo('POST /promo-code/apply');
    expect(applied.config.params).toEqual({ code: 'LAUNCH', profile_id: PROFILE_ID });
    expect(applied.authorization).toBe('Bearer token-1');
    expect(api!.callsTo('GET /paypal/plan-ids')).toHaveLength(0);
  });

  it('opens the subscription dialog after a submit without a promo code; paying (demo) goes to /user/dashboard', async () => {
    const { user, router } = await openForm({
      'POST /profiles': created,
      'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'DEMO-SUB-7' } }),
      'POST /paypal/subscription/activate': () => ({
        status: 200,
        body: {
          message: 'Subscription activated',
          status: 'Pending Review',
          payment_status: 'paid',
          paid_through: '2026-08-01',
          is_premium: false,
        },
      }),
    });

    await fillRequiredFields(user);
    await user.click(await submitButton());

    expect(
      await screen.findByText('Profile created! Please complete payment to list your profile.', {}, NOTICE_WAIT),
    ).toBeInTheDocument();
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Complete Your Listing' }, NOTICE_WAIT),
    );
    expect(dialog.getByText('$2.00')).toBeInTheDocument();
    expect(dialog.getByText('Cancel anytime')).toBeInTheDocument();
    expect(await dialog.findByText('Demo payment — no money moves')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Pay $2.00 / month (demo)' }));

    expect(
      await screen.findByText('Payment successful! Your profile will be reviewed before publishing.', {}, NOTICE_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(api!.callsTo('POST /paypal/demo/subscriptions')[0].body).toEqual({
      profile_id: PROFILE_ID,
      subscription_type: 'profile_listing',
    });
    const [activated] = api!.callsTo('POST /paypal/subscription/activate');
    expect(activated.config.params).toEqual({ subscription_id: 'DEMO-SUB-7' });
    expect(activated.body).toEqual({ profile_id: PROFILE_ID, subscription_type: 'profile_listing' });
  });

  it('shows My Account afresh after a submit and a payment, never the list it showed before', async () => {
    storeSession(makeUser(), 'token-1');
    const emptyPage = { status: 200, body: { profiles: [], total: 0, page: 1, totalPages: 0 } };
    const afterPayment = deferred<FakeReply>();
    let listLoads = 0;
    api = fakeApi({
      'GET /auth/me': () => ({ status: 200, body: makeUser() }),
      'GET /user/notifications': () => ({ status: 200, body: { notifications: [], unread_count: 0 } }),
      'GET /user/profiles': () => (++listLoads === 1 ? emptyPage : afterPayment.promise),
      'GET /states': () => ({ status: 200, body: STATES }),
      'GET /paypal/plan-ids': () => ({ status: 200, body: DEMO_PAYMENTS }),
      'POST /profiles': created,
      'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'DEMO-SUB-7' } }),
      'POST /paypal/subscription/activate': () => ({
        status: 200,
        body: { message: 'Subscription activated', status: 'Pending Review', payment_status: 'paid', is_premium: false },
      }),
    });
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByText('You have not submitted any profiles yet.')).toBeInTheDocument();

    await act(() => router.navigate('/submit'));
    await screen.findByLabelText('Full legal name');
    const user = setupUser();
    await fillRequiredFields(user);
    await user.click(await submitButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Listing' }, NOTICE_WAIT));
    await user.click(await dialog.findByRole('button', { name: 'Pay $2.00 / month (demo)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'), NOTICE_WAIT);

    // The list is read again before anything is said about it.
    expect(await screen.findByText('Loading your profiles…')).toBeInTheDocument();
    expect(screen.queryByText('You have not submitted any profiles yet.')).not.toBeInTheDocument();
    await act(async () => {
      afterPayment.resolve({
        status: 200,
        body: {
          profiles: [{ ...makeUser(), id: PROFILE_ID, name: 'Jane Doe', status: 'Pending Review', payment_status: 'paid', photos: [] }],
          total: 1,
          page: 1,
          totalPages: 1,
        },
      });
    });
    expect(await screen.findByLabelText('Profile of Jane Doe')).toBeInTheDocument();
  });

  it('goes to /dashboard with "Pay Later (from Dashboard)"', async () => {
    const { user, router } = await openForm({ 'POST /profiles': created });
    await fillRequiredFields(user);
    await user.click(await submitButton());

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Complete Your Listing' }, NOTICE_WAIT),
    );
    await user.click(dialog.getByRole('button', { name: 'Pay Later (from Dashboard)' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('warns and continues to payment when the promo code is refused on apply', async () => {
    const { user, router } = await openForm({
      'POST /promo-code/validate': () => ({
        status: 200,
        body: { valid: true, code: 'LAUNCH', description: null, listing_days: 30, message: 'ok' },
      }),
      'POST /profiles': created,
      'POST /promo-code/apply': () => apiError(400, 'This promo code has been fully used.'),
    });
    await fillRequiredFields(user);
    await fillIn(user, screen.getByLabelText('Promo code'), 'LAUNCH');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await user.click(await submitButton('Submit Profile with Promo Code'));

    expect(
      await screen.findByText('Promo code invalid. Please complete payment to proceed.', {}, NOTICE_WAIT),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Complete Your Listing' }, NOTICE_WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit');
  });

  it.each([
    [
      '422 with a list',
      () => apiError(422, ['Birthdate must be at least 18 years ago', 'ZIP code must be 5 digits']),
      'Validation errors: Birthdate must be at least 18 years ago; ZIP code must be 5 digits',
    ],
    [
      '500',
      () => ({
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', detail: 'Internal server error', correlation_id: 'c-1' },
      }),
      'Server error. Please try again in a moment or contact support.',
    ],
    ['no answer', undefined, 'Network error. Please check your internet connection and try again.'],
  ])('explains a failed submit (%s)', async (_case, handler, message) => {
    const { user, router } = await openForm(handler ? { 'POST /profiles': handler } : {});
    await fillRequiredFields(user);
    await user.click(await submitButton());

    expect(await screen.findByText(message, {}, NOTICE_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit');
    // The form can be sent again.
    expect(await submitButton()).toBeEnabled();
  });

  it('says the session expired and goes to /login on a 401', async () => {
    const { user, router } = await openForm({ 'POST /profiles': () => apiError(401, 'Not authenticated') });
    await fillRequiredFields(user);
    await user.click(await submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3500 });
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('requires the risk acknowledgement for a state that punishes pen-pal listings', async () => {
    const { user } = await openForm({ 'POST /profiles': created });
    await fillRequiredFields(user, { state: 'Florida (FL)' });

    expect(await screen.findByText(FLORIDA_RULE)).toBeInTheDocument();
    const acknowledgement = screen.getByLabelText(
      'I understand the risk to the person listed and want to continue',
    );
    expect(acknowledgement).not.toBeChecked();

    await user.click(await submitButton());
    await screen.findByText('Please fix the following before submitting:');
    expect(problemList()).toEqual([
      '❌ Please confirm that you understand the risk to the person listed in this state',
    ]);
    expect(api?.callsTo('POST /profiles')).toHaveLength(0);

    await user.click(acknowledgement);
    await user.click(await submitButton());

    await screen.findByRole('dialog', { name: 'Complete Your Listing' }, NOTICE_WAIT);
    const [sent] = api!.callsTo('POST /profiles');
    expect(sent.body).toMatchObject({
      mailing_address: expect.objectContaining({ state: 'FL' }),
      restricted_state_acknowledged: true,
    });
  });
});
