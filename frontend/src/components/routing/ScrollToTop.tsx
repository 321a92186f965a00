import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the window to the top whenever the path changes (not on query-string changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
