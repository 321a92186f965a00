import { Modal } from 'antd';
import { SubscriptionPayment } from '../../payments/components/SubscriptionPayment';
import { VideoPayment } from '../../payments/components/VideoPayment';
import { priceFor, usePaymentConfig } from '../../payments/hooks/usePaymentConfig';
import { DEFAULT_PRICES } from '../../payments/messages';
import type { OwnerProfile } from '../types/dashboard';
import type { PaymentKind } from './MyProfileCard';

export type ProfilePayment = { profile: OwnerProfile; kind: PaymentKind };

export type ProfilePaymentModalProps = {
  payment: ProfilePayment | null;
  onClose: () => void;
  /** The payment went through (after the payment component's success notice). */
  onPaid: () => void;
};

const TITLES: Record<PaymentKind, string> = {
  listing: 'Pay for the listing',
  premium: 'Go Premium',
  video: 'Add a video',
};

/** What is being bought, then the payment buttons. Mounted only while the dialog is open. */
function PaymentBody({ payment, onPaid }: { payment: ProfilePayment; onPaid: () => void }) {
  const { config } = usePaymentConfig();
  const { profile, kind } = payment;

  let intro;
  if (kind === 'listing') {
    const price = config ? priceFor(config, 'profile_listing') : DEFAULT_PRICES.listing;
    intro = `$${price} per month, recurring, cancel anytime. The profile is reviewed by our team before it is published.`;
  } else if (kind === 'premium') {
    const price = config ? priceFor(config, 'premium') : DEFAULT_PRICES.premium;
    intro = `$${price} per month on top of the listing: social media links on the profile, first position in browse results and a gold badge.`;
  } else {
    intro =
      'A one-time payment. Then upload a video of at most 60 seconds and 50MB (MP4, MOV, AVI or WEBM) from the edit page; it is reviewed before it shows.';
  }

  return (
    <>
      <p className="my-account__payment-intro">{intro}</p>
      {kind === 'video' ? (
        <VideoPayment profileId={profile.id} onPaid={onPaid} />
      ) : (
        <SubscriptionPayment
          profileId={profile.id}
          subscriptionType={kind === 'premium' ? 'premium' : 'profile_listing'}
          onSuccess={onPaid}
        />
      )}
    </>
  );
}

/** The listing, premium or video payment of one profile, in a dialog. */
export function ProfilePaymentModal({ payment, onClose, onPaid }: ProfilePaymentModalProps) {
  const kind = payment?.kind ?? 'listing';
  return (
    <Modal
      title={payment ? `${TITLES[kind]} — ${payment.profile.name}` : TITLES[kind]}
      open={!!payment}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      className="my-account__payment"
    >
      {payment && <PaymentBody payment={payment} onPaid={onPaid} />}
    </Modal>
  );
}
