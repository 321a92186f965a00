import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from '../../api/http';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred, makeDetail } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

/*
 * This screen brings antd's Table, Tabs, Pagination, Image and Popconfirm: some 300 kB of
 * CSS-in-JS, which makes every getComputedStyle in jsdom cost about a quarter of a second.
 * Role queries compute styles for each element they look at, so most lookups here go by
 * aria-label or text instead, and the tests get more time than the default.
 */
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Table, Tabs, Modal…) once up front.
beforeAll(() => import('./AdminDashboardPage'));

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

/** A profile as the admin lists answer it: the owner view plus owner and state facts. */
function makeAdminProfile(overrides: Record<string, unknown> = {}) {
  return {
    ...makeDetail(),
    birthdate: '1991-04-02',
    status: 'Pending Review',
    payment_status: 'paid',
    payment_method: 'paypal',
    paid_through: '2099-05-01T00:00:00.000Z',
    grace_ends_at: null,
    submission_fee_paid: true,
    rejection_reason: null,
    requires_review: false,
    restricted_state_acknowledged: false,
    video_paid: false,
    premium_paid_through: null,
    listing_subscription_id: 'I-LISTING-1',
    premium_subscription_id: null,
    created_at: '2026-02-03T09:00:00.000Z',
    owner_id: 'user-2',
    owner_email: 'owner@example.com',
    restricted_state: false,
    ...overrides,
  };
}

const pending = makeAdminProfile({ id: 'p-pending', name: 'Jordan Avery', requires_review: true });
const restricted = makeAdminProfile({
  id: 'p-restricted',
  name: 'Riley Stone',
  state: 'TX',
  restricted_state: true,
  payment_method: 'promo',
  owner_email: 'promo@example.com',
});
const active = makeAdminProfile({
  id: 'p-active',
  name: 'Casey Lee',
  status: 'Active',
  payment_method: 'demo',
});

const otherAdmin = {
  id: 'admin-2',
  email: 'second-admin@example.com',
  is_admin: true,
  created_at: '2026-01-02T00:00:00.000Z',
  last_login_at: null,
  profile_photo_url: null,
  profile_count: 0,
};
const plainUser = {
  id: 'user-2',
  email: 'owner@example.com',
  is_admin: false,
  created_at: '2026-01-10T00:00:00.000Z',
  last_login_at: null,
  profile_photo_url: null,
  profile_count: 2,
};
const self = {
  id: 'admin-1',
  email: 'admin@example.com',
  is_admin: true,
  created_at: '2025-12-01T00:00:00.000Z',
  last_login_at: null,
  profile_photo_url: null,
  profile_count: 1,
};

const summary = {
  pending_review: 2,
  active_profiles: 41,
  total_profiles: 57,
  paid_subscriptions: 38,
  premium_profiles: 9,
  payment_issues: 5,
  recheck_due: 3,
  // Twelve Mondays, the last one 2026-03-23.
  weekly: Array.from({ length: 12 }, (_, index) => ({
    week: new Date(Date.UTC(2026, 0, 5 + 7 * index)).toISOString().slice(0, 10),
    new_profiles: index,
    new_paid_listings: Math.floor(index / 2),
    new_promo_listings: index % 3,
  })),
};
summary.weekly[11] = { week: '2026-03-23', new_profiles: 7, new_paid_listings: 4, new_promo_listings: 1 };

function page(key: string, items: unknown[]): FakeReply {
  return { status: 200, body: { [key]: items, total: items.length, page: 1, totalPages: 1 } };
}

function openAdmin(extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  api = fakeApi({
    'GET /admin/summary': () => ({ status: 200, body: summary }),
    'GET /admin/pending': () => page('profiles', [pending, restricted]),
    'GET /admin/profiles': () => page('profiles', [active]),
    'GET /admin/users': () => page('users', [self, otherAdmin, plainUser]),
    'GET /admin/rechecks': () => page('profiles', []),
    ...extra,
  });
  return renderRoute('/admin');
}

