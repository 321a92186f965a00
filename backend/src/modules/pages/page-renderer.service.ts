import fs from 'node:fs';
import path from 'node:path';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, HttpAdapterHost } from '@nestjs/core';
import { LRUCache } from 'lru-cache';
import { ContentChanges, type PageSection } from '../../common/cache/content-changes';
import { AllExceptionsFilter } from '../../common/filters/all-exceptions.filter';
import { AppValidationPipe } from '../../common/validation';
import { SingleFlight } from '../../common/cache/single-flight';
import { AppConfig } from '../../config/app-config';
import {
  jsonForScript,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  ROOT_ELEMENT,
  SSR_DATA_ELEMENT_ID,
  type ReadApi,
  type RenderPage,
} from '../../shared/page-render';
import { API_PREFIX } from '../../shared/routes';
import { SITE_CONTACT_ELEMENT_ID } from '../../shared/site';
import { MetricsService } from '../metrics/metrics.service';
import { ProfilesService } from '../profiles/profiles.service';
import { PageStatusService } from './page-status.service';
import { DirectReads, type ControllerEntry, type ExpressRoutes } from './direct-reads';
import { inProcessApi, type RequestHandler } from './in-process-api';
import { fastCompression, primePageBytes, type Compressed, type FastCompression, type PageEncoding } from './page-encoding';
import { isSectionPage } from './page-sections';
import { pageAssetsFromManifest, type PageAssets } from './page-assets';
import { RenderSlots } from './render-slots';
import { documentOf, RenderThreads, RenderThreadsUnavailable, type DocumentRequest, type PageFrame, type RenderedDocument } from './render-threads';

/** The answer to a page request: a redirect, or the page's HTML with its status. */
export type PageResponse =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      noindex: boolean;
      /**
       * The page's HTML, in UTF-8 (a buffer, not a string: a page never sits on the JavaScript heap); null for a
       * page rendered for one request and not kept, which has only the bytes compressed for it (`encoded`).
       */
      body: Buffer | null;
      /**
       * A page without its HTML: the bytes the render thread compressed it to for the request it was rendered for.
       * (A page with its HTML has those bytes among its compressed copies: pageBytes.)
       */
      encoded?: { encoding: Compressed; bytes: Buffer };
      /** Rendered on the server (the same for every visitor, so shareable), or the app's empty page. */
      rendered: boolean;
    };

type RenderedPage = Extract<PageResponse, { kind: 'page' }>;

/** At most this much rendered HTML is kept in memory per process. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Addresses rendered once and not kept, remembered for PAGE_CACHE_SECONDS so the next render of one keeps it: at a
 * crawler's 500 pages a second, forty seconds' worth; and at most 2 MB of address text, whatever their length (an
 * address may carry a query string of kilobytes).
 */
const ASKED_ONCE_MAX = 20_000;
const ASKED_ONCE_MAX_CHARS = 2 * 1024 * 1024;
/** What a render is for: the address, where the API is, and how the request it is rendered for takes the page. */
interface RenderAsked {
  url: string;
  apiBaseUrl: string;
  /** How the page is compressed for that request (DocumentRequest.compress). */
  compress: FastCompression | null;
  /** The page's HTML is wanted too (DocumentRequest.withBody). */
  withBody: boolean;
}

/** A page rendered into its document, on the render threads or here (PAGE_RENDER_THREADS=0). */
type DocumentRenderer = (request: DocumentRequest) => Promise<RenderedDocument | null>;

/** The page of a request that is not rendered when there is no built app at all. */
const UNRENDERED_ROOT = Buffer.from(ROOT_ELEMENT);

/** Requests that may wait for a render slot, per slot, before a page goes out unrendered. */
const WAITING_PER_SLOT = 32;

