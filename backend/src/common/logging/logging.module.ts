import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { AppConfig } from '../../config/app-config';
import { isInProcessRead } from '../in-process-read';
import { redactUrl } from './redact';
import { safeError } from './safe-error';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Reuses a sane incoming X-Request-Id (from a proxy) or makes one, and echoes it back. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** GET /api/metrics (modules/metrics), with or without a query. */
function isMetricsScrape(req: IncomingMessage & { originalUrl?: string }): boolean {
  return /^\/api\/metrics(?:\?|$)/.test(req.originalUrl ?? req.url ?? '');
}

export function pinoHttpOptions(config: AppConfig): Options {
  return {
    level: config.logLevel,
    genReqId: requestId,
    customLogLevel: (req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      // A page render's own reads of the API: the page request has its line (a failed read is logged above).
      if (isInProcessRead(req)) return 'debug';
      // Prometheus scrapes every few seconds: a served scrape is not worth a line (a refused one is logged).
      return isMetricsScrape(req) ? 'silent' : 'info';
    },
    // Never log credentials: tokens, cookies, or passwords sent in a query string.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; headers: Record<string, unknown>; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        user_agent: req.headers['user-agent'],
        ip: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Every logged error, wherever it comes from: no query parameters, no quoted values.
      err: safeError,
    },
    transport: prettyTransport(config),
  };
}

/**
 * One readable line per entry (LOG_PRETTY=true, set by npm start and npm run dev outside production):
 * `[12:00:01] WARN: GET /api/x 404 in 3 ms: request completed`, `[Context] message`; an error's stack
 * below it. JSON lines otherwise (production).
 */
export function prettyTransport(config: AppConfig): Options['transport'] {
  return config.logPretty
    ? {
        target: 'pino-pretty',
        options: {
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,req,res,responseTime,context',
          messageFormat: '{if context}[{context}] {end}{if req.method}{req.method} {req.url} {res.statusCode} in {responseTime} ms: {end}{msg}',
        },
      }
    : undefined;
}

/** Structured JSON request logs (pretty in development) with a request id on every line. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: pinoHttpOptions(config),
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      }),
    }),
  ],
})
export class LoggingModule {}
