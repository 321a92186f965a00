import '../profileCard.css';
import './profileDetail.css';

/** Placeholder of the profile page while it loads. */
export function ProfileDetailSkeleton() {
  return (
    <div className="page-container profile-detail" role="status" aria-label="Loading profile">
      <div className="skeleton-line skeleton-line--short profile-detail__breadcrumb" />
      <div className="profile-detail__top">
        <div className="profile-gallery__frame skeleton-block" />
        <div className="profile-detail__header">
          <div className="skeleton-line skeleton-line--short" />
          <div className="skeleton-line skeleton-line--title" style={{ height: 32 }} />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line--short" />
        </div>
      </div>
    </div>
  );
}
