import { screen, waitFor, within } from '@testing-library/react';
import { BIRTHDAY_MAIL_NOTE } from '@shared/text';
import { fakeApi, type FakeHandler } from '../../test/fakeApi';
import { makeCard } from '../../test/profileFixtures';
import { renderRoute } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./BirthdaysPage'));

const birthdayCard = (name: string, birthday: string, days: number, extra: Record<string, unknown> = {}) => ({
  ...makeCard({ id: `id-${name}`, name, birthday, ...extra }),
  days_until: days,
});

const reply = (profiles: unknown[], total = profiles.length, page = 1, totalPages = 1): FakeHandler => () => ({
  status: 200,
  body: { profiles, total, page, totalPages },
});

const sent = (index = -1) => api.callsTo('GET /profiles/birthdays').at(index)?.config.params as URLSearchParams;

describe('/birthdays', () => {
  it('lists the birthdays soonest first with when each is, the mail note, and the languages on the cards', async () => {
    api = fakeApi({
      'GET /profiles/birthdays': reply([
        birthdayCard('Rosa Ortiz', '11-28', 0, { languages: ['English', 'Spanish'] }),
        birthdayCard('Luis Price', '11-29', 1),
        birthdayCard('Amy Hayes', '03-14', 5),
      ]),
    });
    renderRoute('/birthdays');
    expect(await screen.findByRole('heading', { level: 1, name: 'Birthdays Coming Up' })).toBeInTheDocument();
    expect(screen.getByText(BIRTHDAY_MAIL_NOTE)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Birthdays' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.birthdays__when')?.textContent)).toEqual([
      'Birthday: November 28 (today)',
      'Birthday: November 29 (tomorrow)',
      'Birthday: March 14 (in 5 days)',
    ]);
    expect(within(items[0]).getByText('Languages: English, Spanish')).toBeInTheDocument();
    expect(within(items[1]).queryByText(/^Languages:/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3 birthdays coming up' })).toBeInTheDocument();
    expect(String(sent())).toBe('page=1');
    await waitFor(() => expect(document.title).toMatch(/^Inmate Birthdays Coming Up/));
  });

  it('filters by state and gender with a GET form, and pages with plain links', async () => {
    api = fakeApi({ 'GET /profiles/birthdays': reply([birthdayCard('Rosa Ortiz', '12-01', 3)], 30, 2, 3) });
    const user = setupUser();
    const { router } = renderRoute('/birthdays?state=tx&gender=female&page=2');
    const form = await screen.findByRole('form', { name: 'Filter birthdays' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/birthdays');
    expect(within(form).getByLabelText('State')).toHaveValue('TX');
    expect(within(form).getByLabelText('Gender')).toHaveValue('Female');
    await waitFor(() => expect(String(sent())).toBe('state=TX&gender=Female&page=2'));

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/birthdays?state=TX&gender=Female');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/birthdays?state=TX&gender=Female&page=3');

    await user.selectOptions(within(form).getByLabelText('State'), 'California');
    await user.selectOptions(within(form).getByLabelText('Gender'), 'Any');
    await user.click(within(form).getByRole('button', { name: 'Show birthdays' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=CA'));
    await waitFor(() => expect(String(sent())).toBe('state=CA&page=1'));
  });

  it('says so when nobody matches, with a way on to browse', async () => {
    api = fakeApi({ 'GET /profiles/birthdays': reply([], 0, 1, 1) });
    renderRoute('/birthdays?state=VT');
    expect(await screen.findByText('No birthdays coming up here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
