import { NavLink } from 'react-router-dom';
import type { NavItem } from './navItems';

export type NavListProps = {
  items: NavItem[];
  variant: 'bar' | 'drawer';
  onLogout: () => void;
  onNavigate?: () => void;
};

/** The header links; the desktop bar and the phone drawer render the same list. */
export function NavList({ items, variant, onLogout, onNavigate }: NavListProps) {
  return (
    <ul className={`site-nav site-nav--${variant}`}>
      {items.map((item) => (
        <li key={item.key}>
          {item.kind === 'link' ? (
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                [
                  'site-nav__link',
                  item.emphasis ? 'site-nav__link--cta' : '',
                  isActive ? 'site-nav__link--active' : '',
                ]
                  .filter(Boolean)
                  .join(' ')
              }
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
            </NavLink>
          ) : (
            <button type="button" className="site-nav__link site-nav__button" onClick={onLogout}>
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
