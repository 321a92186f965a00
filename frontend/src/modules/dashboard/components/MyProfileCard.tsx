import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Popconfirm, Tag } from 'antd';
import {
  CrownOutlined,
  DeleteOutlined,
  DollarOutlined,
  EditOutlined,
  RedoOutlined,
  EyeOutlined,
  StopOutlined,
  UploadOutlined,
  VideoCameraAddOutlined,
} from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { initials } from '../../profiles/components/CardMedia';
import { formatDate } from '../../profiles/utils/format';
import { resolveMediaUrl } from '../../profiles/utils/media';
import { DASHBOARD_MESSAGES } from '../messages';
import type { OwnerProfile } from '../types/dashboard';
import {
  canCancelListing,
  canCancelPremium,
  canPayListing,
  isListingCancelled,
  isPaymentProcessing,
  isRunningPromo,
  normalizePaymentStatus,
  paymentTag,
  statusTag,
  videoState,
} from '../utils/profileState';
import { PRICE_TEXT } from '../../payments/prices';
import { TrustPrompts } from './TrustPrompts';

export type PaymentKind = 'listing' | 'premium' | 'video';

/** The id of the "Photos & Video" heading on the edit page (modules/profileEdit). */
const EDIT_VIDEO_SECTION_ID = 'edit-media-title';

export type MyProfileCardProps = {
  profile: OwnerProfile;
  onPay: (profile: OwnerProfile, kind: PaymentKind) => void;
  onDelete: (id: string) => void;
  onCancelPremium: (id: string) => void;
  /** Cancels the listing subscription (after the card's confirmation dialog). */
  onCancelListing: (id: string) => void;
  onDeleteVideo: (id: string) => void;
  /** Confirms the address as it is, after an admin recorded a transfer. */
  onConfirmAddress: (id: string) => void;
  isConfirmingAddress: boolean;
  isDeleting: boolean;
  isCancellingPremium: boolean;
  isCancellingListing: boolean;
  isDeletingVideo: boolean;
  /** For tests: the time promo and grace dates are measured against (the current time when left out). */
  now?: number;
};

function thumbnailOf(profile: OwnerProfile): string | null {
  return resolveMediaUrl(
    profile.thumbnail_url ?? profile.photo_thumbnails?.[0] ?? profile.photos?.[0] ?? profile.photo_base64,
  );
}

/** What the owner should know about the listing, beyond the badges. */
function listingNotices(profile: OwnerProfile, now?: number): ReactNode[] {
  const notices: ReactNode[] = [];
  const payment = normalizePaymentStatus(profile.payment_status);
  if (profile.status === 'Rejected') {
    notices.push(
      <Alert
        key="rejected"
        type="error"
        showIcon
        title="Not approved"
        description={
          <>
            <span className="my-profile__reason">
              Reason: {profile.rejection_reason || 'No reason was given.'}
            </span>{' '}
            Edit the profile and it will be reviewed again.
          </>
        }
      />,
    );
  }
  if (payment === 'failed') {
    const graceEnd = formatDate(profile.grace_ends_at);
    notices.push(
      <Alert
        key="grace"
        type="warning"
        showIcon
        title={
          graceEnd
            ? `Payment failed — listing removed on ${graceEnd} unless paid`
            : 'Payment failed — the listing will be removed unless paid'
        }
      />,
    );
  } else if (payment === 'cancelled') {
    const until = formatDate(profile.paid_through);
    notices.push(
      <Alert
        key="cancelled"
        type="warning"
        showIcon
        title={
          until
            ? `Listing cancelled: live until ${until}, then removed`
            : 'Listing cancelled: live until the end of the paid period, then removed'
        }
        description={`To keep the profile, pay for the listing again (${PRICE_TEXT.listingPerMonth}) before then: it then renews each month.`}
      />,
    );
  } else if (isPaymentProcessing(profile)) {
    notices.push(
      <Alert key="processing" type="info" showIcon title="Payment processing" description={DASHBOARD_MESSAGES.paymentProcessingDetail} />,
    );
  } else if (profile.status === 'Awaiting Payment') {
    notices.push(
      <Alert
        key="awaiting"
        type="info"
        showIcon
        title="Pay for the listing to send this profile for review."
      />,
    );
  }
  if (profile.requires_review && profile.status === 'Pending Review') {
    notices.push(
      <p key="video-review" className="my-profile__note">
        The new video is being reviewed.
      </p>,
    );
  }
  if (isRunningPromo(profile, now)) {
    const until = formatDate(profile.paid_through);
    notices.push(
      <p key="promo" className="my-profile__note">
        {until ? `Free listing until ${until}.` : 'Free listing with no end date.'}
      </p>,
    );
  } else if (payment === 'paid' && profile.paid_through) {
    const until = formatDate(profile.paid_through);
    if (until)
      notices.push(
        <p key="paid" className="my-profile__note">
          Paid through {until}.
        </p>,
      );
  }
  if (profile.is_premium && profile.premium_paid_through) {
    const until = formatDate(profile.premium_paid_through);
    if (until)
      notices.push(
        <p key="premium" className="my-profile__note">
          Premium through {until}.
        </p>,
      );
  }
  return notices;
}

