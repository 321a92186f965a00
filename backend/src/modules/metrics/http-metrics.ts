import type { NextFunction, Request, Response } from 'express';
import { ROUTE_UNMATCHED } from './metric-names';
import type { MetricsService } from './metrics.service';

/** Where a handler outside Nest's router (the site's pages, its files) puts its route pattern for the metrics. */
const ROUTE_LABEL = 'metricsRoute';

/** Names the route pattern of a request answered outside Nest's router ('/profile/:id', '/assets/*'). */
export function setRouteLabel(res: Response, pattern: string): void {
  (res.locals as Record<string, unknown>)[ROUTE_LABEL] = pattern;
}

/** The request's route pattern: the one a page handler named, Nest's route ('/api/profiles/:id'), or `unmatched`. */
function routeOf(req: Request, res: Response): string {
  const named = (res.locals as Record<string, unknown>)[ROUTE_LABEL];
  if (typeof named === 'string') return named;
  const route = (req as { route?: { path?: unknown } }).route;
  const path = route?.path;
  // A wildcard is no controller's: Nest mounts middleware (the request log) as a catch-all route, which is what
  // req.route still names when no controller matched.
  if (typeof path !== 'string' || path.includes('*')) return ROUTE_UNMATCHED;
  return `${req.baseUrl ?? ''}${path}`;
}

/**
 * Express middleware (first in the stack): every request's count and duration, by method, route pattern and
 * status, recorded when its connection is done with it. One the client left before the answer ended is 499.
 */
export function httpMetrics(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(req.method, routeOf(req, res), res.writableFinished ? res.statusCode : 499, seconds);
    });
    next();
  };
}
