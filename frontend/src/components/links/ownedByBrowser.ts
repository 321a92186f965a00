import type { MouseEvent } from 'react';

/**
 * The click a browser would handle itself: another button than the main one, a modifier key (a new tab or window,
 * a download), a link to another frame or a download link. A link the app follows in place leaves these to it.
 */
export function isOwnedByBrowser(event: MouseEvent<HTMLElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}