/**
 * Answers every request for one of the site's pages. Public pages (and the not-found page) are rendered here
 * with the app's own server entry: their content, head tags and data are in the first HTML, and the app
 * hydrates it. Pages of an account or the admin area, and any page whose render fails or runs out of time, are
 * sent as the app's empty page, which renders in the browser as before: a page never fails because rendering did.
 *
 * Rendered pages are the same for every visitor (no page reads a session on the server), so a page asked for
 * again within PAGE_CACHE_SECONDS is kept that long (keep(): not a crawler's one-off) and may be kept as long by
 * shared caches; requests for a page being rendered wait for it.
 * A page is kept with its status, so a page in memory costs no database read; every change to what the public
 * pages show (a profile's, through ProfilesService, on any instance; an account's, contentChanged()) forgets them
 * all, so a profile taken down is a 404 at once; a change to the forum or the blog forgets that section's pages
 * alone (contentChanged(section)), so a busy forum leaves the rest of the site's pages warm.
 */
@Injectable()
export class PageRendererService implements OnModuleDestroy {
  private readonly logger = new Logger('PageRenderer');
  /** index.html in bytes (with the site's contact details): the page of every request that is not rendered. */
  private templateBytes: Buffer | null = null;
  /** The template cut where a rendered page's head tags, markup and data go (pageFrame), once it is read. */
  private frame: PageFrame | null = null;
  /** How pages are rendered: set up on the first page request (undefined until then, null if unavailable). */
  private renderDocument: DocumentRenderer | null | undefined = null;
  /** The entry loaded, on the render threads or here, by the first page request. */
  private loadingRenderer: Promise<DocumentRenderer | null> | null = null;
  /** The render threads (PAGE_RENDER_THREADS), once started. */
  private threads: RenderThreads | null = null;
  /** The app is shutting down: threads stopping are not a failure to report. */
  private closing = false;
  private entryFile: string | null = null;
  private readonly cache: LRUCache<string, RenderedPage> | null;
  /** Pages rendered once within PAGE_CACHE_SECONDS and not kept (keep()). */
  private readonly askedOnce: LRUCache<string, true> | null;
  /** One render per page at a time, however many requests ask for it. */
  private readonly renders = new SingleFlight<RenderedPage>();
  /** At most PAGE_RENDER_CONCURRENCY renders at a time; the next ones wait in a bounded line. */
  private readonly slots: RenderSlots;
  /** Moves on at every change: a page whose status was read before it is not kept. */
  private generation = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly pageStatus: PageStatusService,
    private readonly metrics: MetricsService,
    private readonly changes: ContentChanges,
    private readonly http: HttpAdapterHost,
    private readonly discovery: DiscoveryService,
    profiles: ProfilesService,
  ) {
    const { cacheSeconds, concurrency } = config.pageRendering;
    this.cache =
      cacheSeconds > 0
        ? new LRUCache({
            maxSize: CACHE_MAX_BYTES,
            // Its HTML, and about a quarter more for the compressed copies it keeps once sent (pageBytes).
            sizeCalculation: (page) => Math.ceil((page.body?.length ?? 0) * 1.25) || 1,
            ttl: cacheSeconds * 1000,
          })
        : null;
    this.askedOnce =
      cacheSeconds > 0
        ? new LRUCache({
            max: ASKED_ONCE_MAX,
            maxSize: ASKED_ONCE_MAX_CHARS,
            sizeCalculation: (_asked: true, url: string) => url.length || 1,
            ttl: cacheSeconds * 1000,
          })
        : null;
    this.slots = new RenderSlots(concurrency, concurrency * WAITING_PER_SLOT);
    // A profile published, edited, taken down or checked, here or on another instance; the forum, the blog or an
    // account here or elsewhere.
    profiles.onChange(() => this.forget());
    changes.onChange((section) => this.forget(section));
    this.load();
  }

  /**
   * What a public page shows changed: every instance forgets its rendered pages of `section` (a forum or blog
   * write), or all of them (a change any page may show, like an account deleted with its posts).
   */
  contentChanged(section?: PageSection): void {
    this.changes.changed(section);
  }

  private forget(section?: PageSection): void {
    // Renders under way, whatever their page, are not kept: one render too many at worst, never a stale page.
    this.generation += 1;
    this.renders.forget();
    // A page forgotten was kept, so asked for more than once: its next render is kept again (keep()).
    for (const url of [...(this.cache?.keys() ?? [])]) {
      if (section && !isSectionPage(url, section)) continue;
      this.cache?.delete(url);
      this.askedOnce?.set(url, true);
    }
  }

  /** Reads index.html, the server entry and the build manifest, once (the app serves pages before Nest's init hooks run). */
  private load(): void {
    const indexFile = path.join(this.config.staticDir, 'index.html');
    if (!fs.existsSync(indexFile)) return;
    const template = this.withSiteContact(fs.readFileSync(indexFile, 'utf8'));
    this.templateBytes = Buffer.from(template);
    this.frame = pageFrame(template, pageAssetsFromManifest(path.join(this.config.staticDir, '.vite', 'manifest.json')));
    const { entry } = this.config.pageRendering;
    if (!fs.existsSync(entry)) {
      this.logger.warn(`No server-rendering entry at ${entry}: pages are rendered in the browser only (run 'npm run build').`);
      return;
    }
    this.entryFile = entry;
    this.renderDocument = undefined;
  }

  /**
   * index.html with the site's contact details in it, for every page, rendered or not: the app shows them from
   * the first paint (the footer of an account page too) without asking the API.
   */
  private withSiteContact(template: string): string {
    const script = `<script type="application/json" id="${SITE_CONTACT_ELEMENT_ID}">${jsonForScript(this.config.site)}</script>`;
    // A function, so no `$` in a setting can be read as a replacement pattern.
    return template.includes('</body>') ? template.replace('</body>', () => `${script}\n</body>`) : `${template}${script}`;
  }

  /**
   * How pages are rendered, set up once, on first use (a few megabytes a process that serves no page never needs):
   * the entry loaded on PAGE_RENDER_THREADS worker threads, or in this thread when that is 0. Null when the entry
   * cannot be loaded: the pages are then the browser's to render.
   */
  private renderer(): Promise<DocumentRenderer | null> {
    if (this.renderDocument !== undefined) return Promise.resolve(this.renderDocument);
    this.loadingRenderer ??= this.loadRenderer().then((renderDocument) => (this.renderDocument = renderDocument));
    return this.loadingRenderer;
  }

  private async loadRenderer(): Promise<DocumentRenderer | null> {
    // A page asked for while the app shuts down starts nothing that would outlive it.
    if (this.closing) return null;
    const entry = this.entryFile!;
    const frame = this.frame;
    if (!frame) {
      this.logger.warn('index.html has no root element to render pages into; pages are rendered in the browser only');
      return null;
    }
    const { threads: count } = this.config.pageRendering;
    try {
      if (count > 0) {
        const threads = new RenderThreads({ entry, frame }, count, () => this.readApi());
        this.threads = threads;
        await threads.start();
        return (request) => threads.render(request);
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built entry is CommonJS, loaded at run time
      const { renderPage } = require(entry) as { renderPage: RenderPage };
      return async (request) => {
        const result = await renderPage({ ...request, readApi: this.readApi() });
        return result && documentOf(result, frame, jsonForScript);
      };
    } catch (error) {
      if (!this.closing) this.logger.error({ err: error }, 'Could not load the server-rendering entry; pages are rendered in the browser only');
      await this.threads?.close();
      this.threads = null;
      return null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.threads?.close();
  }

  /**
   * The API read in process, once the HTTP adapter is there: the public reads a page makes called straight
   * (DirectReads), anything else through the app's own request handler.
   */
  private inProcessReads: ReadApi | undefined;
  private direct: DirectReads | undefined;

  readApi(): ReadApi | undefined {
    if (this.inProcessReads) return this.inProcessReads;
    const handler = this.http.httpAdapter?.getInstance<RequestHandler | undefined>();
    if (typeof handler !== 'function') return undefined;
    const throughHandler = inProcessApi(handler);
    const direct = this.directReads(handler as unknown as ExpressRoutes);
    this.direct = direct;
    this.inProcessReads = (path) => direct.read(path) ?? throughHandler(path);
    return this.inProcessReads;
  }

  /** Whether a render's GET of `path` is called straight (DirectReads) rather than through the request handler. */
  readsDirectly(path: string): boolean {
    this.readApi();
    return this.direct?.handles(path) ?? false;
  }

  /** The public GET handlers a render may call straight, found once among the app's controllers. */
  private directReads(express: ExpressRoutes): DirectReads {
    const controllers = this.discovery
      .getControllers()
      .filter((wrapper) => wrapper.instance && wrapper.metatype)
      .map((wrapper) => ({ instance: wrapper.instance as object, metatype: wrapper.metatype }) as ControllerEntry);
    const filter = new AllExceptionsFilter();
    return new DirectReads(express, controllers, API_PREFIX, new AppValidationPipe(), (error, path) =>
      filter.bodyFor(error, { method: 'GET', originalUrl: path }),
    );
  }

  /** Whether the built app is there to be served at all. */
  get hasApp(): boolean {
    return this.templateBytes !== null;
  }

  /** How long a rendered page may be kept by this process and by shared caches. */
  get cacheSeconds(): number {
    return this.config.pageRendering.cacheSeconds;
  }

  /**
   * The answer for a page address. `url` is the path with its query as asked, `pathname` its path alone;
   * `apiBaseUrl` is where this process serves its API (the render reads the same API the browser does);
   * `encoding` is how the page will be sent (a page rendered now is compressed as it is rendered).
   */
  async respond(url: string, pathname: string, apiBaseUrl: string, encoding: PageEncoding): Promise<PageResponse> {
    // A page in memory was kept with its status, and forgotten at the first change since: no database read.
    const kept = this.cache?.get(url);
    if (kept) {
      this.metrics.pageRender('cache_hit');
      return kept;
    }
    const generation = this.generation;
    const status = await this.pageStatus.answer(pathname);
    if (status.status === 302) return { kind: 'redirect', location: status.location };
    const unrendered: RenderedPage = {
      kind: 'page',
      status: status.status,
      noindex: status.noindex,
      body: this.templateBytes ?? UNRENDERED_ROOT,
      rendered: false,
    };
    // Pages of an account or the admin area are the browser's to render (they need the visitor's session).
    const renderDocument = status.render && this.entryFile ? await this.renderer() : null;
    if (!renderDocument) {
      this.metrics.pageRender('browser');
      return unrendered;
    }

    // The page's HTML is handed back only when it may be kept (its second render, keep()) or is sent as it is; a
    // crawler's page, asked for once, comes back compressed for its request alone, and so is shared only by
    // requests for the same encoding. By status too: a request that found the page gone does not wait for a
    // render started before.
    // (Rendered on the main thread, a page always has its HTML: one render whatever the encodings asking.)
    const withBody = this.config.pageRendering.threads === 0 || encoding === 'identity' || (this.askedOnce?.has(url) ?? false);
    return this.renders.run(`${status.status} ${withBody ? 'html' : encoding} ${url}`, async () => {
      // Renders cost the server's time: past the cap a request waits its turn (bounded), and only a full line
      // or a long wait sends the page as the browser's to render.
      if (!this.slots.free) this.metrics.pageRenderWaited();
      if (!(await this.slots.acquire(this.config.pageRendering.timeoutMs))) {
        this.metrics.pageRender('busy');
        return unrendered;
      }
      try {
        const page = await this.renderInto(unrendered, renderDocument, { url, apiBaseUrl, compress: fastCompression(encoding), withBody });
        if (page.rendered && generation === this.generation) this.keep(url, page);
        return page;
      } finally {
        this.slots.release();
      }
    });
  }

  /**
   * A page is kept from its second render within PAGE_CACHE_SECONDS, not its first. A crawler asks for each of a
   * million addresses once: kept at the first render, its pages filled the cache within seconds, pushed out the
   * pages visitors come back to (home, browse, the states), and each went to the old generation for nothing,
   * where it was garbage for the next full collection to find (a fifth of what a crawl promoted, issue 28). A
   * page asked for twice is rendered twice, once.
   */
  private keep(url: string, page: RenderedPage): void {
    if (!this.cache || !this.askedOnce) return;
    if (page.body && this.askedOnce.delete(url)) this.cache.set(url, page);
    else this.askedOnce.set(url, true);
  }

  /** The page rendered into index.html, or the unrendered page when the render failed. */
  private async renderInto(unrendered: RenderedPage, renderDocument: DocumentRenderer, asked: RenderAsked): Promise<RenderedPage> {
    const page = await this.render(renderDocument, asked, unrendered.status);
    if (!page) return unrendered;
    // The bytes as they came (from a render thread, moved here without a copy).
    const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    const encoded = page.encoded && asked.compress ? { encoding: asked.compress.encoding, bytes: bytes(page.encoded) } : undefined;
    if (!page.body) return { ...unrendered, body: null, encoded, rendered: true };
    const rendered: RenderedPage = { ...unrendered, body: bytes(page.body), rendered: true };
    // Its compressed copies start with the thread's (replaced by smaller ones if the page is kept and asked again).
    if (encoded) primePageBytes(rendered, encoded.encoding, encoded.bytes);
    return rendered;
  }

  /** The page rendered by the app's entry, or null when that failed or ran out of time (logged). */
  private async render(renderDocument: DocumentRenderer, asked: RenderAsked, status: 200 | 404): Promise<RenderedDocument | null> {
    const { url, apiBaseUrl, compress, withBody } = asked;
    const { timeoutMs } = this.config.pageRendering;
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const result = await Promise.race([
        renderDocument({
          url,
          siteUrl: this.config.siteUrl,
          apiBaseUrl,
          status,
          timeoutMs,
          site: this.config.site,
          compress,
          withBody,
        }),
        timeout,
      ]);
      if (result === 'timeout') {
        this.metrics.pageRender('timeout', took());
        this.logger.warn({ url, timeoutMs }, 'Page render ran out of time; sent unrendered');
        return null;
      }
      this.metrics.pageRender(result ? 'rendered' : 'failed', took());
      if (result?.passes) this.metrics.pageRenderedIn(result.passes);
      return result;
    } catch (error) {
      this.metrics.pageRender('failed', took());
      // No thread to render on (they are starting again, or the app is closing): RenderThreads logged why, once.
      if (error instanceof RenderThreadsUnavailable) this.logger.debug({ url, err: error }, 'No render thread; sent unrendered');
      else this.logger.warn({ url, err: error }, 'Page render failed; sent unrendered');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * index.html cut where a rendered page goes, once: before the page's head tags (between the head markers, or before
 * `</head>`), inside the root element, and inside the SSR data script that follows it; without the "this page
 * needs JavaScript" notice, which a rendered page does not need. Searching and copying the whole page for each of
 * these per render cost two copies of every page (issue 28). Null when the template has no root element.
 */
function pageFrame(template: string, assets: PageAssets): PageFrame | null {
  const start = template.indexOf(PAGE_HEAD_START);
  const end = template.indexOf(PAGE_HEAD_END);
  const marked = start >= 0 && end > start;
  const headAt = marked ? start : template.indexOf('</head>');
  if (headAt < 0) return null;
  const beforeHead = template.slice(0, headAt);
  const rest = (marked ? template.slice(end + PAGE_HEAD_END.length) : `\n${template.slice(headAt)}`).replace(
    /<noscript>[\s\S]*?<\/noscript>\s*/,
    '',
  );
  const rootAt = rest.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) return null;
  // '<div id="root">' and '</div>': the page's markup goes between.
  const rootClosesAt = ROOT_ELEMENT.lastIndexOf('</');
  return {
    beforeHead,
    beforeRoot: rest.slice(0, rootAt) + ROOT_ELEMENT.slice(0, rootClosesAt),
    beforeData: `${ROOT_ELEMENT.slice(rootClosesAt)}<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">`,
    afterData: `</script>${rest.slice(rootAt + ROOT_ELEMENT.length)}`,
    css: Object.fromEntries([...assets].map(([name, { css }]) => [name, css])),
  };
}
