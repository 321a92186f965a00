/**
 * A card-shaped placeholder while profiles load. Plain CSS rather than antd's Skeleton:
 * it must match the card's 0.8 media ratio, and it costs the home page no JavaScript.
 */
export function ProfileCardSkeleton() {
  return (
    <div className="profile-card profile-card--skeleton" data-testid="profile-card-skeleton" aria-hidden="true">
      <div className="profile-card__media skeleton-block" />
      <div className="profile-card__body">
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line skeleton-line--short" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
      </div>
    </div>
  );
}
