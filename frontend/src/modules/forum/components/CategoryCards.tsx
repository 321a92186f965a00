import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS, forumCategoryPath } from '../constants';
import type { ForumCategorySummary } from '../types/forum';
import { countLabel } from '../utils/forumFormat';

export type CategoryCardsProps = {
  categories: ForumCategorySummary[];
  isLoading: boolean;
  hasFailed: boolean;
  isRetrying: boolean;
  onRetry: () => unknown;
};

/**
 * While the categories load: one card per category in the same grid, with the real cards' line
 * heights (the name, two lines of description, the count), so nothing below moves when they come.
 */
function CategoryCardsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading categories…</span>
      <ul className="forum-categories" aria-hidden="true">
        {FORUM_CATEGORIES.map((slug) => (
          <li key={slug}>
            <div className="forum-category-card">
              <h3 className="forum-category-card__name">
                <span className="forum-skeleton__text">{FORUM_CATEGORY_LABELS[slug]}</span>
              </h3>
              <div className="forum-category-card__description">
                <div className="forum-skeleton__text-line" />
                <div className="forum-skeleton__text-line forum-skeleton__text-line--short" />
              </div>
              <p className="forum-category-card__count">
                <span className="forum-skeleton__text">0 threads</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One card per category: its name (a link to it), description and thread count. */
export function CategoryCards({ categories, isLoading, hasFailed, isRetrying, onRetry }: CategoryCardsProps) {
  if (isLoading) return <CategoryCardsSkeleton />;
  if (hasFailed && categories.length === 0) {
    return <LoadError title="The categories could not be loaded" onRetry={onRetry} isRetrying={isRetrying} />;
  }
  return (
    <ul className="forum-categories">
      {categories.map((category) => (
        <li key={category.slug}>
          <article className="forum-category-card">
            <h3 className="forum-category-card__name">
              <Link className="forum-category-card__link" to={forumCategoryPath(category.slug)}>
                {category.name}
              </Link>
            </h3>
            <p className="forum-category-card__description">{category.description}</p>
            <p className="forum-category-card__count">{countLabel(category.thread_count, 'thread')}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
