import { LoadError } from '../../../components/feedback/LoadError';
import { BLOG_MESSAGES } from '../messages';
import type { BlogPostSummary } from '../types/blog';
import { BlogCard } from './BlogCard';
import { BlogListSkeleton } from './BlogListSkeleton';
import { Pagination } from '../../../components/kit/Pagination';

export type BlogListProps = {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  hasFailed: boolean;
  isRetrying: boolean;
  onRetry: () => unknown;
  /** True while another page replaces the one shown (it is dimmed). */
  isChangingPage?: boolean;
  /** Placeholders while the first page loads. */
  skeletonCards: number;
};

/** The cards of a page of posts and the page numbers under them, with loading, failure and empty states. */
export function BlogList({
  posts,
  page,
  totalPages,
  onPageChange,
  isLoading,
  hasFailed,
  isRetrying,
  onRetry,
  isChangingPage = false,
  skeletonCards,
}: BlogListProps) {
  if (isLoading) return <BlogListSkeleton label={BLOG_MESSAGES.loadingPosts} cards={skeletonCards} />;
  if (hasFailed && posts.length === 0) {
    return (
      <LoadError
        title={BLOG_MESSAGES.postsLoadFailed}
        description={BLOG_MESSAGES.postsLoadFailedHint}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (posts.length === 0) return <p className="blog-empty">{BLOG_MESSAGES.noPosts}</p>;
  return (
    <>
      <ul className="blog-grid" aria-busy={isChangingPage || undefined}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={onPageChange} label="Pages of articles" />
    </>
  );
}
