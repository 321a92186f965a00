import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeDetail } from '../../../test/profileFixtures';
import type { OwnerProfile } from '../types/dashboard';
import { MyProfileCard, type MyProfileCardProps } from './MyProfileCard';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const SUBSCRIPTION = 'I-DEMO1234567';

/** A published profile paid by a live listing subscription, through 21 December 2026. */
function ownerProfile(overrides: Partial<OwnerProfile> = {}): OwnerProfile {
  return {
    ...makeDetail(),
    birthdate: '1990-01-01',
    payment_status: 'paid',
    payment_method: 'demo',
    payment_processing: false,
    paid_through: '2026-12-21T12:00:00.000Z',
    grace_ends_at: null,
    submission_fee_paid: true,
    rejection_reason: null,
    requires_review: false,
    restricted_state_acknowledged: false,
    video_paid: false,
    premium_paid_through: null,
    listing_subscription_id: SUBSCRIPTION,
    premium_subscription_id: null,
    created_at: '2026-10-21T12:00:00.000Z',
    ...overrides,
  } as OwnerProfile;
}

function renderCard(profile: OwnerProfile, props: Partial<MyProfileCardProps> = {}) {
  const handlers = {
    onPay: jest.fn(),
    onDelete: jest.fn(),
    onCancelPremium: jest.fn(),
    onCancelListing: jest.fn(),
    onDeleteVideo: jest.fn(),
    onConfirmAddress: jest.fn(),
  };
  const element = (
    <MyProfileCard
      profile={profile}
      {...handlers}
      isDeleting={false}
      isCancellingPremium={false}
      isCancellingListing={false}
      isDeletingVideo={false}
      isConfirmingAddress={false}
      now={NOW}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/user/dashboard', element }], { initialEntries: ['/user/dashboard'] });
  render(<RouterProvider router={router} />);
  return handlers;
}

const card = () => screen.getByRole('article', { name: /^Profile of / });
const cancelButton = () => within(card()).queryByRole('button', { name: 'Cancel listing' });

describe('MyProfileCard: cancelling the listing', () => {
  it('asks first, giving the paid-through date, then cancels', async () => {
    const user = userEvent.setup();
    const { onCancelListing } = renderCard(ownerProfile());
    expect(within(card()).getByText('Paid through December 21, 2026.')).toBeInTheDocument();

    await user.click(cancelButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the listing of Jordan Avery?' });
    expect(dialog).toHaveTextContent(
      'No further payment is taken. The profile stays live until December 21, 2026, the end of the period you paid for, and is then permanently removed with its photos and video.',
    );
    expect(onCancelListing).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel listing' }));
    expect(onCancelListing).toHaveBeenCalledWith(makeDetail().id);
  });

  it('changes nothing when the owner keeps the listing in the dialog', async () => {
    const user = userEvent.setup();
    const { onCancelListing } = renderCard(ownerProfile());
    await user.click(cancelButton()!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep listing' }));
    expect(onCancelListing).not.toHaveBeenCalled();
  });

  it('speaks of the paid listing, not a live profile, while the profile waits for review', async () => {
    const user = userEvent.setup();
    renderCard(ownerProfile({ status: 'Pending Review' }));
    await user.click(cancelButton()!);
    expect(await screen.findByRole('dialog')).toHaveTextContent('The listing stays paid until December 21, 2026');
  });

  it('shows the button as busy while the cancellation is on its way', () => {
    renderCard(ownerProfile(), { isCancellingListing: true });
    expect(within(card()).getByRole('button', { name: /Cancel listing$/ })).toHaveClass('ant-btn-loading');
  });

  it.each<[string, Partial<OwnerProfile>]>([
    ['unpaid, awaiting payment', { status: 'Awaiting Payment', payment_status: 'unpaid', payment_method: null, paid_through: null, listing_subscription_id: null }],
    ['a free promo listing', { payment_method: 'promo', listing_subscription_id: null }],
    ['the first payment still processing', { payment_status: 'unpaid', payment_processing: true }],
    ['a failed payment in its grace days', { payment_status: 'failed', grace_ends_at: '2026-12-05T12:00:00.000Z' }],
    ['already cancelled', { payment_status: 'cancelled' }],
    ['paid with no subscription (an admin or old record)', { listing_subscription_id: null }],
  ])('offers no cancellation when the listing is %s', (_state, overrides) => {
    renderCard(ownerProfile(overrides));
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('offers it for a paid listing pending review or rejected (the subscription still charges)', () => {
    renderCard(ownerProfile({ status: 'Rejected', rejection_reason: 'Blurry photo' }));
    expect(cancelButton()).toBeInTheDocument();
  });
});

describe('MyProfileCard: a cancelled listing', () => {
  it('says until when it stays live and offers to keep it by paying again', async () => {
    const user = userEvent.setup();
    const profile = ownerProfile({ payment_status: 'cancelled' });
    const { onPay } = renderCard(profile);
    expect(within(card()).getByText('Listing cancelled: live until December 21, 2026, then removed')).toBeInTheDocument();
    expect(within(card()).getByText('Cancelled')).toBeInTheDocument();
    // "Keep listing" replaces "Pay": the same listing payment.
    expect(within(card()).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Keep listing' }));
    expect(onPay).toHaveBeenCalledWith(profile, 'listing');
  });

  it('says so without a date when the paid period is unknown', () => {
    renderCard(ownerProfile({ payment_status: 'cancelled', paid_through: null }));
    expect(within(card()).getByText('Listing cancelled: live until the end of the paid period, then removed')).toBeInTheDocument();
  });

  it('keeps the plain Pay button for an unpaid listing', () => {
    renderCard(ownerProfile({ status: 'Awaiting Payment', payment_status: 'unpaid', paid_through: null, listing_subscription_id: null }));
    expect(within(card()).getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Keep listing' })).not.toBeInTheDocument();
  });
});
