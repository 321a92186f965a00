import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RETURNED_MAIL_NOTE_MAX } from '@shared/rules';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../../../test/fakeApi';
import { renderWithProviders, storeSession } from '../../../../test/renderRoute';
import { fillIn, setupUser } from '../../../../test/user';
import { ProfileNotices } from './ProfileNotices';
import { ReturnedMailCard } from './ReturnedMailCard';

jest.setTimeout(30_000);

const ID = 'p-1';
const PATH = `GET /profiles/${ID}/returned-mail`;
const POST = `POST /profiles/${ID}/returned-mail`;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function renderCard(handlers: Record<string, FakeHandler> = {}, signedIn = true) {
  if (signedIn) storeSession(makeUser({ id: 'writer-1' }));
  api = fakeApi({ [PATH]: () => ({ status: 200, body: { reported: false, own_profile: false } }), ...handlers });
  const router = createMemoryRouter(
    [
      { path: '/profile/:id', element: <ReturnedMailCard profileId={ID} firstName="Jordan" /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [`/profile/${ID}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const reportButton = () => screen.findByRole('button', { name: 'My letter came back' });

describe('My letter came back', () => {
  it('sends a signed-out visitor to sign in and back to the profile', async () => {
    const router = renderCard({}, false);
    const link = screen.getByRole('link', { name: 'My letter came back' });
    expect(link).toHaveAttribute('href', `/login?redirect=%2Fprofile%2F${ID}`);
    await setupUser().click(link);
    expect(router.state.location.pathname).toBe('/login');
    expect(api?.callsTo(PATH)).toHaveLength(0);
  });

  it('reports with an optional note, then thanks the writer and says it was reported', async () => {
    renderCard({ [POST]: () => ({ status: 201, body: { message: 'Thank you' } }) });
    const user = setupUser();
    await user.click(await reportButton());
    const dialog = within(await screen.findByRole('dialog'));
    const note = dialog.getByLabelText(/Note \(optional\)/);
    expect(note).toHaveAttribute('maxlength', String(RETURNED_MAIL_NOTE_MAX));
    await fillIn(user, note, '  Returned: not at this address  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByText(/Thank you for telling us/)).toBeInTheDocument();
    expect(api?.callsTo(POST)[0].body).toEqual({ note: 'Returned: not at this address' });
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('returned-mail-reported')).toHaveTextContent('You reported that your letter came back');
  });

  it('sends no note when left empty', async () => {
    renderCard({ [POST]: () => ({ status: 201, body: { message: 'Thank you' } }) });
    const user = setupUser();
    await user.click(await reportButton());
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api?.callsTo(POST)).toHaveLength(1));
    expect(api?.callsTo(POST)[0].body).toEqual({});
  });

  it('says so when this account already reported (from the API), with no button', async () => {
    renderCard({ [PATH]: () => ({ status: 200, body: { reported: true, own_profile: false } }) });
    expect(await screen.findByTestId('returned-mail-reported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My letter came back' })).not.toBeInTheDocument();
  });

  it('shows its owner no card: nobody reports their own listing', async () => {
    renderCard({ [PATH]: () => ({ status: 200, body: { reported: false, own_profile: true } }) });
    await waitFor(() => expect(api?.callsTo(PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Did your letter come back?')).not.toBeInTheDocument());
  });

  it('takes a second report from the same account (409) as done', async () => {
    renderCard({ [POST]: () => apiError(409, 'You have already reported returned mail for this profile') });
    const user = setupUser();
    await user.click(await reportButton());
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(/Thank you for telling us/)).toBeInTheDocument();
  });

  it('explains a refusal on one\'s own profile (400)', async () => {
    renderCard({ [POST]: () => apiError(400, 'You cannot report returned mail on your own profile') });
    const user = setupUser();
    await user.click(await reportButton());
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This is your own profile');
  });
});

describe('ProfileNotices', () => {
  it('shows each notice as a warning, in the words the API gave', () => {
    renderWithProviders(
      <ProfileNotices
        notices={[
          { kind: 'address_unconfirmed', message: 'The mailing address may be out of date.' },
          { kind: 'mail_returned', message: 'Writers reported that their letters came back.' },
        ]}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Before you write' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The mailing address may be out of date.',
      'Writers reported that their letters came back.',
    ]);
  });

  it('shows nothing without notices', () => {
    renderWithProviders(<ProfileNotices notices={[]} />);
    expect(screen.queryByRole('list', { name: 'Before you write' })).not.toBeInTheDocument();
  });
});
