import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiError, fakeApi, type FakeReply, type FakeRequest } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderRoute';
import { setupUser } from '../../../test/user';
import { SavedSearchesSection } from './SavedSearchesSection';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

function makeSearch(overrides: Record<string, unknown> = {}) {
  return {
    id: 's-texas',
    name: 'Women in Texas',
    filters: { gender: ['Female'], state: 'TX' },
    query_string: 'gender=Female&state=TX',
    paused: false,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const texas = makeSearch();
const ohio = makeSearch({
  id: 's-ohio',
  name: 'Ohio readers',
  filters: { min_age: 30, religion: 'Christian', state: 'OH', verified_within_days: 90 },
  query_string: 'min_age=30&religion=Christian&state=OH&verified_within_days=90',
  paused: true,
});

function openSection(searches: unknown[], patch: (r: FakeRequest) => FakeReply = (r) => ({ status: 200, body: { ...texas, ...(r.body as object) } })) {
  let list = searches;
  api = fakeApi({
    'GET /user/saved-searches': () => ({ status: 200, body: { saved_searches: list } }),
    'PATCH /user/saved-searches/*': patch,
    'DELETE /user/saved-searches/*': () => {
      list = [];
      return { status: 200, body: { message: 'The saved search was deleted.' } };
    },
  });
  renderWithProviders(
    <MemoryRouter>
      <SavedSearchesSection />
    </MemoryRouter>,
  );
}

/** The calls to one search (`PATCH` or `DELETE /user/saved-searches/{id}`). */
const callsOn = (method: string) => api.requests.filter((r) => r.method === method && r.url.startsWith('/user/saved-searches/'));

const item = async (name: string) => within((await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement);

describe('the dashboard’s saved searches', () => {
  it('lists each search with its filters in words, its alerts and a link to browse with them', async () => {
    openSection([texas, ohio]);

    const first = await item('Women in Texas');
    expect(first.getByText('Filters: Women in Texas')).toBeInTheDocument();
    expect(first.getByText('Alerts on')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Open in browse' })).toHaveAttribute('href', '/browse?gender=Female&state=TX');
    expect(first.getByRole('button', { name: 'Pause alerts' })).toBeInTheDocument();

    const second = await item('Ohio readers');
    expect(second.getByText('Filters: Everyone in Ohio, aged 30+, Christian, recently verified')).toBeInTheDocument();
    expect(second.getByText('Alerts paused')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Resume alerts' })).toBeInTheDocument();
  });

  it('pauses, resumes and renames through the API', async () => {
    openSection([texas, ohio]);
    const user = setupUser();

    await user.click((await item('Women in Texas')).getByRole('button', { name: 'Pause alerts' }));
    await user.click((await item('Ohio readers')).getByRole('button', { name: 'Resume alerts' }));
    await waitFor(() => expect(callsOn('PATCH')).toHaveLength(2));
    const [pause, resume] = callsOn('PATCH');
    expect([pause.url, pause.body]).toEqual(['/user/saved-searches/s-texas', { paused: true }]);
    expect([resume.url, resume.body]).toEqual(['/user/saved-searches/s-ohio', { paused: false }]);

    await user.click((await item('Women in Texas')).getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    expect(field).toHaveValue('Women in Texas');
    await user.clear(field);
    await user.type(field, 'Texas pen pals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOn('PATCH')).toHaveLength(3));
    expect(callsOn('PATCH')[2].body).toEqual({ name: 'Texas pen pals' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New name' })).not.toBeInTheDocument());
  });

  it('keeps the name field open with the server’s reason when a rename fails', async () => {
    openSection([texas], () => apiError(422, ['The name must be at most 60 characters']));
    const user = setupUser();
    await user.click((await item('Women in Texas')).getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The name must be at most 60 characters/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New name' })).toBeInTheDocument();
  });

  it('deletes a search only after a confirmation', async () => {
    openSection([texas]);
    const user = setupUser();
    await user.click((await item('Women in Texas')).getByRole('button', { name: 'Delete' }));
    const confirm = within((await screen.findByText('Delete “Women in Texas”?')).closest('.ant-popover') as HTMLElement);
    expect(callsOn('DELETE')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOn('DELETE')).toHaveLength(1));
    expect(callsOn('DELETE')[0].url).toBe('/user/saved-searches/s-texas');
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
  });

  it('says how to save a first search when there is none', async () => {
    openSection([]);
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/browse');
  });
});
