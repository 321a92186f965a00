import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../../api/queryClient';
import { fakeApi, makeUser, type FakeHandler } from '../../../test/fakeApi';
import { makeCard } from '../../../test/profileFixtures';
import { renderWithProviders, storeSession } from '../../../test/renderRoute';
import { setupUser } from '../../../test/user';
import { ProfileCard } from '../../profiles/components/ProfileCard';
import { SaveButton } from './SaveButton';

jest.setTimeout(30_000);

const ID = '11111111-1111-4111-8111-111111111111';
const IDS = 'GET /user/pen-pals/ids';
const SAVE = 'POST /user/pen-pals';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

function penPal(overrides: Record<string, unknown> = {}) {
  return { id: 'pp-1', profile_id: ID, name: 'Jordan Avery', listed: true, unlisted_note: null, ...overrides };
}

function renderButton(handlers: Record<string, FakeHandler> = {}, { signedIn = true, savedIds = [] as string[] } = {}) {
  if (signedIn) storeSession(makeUser());
  api = fakeApi({ [IDS]: () => ({ status: 200, body: { profile_ids: savedIds } }), ...handlers });
  const router = createMemoryRouter(
    [
      {
        path: '/profile/:id',
        element: (
          <>
            <SaveButton profileId={ID} name="Jordan Avery" />
            <SaveButton profileId="other" name="Sam Lee" variant="card" />
          </>
        ),
      },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [`/profile/${ID}?from=browse`] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('SaveButton', () => {
  it('signed out, leads to sign-in and back to the page, and asks the server nothing', async () => {
    const { router } = renderButton({}, { signedIn: false });
    const link = screen.getByRole('link', { name: 'Save' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/profile/${ID}?from=browse`)}`);
    expect(screen.getByRole('link', { name: 'Save Sam Lee' })).toBeInTheDocument();
    await setupUser().click(link);
    expect(router.state.location.pathname).toBe('/login');
    expect(api?.callsTo(IDS)).toHaveLength(0);
  });

  it('signed in, reads the saved ids once for every button of the page and shows which are saved', async () => {
    renderButton({}, { savedIds: [ID] });
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Sam Lee' })).toHaveAttribute('aria-pressed', 'false');
    expect(api?.callsTo(IDS)).toHaveLength(1);
  });

  it('saves, then shows "Saved"', async () => {
    renderButton({ [SAVE]: () => ({ status: 201, body: penPal() }) });
    const user = setupUser();
    const button = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(api?.callsTo(IDS)).toHaveLength(1));
    await user.click(button);
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(api?.callsTo(SAVE)[0].body).toEqual({ profile_id: ID });
  });

  it('unsaves after a confirmation (the letter log goes with it); a refused confirmation changes nothing', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderButton(
      {
        'GET /user/pen-pals': () => ({ status: 200, body: { pen_pals: [penPal()] } }),
        'DELETE /user/pen-pals/pp-1': () => ({ status: 200, body: { message: 'Pen pal removed' } }),
      },
      { savedIds: [ID] },
    );
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(confirm).toHaveBeenCalledWith('Remove Jordan Avery from My pen pals? The letter log goes with it.');
    expect(api?.callsTo('DELETE /user/pen-pals/pp-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(api?.callsTo('DELETE /user/pen-pals/pp-1')).toHaveLength(1);
  });

  it('is a compact button named after the profile on a card', async () => {
    storeSession(makeUser());
    api = fakeApi({ [IDS]: () => ({ status: 200, body: { profile_ids: [] } }) });
    const router = createMemoryRouter([{ path: '/browse', element: <ProfileCard profile={makeCard()} /> }], { initialEntries: ['/browse'] });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Save Jordan Avery' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders the signed-out form on the server and hydrates without a mismatch for a signed-in visitor', async () => {
    storeSession(makeUser());
    api = fakeApi({ [IDS]: () => ({ status: 200, body: { profile_ids: [ID] } }) });
    const tree = () => {
      const router = createMemoryRouter([{ path: '/profile/:id', element: <SaveButton profileId={ID} name="Jordan Avery" /> }], {
        initialEntries: [`/profile/${ID}`],
      });
      return (
        <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      );
    };
    const html = renderToString(tree());
    expect(html).toContain('href="/login?redirect=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, tree());
    });
    await waitFor(() => expect(container.querySelector('button[aria-pressed="true"]')).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
