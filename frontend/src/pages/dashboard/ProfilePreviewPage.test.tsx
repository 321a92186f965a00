import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../components/feedback/toast';
import { apiError, fakeApi, makeUser, type FakeReply } from '../../test/fakeApi';
import { deferred } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';
import {
  landingPageHandlers,
  makeOwnerProfile,
  PROFILE_ID,
} from '../../modules/profileEdit/test/ownerProfileFixtures';

jest.setTimeout(60000);

const PREVIEW_PATH = `/dashboard/preview/${PROFILE_ID}`;
const PROFILE_KEY = `GET /user/profiles/${PROFILE_ID}`;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

async function openPreview(profile: Record<string, unknown>) {
  storeSession(makeUser(), 'token-1');
  api = fakeApi({
    ...landingPageHandlers(),
    [PROFILE_KEY]: () => ({ status: 200, body: profile }),
  });
  const view = renderRoute(PREVIEW_PATH);
  await screen.findByRole('heading', { level: 1, name: /Jordan Avery/ });
  return view;
}

function banner(title: string | RegExp) {
  return within(screen.getByText(title).closest('.ant-alert') as HTMLElement);
}

describe('profile preview', () => {
  it('shows the profile like the public page, with Edit and Back to My Account', async () => {
    await openPreview(makeOwnerProfile({ status: 'Pending Review' }));

    expect(screen.getByText(/Your profile is being reviewed by our team/)).toBeInTheDocument();
    expect(screen.getByText(/I like chess, long letters/)).toBeInTheDocument();
    expect(screen.getByText('Huntsville Unit', { selector: '.profile-detail__prison' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Edit$/ })).toHaveAttribute(
      'href',
      `/dashboard/edit/${PROFILE_ID}`,
    );
    expect(screen.getByRole('link', { name: /Back to My Account/ })).toHaveAttribute('href', '/dashboard');
    // Social links are a premium benefit: a plain profile shows none, as visitors would see it.
    expect(screen.queryByRole('heading', { name: 'Social Media' })).not.toBeInTheDocument();
  });

  it('shows the rejection reason verbatim with an Edit Profile button', async () => {
    const reason = 'The photo shows another person.\nPlease upload a photo of Jordan only.';
    await openPreview(makeOwnerProfile({ status: 'Rejected', rejection_reason: reason }));

    const rejected = banner('Profile Rejected');
    const shown = rejected.getByText(/The photo shows another person/);
    expect(shown.textContent).toBe(reason);
    expect(rejected.getByRole('link', { name: /Edit Profile/ })).toHaveAttribute(
      'href',
      `/dashboard/edit/${PROFILE_ID}`,
    );
  });

  it('warns about a failed payment with the end of the grace period', async () => {
    await openPreview(
      makeOwnerProfile({ payment_status: 'failed', grace_ends_at: '2026-03-15T10:00:00.000Z' }),
    );

    expect(
      screen.getByText(
        'Payment failed — your listing will be removed on March 15, 2026 unless payment goes through',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your profile is live')).toBeInTheDocument();
  });

  it('says a cancelled listing stays until the paid period ends', async () => {
    await openPreview(
      makeOwnerProfile({ payment_status: 'cancelled', paid_through: '2026-04-02T00:00:00.000Z' }),
    );
    expect(
      screen.getByText('Subscription cancelled — your profile stays listed until April 2, 2026'),
    ).toBeInTheDocument();
  });

  it('links a live profile to its public page', async () => {
    await openPreview(makeOwnerProfile({ status: 'Active' }));
    expect(banner('Your profile is live').getByRole('link', { name: /View the public profile/ })).toHaveAttribute(
      'href',
      `/profile/${PROFILE_ID}`,
    );
  });

  it('sends an unpaid profile to the account page to pay', async () => {
    await openPreview(makeOwnerProfile({ status: 'Awaiting Payment', payment_status: 'unpaid' }));
    expect(banner('Awaiting Payment').getByRole('link', { name: 'your account page' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('goes to the edit form from Edit', async () => {
    const { router } = await openPreview(makeOwnerProfile());
    await setupUser().click(screen.getByRole('link', { name: /^Edit$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/edit/${PROFILE_ID}`));
  });

  it('starts the edit form from the profile read afresh, not from the preview loaded before', async () => {
    storeSession(makeUser(), 'token-1');
    const fresh = deferred<FakeReply>();
    let loads = 0;
    api = fakeApi({
      ...landingPageHandlers(),
      // Changed since the preview was loaded (by the owner elsewhere, or by an admin).
      [PROFILE_KEY]: () =>
        ++loads === 1 ? { status: 200, body: makeOwnerProfile() } : fresh.promise,
    });
    renderRoute(PREVIEW_PATH);
    await screen.findByRole('heading', { level: 1, name: /Jordan Avery/ });

    await setupUser().click(screen.getByRole('link', { name: /^Edit$/ }));
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await act(async () => {
      fresh.resolve({ status: 200, body: makeOwnerProfile({ name: 'Jordan A. Avery' }) });
    });
    expect(await screen.findByLabelText('Name')).toHaveValue('Jordan A. Avery');
  });

  it('goes back to /dashboard with "Failed to load profile" when the profile cannot be read', async () => {
    storeSession(makeUser(), 'token-1');
    api = fakeApi({ ...landingPageHandlers(), [PROFILE_KEY]: () => apiError(503, 'Database unavailable') });
    const error = jest.spyOn(toast, 'error');
    const { router } = renderRoute(PREVIEW_PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(error).toHaveBeenCalledWith('Failed to load profile: Database unavailable', 'profile-load-failed');
  });
});
