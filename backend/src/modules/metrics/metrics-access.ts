import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CanActivate,
  ForbiddenException,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { isLoopbackHost } from '../../config/loopback';

/** Headers a proxy adds when it relays a request: such a request came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export type MetricsAccess = 'allowed' | 'no-token' | 'wrong-token' | 'not-local' | 'off';

/**
 * Who may read /api/metrics. With METRICS_TOKEN: whoever sends `Authorization: Bearer <token>` (compared in
 * constant time). Without it: outside production, a client on this machine only: `req.ip` (which follows
 * TRUST_PROXY) is a loopback address and the request was not relayed by a proxy (no X-Forwarded-For, Forwarded
 * or X-Real-IP: a reverse proxy on the same machine would otherwise make every visitor look local). In
 * production without a token the endpoint is off: a proxy that adds no forwarding header would make it public.
 */
export function metricsAccess(
  config: Pick<AppConfig, 'metricsToken' | 'isProduction'>,
  req: Pick<Request, 'ip' | 'headers'>,
): MetricsAccess {
  if (config.metricsToken) {
    const header = req.headers.authorization;
    if (typeof header !== 'string' || !/^Bearer\s+/i.test(header)) return 'no-token';
    return sameSecret(header.replace(/^Bearer\s+/i, '').trim(), config.metricsToken) ? 'allowed' : 'wrong-token';
  }
  if (config.isProduction) return 'off';
  const relayed = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !relayed && typeof req.ip === 'string' && isLoopbackHost(req.ip) ? 'allowed' : 'not-local';
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The answer to each refusal: 401 (with WWW-Authenticate), 403, or 503 when the endpoint is off. */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const access = metricsAccess(this.config, http.getRequest<Request>());
    switch (access) {
      case 'allowed':
        return true;
      case 'no-token':
      case 'wrong-token':
        http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedException(
          access === 'no-token' ? 'Metrics need Authorization: Bearer <METRICS_TOKEN>' : 'The metrics token is not valid',
        );
      case 'not-local':
        throw new ForbiddenException('Without METRICS_TOKEN, metrics answer only requests from this machine that no proxy relayed');
      case 'off':
        throw new ServiceUnavailableException('Metrics are off: set METRICS_TOKEN and scrape with Authorization: Bearer <METRICS_TOKEN>');
    }
  }
}
