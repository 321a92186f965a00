import { BadRequestException, CanActivate, ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';

const JSON_BODY_LIMIT = '1mb';
const WEBHOOK_ROUTE = /^\/api\/paypal\/webhook\/?$/;
/** Routes that carry base64 images get more room; everything else stays small. */
const LARGE_BODY_ROUTES: Array<{ method: string; path: RegExp; limit: string }> = [
  { method: 'PUT', path: /^\/api\/user\/profile\/?$/, limit: '8mb' },
  // Up to 5 photos of 5MB each, base64.
  { method: 'POST', path: /^\/api\/profiles\/?$/, limit: '36mb' },
  { method: 'PUT', path: /^\/api\/(user|admin)\/profiles\/[^/]+\/?$/, limit: '36mb' },
  // A blog post: its HTML and one social-preview image of 5MB, base64.
  { method: 'POST', path: /^\/api\/admin\/blog\/posts\/?$/, limit: '8mb' },
  { method: 'PUT', path: /^\/api\/admin\/blog\/posts\/[^/]+\/?$/, limit: '8mb' },
];

/** zlib's error codes: Z_DATA_ERROR and friends for gzip/deflate, ERR__ERROR_FORMAT_* and ERR_BROTLI_* for brotli. */
const ZLIB_ERROR = /^(Z_|ERR__ERROR_|ERR_BROTLI)/;

export const DECOMPRESSION_FAILED = 'The request body could not be decompressed (check Content-Encoding)';

/** A large body waiting for the guards to let its request in (set by the middleware, read by DeferredBodyGuard). */
const DEFERRED_PARSER = Symbol('deferredBodyParser');
type DeferredRequest = Request & { [DEFERRED_PARSER]?: RequestHandler };

/**
 * What a body parser failure means for the client. body-parser's own failures carry a `type` the
 * error filter knows (bad JSON, too large, unsupported encoding). A body that does not decompress
 * comes from zlib with one of many codes (Z_DATA_ERROR, ERR__ERROR_FORMAT_PADDING_2 for brotli, ...):
 * any parser failure that says it is the client's (a 4xx status) is answered as such, never as 500.
 */
export function bodyParserError(error: unknown): unknown {
  const e = error as { type?: unknown; status?: unknown; code?: unknown; errno?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object' || typeof e.type === 'string') return error;
  if (typeof e.code === 'string' && ZLIB_ERROR.test(e.code)) return new BadRequestException(DECOMPRESSION_FAILED);
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new HttpException(typeof e.message === 'string' ? e.message : 'The request body could not be read', e.status);
  }
  return error;
}

function run(parser: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => parser(req, res, (error?: unknown) => (error ? reject(bodyParserError(error)) : resolve())));
}

/**
 * JSON body parsing for every route. Small bodies (1 MB) are parsed up front; the webhook keeps its
 * raw bytes (req.rawBody) for signature checks; the large photo routes are only marked here and
 * parsed by DeferredBodyGuard once the auth guard has let the request in, so an anonymous client
 * cannot make the server read and parse 36 MB.
 */
export function jsonBodyMiddleware(): RequestHandler {
  // strict: false lets a non-object body (42, "text") reach the pipe, which names the problem.
  const smallJson = express.json({ limit: JSON_BODY_LIMIT, strict: false });
  const largeJson = LARGE_BODY_ROUTES.map((r) => ({ ...r, parser: express.json({ limit: r.limit, strict: false }) }));
  // Webhook signatures cover the bytes PayPal sent: keep them (req.rawBody) for verification.
  const webhookJson = express.json({
    limit: JSON_BODY_LIMIT,
    strict: false,
    verify: (req, _res, buf) => {
      (req as Request & { rawBody?: string }).rawBody = buf.toString('utf8');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const parser = req.method === 'POST' && WEBHOOK_ROUTE.test(req.path) ? webhookJson : largeJson.find((r) => r.method === req.method && r.path.test(req.path))?.parser;
    if (parser && parser !== webhookJson) {
      (req as DeferredRequest)[DEFERRED_PARSER] = parser;
      return next();
    }
    run(parser ?? smallJson, req, res).then(() => next(), next);
  };
}

/**
 * Parses a deferred large body. Registered with app.useGlobalGuards after the module's guards, so it
 * runs after AuthGuard (a request it refuses is never parsed) and before interceptors and pipes.
 */
@Injectable()
export class DeferredBodyGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const req = http.getRequest<DeferredRequest>();
    const parser = req[DEFERRED_PARSER];
    if (parser) {
      delete req[DEFERRED_PARSER];
      await run(parser, req, http.getResponse<Response>());
    }
    return true;
  }
}
