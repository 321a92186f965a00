import { Link } from 'react-router-dom';
import { BLOG_PATH } from '../constants';

export type BlogBreadcrumbProps = {
  /** The post's title, the last step. */
  current: string;
};

/** Home › Blog › post: the way back up (the same steps as the page's BreadcrumbList for search engines). */
export function BlogBreadcrumb({ current }: BlogBreadcrumbProps) {
  return (
    <nav className="blog-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={BLOG_PATH}>Blog</Link>
        </li>
        <li className="blog-breadcrumb__current">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
