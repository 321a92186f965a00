export type ForumListSkeletonProps = {
  /** Read out while the list loads ("Loading discussions…"). */
  label: string;
  rows?: number;
};

/** Card-shaped placeholders while a list loads (plain CSS: no JavaScript for a shimmer). */
export function ForumListSkeleton({ label, rows = 3 }: ForumListSkeletonProps) {
  return (
    <div className="forum-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="forum-skeleton__card" aria-hidden="true">
          <div className="forum-skeleton__line forum-skeleton__line--title" />
          <div className="forum-skeleton__line" />
          <div className="forum-skeleton__line forum-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
