import { useForumCategories } from '../hooks/useForumCategories';
import { useForumThreads } from '../hooks/useForumThreads';
import { FORUM_HOME_PREVIEW_CHARS, FORUM_RECENT_LIMIT } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import { CategoryCards } from './CategoryCards';
import { ForumSearchBox } from './ForumSearchBox';
import { NewThreadButton } from './NewThreadButton';
import { ThreadList } from './ThreadList';
import './forum.css';

/** /forum: a search box, the categories and the 10 most recent discussions. */
export function ForumHome() {
  const categories = useForumCategories();
  const recent = useForumThreads({ limit: FORUM_RECENT_LIMIT });

  return (
    <div className="page-container forum-page">
      <header className="forum-page__header">
        <div>
          <h1 className="page-title">Community Forum</h1>
          <p className="forum-page__lead">
            Ask how to write a first letter, what is safe to share and what to expect. Families,
            friends and pen pals answer each other here.
          </p>
        </div>
        <NewThreadButton />
      </header>

      <ForumSearchBox />

      <section className="forum-section" aria-labelledby="forum-categories-heading">
        <h2 id="forum-categories-heading" className="forum-section__title">
          Categories
        </h2>
        <CategoryCards
          categories={categories.categories}
          isLoading={categories.isLoading}
          hasFailed={categories.hasFailed}
          isRetrying={categories.isRetrying}
          onRetry={categories.reload}
        />
      </section>

      <section className="forum-section" aria-labelledby="forum-recent-heading">
        <h2 id="forum-recent-heading" className="forum-section__title">
          Recent Discussions
        </h2>
        <ThreadList
          threads={recent.threads}
          isLoading={recent.isLoading}
          hasFailed={recent.hasFailed}
          isRetrying={recent.isRetrying}
          onRetry={recent.reload}
          emptyText={FORUM_MESSAGES.noThreads}
          previewChars={FORUM_HOME_PREVIEW_CHARS}
          headingLevel="h3"
        />
      </section>
    </div>
  );
}
