import type http from 'node:http';
import path from 'node:path';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { API_ENUMS } from './common/api-enums';
import { installLeanAsyncResourceBind } from './common/async-resource-bind';
import { DeferredBodyGuard, jsonBodyMiddleware } from './common/body-parsing';
import { isInProcessRead } from './common/in-process-read';
import { LeanExpressAdapter } from './common/lean-express-adapter';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { ErrorBody } from './common/filters/error-body';
import { waitText } from './common/filters/too-many-requests';
import { AppConfig } from './config/app-config';
import { PageRateLimit } from './modules/auth/page-rate-limit';
import { RSS_PATH } from './modules/blog/rss.controller';
import { httpMetrics, setRouteLabel } from './modules/metrics/http-metrics';
import { ROUTE_ASSETS, ROUTE_STATIC_FILE, ROUTE_UNMATCHED } from './modules/metrics/metric-names';
import { MetricsService } from './modules/metrics/metrics.service';
import { PAGE_ENCODINGS, pageBytes, type PageEncoding } from './modules/pages/page-encoding';
import { PageRendererService } from './modules/pages/page-renderer.service';
import { SEO_ROOT_PATHS } from './modules/seo/seo.controller';
import { API_PREFIX, matchSitePage } from './shared/routes';

export { API_PREFIX };
export const DOCS_PATH = `${API_PREFIX}/docs`;
/** Routes Nest serves at the site's root, outside the API prefix (and before the built site's pages). */
const ROOT_ROUTES = [RSS_PATH, ...SEO_ROOT_PATHS].map((path) => ({ path, method: RequestMethod.GET }));

function setApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: ROOT_ROUTES });
}

/** PayPal's browser SDK: its script, its buttons' frames and their calls (PayPal's CSP guide). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The site's Content-Security-Policy: everything from our own origin, plus PayPal's SDK when payments use it. */
function contentSecurityPolicy(withPayPal: boolean) {
  const paypal = withPayPal ? PAYPAL_SOURCES : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...paypal],
        // antd writes its CSS-in-JS into <style> tags at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...paypal],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...paypal],
        'frame-src': withPayPal ? PAYPAL_SOURCES : ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** Where this process serves its API, as seen from itself: the address and port the request came in on. */
function ownApiBaseUrl(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const ipv4 = address.replace(/^::ffff:/, '');
  const host = /^[\d.]+$/.test(ipv4) ? ipv4 : `[${address}]`;
  return `http://${host}:${req.socket.localPort}/${API_PREFIX}`;
}

/** How a page goes to this client: the first of the page encodings it accepts, or as it is. */
function pageEncoding(req: Request): PageEncoding {
  return PAGE_ENCODINGS.find((name) => req.acceptsEncodings(name) === name) ?? 'identity';
}

/**
 * A client over the page limit (PageRateLimit): 429 with Retry-After, as a small page a person can read (a
 * browser shows it as it is; a crawler reads the status and the header). Never kept by a cache.
 */
function tooManyPages(res: Response, seconds: number): void {
  res.setHeader('Retry-After', String(seconds));
  res.setHeader('Cache-Control', 'no-store');
  res
    .status(429)
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<meta name="robots" content="noindex"><title>Too many requests</title></head>' +
        '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">' +
        '<h1>Too many requests</h1>' +
        `<p>This address has asked for many pages in a short time. Please wait ${waitText(seconds)} and reload the page.</p>` +
        '</body></html>',
    );
}

/**
 * Serves the built React app: hashed assets cached for a year, and for every other non-API GET (but the root
 * routes Nest serves, like the feed) the page itself, with its real status: public pages rendered on the server
 * (PageRendererService), the others as the app's empty page that renders in the browser.
 */
function serveFrontend(app: NestExpressApplication, staticDir: string, log: Logger): void {
  const pages = app.get(PageRendererService);
  if (!pages.hasApp) {
    log.warn(`No built frontend in ${staticDir}; serving the API only (run 'npm run build').`);
    return;
  }
  const assets = express.static(staticDir, {
    index: false,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // A root route with a parameter ('sitemaps/:file') takes every address under its fixed part.
  const rootRoutes = ROOT_ROUTES.map((r) => `/${r.path.split(':')[0]}`);
  const isRootRoute = (p: string) => rootRoutes.some((route) => (route.endsWith('/') ? p.startsWith(route) : p === route));
  const isApi = (p: string) => p === `/${API_PREFIX}` || p.startsWith(`/${API_PREFIX}/`) || isRootRoute(p);
  const sharedFor = `public, max-age=0, s-maxage=${pages.cacheSeconds}`;
  const limit = app.get(PageRateLimit);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    // Files are named by their folder for the metrics; a page by its pattern in SITE_PAGES (below).
    setRouteLabel(res, req.path.startsWith('/assets/') ? ROUTE_ASSETS : ROUTE_STATIC_FILE);
    // Only an address that names a file (every built file's name has a dot) is looked for on disk: a page
    // address costs no file-system lookup (a stat per page was 2.6 % of a render's time, issue 28).
    const page = () => {
      // A missing file under /assets is a real 404, not a page.
      if (req.path.startsWith('/assets/')) return next();
      setRouteLabel(res, matchSitePage(req.path)?.page.path ?? ROUTE_UNMATCHED);
      // Rendered and compressed for it (a page rendered now comes compressed from its render thread), or compressed
      // here once per kept page (pageBytes), in what the client accepts; the compression middleware leaves an
      // answer that has its Content-Encoding alone.
      const encoding = pageEncoding(req);
      limit
        .hit(req.ip)
        .then((retryAfter) => {
          if (retryAfter === null) return pages.respond(req.originalUrl, req.path, ownApiBaseUrl(req), encoding);
          tooManyPages(res, retryAfter);
          return null;
        })
        .then((answer) => {
          if (!answer) return;
          if (answer.kind === 'redirect') {
            res.setHeader('Cache-Control', 'no-cache');
            return res.redirect(302, answer.location);
          }
          // A rendered page is the same for everyone; the empty one is the app, fetched afresh each time.
          res.setHeader('Cache-Control', answer.rendered && pages.cacheSeconds > 0 ? sharedFor : 'no-cache');
          if (answer.noindex) res.setHeader('X-Robots-Tag', 'noindex');
          res.vary('Accept-Encoding');
          return pageBytes(answer, encoding).then((body) => {
            if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
            res.status(answer.status).type('html').send(body);
          });
        })
        .catch(next);
    };
    if (req.path.startsWith('/assets/') || path.posix.basename(req.path).includes('.')) assets(req, res, page);
    else page();
  });
}

