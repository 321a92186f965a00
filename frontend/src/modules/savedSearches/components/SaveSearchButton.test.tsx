import { screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi, makeUser } from '../../../test/fakeApi';
import { renderRoute, storeSession } from '../../../test/renderRoute';
import { setupUser } from '../../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  window.localStorage.clear();
});

beforeAll(() => import('../../../pages/browse/BrowsePage'));

const PATH = '/browse?state=TX&gender=Female&sort=oldest&page=2';

function openBrowse({ signedIn, save }: { signedIn: boolean; save?: () => { status: number; body?: unknown } }) {
  if (signedIn) storeSession(makeUser(), 'user-token');
  api = fakeApi({
    'POST /user/saved-searches': save ?? (() => ({ status: 201, body: { id: 's-1', name: 'Women in Texas' } })),
  });
  return renderRoute(PATH);
}

describe('Save this search on /browse', () => {
  it('leads a signed-out visitor to sign in and back to the same search', async () => {
    openBrowse({ signedIn: false });
    const link = await screen.findByRole('link', { name: 'Save this search' });
    expect(link).toHaveAttribute('href', `/login?${new URLSearchParams({ redirect: PATH }).toString()}`);
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('saves the filters (not the order or the page) under a name that starts as the filters in words', async () => {
    openBrowse({ signedIn: true });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const name = screen.getByRole('textbox', { name: 'Name this search' });
    expect(name).toHaveValue('Women in Texas');
    expect(name).toHaveFocus();
    await user.type(name, ' (new)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Search saved.');
    expect(screen.getByRole('link', { name: 'Manage your saved searches' })).toHaveAttribute('href', '/dashboard');
    const [call] = api.callsTo('POST /user/saved-searches');
    expect(call.body).toEqual({ name: 'Women in Texas (new)', filters: { gender: 'Female', state: 'TX' } });
    expect(call.authorization).toBe('Bearer user-token');
  });

  it('says why a save was refused and keeps the form', async () => {
    openBrowse({ signedIn: true, save: () => apiError(409, 'You can save at most 10 searches. Delete one to save another.') });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can save at most 10 searches.');
    expect(screen.getByRole('textbox', { name: 'Name this search' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name this search' })).not.toBeInTheDocument());
  });
});
