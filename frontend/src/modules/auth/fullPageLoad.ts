/**
 * Leaves the single-page app for a fresh load of `path`, so no signed-in state
 * survives in memory (logout, account deletion). Its own module so tests can
 * replace it: jsdom cannot navigate.
 */
export function loadPageAfresh(path: string): void {
  window.location.assign(path);
}
