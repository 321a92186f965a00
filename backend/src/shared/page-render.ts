/**
 * The contract between the server and the app's server-rendering entry (frontend/src/ssr/entry-server.tsx,
 * built to frontend/dist-server/entry-server.js): what the server asks for, what it gets back, and the marks in
 * index.html both sides agree on. Plain constants and types, no imports but its sibling site.ts: the app's build reads
 * this file too.
 */
import type { SiteContact } from './site';

/** The id of the `<script type="application/json">` that carries the server's data to the app (not executed: CSP-safe). */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** index.html holds its default head tags between these two comments; a rendered page replaces them with its own. */
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

/** The one element the app renders into. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** One answer of the API as this process gives it, read without a network hop. */
export interface ApiAnswer {
  readonly status: number;
  /** Its Content-Type header ('application/json; charset=utf-8'). */
  readonly contentType: string;
  readonly body: string;
}

/** `GET {apiBaseUrl}{path}` read inside the server process ('/api/profiles/…?x=1'): the same answer as over HTTP. */
export type ReadApi = (path: string) => Promise<ApiAnswer>;

/** What the server asks the entry to render. */
export interface PageRenderRequest {
  /** The address as the visitor asked for it: path and query ('/browse?state=TX&page=2'). */
  readonly url: string;
  /** The site's public origin for canonical links and previews ('https://www.example.org'). */
  readonly siteUrl: string;
  /** Where the entry reads the API from this process: 'http://127.0.0.1:3000/api'. */
  readonly apiBaseUrl: string;
  /** The status the server already decided (PageStatusService): 404 renders the app's not-found page. */
  readonly status: 200 | 404;
  /** A render that takes longer is given up (the server then sends the page unrendered). */
  readonly timeoutMs: number;
  /** The site's contact details and social links (footer, FAQ, policies), as `GET /api/site` answers them. */
  readonly site: SiteContact;
  /** Reads the API's GETs in process; without it the entry reads `apiBaseUrl` over HTTP. */
  readonly readApi?: ReadApi;
}

/** What the app tells the browser along with the rendered page: the data it rendered with. */
export interface PageRenderData {
  /** The status the page was rendered with: on 404 the app shows its not-found page at this address. */
  readonly status: 200 | 404;
  /** The address it was rendered for; the app shows the not-found page only there, and only on arrival. */
  readonly pathname: string;
  /** Every answer the page was rendered from, by its query key (the app's TanStack Query keys). */
  readonly queries: readonly RenderedQuery[];
}

/** One answer a page was rendered from: the browser puts it in its query cache before it hydrates. */
export interface RenderedQuery {
  readonly key: readonly unknown[];
  readonly data: unknown;
  /** When the server read it (ms since the epoch): the browser reads it again once it is stale. */
  readonly updatedAt: number;
}

/** A rendered page: the pieces the server puts into index.html. */
export interface PageRenderResult {
  /** The page's markup, for inside the root element. */
  readonly html: string;
  /** Its head tags: title, description, canonical, Open Graph, Twitter, JSON-LD, feed link. */
  readonly head: string;
  /** The antd component styles the markup needs, as `<style>` tags. */
  readonly styles: string;
  /** The data the app hydrates with (serialized by the server into the SSR_DATA_ELEMENT_ID script). */
  readonly data: PageRenderData;
  /** The export names of the page's lazily loaded modules ('ProfilePage', 'AntdTheme'), to preload their chunks and styles. */
  readonly modules: readonly string[];
  /** How many times the page was rendered to find the data it shows (1 when it asked for nothing); counted in the metrics. */
  readonly passes?: number;
}

/** The entry module's one export. */
export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult | null>;

/**
 * JSON for inside an HTML `<script>` element: `<` is escaped so no value can close the element or open a comment,
 * and the two line separators JavaScript once rejected are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
