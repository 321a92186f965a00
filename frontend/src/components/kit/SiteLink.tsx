import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import { isOwnedByBrowser } from '../links/ownedByBrowser';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the site ('/faq', '/profile/…?tab=…'): never relative, so nothing to resolve. */
  to: `/${string}`;
};

/**
 * A link to a fixed page of the site (the footer's, the logo, a card's name): a plain `<a href>` that an unmodified
 * click follows in the app, as the router's `Link` does (Back, scroll and focus as any navigation; a modified or
 * middle click opens a tab). Unlike `Link`, it reads only the router's navigator, which stays the same for the whole
 * visit, never the location: a navigation does not render it again (`Link` reads the location to resolve a
 * relative path, and ~60 of them re-rendered on each change of page of /browse). For a link that shows where the
 * visitor is (the header's), or a relative one, use `NavLink`/`Link`.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { to, onClick, children, ...rest },
  ref,
) {
  // The navigator (not `useNavigate`, which reads the route's context, new at each navigation).
  const { navigator } = useContext(NavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isOwnedByBrowser(event)) return;
    event.preventDefault();
    // As `Link`: a link to the address already shown replaces it rather than adding a step to Back.
    const { pathname, search, hash } = window.location;
    if (`${pathname}${search}${hash}` === to) navigator.replace(to);
    else navigator.push(to);
  };
  return (
    <a {...rest} ref={ref} href={to} onClick={handleClick}>
      {children}
    </a>
  );
});
