import { useState } from 'react';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { SavedSearchesSection } from '../../savedSearches/components/SavedSearchesSection';
import { useCurrentAccount } from '../hooks/useCurrentAccount';
import { useMyProfiles } from '../hooks/useMyProfiles';
import { useNotifications } from '../hooks/useNotifications';
import { useProfileActions } from '../hooks/useProfileActions';
import { DASHBOARD_MESSAGES } from '../messages';
import type { OwnerProfile } from '../types/dashboard';
import { isPaymentProcessing } from '../utils/profileState';
import { AccountHeader } from './AccountHeader';
import type { PaymentKind } from './MyProfileCard';
import { MyProfilesSection } from './MyProfilesSection';
import { NotificationsCard } from './NotificationsCard';
import { ProfilePaymentModal, type ProfilePayment } from './ProfilePaymentModal';
import { MyPenPalsSection } from '../../penPals/components/MyPenPalsSection';
import './dashboard.css';

/** The address PayPal (and the subscription dialog) return to after a listing payment. */
export const PAYMENT_RETURN_PATH = '/user/dashboard';

type PaymentReturnState = { paymentMessage?: unknown; paymentProcessing?: unknown } | null | undefined;

/**
 * What the payment return says: the provider's answer passed by the payment dialog, or (arriving
 * from elsewhere) "processing" while any profile still waits for its first payment, else success.
 */
export function returnNotice(state: unknown, profiles: OwnerProfile[]): { message: string; processing: boolean } {
  const passed = state as PaymentReturnState;
  if (passed && typeof passed.paymentMessage === 'string') {
    return { message: passed.paymentMessage, processing: passed.paymentProcessing === true };
  }
  if (profiles.some(isPaymentProcessing)) return { message: DASHBOARD_MESSAGES.paymentProcessing, processing: true };
  return { message: DASHBOARD_MESSAGES.paymentReturned, processing: false };
}

/**
 * My Account: who is signed in, their notifications, and their profiles with every
 * action (view, edit, delete, pay, cancel the listing, premium, video).
 */
export function MyAccount() {
  const user = useCurrentAccount();
  const location = useLocation();
  const myProfiles = useMyProfiles();
  const notifications = useNotifications();
  const actions = useProfileActions(myProfiles.reload);
  const [payment, setPayment] = useState<ProfilePayment | null>(null);
  const [isPaymentNoticeClosed, setIsPaymentNoticeClosed] = useState(false);
  const showPaymentNotice = location.pathname === PAYMENT_RETURN_PATH && !isPaymentNoticeClosed;
  const paymentNotice = returnNotice(location.state, myProfiles.profiles);

  const handlePay = (profile: OwnerProfile, kind: PaymentKind) => setPayment({ profile, kind });
  const handlePaid = () => {
    setPayment(null);
    myProfiles.reload();
    // A payment may come with a notification (payment received, premium on).
    notifications.reload();
  };

  return (
    <section className="page-container my-account">
      <AccountHeader
        user={user}
        profileCount={myProfiles.isFirstLoad || myProfiles.hasFailed ? null : myProfiles.total}
      />
      {showPaymentNotice && (
        <Alert
          className="my-account__payment-notice"
          type={paymentNotice.processing ? 'info' : 'success'}
          showIcon
          title={paymentNotice.message}
          closable={{ onClose: () => setIsPaymentNoticeClosed(true), 'aria-label': 'Close' }}
        />
      )}
      <div className="my-account__layout">
        <div className="my-account__aside">
          <NotificationsCard
            notifications={notifications.notifications}
            unreadCount={notifications.unreadCount}
            isLoading={notifications.isLoading}
            onMarkRead={(id) => void notifications.markRead(id)}
            onMarkAllRead={() => void notifications.markAllRead()}
            onDelete={(id) => void notifications.remove(id)}
            isMarkingRead={notifications.isMarkingRead}
            isMarkingAllRead={notifications.isMarkingAllRead}
            isDeleting={notifications.isDeleting}
          />
        </div>
        <div className="my-account__main">
          <MyProfilesSection
            profiles={myProfiles.profiles}
            total={myProfiles.total}
            page={myProfiles.page}
            onPageChange={myProfiles.setPage}
            isFirstLoad={myProfiles.isFirstLoad}
            hasFailed={myProfiles.hasFailed}
            onRetry={myProfiles.reload}
            onPay={handlePay}
            actions={{
              deleteProfile: (id) => void actions.deleteProfile(id),
              cancelPremium: (id) => void actions.cancelPremium(id),
              cancelListing: (id) => void actions.cancelListing(id),
              deleteVideo: (id) => void actions.deleteVideo(id),
              confirmAddress: (id) => void actions.confirmAddress(id),
              isConfirmingAddress: actions.isConfirmingAddress,
              isDeleting: actions.isDeleting,
              isCancellingPremium: actions.isCancellingPremium,
              isCancellingListing: actions.isCancellingListing,
              isDeletingVideo: actions.isDeletingVideo,
            }}
          />
          <MyPenPalsSection />
          <SavedSearchesSection />
        </div>
      </div>
      <ProfilePaymentModal
        payment={payment}
        onClose={() => setPayment(null)}
        onPaid={handlePaid}
      />
    </section>
  );
}