/**
 * The OpenAPI document of an app whose routes are set up (global prefix included): what
 * /api/docs-json serves, and what `npm run api:types` turns into the site's types.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Pen-pal directory API')
      .setDescription(
        'Every error answers `{ statusCode, error, detail }`; `detail` is a string, or a list of messages for 422 validation failures.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
    { extraModels: [ErrorBody] },
  );
  // Each enumeration's schema is its list of values alone (Swagger would copy in the description
  // of whichever property it met first).
  const schemas = document.components?.schemas ?? {};
  for (const [name, values] of Object.entries(API_ENUMS)) {
    if (schemas[name]) schemas[name] = { type: 'string', enum: [...values] };
  }
  return document;
}

/**
 * The same document without running the app: the modules are read, not started, so no database
 * is needed (`npm run api:types` uses this).
 */
export async function createApiDocument(config: AppConfig): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    bodyParser: false,
  });
  try {
    setApiPrefix(app);
    return buildApiDocument(app);
  } finally {
    await app.close();
  }
}

function setUpSwagger(app: NestExpressApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, buildApiDocument(app), {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    customSiteTitle: 'Pen-pal directory API',
  });
}

/**
 * Idle keep-alive connections stay open HTTP_KEEP_ALIVE_TIMEOUT_SECONDS (76 s by default): longer than a load
 * balancer's or proxy's own idle timeout (AWS ALB 60 s, nginx upstream keepalive 60 s), so the proxy always closes
 * an idle connection first and never sends a request down one Node is closing (a 502 for the visitor). Node's
 * headersTimeout must exceed keepAliveTimeout (otherwise a reused connection can be cut while its next request's
 * headers arrive), so it is a second longer; requestTimeout (Node's 300 s) stays above both.
 */
export function setHttpTimeouts(server: http.Server, config: Pick<AppConfig, 'httpKeepAliveTimeoutMs'>): void {
  server.keepAliveTimeout = config.httpKeepAliveTimeoutMs;
  server.headersTimeout = config.httpKeepAliveTimeoutMs + 1000;
  if (server.requestTimeout > 0 && server.requestTimeout <= server.headersTimeout) server.requestTimeout = server.headersTimeout + 1000;
}

/**
 * Builds the whole HTTP application from a validated config, ready to listen.
 * Used by main.ts and by the integration tests, so both run the same stack.
 */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  // Before Nest binds its first interceptor: a bound function per API request without a hidden class of its own.
  installLeanAsyncResourceBind();
  // Requests and responses made with Express's prototypes (LeanExpressAdapter), not given them per request.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new LeanExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  // First, so every request is counted and timed, whatever answers it.
  app.use(httpMetrics(app.get(MetricsService)));
  setHttpTimeouts(app.getHttpServer(), config);
  app.set('trust proxy', config.trustProxy);
  app.set('x-powered-by', false);
  setApiPrefix(app);

  const siteHeaders = contentSecurityPolicy(!!config.paypal);
  // Swagger UI needs inline scripts and styles; it gets helmet without a CSP.
  const docsHeaders = helmet({ contentSecurityPolicy: false });
  // A page render's own reads of the API (isInProcessRead) have no client to read headers or compressed bytes.
  app.use((req: Request, res: Response, next: NextFunction) =>
    isInProcessRead(req) ? next() : (req.path.startsWith(`/${DOCS_PATH}`) ? docsHeaders : siteHeaders)(req, res, next),
  );
  // Server-sent events (AI drafting) go out as they are written: never held back to be compressed.
  const isEventStream = (res: Response) => /^text\/event-stream/i.test(String(res.getHeader('Content-Type') ?? ''));
  const compress = compression({ filter: (req, res) => !isEventStream(res) && compression.filter(req, res) });
  app.use((req: Request, res: Response, next: NextFunction) => (isInProcessRead(req) ? next() : compress(req, res, next)));
  app.enableCors({ origin: config.corsOrigins.length ? config.corsOrigins : false, maxAge: 600 });

  // Our own body parser, so its failures (bad JSON, too large, not decompressable) get the common error body.
  const filter = new AllExceptionsFilter();
  app.use(jsonBodyMiddleware());
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) =>
    err ? filter.respond(err, req, res) : next(),
  );
  // After the module's guards (AuthGuard): the large photo bodies are parsed only for a request they let in.
  app.useGlobalGuards(new DeferredBodyGuard());

  serveFrontend(app, config.staticDir, logger);
  setUpSwagger(app);
  app.flushLogs();
  await app.init();
  return app;
}