async function row(text: string) {
  const cell = await screen.findByText(text, { selector: 'td strong, td span' });
  return within(cell.closest('tr') as HTMLElement);
}

async function openTab(label: RegExp) {
  const user = setupUser();
  await user.click(await screen.findByText(label, { selector: '.ant-tabs-tab-btn' }));
  return user;
}

const openUsersTab = () => openTab(/^Users/);

/** The confirm button of an open Popconfirm. */
function confirmButton(text: string) {
  return screen.findByText(text, { selector: '.ant-popover button > span' });
}

function link(scope: ReturnType<typeof within>, text: string | RegExp) {
  return scope.getByText(text, { selector: 'a, a *' }).closest('a') as HTMLAnchorElement;
}

describe('admin dashboard', () => {
  it('loads the three lists in parallel and shows the summary cards and links', async () => {
    const answers = {
      pending: deferred<FakeReply>(),
      active: deferred<FakeReply>(),
      users: deferred<FakeReply>(),
    };
    openAdmin({
      'GET /admin/pending': () => answers.pending.promise,
      'GET /admin/profiles': () => answers.active.promise,
      'GET /admin/users': () => answers.users.promise,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    // All three calls are on their way before any has answered.
    await waitFor(() => {
      expect(api.callsTo('GET /admin/pending')).toHaveLength(1);
      expect(api.callsTo('GET /admin/profiles')).toHaveLength(1);
      expect(api.callsTo('GET /admin/users')).toHaveLength(1);
    });
    expect(api.callsTo('GET /admin/pending')[0].config.params).toEqual({ page: 1, limit: 20 });
    expect(api.callsTo('GET /admin/profiles')[0].config.params).toEqual({
      status: 'Active',
      page: 1,
      limit: 20,
    });
    expect(api.callsTo('GET /admin/users')[0].config.params).toEqual({ page: 1, limit: 20 });
    expect(api.callsTo('GET /admin/pending')[0].authorization).toBe('Bearer admin-token');

    await act(async () => {
      answers.users.resolve(page('users', [self]));
      answers.active.resolve(page('profiles', [active]));
      answers.pending.resolve(page('profiles', [pending]));
    });

    const cards = within(screen.getByLabelText('Summary'));
    for (const [label, value] of [
      ['Pending Review', '2'],
      ['Active Profiles', '41'],
      ['Total Profiles', '57'],
      ['Paid Subscriptions', '38'],
      ['Premium Profiles', '9'],
      ['Payment Issues', '5'],
      ['Due for Re-check', '3'],
    ]) {
      expect(cards.getByText(label).nextSibling).toHaveTextContent(value);
    }

    const nav = within(screen.getByLabelText('Admin sections'));
    for (const [name, href] of [
      ['Promo Codes', '/admin/promo-codes'],
      ['Reported Content', '/admin/reports'],
      ['Forum Moderation', '/admin/forum'],
      ['Blog Management', '/admin/blogs'],
      ['Audit Log', '/admin/audit-log'],
    ]) {
      expect(link(nav, name)).toHaveAttribute('href', href);
    }

    expect(await screen.findByText('Pending Review (1)')).toBeInTheDocument();
    expect(screen.getByText('Active Profiles (1)')).toBeInTheDocument();
    expect(screen.getByText('Users (1)')).toBeInTheDocument();
    expect(screen.getByText('Due for re-check (0)')).toBeInTheDocument();
  });

  it('charts 12 weeks of new listings, with the figures readable as a table', async () => {
    openAdmin();
    const caption = await screen.findByText('New listings per week (last 12 weeks)', {
      selector: 'figcaption',
    });
    const chart = within(caption.closest('figure') as HTMLElement);
    expect((await chart.findByTestId('weekly-chart')).querySelectorAll('rect')).toHaveLength(36);
    expect(chart.getByText('Week of Mar 23: 7 new profiles')).toBeInTheDocument();
    const lastWeek = chart.getByText('Mar 23', { selector: 'th' }).closest('tr') as HTMLElement;
    expect(Array.from(lastWeek.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      '7',
      '4',
      '1',
    ]);
    expect(chart.getByText('New listings per week (last 12 weeks)', { selector: 'caption' })).toBeInTheDocument();
  });

  it('shows a reviewer the photos, the inmate locator, the restricted state, payment and owner', async () => {
    openAdmin();
    const jordan = await row('Jordan Avery');
    const locator = link(jordan, /Inmate locator/);
    expect(locator).toHaveAttribute('href', 'https://inmate.tdcj.texas.gov/InmateSearch/start.action');
    expect(locator).toHaveAttribute('target', '_blank');
    expect(locator.getAttribute('rel')).toContain('noopener');
    expect(jordan.queryByText('Restricted state')).not.toBeInTheDocument();
    expect(jordan.getByText('Paid (PayPal)')).toBeInTheDocument();
    expect(jordan.getByText('owner@example.com')).toBeInTheDocument();
    expect(jordan.getByText('Feb 3, 2026')).toBeInTheDocument();
    expect(jordan.getByText('New video')).toBeInTheDocument();
    expect(jordan.getAllByAltText(/^Photo \d of Jordan Avery$/)).toHaveLength(2);
    expect(jordan.getByLabelText('Edit Jordan Avery')).toHaveAttribute('href', '/admin/edit/p-pending');
    expect(jordan.getByLabelText('Approve Jordan Avery')).toBeInTheDocument();
    expect(jordan.queryByLabelText('View Jordan Avery')).not.toBeInTheDocument();

    const riley = await row('Riley Stone');
    expect(riley.getByText('Restricted state')).toBeInTheDocument();
    expect(riley.getByText('Promo code')).toBeInTheDocument();
    expect(riley.queryByText('New video')).not.toBeInTheDocument();
  });

  it('shows active profiles with View and without Approve', async () => {
    openAdmin();
    await openTab(/^Active Profiles/);
    const casey = await row('Casey Lee');
    expect(casey.getByLabelText('View Casey Lee')).toHaveAttribute('href', '/profile/p-active');
    expect(casey.getByText('Paid (demo)')).toBeInTheDocument();
    expect(casey.queryByLabelText('Approve Casey Lee')).not.toBeInTheDocument();
  });

  /** Opens the approve dialog of Jordan Avery's row. */
  async function openApprove() {
    const user = setupUser();
    const jordan = await row('Jordan Avery');
    await user.click(jordan.getByLabelText('Approve Jordan Avery'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText("Approve Jordan Avery's profile")).toBeInTheDocument();
    const approve = () => user.click(dialog.getByText('Approve', { selector: 'button > span' }));
    return { user, dialog, approve };
  }

  it('approves with the locator check by default (facility prefilled), then reloads the lists and the summary', async () => {
    openAdmin({
      'POST /admin/profiles/p-pending/approve': () => ({ status: 200, body: { ...pending, status: 'Active' } }),
    });
    const { user, dialog, approve } = await openApprove();
    // The locator, to look the person up in the same step.
    expect(link(dialog, /Open locator/)).toHaveAttribute('href', 'https://inmate.tdcj.texas.gov/InmateSearch/start.action');
    expect(dialog.getByLabelText('In custody at this facility')).toBeChecked();
    expect(dialog.getByLabelText('Facility shown by the locator')).toHaveValue('Huntsville Unit');
    await fillIn(user, dialog.getByLabelText('Note (optional)'), 'Seen on the TDCJ search');
    await approve();

    expect(await screen.findByText('Profile approved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/profiles/p-pending/approve')[0].body).toEqual({
      check: { outcome: 'in_custody', facility: 'Huntsville Unit', note: 'Seen on the TDCJ search' },
    });
    await waitFor(() => {
      expect(api.callsTo('GET /admin/pending')).toHaveLength(2);
      expect(api.callsTo('GET /admin/profiles')).toHaveLength(2);
      expect(api.callsTo('GET /admin/users')).toHaveLength(2);
      expect(api.callsTo('GET /admin/summary')).toHaveLength(2);
      expect(api.callsTo('GET /admin/rechecks')).toHaveLength(2);
    });
  });

  it('approves without a check when the admin says so (empty body, no verified date), and needs the facility of a transfer', async () => {
    openAdmin({
      'POST /admin/profiles/p-pending/approve': () => ({ status: 200, body: { ...pending, status: 'Active' } }),
    });
    const { user, dialog, approve } = await openApprove();
    await user.click(dialog.getByLabelText('In custody, at another facility'));
    await user.clear(dialog.getByLabelText('Facility shown by the locator'));
    await approve();
    expect(await dialog.findByText('Enter the facility the locator shows')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/profiles/p-pending/approve')).toHaveLength(0);

    await user.click(dialog.getByLabelText('Not checked: approve without a verified date'));
    expect(dialog.queryByLabelText('Facility shown by the locator')).not.toBeInTheDocument();
    await approve();
    expect(await screen.findByText('Profile approved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/profiles/p-pending/approve')[0].body).toBeUndefined();
  });

  it("says why an approval failed, and keeps the dialog open", async () => {
    openAdmin({
      'POST /admin/profiles/p-pending/approve': () => apiError(400, 'This profile has not been paid for yet.'),
    });
    const { dialog, approve } = await openApprove();
    await approve();
    expect(await screen.findByText('Failed to approve profile: This profile has not been paid for yet.')).toBeInTheDocument();
    expect(dialog.getByText("Approve Jordan Avery's profile")).toBeInTheDocument();
    expect(api.callsTo('GET /admin/pending')).toHaveLength(1);
  });

  it('needs a reason to reject, and sends it URL-encoded', async () => {
    openAdmin({
      'POST /admin/profiles/p-pending/reject': () => ({ status: 200, body: { ...pending, status: 'Rejected' } }),
    });
    const user = setupUser();
    const jordan = await row('Jordan Avery');
    await user.click(jordan.getByLabelText('Reject Jordan Avery'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText("Reject Jordan Avery's profile")).toBeInTheDocument();
    const submit = () => user.click(dialog.getByText('Reject profile', { selector: 'button > span' }));

    // Blank (or only spaces): the reason is asked for and nothing is sent.
    await submit();
    expect(await dialog.findByText('Please provide a reason for rejection')).toBeInTheDocument();
    await fillIn(user, dialog.getByLabelText('Reason for rejection'), '   ');
    await submit();
    expect(await dialog.findByText('Please provide a reason for rejection')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/profiles/p-pending/reject')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Reason for rejection'));
    await fillIn(user, dialog.getByLabelText('Reason for rejection'), 'Blurry photo & wrong ID #4');
    await submit();

    expect(await screen.findByText('Profile rejected. User will see the reason.')).toBeInTheDocument();
    const [request] = api.callsTo('POST /admin/profiles/p-pending/reject');
    expect(request.body).toBeUndefined();
    expect(request.config.params).toEqual({ rejection_reason: 'Blurry photo & wrong ID #4' });
    const sent = new URL(http.getUri(request.config), 'http://localhost');
    expect(sent.search).toBe('?rejection_reason=Blurry+photo+%26+wrong+ID+%234');
    expect(sent.searchParams.get('rejection_reason')).toBe('Blurry photo & wrong ID #4');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /admin/pending')).toHaveLength(2));
  });

  it('says "Failed to reject profile" and keeps the dialog open when the rejection fails', async () => {
    openAdmin({ 'POST /admin/profiles/p-pending/reject': () => ({ status: 500, body: {} }) });
    const user = setupUser();
    await user.click((await row('Jordan Avery')).getByLabelText('Reject Jordan Avery'));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, dialog.getByLabelText('Reason for rejection'), 'Not a real inmate ID');
    await user.click(dialog.getByText('Reject profile', { selector: 'button > span' }));
    expect(await screen.findByText('Failed to reject profile')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a profile after confirmation', async () => {
    openAdmin({
      'DELETE /admin/profiles/p-pending': () => ({ status: 200, body: { message: 'Profile deleted successfully' } }),
    });
    const user = setupUser();
    await user.click((await row('Jordan Avery')).getByLabelText('Delete Jordan Avery'));
    expect(await screen.findByText("Delete Jordan Avery's profile?")).toBeInTheDocument();
    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Profile deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/profiles/p-pending')).toHaveLength(1);
  });

  it('says "Failed to delete profile" when the deletion fails', async () => {
    openAdmin({ 'DELETE /admin/profiles/p-pending': () => ({ status: 500, body: {} }) });
    const user = setupUser();
    await user.click((await row('Jordan Avery')).getByLabelText('Delete Jordan Avery'));
    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Failed to delete profile')).toBeInTheDocument();
  });

  it('searches a list from page 1', async () => {
    openAdmin();
    const user = setupUser();
    await row('Jordan Avery');
    await fillIn(user, screen.getByLabelText('Search pending profiles'), 'TX-12345');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('GET /admin/pending')).toHaveLength(2));
    expect(api.callsTo('GET /admin/pending')[1].config.params).toEqual({ page: 1, limit: 20, q: 'TX-12345' });
    // Only that list is loaded again.
    expect(api.callsTo('GET /admin/users')).toHaveLength(1);
  });

  it('turns pages on the server, 20 rows at a time', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      makeAdminProfile({ id: `p-${index}`, name: `Person ${index}` }),
    );
    openAdmin({
      'GET /admin/pending': (request) => {
        const { page: number } = request.config.params as { page: number };
        return {
          status: 200,
          body: { profiles: number === 1 ? many : [pending], total: 21, page: number, totalPages: 2 },
        };
      },
    });
    await row('Person 0');
    await setupUser().click(screen.getByTitle('2'));
    await row('Jordan Avery');
    expect(api.callsTo('GET /admin/pending')[1].config.params).toEqual({ page: 2, limit: 20 });
  });

  it('keeps the page on screen, with its count and pages, while the next one loads', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      makeAdminProfile({ id: `p-${index}`, name: `Person ${index}` }),
    );
    const secondPage = deferred<FakeReply>();
    openAdmin({
      'GET /admin/pending': (request) =>
        (request.config.params as { page: number }).page === 1
          ? { status: 200, body: { profiles: many, total: 21, page: 1, totalPages: 2 } }
          : secondPage.promise,
    });
    await row('Person 0');
    await setupUser().click(screen.getByTitle('2'));
    await waitFor(() => expect(api.callsTo('GET /admin/pending')).toHaveLength(2));

    // No "nothing to review" and no zero count while page 2 is on its way.
    expect(screen.getByText('Person 0', { selector: 'td strong, td span' })).toBeInTheDocument();
    expect(screen.getByText('Pending Review (21)', { selector: '.ant-tabs-tab-btn' })).toBeInTheDocument();
    expect(screen.queryByText('No profiles are waiting for review.')).not.toBeInTheDocument();
    expect(screen.getByTitle('2')).toBeInTheDocument();

    await act(async () => {
      secondPage.resolve({ status: 200, body: { profiles: [pending], total: 21, page: 2, totalPages: 2 } });
    });
    await row('Jordan Avery');
    expect(screen.queryByText('Person 0', { selector: 'td strong, td span' })).not.toBeInTheDocument();
  });

  it('sends an expired session to /login', async () => {
    const { router } = openAdmin({
      'GET /admin/pending': () => apiError(401, 'Unauthorized'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
  });

  it('leaves a list empty when it cannot be loaded, and shows the others', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openAdmin({ 'GET /admin/pending': () => ({ status: 500, body: {} }) });
    expect(await screen.findByText('No profiles are waiting for review.')).toBeInTheDocument();
    expect(await screen.findByText('Active Profiles (1)')).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });

  describe('users', () => {
    it('lists users, with no Remove Admin or Delete on your own row', async () => {
      openAdmin();
      await openUsersTab();
      const own = await row('admin@example.com');
      expect(own.getByText('You')).toBeInTheDocument();
      expect(own.getByText('Admin')).toBeInTheDocument();
      expect(own.queryByText('Remove Admin')).not.toBeInTheDocument();
      expect(own.queryByLabelText(/^Remove Admin/)).not.toBeInTheDocument();
      expect(own.queryByText('Delete')).not.toBeInTheDocument();

      const second = await row('second-admin@example.com');
      expect(second.getByLabelText('Remove Admin: second-admin@example.com')).toBeInTheDocument();
      expect(second.getByLabelText('Delete second-admin@example.com')).toBeInTheDocument();
      expect(second.queryByText('Make Admin')).not.toBeInTheDocument();

      const owner = await row('owner@example.com');
      expect(owner.getByLabelText('Make Admin: owner@example.com')).toBeInTheDocument();
      expect(owner.getByText('2')).toBeInTheDocument();
      expect(owner.getByText('Jan 10, 2026')).toBeInTheDocument();
    });

    it('makes a user an admin', async () => {
      openAdmin({
        'PUT /admin/users/user-2': () => ({
          status: 200,
          body: { message: 'owner@example.com is now an admin.', is_admin: true },
        }),
      });
      const user = await openUsersTab();
      await user.click((await row('owner@example.com')).getByLabelText('Make Admin: owner@example.com'));
      await user.click(await confirmButton('Make Admin'));
      expect(await screen.findByText('owner@example.com is now an admin.')).toBeInTheDocument();
      expect(api.callsTo('PUT /admin/users/user-2')[0].config.params).toEqual({ is_admin: true });
      expect(api.callsTo('PUT /admin/users/user-2')[0].body).toBeUndefined();
      await waitFor(() => expect(api.callsTo('GET /admin/users')).toHaveLength(2));
    });

    it('says "Failed to update user" with the server detail', async () => {
      openAdmin({
        'PUT /admin/users/admin-2': () => apiError(400, 'The last admin cannot be removed.'),
      });
      const user = await openUsersTab();
      await user.click(
        (await row('second-admin@example.com')).getByLabelText(
          'Remove Admin: second-admin@example.com',
        ),
      );
      await user.click(await confirmButton('Remove Admin'));
      expect(
        await screen.findByText('Failed to update user: The last admin cannot be removed.'),
      ).toBeInTheDocument();
      expect(api.callsTo('PUT /admin/users/admin-2')[0].config.params).toEqual({ is_admin: false });
    });

    it('deletes a user after confirmation', async () => {
      openAdmin({
        'DELETE /admin/users/user-2': () => ({ status: 200, body: { message: 'User deleted successfully' } }),
      });
      const user = await openUsersTab();
      await user.click((await row('owner@example.com')).getByLabelText('Delete owner@example.com'));
      await user.click(await confirmButton('Delete'));
      expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/users/user-2')).toHaveLength(1);
    });

    it('says "Failed to delete user" with the server detail', async () => {
      openAdmin({
        'DELETE /admin/users/admin-2': () => apiError(400, 'The last admin cannot be deleted.'),
      });
      const user = await openUsersTab();
      await user.click((await row('second-admin@example.com')).getByLabelText('Delete second-admin@example.com'));
      await user.click(await confirmButton('Delete'));
      expect(
        await screen.findByText('Failed to delete user: The last admin cannot be deleted.'),
      ).toBeInTheDocument();
    });
  });
});
