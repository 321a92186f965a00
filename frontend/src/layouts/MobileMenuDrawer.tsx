import { Drawer } from 'antd';
import { SITE_NAME } from '../config/site';
import { AntdTheme } from '../theme/AntdTheme';
import { NavList } from './NavList';
import type { NavItem } from './navItems';

export type MobileMenuDrawerProps = {
  open: boolean;
  items: NavItem[];
  onClose: () => void;
  onLogout: () => void;
};

/**
 * The phone menu. Loaded on demand (see SiteHeader): antd's Drawer brings
 * motion, portal and form-context code that the first paint does not need.
 */
export function MobileMenuDrawer({ open, items, onClose, onLogout }: MobileMenuDrawerProps) {
  return (
    <AntdTheme>
    <Drawer
      id="site-menu-drawer"
      title={SITE_NAME}
      placement="right"
      size={300}
      open={open}
      onClose={onClose}
      className="site-drawer"
    >
      <nav aria-label="Mobile">
        <NavList items={items} variant="drawer" onLogout={onLogout} onNavigate={onClose} />
      </nav>
    </Drawer>
    </AntdTheme>
  );
}
