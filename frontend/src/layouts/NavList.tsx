import { useLocation } from 'react-router-dom';
import { SiteLink } from '../components/kit/SiteLink';
import type { NavItem } from './navItems';

export type NavListProps = {
  items: NavItem[];
  variant: 'bar' | 'drawer';
  onLogout: () => void;
  onNavigate?: () => void;
};

/** Whether the visitor is on `to` or a page under it (what the router's `NavLink` calls active). */
function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The header links; the desktop bar and the phone drawer render the same list. One read of the location for
 * the list, and plain site links: a `NavLink` each resolved its path and read the route's context on every
 * render, on the server's render of every page and in every hydration (issue 28).
 */
export function NavList({ items, variant, onLogout, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <ul className={`site-nav site-nav--${variant}`}>
      {items.map((item) => {
        const active = item.kind === 'link' && isActive(pathname, item.to);
        return (
          <li key={item.key}>
            {item.kind === 'link' ? (
              <SiteLink
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={[
                  'site-nav__link',
                  item.emphasis ? 'site-nav__link--cta' : '',
                  active ? 'site-nav__link--active' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {item.imageUrl && (
                  <img
                    className="site-nav__avatar"
                    src={item.imageUrl}
                    alt=""
                    width={24}
                    height={24}
                  />
                )}
                {item.label}
              </SiteLink>
            ) : (
              <button type="button" className="site-nav__link site-nav__button" onClick={onLogout}>
                {item.label}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
