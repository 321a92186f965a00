import { Link } from 'react-router-dom';
import type { BreadcrumbItem } from '../seo/structuredData';
import './breadcrumb.css';

export type BreadcrumbProps = {
  /** The trail, first step first; the last is the page itself. The page's BreadcrumbList takes the same list. */
  items: readonly BreadcrumbItem[];
};

/** The way back up: a link to each step, the page's own name last. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const lastIndex = items.length - 1;
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === lastIndex ? (
            <li key={item.path} className="breadcrumb__current">
              <span aria-current="page">{item.name}</span>
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
