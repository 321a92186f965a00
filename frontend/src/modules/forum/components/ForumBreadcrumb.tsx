import { Link } from 'react-router-dom';
import { FORUM_PATH, forumCategoryLabel, forumCategoryPath } from '../constants';

export type ForumBreadcrumbProps = {
  /** The category the page belongs to (absent on pages of the whole forum, like search). */
  category?: string;
  /** The page's own name (the thread's title); absent on the category page, which is the last step. */
  current?: string;
};

/** Forum › Category (› Thread), or Forum › Search: the way back up. */
export function ForumBreadcrumb({ category, current }: ForumBreadcrumbProps) {
  const label = category ? forumCategoryLabel(category) : '';
  return (
    <nav className="forum-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={FORUM_PATH}>Forum</Link>
        </li>
        {category && (
          <li>
            {current ? (
              <Link to={forumCategoryPath(category)}>{label}</Link>
            ) : (
              <span aria-current="page">{label}</span>
            )}
          </li>
        )}
        {current && (
          <li className="forum-breadcrumb__current">
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
