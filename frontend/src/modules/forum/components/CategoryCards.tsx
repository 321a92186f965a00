import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { forumCategoryPath } from '../constants';
import type { ForumCategorySummary } from '../types/forum';
import { countLabel } from '../utils/forumFormat';
import { ForumListSkeleton } from './ForumListSkeleton';

export type CategoryCardsProps = {
  categories: ForumCategorySummary[];
  isLoading: boolean;
  hasFailed: boolean;
  isRetrying: boolean;
  onRetry: () => unknown;
};

/** One card per category: its name (a link to it), description and thread count. */
export function CategoryCards({ categories, isLoading, hasFailed, isRetrying, onRetry }: CategoryCardsProps) {
  if (isLoading) return <ForumListSkeleton label="Loading categories…" rows={2} />;
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
