export type BlogListSkeletonProps = {
  /** Read out while the list loads. */
  label: string;
  cards: number;
  /** The grid the cards will fill ("blog-grid" on /blog, "blog-related__grid" under a post). */
  className?: string;
};

/** Card-shaped placeholders that hold the place of the cards while they load (plain CSS). */
export function BlogListSkeleton({ label, cards, className = 'blog-grid' }: BlogListSkeletonProps) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div className={className} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="blog-card blog-card--skeleton">
            <div className="blog-skeleton__line blog-skeleton__line--short" />
            <div className="blog-skeleton__line blog-skeleton__line--title" />
            <div className="blog-skeleton__line blog-skeleton__line--title blog-skeleton__line--half" />
            <div className="blog-skeleton__line" />
            <div className="blog-skeleton__line" />
            <div className="blog-skeleton__line blog-skeleton__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
