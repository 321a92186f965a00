import { BLOG_RELATED_COUNT } from '../constants';
import { useRelatedPosts } from '../hooks/useRelatedPosts';
import { BLOG_MESSAGES } from '../messages';
import { BlogCard } from './BlogCard';
import { BlogListSkeleton } from './BlogListSkeleton';

export type RelatedPostsProps = {
  /** The post being read (never listed among its related posts). */
  slug: string;
};

/** Two more posts to read under an article: the same category and shared keywords first. */
export function RelatedPosts({ slug }: RelatedPostsProps) {
  const { posts, isLoading } = useRelatedPosts(slug, BLOG_RELATED_COUNT);
  if (!isLoading && posts.length === 0) return null;
  return (
    <section className="blog-related" aria-labelledby="blog-related-title">
      <h2 id="blog-related-title" className="blog-related__title">
        {BLOG_MESSAGES.relatedTitle}
      </h2>
      {isLoading ? (
        <BlogListSkeleton
          label={BLOG_MESSAGES.loadingRelated}
          cards={BLOG_RELATED_COUNT}
          className="blog-related__grid"
        />
      ) : (
        <ul className="blog-related__grid">
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
