/** The origin set by the server renderer for the page it renders (the site's PUBLIC_URL); none in the browser. */
let renderOrigin: string | null = null;

/** The server renderer names the site's public origin before it renders (the same for every page of a process). */
export function setRenderOrigin(origin: string): void {
  renderOrigin = origin.replace(/\/+$/, '');
}

/** The origin absolute links are made with: the page's own in the browser, the site's public one on the server. */
export function siteOrigin(): string {
  if (renderOrigin !== null) return renderOrigin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
