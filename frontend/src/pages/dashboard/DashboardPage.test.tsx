import { act, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../modules/auth/session';
import { DASHBOARD_MESSAGES } from '../../modules/dashboard/messages';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred, makeDetail } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Card, Modal, Popconfirm…) once up front.
beforeAll(() => import('./DashboardPage'));

const account = makeUser();

/** A profile as `GET /user/profiles` lists it (the owner view). */
function makeOwnerProfile(overrides: Record<string, unknown> = {}) {
  return {
    ...makeDetail(),
    birthdate: '1991-04-02',
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
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const active = makeOwnerProfile({
  id: 'p-active',
  name: 'Jordan Avery',
  status: 'Active',
  is_premium: true,
  premium_subscription_id: 'I-PREMIUM-1',
  premium_paid_through: '2099-05-01T00:00:00.000Z',
  video_paid: true,
  video_url: '/api/media/clip.mp4',
});
const rejected = makeOwnerProfile({
  id: 'p-rejected',
  name: 'Sam Rivera',
  status: 'Rejected',
  rejection_reason: 'The photo is blurry',
  payment_status: 'unpaid',
  payment_method: null,
  paid_through: null,
  listing_subscription_id: null,
});
const failed = makeOwnerProfile({
  id: 'p-failed',
  name: 'Alex Morgan',
  status: 'Active',
  payment_status: 'failed',
  grace_ends_at: '2026-03-20T12:00:00.000Z',
  video_paid: true,
  video_url: null,
});
const promo = makeOwnerProfile({
  id: 'p-promo',
  name: 'Casey Lee',
  status: 'Pending Review',
  payment_status: 'paid',
  payment_method: 'promo',
  paid_through: null,
});

function profilesReply(profiles: unknown[], total = profiles.length, totalPages = 1) {
  return { status: 200, body: { profiles, total, page: 1, totalPages } };
}

const unread = {
  id: 'n-unread',
  title: 'Your profile needs changes',
  message: "Sam Rivera's profile was not approved.",
  admin_reason: 'The photo is blurry',
  is_read: false,
  created_at: '2026-02-01T10:00:00.000Z',
};
const read = {
  id: 'n-read',
  title: 'Your profile is live',
  message: "Jordan Avery's profile was approved.",
  admin_reason: null,
  is_read: true,
  created_at: '2026-01-20T10:00:00.000Z',
};

function openDashboard(
  profiles: unknown[] = [active, rejected, failed, promo],
  extra: Record<string, FakeHandler> = {},
  path = '/dashboard',
) {
  storeSession(account, 'user-token');
  api = fakeApi({
    'GET /auth/me': () => ({ status: 200, body: account }),
    'GET /user/profiles': () => profilesReply(profiles),
    'GET /user/notifications': () => ({
      status: 200,
      body: { notifications: [unread, read], unread_count: 1 },
    }),
    ...extra,
  });
  return renderRoute(path);
}

async function profileCard(name: string) {
  return within(await screen.findByRole('article', { name: `Profile of ${name}` }));
}

async function notificationsCard() {
  const heading = await screen.findByRole('heading', { name: /^Notifications/ });
  return within(heading.closest('.ant-card') as HTMLElement);
}

describe('My Account', () => {
  it('shows the account, and each profile with its status, payment and premium badges', async () => {
    openDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText(account.email)).toBeInTheDocument();
    expect(screen.getByText('Account type').nextSibling).toHaveTextContent('User');
    await waitFor(() => expect(screen.getByText('Profiles').nextSibling).toHaveTextContent('4'));
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(api.callsTo('GET /user/profiles')[0].config.params).toEqual({ page: 1, limit: 10 });
    expect(api.callsTo('GET /user/profiles')[0].authorization).toBe('Bearer user-token');

    const jordan = await profileCard('Jordan Avery');
    expect(jordan.getByText('Active')).toBeInTheDocument();
    expect(jordan.getByText('Paid')).toBeInTheDocument();
    expect(jordan.getByText('Premium')).toBeInTheDocument();
    expect(jordan.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/dashboard/preview/p-active',
    );
    expect(jordan.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/edit/p-active');
    expect(jordan.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(jordan.queryByRole('button', { name: 'Go Premium' })).not.toBeInTheDocument();
    expect(jordan.getByRole('button', { name: 'Cancel Premium' })).toBeInTheDocument();
    expect(jordan.getByRole('button', { name: 'Delete video' })).toBeInTheDocument();
    expect(jordan.queryByRole('button', { name: 'Add video' })).not.toBeInTheDocument();

    const sam = await profileCard('Sam Rivera');
    expect(sam.getByText('Rejected')).toBeInTheDocument();
    expect(sam.getByText('Unpaid')).toBeInTheDocument();
    expect(sam.getByText('Reason: The photo is blurry')).toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Go Premium' })).toBeInTheDocument();
    expect(sam.queryByRole('button', { name: 'Cancel Premium' })).not.toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Add video' })).toBeInTheDocument();

    const alex = await profileCard('Alex Morgan');
    expect(alex.getByText('Payment failed')).toBeInTheDocument();
    expect(
      alex.getByText('Payment failed — listing removed on March 20, 2026 unless paid'),
    ).toBeInTheDocument();
    expect(alex.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    // Paid for, not uploaded yet: the way to the edit page's video section.
    expect(alex.getByRole('link', { name: 'Upload video' })).toHaveAttribute(
      'href',
      '/dashboard/edit/p-failed#edit-media-title',
    );

    const casey = await profileCard('Casey Lee');
    expect(casey.getByText('Pending Review')).toBeInTheDocument();
    expect(casey.getByText('Free listing (promo)')).toBeInTheDocument();
    // A running promo carries the listing: nothing to pay.
    expect(casey.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('shows any other payment status as unpaid', async () => {
    openDashboard([makeOwnerProfile({ name: 'Odd Status', payment_status: 'pending', status: 'Awaiting Payment' })]);
    const card = await profileCard('Odd Status');
    expect(card.getByText('Unpaid')).toBeInTheDocument();
    expect(card.getByText('Awaiting Payment')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it('invites a user without profiles to submit one', async () => {
    openDashboard([]);
    expect(await screen.findByText('You have not submitted any profiles yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit your first profile' })).toHaveAttribute(
      'href',
      '/submit',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says "Failed to load your profiles" when they cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openDashboard([], { 'GET /user/profiles': () => apiError(503, 'Down for maintenance') });
    expect(await screen.findByText('Failed to load your profiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pages through the profiles 10 at a time', async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      makeOwnerProfile({ id: `p-${index}`, name: `Person ${index}` }),
    );
    openDashboard([], {
      'GET /user/profiles': (request) => {
        const { page } = request.config.params as { page: number };
        return {
          status: 200,
          body: { profiles: page === 1 ? many : [active], total: 11, page, totalPages: 2 },
        };
      },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await setupUser().click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Profile of Jordan Avery' })).toBeInTheDocument();
    expect(api.callsTo('GET /user/profiles')[1].config.params).toEqual({ page: 2, limit: 10 });
  });

  it('thanks the user for the payment at /user/dashboard', async () => {
    openDashboard([active], {}, '/user/dashboard');
    expect(
      await screen.findByText('Payment successful! Your profile will be reviewed before publishing.'),
    ).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Payment successful! Your profile will be reviewed before publishing.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('says the payment is processing at /user/dashboard while a profile waits for its first payment', async () => {
    const processing = makeOwnerProfile({ id: 'p-processing', name: 'Sam Rivera', status: 'Awaiting Payment', payment_status: 'unpaid', payment_processing: true });
    openDashboard([processing], {}, '/user/dashboard');
    expect(await screen.findByText(DASHBOARD_MESSAGES.paymentProcessing)).toBeInTheDocument();
    expect(screen.queryByText(/Payment successful!/)).not.toBeInTheDocument();
  });

  it('shows no payment notice at /dashboard', async () => {
    openDashboard([active]);
    await profileCard('Jordan Avery');
    expect(screen.queryByText(/Payment successful!/)).not.toBeInTheDocument();
  });

  describe('notifications', () => {
    it('offers Open on a notice that leads somewhere on the site', async () => {
      openDashboard([], {
        'GET /user/notifications': () => ({
          status: 200,
          body: {
            notifications: [
              { ...unread, id: 'n-forum', title: 'New replies', link: '/forum/thread/t-1?unread=1' },
              { ...read, link: null },
            ],
            unread_count: 1,
          },
        }),
      });
      const card = await notificationsCard();
      const items = await card.findAllByTestId('notification');

      expect(within(items[0]).getByRole('link', { name: 'Open: New replies' })).toHaveAttribute('href', '/forum/thread/t-1?unread=1');
      expect(within(items[1]).queryByRole('link', { name: /^Open/ })).not.toBeInTheDocument();
    });

    it('highlights unread ones and shows the admin reason', async () => {
      openDashboard([]);
      const card = await notificationsCard();
      const items = await card.findAllByTestId('notification');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveClass('notification--unread');
      expect(items[1]).not.toHaveClass('notification--unread');
      expect(within(items[0]).getByText('New')).toBeInTheDocument();
      expect(within(items[0]).getByText('Reason: The photo is blurry')).toBeInTheDocument();
      expect(card.getByTitle('1 unread')).toBeInTheDocument();
    });

    it('marks one as read', async () => {
      openDashboard([], {
        'POST /user/notifications/n-unread/mark-read': () => ({ status: 204 }),
      });
      const card = await notificationsCard();
      await setupUser().click(
        await card.findByRole('button', { name: 'Mark read: Your profile needs changes' }),
      );
      await waitFor(() =>
        expect(api.callsTo('POST /user/notifications/n-unread/mark-read')).toHaveLength(1),
      );
      await waitFor(() => expect(card.getAllByTestId('notification')[0]).not.toHaveClass('notification--unread'));
      expect(card.queryByTitle('1 unread')).not.toBeInTheDocument();
    });

    it('marks all as read', async () => {
      openDashboard([], {
        'POST /user/notifications/mark-all-read': () => ({
          status: 200,
          body: { message: '1 notification marked as read' },
        }),
      });
      const card = await notificationsCard();
      await card.findAllByTestId('notification');
      await setupUser().click(card.getByRole('button', { name: 'Mark all read' }));
      await waitFor(() => expect(api.callsTo('POST /user/notifications/mark-all-read')).toHaveLength(1));
      await waitFor(() =>
        expect(card.getAllByTestId('notification')[0]).not.toHaveClass('notification--unread'),
      );
      expect(card.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    });

    it('deletes one', async () => {
      openDashboard([], { 'DELETE /user/notifications/n-read': () => ({ status: 204 }) });
      const card = await notificationsCard();
      await setupUser().click(await card.findByRole('button', { name: 'Delete: Your profile is live' }));
      await waitFor(() => expect(card.getAllByTestId('notification')).toHaveLength(1));
      expect(api.callsTo('DELETE /user/notifications/n-read')).toHaveLength(1);
    });

    it('says "Failed to delete notification" when it cannot be deleted', async () => {
      openDashboard([], { 'DELETE /user/notifications/n-read': () => apiError(404, 'Not found') });
      const card = await notificationsCard();
      await setupUser().click(await card.findByRole('button', { name: 'Delete: Your profile is live' }));
      expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
      expect(card.getAllByTestId('notification')).toHaveLength(2);
    });
  });

  describe('profile actions', () => {
    it('cancels premium at /paypal/cancel-subscription and shows the server message', async () => {
      openDashboard([active], {
        'POST /paypal/cancel-subscription': () => ({
          status: 200,
          body: { message: 'Premium cancelled. It stays on until May 1, 2099.', paid_through: null },
        }),
      });
      const user = setupUser();
      const card = await profileCard('Jordan Avery');
      await user.click(card.getByRole('button', { name: 'Cancel Premium' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, cancel premium' }));

      expect(
        await screen.findByText('Premium cancelled. It stays on until May 1, 2099.'),
      ).toBeInTheDocument();
      const [request] = api.callsTo('POST /paypal/cancel-subscription');
      expect(request.config.params).toEqual({ profile_id: 'p-active', subscription_type: 'premium' });
      expect(request.authorization).toBe('Bearer user-token');
      // The list is reloaded.
      await waitFor(() => expect(api.callsTo('GET /user/profiles')).toHaveLength(2));
    });

    it('says "Failed to cancel premium subscription" with the server detail', async () => {
      openDashboard([active], {
        'POST /paypal/cancel-subscription': () => apiError(400, 'No active premium subscription'),
      });
      const user = setupUser();
      const card = await profileCard('Jordan Avery');
      await user.click(card.getByRole('button', { name: 'Cancel Premium' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, cancel premium' }));
      expect(
        await screen.findByText('Failed to cancel premium subscription: No active premium subscription'),
      ).toBeInTheDocument();
    });

    it('deletes a profile after a warning that it is permanent', async () => {
      let deleted = false;
      openDashboard([active], {
        'GET /user/profiles': () => profilesReply(deleted ? [] : [active]),
        'DELETE /user/profiles/p-active': () => {
          deleted = true;
          return { status: 200, body: { message: 'Profile deleted' } };
        },
      });
      const user = setupUser();
      const card = await profileCard('Jordan Avery');
      await user.click(card.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(/This is permanent/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yes, delete permanently' }));

      expect(await screen.findByText('Profile deleted successfully')).toBeInTheDocument();
      expect(await screen.findByText('You have not submitted any profiles yet.')).toBeInTheDocument();
    });

    it('says "Failed to delete" with the server detail', async () => {
      openDashboard([active], {
        'DELETE /user/profiles/p-active': () => ({
          status: 502,
          body: { statusCode: 502, error: 'Bad Gateway', detail: 'The payment provider could not be reached' },
        }),
      });
      const user = setupUser();
      const card = await profileCard('Jordan Avery');
      await user.click(card.getByRole('button', { name: 'Delete' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, delete permanently' }));
      expect(
        await screen.findByText('Failed to delete: The payment provider could not be reached'),
      ).toBeInTheDocument();
    });

    it('deletes the video, warning that a new one must be paid again', async () => {
      openDashboard([active], {
        'DELETE /profiles/p-active/video': () => ({ status: 200, body: { message: 'Video deleted' } }),
      });
      const user = setupUser();
      const card = await profileCard('Jordan Avery');
      await user.click(card.getByRole('button', { name: 'Delete video' }));
      expect(await screen.findByText(/A new video will need to be paid for again/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yes, delete video' }));
      expect(await screen.findByText('Video deleted')).toBeInTheDocument();
      expect(api.callsTo('DELETE /profiles/p-active/video')).toHaveLength(1);
    });

    it('says "Failed to delete video" with the server detail', async () => {
      openDashboard([active], {
        'DELETE /profiles/p-active/video': () => apiError(400, 'There is no video'),
      });
      const user = setupUser();
      const card = await profileCard('Jordan Avery');
      await user.click(card.getByRole('button', { name: 'Delete video' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, delete video' }));
      expect(await screen.findByText('Failed to delete video: There is no video')).toBeInTheDocument();
    });

    it('pays the listing in a dialog and reloads the list', async () => {
      openDashboard([rejected], {
        'GET /paypal/plan-ids': () => ({
          status: 200,
          body: {
            profile_listing_plan_id: null,
            premium_plan_id: null,
            client_id: null,
            mode: 'demo',
            listing_price: '2.00',
            premium_price: '2.00',
            video_price: '7.00',
            currency: 'USD',
          },
        }),
        'POST /paypal/demo/subscriptions': () => ({ status: 201, body: { subscription_id: 'I-DEMO-1' } }),
        'POST /paypal/subscription/activate': () => ({
          status: 200,
          body: {
            message: 'Subscription active',
            status: 'Pending Review',
            payment_status: 'paid',
            paid_through: '2099-05-01T00:00:00.000Z',
            is_premium: false,
          },
        }),
      });
      const user = setupUser();
      const card = await profileCard('Sam Rivera');
      await user.click(card.getByRole('button', { name: 'Pay' }));

      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Pay for the listing — Sam Rivera')).toBeInTheDocument();
      await user.click(await dialog.findByRole('button', { name: 'Pay $2.00 / month (demo)' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('POST /paypal/subscription/activate')[0].body).toEqual({
        profile_id: 'p-rejected',
        subscription_type: 'profile_listing',
      });
      await waitFor(() => expect(api.callsTo('GET /user/profiles')).toHaveLength(2));
    });

    it('offers premium and the video payment in a dialog', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      openDashboard([rejected], {
        'GET /paypal/plan-ids': () => apiError(503, 'Payments are not available right now.'),
      });
      const user = setupUser();
      const card = await profileCard('Sam Rivera');

      await user.click(card.getByRole('button', { name: 'Go Premium' }));
      let dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Go Premium — Sam Rivera')).toBeInTheDocument();
      expect(await dialog.findByText('Payments are not available right now.')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(card.getByRole('button', { name: 'Add video' }));
      dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Add a video — Sam Rivera')).toBeInTheDocument();
    });
  });
});

describe('another user in the same tab', () => {
  it("shows none of the first user's profiles or notifications once the session ends and another user logs in", async () => {
    const first = makeUser({ id: 'user-a', email: 'a@example.com' });
    const second = makeUser({ id: 'user-b', email: 'b@example.com' });
    const secondList = deferred<FakeReply>();
    const isFirst = (request: { authorization: string | null }) => request.authorization === 'Bearer token-a';
    storeSession(first, 'token-a');
    api = fakeApi({
      'GET /auth/me': (request) => ({ status: 200, body: isFirst(request) ? first : second }),
      'GET /user/profiles': (request) => (isFirst(request) ? profilesReply([active]) : secondList.promise),
      'GET /user/notifications': (request) => ({
        status: 200,
        body: isFirst(request) ? { notifications: [unread], unread_count: 1 } : { notifications: [], unread_count: 0 },
      }),
      'POST /auth/login': () => ({ status: 200, body: { access_token: 'token-b', user: second } }),
    });
    const { router } = renderRoute('/dashboard');
    await profileCard('Jordan Avery');
    expect(await screen.findByText('Your profile needs changes')).toBeInTheDocument();

    // The session ends without a reload (it expired, or a logout in another tab).
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const user = setupUser();
    await fillIn(user, await screen.findByLabelText('Email'), 'b@example.com');
    await fillIn(user, screen.getByLabelText('Password'), 'password-b');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    expect(await screen.findByText('Loading your profiles…')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Profile of Jordan Avery' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your profile needs changes')).not.toBeInTheDocument();
    await act(async () => secondList.resolve(profilesReply([])));
    expect(await screen.findByText('You have not submitted any profiles yet.')).toBeInTheDocument();
    expect(screen.queryByText('Your profile needs changes')).not.toBeInTheDocument();
  });
});
