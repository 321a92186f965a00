import { readTimeLabel } from '../messages';

export type BlogPostMetaProps = {
  category: string;
  readTime: number;
};

/** The line above a post's title: its category and "N min read". */
export function BlogPostMeta({ category, readTime }: BlogPostMetaProps) {
  return (
    <p className="blog-meta">
      <span className="blog-category">{category}</span>
      <span className="blog-meta__read-time">{readTimeLabel(readTime)}</span>
    </p>
  );
}
