import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { FORUM_CATEGORY_LABELS, FORUM_CATEGORY_PREVIEW_CHARS, FORUM_PAGE_SIZE, FORUM_PATH } from '../constants';
import { useForumCategory } from '../hooks/useForumCategories';
import { useForumThreads } from '../hooks/useForumThreads';
import { usePageParam } from '../hooks/usePageParam';
import { FORUM_MESSAGES } from '../messages';
import type { ForumCategory } from '../types/forum';
import { forumCategoryBreadcrumb } from '../utils/forumBreadcrumb';
import { Breadcrumb } from '../../../components/navigation/Breadcrumb';
import { Pagination } from '../../../components/kit/Pagination';
import { NewThreadButton } from './NewThreadButton';
import { ThreadList } from './ThreadList';
import './forum.css';

export type ForumCategoryViewProps = {
  category: ForumCategory;
};

/** /forum/category/{category}: its threads, 20 a page, pinned first. */
export function ForumCategoryView({ category }: ForumCategoryViewProps) {
  const [page, setPage] = usePageParam();
  const list = useForumThreads({ category, page, limit: FORUM_PAGE_SIZE });
  const description = useForumCategory(category)?.description;

  return (
    <div className="page-container forum-page">
      <Breadcrumb items={forumCategoryBreadcrumb(category)} />
      <header className="forum-page__header">
        <div>
          <h1 className="page-title">{FORUM_CATEGORY_LABELS[category]}</h1>
          {description && <p className="forum-page__lead">{description}</p>}
        </div>
        <NewThreadButton category={category} />
      </header>

      <section className="forum-section" aria-label="Threads">
        <ThreadList
          threads={list.threads}
          isLoading={list.isLoading}
          hasFailed={list.hasFailed}
          isRetrying={list.isRetrying}
          onRetry={list.reload}
          emptyText={FORUM_MESSAGES.noThreadsInCategory}
          previewChars={FORUM_CATEGORY_PREVIEW_CHARS}
          headingLevel="h2"
          showCategory={false}
          isChangingPage={list.isChangingPage}
        />
        <Pagination
          page={page}
          totalPages={list.totalPages}
          onChange={(next) => {
            setPage(next);
            window.scrollTo(0, 0);
          }}
          label="Pages of threads"
        />
      </section>
    </div>
  );
}

/** An address naming no category of the forum. */
export function ForumCategoryNotFound() {
  return (
    <div className="page-container forum-page forum-not-found">
      <h1 className="page-title">Category not found</h1>
      <p>This forum category does not exist. The forum has five categories; pick one there.</p>
      <ButtonLink type="primary" to={FORUM_PATH}>
        Back to the Forum
      </ButtonLink>
    </div>
  );
}