/** One of the user's profiles on My Account: badges, what needs doing, and every action. */
export function MyProfileCard({
  profile,
  onPay,
  onDelete,
  onCancelPremium,
  onCancelListing,
  onDeleteVideo,
  onConfirmAddress,
  isConfirmingAddress,
  isDeleting,
  isCancellingPremium,
  isCancellingListing,
  isDeletingVideo,
  now,
}: MyProfileCardProps) {
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const status = statusTag(profile.status);
  const payment = paymentTag(profile);
  const thumbnail = thumbnailOf(profile);
  const video = videoState(profile);
  const notices = listingNotices(profile, now);
  const trust = (
    <TrustPrompts
      profile={profile}
      onConfirmAddress={onConfirmAddress}
      isConfirmingAddress={isConfirmingAddress}
      onCancelListing={canCancelListing(profile) ? () => setIsConfirmingCancel(true) : undefined}
    />
  );
  const { name, id } = profile;
  const cancelled = isListingCancelled(profile);
  const paidUntil = formatDate(profile.paid_through);

  const handleConfirmCancel = () => {
    setIsConfirmingCancel(false);
    onCancelListing(id);
  };

  return (
    <article className="my-profile" data-testid="my-profile" aria-label={`Profile of ${name}`}>
      <div className="my-profile__photo">
        {thumbnail ? (
          <img src={thumbnail} alt={name} width={96} height={120} loading="lazy" decoding="async" />
        ) : (
          <span className="my-profile__initials" role="img" aria-label={`No photo of ${name}`}>
            {initials(name)}
          </span>
        )}
      </div>
      <div className="my-profile__body">
        <h3 className="my-profile__name">
          {name}
          {typeof profile.age === 'number' && <span className="my-profile__age">, {profile.age}</span>}
        </h3>
        {profile.state && <p className="my-profile__meta">{profile.state}</p>}
        <ul className="my-profile__badges" aria-label="Status">
          <li>
            <Tag color={status.color}>{status.label}</Tag>
          </li>
          <li>
            <Tag color={payment.color}>{payment.label}</Tag>
          </li>
          {profile.is_premium && (
            <li>
              <Tag color="gold" icon={<CrownOutlined aria-hidden="true" />}>
                Premium
              </Tag>
            </li>
          )}
          {profile.video_url && (
            <li>
              <Tag color="purple">Video</Tag>
            </li>
          )}
        </ul>
        <div className="my-profile__notices">
          {notices}
          {trust}
        </div>
        <div className="my-profile__actions">
          <ButtonLink to={`/dashboard/preview/${id}`} icon={<EyeOutlined aria-hidden="true" />} size="small">
            View
          </ButtonLink>
          <ButtonLink to={`/dashboard/edit/${id}`} icon={<EditOutlined aria-hidden="true" />} size="small">
            Edit
          </ButtonLink>
          {cancelled ? (
            <Button
              type="primary"
              size="small"
              icon={<RedoOutlined aria-hidden="true" />}
              onClick={() => onPay(profile, 'listing')}
            >
              Keep listing
            </Button>
          ) : (
            canPayListing(profile, now) && (
              <Button
                type="primary"
                size="small"
                icon={<DollarOutlined aria-hidden="true" />}
                onClick={() => onPay(profile, 'listing')}
              >
                Pay
              </Button>
            )
          )}
          {canCancelListing(profile) && (
            <Button
              size="small"
              icon={<StopOutlined aria-hidden="true" />}
              loading={isCancellingListing}
              onClick={() => setIsConfirmingCancel(true)}
            >
              Cancel listing
            </Button>
          )}
          {!profile.is_premium && (
            <Button size="small" icon={<CrownOutlined aria-hidden="true" />} onClick={() => onPay(profile, 'premium')}>
              Go Premium
            </Button>
          )}
          {canCancelPremium(profile) && (
            <Popconfirm
              title="Cancel premium?"
              description="Premium stays on until the end of the period you paid for, then ends."
              okText="Yes, cancel premium"
              okButtonProps={{ danger: true }}
              cancelText="Keep premium"
              onConfirm={() => onCancelPremium(id)}
            >
              <Button size="small" icon={<StopOutlined aria-hidden="true" />} loading={isCancellingPremium}>
                Cancel Premium
              </Button>
            </Popconfirm>
          )}
          {video === 'not-paid' && (
            <Button
              size="small"
              icon={<VideoCameraAddOutlined aria-hidden="true" />}
              onClick={() => onPay(profile, 'video')}
            >
              Add video
            </Button>
          )}
          {video === 'paid-no-video' && (
            <ButtonLink
              to={`/dashboard/edit/${id}#${EDIT_VIDEO_SECTION_ID}`}
              size="small"
              type="primary"
              ghost
              icon={<UploadOutlined aria-hidden="true" />}
            >
              Upload video
            </ButtonLink>
          )}
          {video === 'has-video' && (
            <Popconfirm
              title="Delete the video?"
              description={`A new video will need to be paid for again (${PRICE_TEXT.video}).`}
              okText="Yes, delete video"
              okButtonProps={{ danger: true }}
              cancelText="Keep it"
              onConfirm={() => onDeleteVideo(id)}
            >
              <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} loading={isDeletingVideo}>
                Delete video
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={`Delete ${name}'s profile?`}
            description="This is permanent: the profile, its photos and video are deleted and its subscriptions cancelled. It cannot be undone."
            okText="Yes, delete permanently"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onDelete(id)}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} loading={isDeleting}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      </div>
      <Modal
        title={`Cancel the listing of ${name}?`}
        open={isConfirmingCancel}
        onOk={handleConfirmCancel}
        onCancel={() => setIsConfirmingCancel(false)}
        okText="Yes, cancel listing"
        okButtonProps={{ danger: true }}
        cancelText="Keep listing"
        destroyOnHidden
      >
        <p>
          No further payment is taken. {profile.status === 'Active' ? 'The profile stays live' : 'The listing stays paid'} until{' '}
          <strong>{paidUntil ?? 'the end of the period you paid for'}</strong>
          {paidUntil ? ', the end of the period you paid for,' : ''} and is then permanently removed with its photos
          and video.
        </p>
        <p>You can keep the listing by paying again before then.</p>
      </Modal>
    </article>
  );
}
