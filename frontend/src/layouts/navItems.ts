import type { Session } from '../modules/auth/session';

export type NavItem =
  | {
      kind: 'link';
      key: string;
      label: string;
      to: `/${string}`;
      emphasis?: boolean;
      /** A small picture before the label (the account photo on My Account). */
      imageUrl?: string;
    }
  | { kind: 'logout'; key: 'logout'; label: string };

/** Header items, shared by the desktop bar and the phone drawer. */
export function getNavItems(
  session: Pick<Session, 'isLoggedIn' | 'isAdmin'> & Partial<Pick<Session, 'user'>>,
): NavItem[] {
  const items: NavItem[] = [
    { kind: 'link', key: 'browse', label: 'Browse Profiles', to: '/browse' },
    { kind: 'link', key: 'find', label: 'Find a Pen Pal', to: '/find-inmate-pen-pal' },
    { kind: 'link', key: 'submit', label: 'Submit Profile', to: '/submit' },
  ];
  if (!session.isLoggedIn) {
    items.push(
      { kind: 'link', key: 'login', label: 'Login', to: '/login' },
      { kind: 'link', key: 'register', label: 'Sign Up', to: '/register', emphasis: true },
    );
    return items;
  }
  const photo = session.user?.profile_photo_url;
  items.push({
    kind: 'link',
    key: 'dashboard',
    label: 'My Account',
    to: '/dashboard',
    imageUrl: typeof photo === 'string' && photo ? photo : undefined,
  });
  if (session.isAdmin) {
    items.push({ kind: 'link', key: 'admin', label: 'Admin', to: '/admin' });
  }
  items.push({ kind: 'logout', key: 'logout', label: 'Logout' });
  return items;
}
