import { Dialog } from '../components/kit/Dialog';
import { SITE_NAME } from '../config/site';
import { NavList } from './NavList';
import type { NavItem } from './navItems';

export type MobileMenuDrawerProps = {
  open: boolean;
  items: NavItem[];
  onClose: () => void;
  onLogout: () => void;
};

/** The phone menu: the kit's Dialog as a panel along the right edge, loaded on demand (see SiteHeader). */
export function MobileMenuDrawer({ open, items, onClose, onLogout }: MobileMenuDrawerProps) {
  return (
    <Dialog
      id="site-menu-drawer"
      title={SITE_NAME}
      placement="right"
      open={open}
      onCancel={onClose}
      footer={null}
      className="site-drawer"
    >
      <nav aria-label="Mobile">
        <NavList items={items} variant="drawer" onLogout={onLogout} onNavigate={onClose} />
      </nav>
    </Dialog>
  );
}
