/**
 * The server-rendering entry (built by `vite build --ssr` to dist-server/entry-server.js and loaded by the API's
 * PageRendererService): renders one public page to HTML with the data it shows, its head tags and the antd styles
 * it needs. The same routes, pages and data hooks as in the browser; the browser hydrates what this renders.
 */
import type { ReactElement } from 'react';
// React's build for Bun: the same renderer as `react-dom/server` on Node, on Node's own stream and util modules, but
// it hands the page's HTML to the sink as strings; Node's build encodes every chunk to bytes, which the sink below
// only decoded again (issue 28).
import { renderToPipeableStream } from 'react-dom/server.bun';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import type { PageRenderRequest, PageRenderResult, RenderPage } from '@shared/page-render';
import { http as apiClient } from '../api/http';
import { queryKeys } from '../api/queryKeys';
import { AppProviders } from '../AppProviders';
import { PageHeadContext } from '../components/seo/routePage';
import { setRenderOrigin } from '../components/seo/siteOrigin';
import { pageHeadHtml, type PageHead } from '../components/seo/usePageMeta';
import { NotFoundPage } from '../layouts/notFoundPage';
import { pageOf, routes } from '../router';
import { ArrivalContext, type Arrival } from './arrival';
import { inProcessAdapter, inProcessGet } from './inProcessAdapter';
import { readOnServer } from './suspendingQuery';

/**
 * How many times a page is rendered at most to find the data it shows: each render asks for what it needs
 * (its `useQuery` calls), the answers are fetched, and the next render shows them and may ask for more
 * (a thread, then its replies). Every public page needs two renders; the third is a margin.
 */
const MAX_RENDERS = 3;

const handler = createStaticHandler(routes);

type StaticRouter = ReturnType<typeof createStaticRouter>;

/**
 * A static router for the request `context`, on routes converted once. `createStaticRouter` converts every route
 * again at each call (a new copy of the route tree and its manifest: about 2 % of a render's time and a twentieth
 * of the memory a page allocates, issue 28); what it returns is that conversion plus the context's state. Here the
 * conversion is made once, for an empty context, and each render gets an object on top of it with its own state:
 * the same state `createStaticRouter` builds (its matches pointed at the routes of the kept conversion).
 */
const staticRouter = (() => {
  const template = createStaticRouter(handler.dataRoutes, { matches: [] } as unknown as StaticHandlerContext);
  const idleState = template.state;
  return (context: StaticHandlerContext): StaticRouter => {
    const matches = context.matches.map((match) => ({ ...match, route: template.manifest[match.route.id] ?? match.route }));
    const state: StaticRouter['state'] = {
      ...idleState,
      location: context.location,
      matches,
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
      fetchers: new Map(),
      blockers: new Map(),
    };
    // Plain values, not getters made per render: an accessor made for one object gives that object a hidden class
    // of its own, which V8 keeps in the old generation holding the getter, so the whole render outlived it in
    // every young collection until the next full one (a per-object getter in a request loop: a fifth of what it
    // allocated was promoted, issue 28).
    return Object.create(template, {
      basename: { value: context.basename },
      state: { value: state },
    }) as StaticRouter;
  };
})();

/** The axios instance's own `get`, for a render without an in-process reader (it reads over HTTP). */
const axiosGet = apiClient.get.bind(apiClient);

/** Whether a query is one its page would fetch (not switched off by `enabled: false`). */
function isWanted(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render asked for and nobody has fetched yet. */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isWanted(q));
}

