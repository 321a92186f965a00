import { Button, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { refreshAfterChange } from '../../../api/queryClient';
import { PROFILE_LISTS, queryKeys } from '../../../api/queryKeys';
import { priceFor, usePaymentConfig } from '../hooks/usePaymentConfig';
import { DEFAULT_PRICES } from '../messages';
import type { SubscriptionActivation, SubscriptionType } from '../types/payments';
import { SubscriptionPayment } from './SubscriptionPayment';
import './payments.css';

export type SubscriptionDialogProps = {
  open: boolean;
  profileId: string;
  /** `profile_listing` (default): "Complete Your Listing"; `premium`: "Go Premium". */
  subscriptionType?: SubscriptionType;
  /** The dialog's close button (X or Escape). */
  onClose: () => void;
  /** After a successful payment; by default goes to /user/dashboard. */
  onPaid?: (activation: SubscriptionActivation) => void;
  /** "Pay Later (from Dashboard)"; by default goes to /dashboard. */
  onPayLater?: () => void;
};

const COPY: Record<SubscriptionType, { title: string; intro: string; points: string[] }> = {
  profile_listing: {
    title: 'Complete Your Listing',
    intro: 'Your profile has been saved. Start the listing subscription to have it published.',
    points: [
      'Recurring monthly subscription',
      'Cancel anytime',
      'Your profile will be reviewed by our team before it is published.',
    ],
  },
  premium: {
    title: 'Go Premium',
    intro: 'Premium is a separate monthly subscription on top of the listing.',
    points: [
      'Social media links shown on the profile',
      'First position in browse results',
      'Gold premium badge',
      'Recurring monthly subscription, cancel anytime',
    ],
  },
};

/** The subscription offer, shown after a profile is submitted (and from the dashboard). */
export function SubscriptionDialog({
  open,
  profileId,
  subscriptionType = 'profile_listing',
  onClose,
  onPaid,
  onPayLater,
}: SubscriptionDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { config } = usePaymentConfig();
  const copy = COPY[subscriptionType];
  const fallbackPrice = subscriptionType === 'premium' ? DEFAULT_PRICES.premium : DEFAULT_PRICES.listing;
  const price = config ? priceFor(config, subscriptionType) : fallbackPrice;

  const handlePaid = (activation: SubscriptionActivation) => {
    if (onPaid) {
      onPaid(activation);
      return;
    }
    // My Account shows the profile as paid, and the notification of the payment, not what it showed before.
    refreshAfterChange(queryClient, [...PROFILE_LISTS, queryKeys.account.notifications]);
    // It says what the provider answered (paid, or still processing), not a fixed success.
    void navigate('/user/dashboard', { state: { paymentMessage: activation.message, paymentProcessing: !!activation.payment_processing } });
  };
  const handlePayLater = () => {
    if (onPayLater) onPayLater();
    else void navigate('/dashboard');
  };

  return (
    <Modal
      title={copy.title}
      open={open}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
      className="subscription-dialog"
    >
      <p className="subscription-dialog__intro">{copy.intro}</p>
      <p className="subscription-dialog__price">
        <strong>${price}</strong>
        <span>/month</span>
      </p>
      <ul className="subscription-dialog__points">
        {copy.points.map((point) => (
          <li key={point}>
            <CheckCircleFilled aria-hidden="true" className="subscription-dialog__check" /> {point}
          </li>
        ))}
      </ul>
      <SubscriptionPayment
        profileId={profileId}
        subscriptionType={subscriptionType}
        onSuccess={handlePaid}
      />
      <Button block className="subscription-dialog__later" onClick={handlePayLater}>
        Pay Later (from Dashboard)
      </Button>
    </Modal>
  );
}
