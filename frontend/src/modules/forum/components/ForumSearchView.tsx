import { FORUM_CATEGORY_PREVIEW_CHARS } from '../constants';
import { useForumSearch } from '../hooks/useForumSearch';
import { usePageParam } from '../hooks/usePageParam';
import { FORUM_MESSAGES } from '../messages';
import { FORUM_SEARCH_BREADCRUMB } from '../utils/forumBreadcrumb';
import { Notice } from '../../../components/kit/Notice';
import { Breadcrumb } from '../../../components/navigation/Breadcrumb';
import { Pagination } from '../../../components/kit/Pagination';
import { ForumSearchBox } from './ForumSearchBox';
import { ThreadList } from './ThreadList';
import './forum.css';

export type ForumSearchViewProps = {
  /** The words searched for, trimmed. */
  q: string;
};

/** /forum/search?q=&page=: the threads whose title, post or replies hold the words, 20 a page. */
export function ForumSearchView({ q }: ForumSearchViewProps) {
  const [page, setPage] = usePageParam();
  const results = useForumSearch(q, page);

  return (
    <div className="page-container forum-page">
      <Breadcrumb items={FORUM_SEARCH_BREADCRUMB} />
      <header className="forum-page__header">
        <div>
          <h1 className="page-title">Search the Forum</h1>
          {q && !results.problem && <p className="forum-page__lead">Results for “{q}”</p>}
        </div>
      </header>
      <ForumSearchBox key={q} initialQuery={q} />

      <section className="forum-section" aria-label="Search results">
        {results.problem ? (
          q && <Notice type="warning" title={results.problem} />
        ) : (
          <>
            <ThreadList
              threads={results.threads}
              isLoading={results.isLoading}
              hasFailed={results.hasFailed}
              isRetrying={results.isRetrying}
              onRetry={results.reload}
              emptyText={FORUM_MESSAGES.noSearchResults(q)}
              previewChars={FORUM_CATEGORY_PREVIEW_CHARS}
              headingLevel="h2"
              isChangingPage={results.isChangingPage}
            />
            <Pagination
              page={page}
              totalPages={results.totalPages}
              onChange={(next) => {
                setPage(next);
                window.scrollTo(0, 0);
              }}
              label="Pages of results"
            />
          </>
        )}
      </section>
    </div>
  );
}