/** Renders to a string once everything, lazily loaded parts included, is ready; a render error is thrown. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let failure: unknown = null;
    let html = '';
    // A part still waiting (`<!--$?-->`) or left to the browser (`<!--$!-->`) would need React's inline scripts.
    // Looked for in each chunk as it comes (React writes each marker within one chunk): searching the whole page
    // at the end made a flat copy of it, which the server makes again when it sends the page (issue 28).
    let incomplete = false;
    const decoder = new TextDecoder();
    // What React's Node stream writes to, kept in memory: Node's own stream API, not the web stream and a
    // Response to read it (two layers of copying per page, issue 28). React calls write, end and on alone.
    const sink = {
      write(chunk: Uint8Array | string) {
        const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        if (!incomplete && text.includes('<!--$') && (text.includes('<!--$?-->') || text.includes('<!--$!-->'))) incomplete = true;
        html += text;
        return true;
      },
      end() {
        html += decoder.decode();
        if (failure) return reject(failure instanceof Error ? failure : new Error('The page failed to render'));
        if (incomplete) return reject(new Error('The page did not render completely'));
        resolve(html);
      },
      on() {
        return sink;
      },
    };
    const { pipe } = renderToPipeableStream(element, {
      // Never move a large finished part to the end of the document behind an inline script (the site's CSP
      // allows none): everything is in place in the markup, in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary would leave that part to the browser: the render is not used.
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        pipe(sink as unknown as Parameters<typeof pipe>[0]);
      },
      onShellError(error) {
        reject(error instanceof Error ? error : new Error('The page failed to render'));
      },
    });
  });
}

export const renderPage: RenderPage = async ({ url, siteUrl, apiBaseUrl, status, timeoutMs, site, readApi }: PageRenderRequest) => {
  setRenderOrigin(siteUrl);
  apiClient.defaults.baseURL = apiBaseUrl;
  apiClient.defaults.timeout = timeoutMs;
  // The server's own reader when it gives one (no HTTP to its own port); every render of a process gets the same.
  apiClient.defaults.adapter = readApi ? inProcessAdapter(readApi) : undefined;
  // A page's reads are GETs: straight to the reader.
  apiClient.get = readApi ? inProcessGet(readApi, apiBaseUrl) : axiosGet;

  // Joined, not resolved: '//faq' is a path here, not an address on another host.
  const context = await handler.query(new Request(`${siteUrl.replace(/\/+$/, '')}${url}`));
  // A route that answers a redirect or a Response itself is not ours to render.
  if (context instanceof Response) return null;
  const router = staticRouter(context);
  const { pathname } = context.location;
  // The static handler's own matches: ranking the routes again costs a render about a twentieth of its time.
  const page = status === 404 ? NotFoundPage : pageOf(context.matches);
  await page.preload();

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The contact details come with the request (the server's settings), not from another call to the API.
  client.setQueryData(queryKeys.siteContact, site);
  const arrival: Arrival = { status, pathname, locationKey: context.location.key };
  let head = null as PageHead | null;
  const collectHead = (next: PageHead) => {
    head = next;
  };
  const app = (
    <PageHeadContext.Provider value={collectHead}>
      <AppProviders queryClient={client}>
        <ArrivalContext.Provider value={arrival}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ArrivalContext.Provider>
      </AppProviders>
    </PageHeadContext.Provider>
  );
  // antd's styles are collected only for a page that uses antd (`/submit`): the public pages are built from the
  // kit, and collecting (and serialising) antd's style cache cost every one of their renders (issue 28).
  const styleCache = page.antd ? createCache() : null;
  const element = styleCache ? <StyleProvider cache={styleCache}>{app}</StyleProvider> : app;

  for (let renders = 1; renders <= MAX_RENDERS; renders++) {
    const html = await renderToHtml(element);
    const wanted = unfetched(client);
    if (wanted.length === 0) {
      // A failed read would be shown differently in the browser (which reads it again): leave the page to it.
      if (client.getQueryCache().getAll().some((q) => q.state.status === 'error')) return null;
      const result: PageRenderResult = {
        html,
        head: head ? pageHeadHtml(head) : '',
        styles: styleCache ? extractStyle(styleCache) : '',
        data: {
          status,
          pathname,
          queries: client
            .getQueryCache()
            .getAll()
            .filter((q) => q.state.status === 'success')
            .map((q) => ({ key: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt })),
        },
        modules: page.modules,
        passes: renders,
      };
      return result;
    }
    await Promise.all(wanted.map((query) => readOnServer(client, query)));
  }
  return null;
};
