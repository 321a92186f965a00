import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../../components/ButtonLink/ButtonLink';
import { formatDate } from '../../../profiles/utils/format';
import type { OwnerProfile } from '../../types/ownerProfile';

export type ProfileStatusBannersProps = {
  profile: OwnerProfile;
};

type Banner = {
  key: string;
  type: 'success' | 'info' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
};

function statusBanner(profile: OwnerProfile): Banner {
  switch (profile.status) {
    case 'Awaiting Payment':
      return {
        key: 'status',
        type: 'warning',
        title: 'Awaiting Payment',
        description: (
          <>
            This profile is not listed yet. Pay for the listing from{' '}
            <Link to="/dashboard">your account page</Link> and our team will review it.
          </>
        ),
      };
    case 'Pending Review':
      return {
        key: 'status',
        type: 'info',
        title: 'Pending Review',
        description:
          'Your profile is being reviewed by our team. It goes live as soon as it is approved.',
      };
    case 'Active':
      return {
        key: 'status',
        type: 'success',
        title: 'Your profile is live',
        description: (
          <>
            Visitors can find it in the directory.{' '}
            <Link to={`/profile/${profile.id}`}>View the public profile</Link>
          </>
        ),
      };
    case 'Rejected':
      return {
        key: 'status',
        type: 'error',
        title: 'Profile Rejected',
        description: (
          <>
            <p className="profile-preview__reason">
              {profile.rejection_reason?.trim() || 'No reason was given.'}
            </p>
            <p className="profile-preview__reason-hint">
              Edit the profile to fix this and it will be reviewed again.
            </p>
          </>
        ),
        action: (
          <ButtonLink to={`/dashboard/edit/${profile.id}`} type="primary" danger icon={<EditOutlined aria-hidden="true" />}>
            Edit Profile
          </ButtonLink>
        ),
      };
    default:
      return { key: 'status', type: 'info', title: `Status: ${String(profile.status)}` };
  }
}

function paymentBanner(profile: OwnerProfile): Banner | null {
  if (profile.payment_status === 'failed') {
    const removal = formatDate(profile.grace_ends_at);
    return {
      key: 'payment',
      type: 'error',
      title: removal
        ? `Payment failed — your listing will be removed on ${removal} unless payment goes through`
        : 'Payment failed — your listing will be removed unless payment goes through',
      description: (
        <>
          Check the payment method of your subscription, or pay again from{' '}
          <Link to="/dashboard">your account page</Link>. A removed profile cannot be recovered.
        </>
      ),
    };
  }
  if (profile.payment_status === 'cancelled') {
    const until = formatDate(profile.paid_through);
    return {
      key: 'payment',
      type: 'warning',
      title: until
        ? `Subscription cancelled — your profile stays listed until ${until}`
        : 'Subscription cancelled — your profile stays listed until the end of the paid period',
      description: 'After that date the profile is removed.',
    };
  }
  return null;
}

/** The preview's banners: the review status, then any payment problem. */
export function ProfileStatusBanners({ profile }: ProfileStatusBannersProps) {
  const banners = [statusBanner(profile), paymentBanner(profile)].filter(
    (banner): banner is Banner => banner !== null,
  );
  return (
    <div className="profile-preview__banners">
      {banners.map((banner) => (
        <Alert
          key={banner.key}
          type={banner.type}
          showIcon
          title={banner.title}
          description={banner.description}
          action={banner.action}
        />
      ))}
    </div>
  );
}
