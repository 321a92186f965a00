import { Empty, Pagination, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { MY_PROFILES_PAGE_SIZE } from '../messages';
import type { OwnerProfile } from '../types/dashboard';
import { MyProfileCard, type PaymentKind } from './MyProfileCard';

export type MyProfilesSectionProps = {
  profiles: OwnerProfile[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  isFirstLoad: boolean;
  hasFailed: boolean;
  onRetry: () => void;
  onPay: (profile: OwnerProfile, kind: PaymentKind) => void;
  actions: {
    deleteProfile: (id: string) => void;
    cancelPremium: (id: string) => void;
    cancelListing: (id: string) => void;
    deleteVideo: (id: string) => void;
    confirmAddress: (id: string) => void;
    isConfirmingAddress: (id: string) => boolean;
    isDeleting: (id: string) => boolean;
    isCancellingPremium: (id: string) => boolean;
    isCancellingListing: (id: string) => boolean;
    isDeletingVideo: (id: string) => boolean;
  };
};

/** "My profiles": one card per profile, 10 per page, or the way to submit the first one. */
export function MyProfilesSection({
  profiles,
  total,
  page,
  onPageChange,
  isFirstLoad,
  hasFailed,
  onRetry,
  onPay,
  actions,
}: MyProfilesSectionProps) {
  let body;
  if (isFirstLoad) {
    body = (
      <div role="status" aria-live="polite" className="my-profiles__loading">
        <span className="visually-hidden">Loading your profiles…</span>
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (hasFailed) {
    body = <LoadError title="Your profiles could not be loaded" onRetry={onRetry} />;
  } else if (profiles.length === 0) {
    body = (
      <Empty
        className="my-profiles__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="You have not submitted any profiles yet."
      >
        <ButtonLink to="/submit" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
          Submit your first profile
        </ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <>
        <div className="my-profiles__list">
          {profiles.map((profile) => (
            <MyProfileCard
              key={profile.id}
              profile={profile}
              onPay={onPay}
              onDelete={actions.deleteProfile}
              onCancelPremium={actions.cancelPremium}
              onCancelListing={actions.cancelListing}
              onDeleteVideo={actions.deleteVideo}
              onConfirmAddress={actions.confirmAddress}
              isConfirmingAddress={actions.isConfirmingAddress(profile.id)}
              isDeleting={actions.isDeleting(profile.id)}
              isCancellingPremium={actions.isCancellingPremium(profile.id)}
              isCancellingListing={actions.isCancellingListing(profile.id)}
              isDeletingVideo={actions.isDeletingVideo(profile.id)}
            />
          ))}
        </div>
        <Pagination
          className="my-profiles__pagination"
          current={page}
          pageSize={MY_PROFILES_PAGE_SIZE}
          total={total}
          onChange={onPageChange}
          showSizeChanger={false}
          hideOnSinglePage
          align="center"
        />
      </>
    );
  }

  return (
    <section className="my-profiles" aria-labelledby="my-profiles-title">
      <h2 id="my-profiles-title" className="my-profiles__title">
        My profiles
      </h2>
      {body}
    </section>
  );
}
