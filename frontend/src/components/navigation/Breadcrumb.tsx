import { SiteLink } from '../../components/kit/SiteLink';
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
              <SiteLink to={item.path}>{item.name}</SiteLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
