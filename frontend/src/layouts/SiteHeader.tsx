import { lazy, memo, Suspense, useState } from 'react';
import { buttonClassName } from '../components/button/buttonClassName';
import { MenuIcon } from '../components/icons/icons';
import { SiteLink } from '../components/kit/SiteLink';
import { LogoMark } from '../components/brand/LogoMark';
import { SITE_NAME } from '../config/site';
import { useSession } from '../modules/auth/hooks/useSession';
import { NavList } from './NavList';
import { getNavItems } from './navItems';

const loadMobileMenu = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenuDrawer }));

/**
 * Memo: the layout renders again at each navigation, the header need not (its NavLinks follow the location
 * themselves, the logo is a SiteLink that does not).
 */
export const SiteHeader = memo(function SiteHeader() {
  const session = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Mount the drawer only once it has been opened, so its code is fetched on demand.
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const items = getNavItems(session);

  const handlePreloadMenu = () => {
    void loadMobileMenu();
  };
  const handleOpenMenu = () => {
    setHasOpenedMenu(true);
    setIsMenuOpen(true);
  };
  const handleCloseMenu = () => setIsMenuOpen(false);
  const handleLogout = () => {
    setIsMenuOpen(false);
    session.logout();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLink to="/" className="site-logo" aria-label={`${SITE_NAME} home`}>
          <LogoMark size={36} className="site-logo__mark" />
          <span className="site-logo__name">{SITE_NAME}</span>
        </SiteLink>
        <nav className="site-header__nav" aria-label="Main">
          <NavList items={items} variant="bar" onLogout={handleLogout} />
        </nav>
        <button
          type="button"
          className={buttonClassName(
            { type: 'text', size: 'large', iconOnly: true },
            'site-header__menu-button',
          )}
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          onPointerEnter={handlePreloadMenu}
          onTouchStart={handlePreloadMenu}
          onFocus={handlePreloadMenu}
          onClick={handleOpenMenu}
        >
          <MenuIcon />
        </button>
      </div>
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={isMenuOpen}
            items={items}
            onClose={handleCloseMenu}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
    </header>
  );
});
