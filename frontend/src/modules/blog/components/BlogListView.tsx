import { BLOG_FEED_PATH, BLOG_PAGE_SIZE } from '../constants';
import { useBlogPosts } from '../hooks/useBlogPosts';
import { usePageParam } from '../../forum/hooks/usePageParam';
import { BLOG_MESSAGES } from '../messages';
import { BlogList } from './BlogList';
import './blog.css';

/** Placeholders while the first page loads: enough to fill a screen, not the whole page's twelve. */
const SKELETON_CARDS = 6;

/** /blog: the posts, 12 a page, newest first; the page is kept in the address (`?page=2`). */
export function BlogListView() {
  const [page, setPage] = usePageParam();
  const list = useBlogPosts(page, BLOG_PAGE_SIZE);

  return (
    <div className="page-container blog-page">
      <header className="blog-page__header">
        <h1 className="page-title">{BLOG_MESSAGES.listTitle}</h1>
        <p className="blog-page__lead">{BLOG_MESSAGES.listLead}</p>
        <p className="blog-page__feed">
          <a href={BLOG_FEED_PATH}>{BLOG_MESSAGES.feedLink}</a>
        </p>
      </header>
      <BlogList
        posts={list.posts}
        page={page}
        totalPages={list.totalPages}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo(0, 0);
        }}
        isLoading={list.isLoading}
        hasFailed={list.hasFailed}
        isRetrying={list.isRetrying}
        onRetry={list.reload}
        isChangingPage={list.isChangingPage}
        skeletonCards={SKELETON_CARDS}
      />
    </div>
  );
}
