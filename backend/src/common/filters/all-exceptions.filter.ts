import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { safeError } from '../logging/safe-error';
import { ErrorBody, statusText } from './error-body';
import { retryAfterOf } from './too-many-requests';

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

const BODY_PARSER_DETAILS: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported request body encoding',
  'charset.unsupported': 'Unsupported request body charset',
  'request.aborted': 'Request was aborted',
  'request.size.invalid': 'Request body size did not match Content-Length',
  'stream.encoding.set': 'Request body could not be read',
};

/** Status of each body-parser failure; a body that does not decompress is the client's fault (400). */
const BODY_PARSER_STATUS: Record<string, number> = {
  'encoding.unsupported': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  'charset.unsupported': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
};

/** Deliberate 5xx answers that carry a detail the user can act on; any other 5xx is a generic 500. */
const PASS_THROUGH_5XX = new Set([
  HttpStatus.NOT_IMPLEMENTED,
  HttpStatus.BAD_GATEWAY,
  HttpStatus.SERVICE_UNAVAILABLE,
  HttpStatus.GATEWAY_TIMEOUT,
]);

export const BUSY = 'The server is busy and could not finish this request in time. Nothing was changed; please try again in a moment.';
export const DB_UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';

/** PostgreSQL error codes that are the client's fault, not ours. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [HttpStatus.CONFLICT, 'This record already exists'],
  '23503': [HttpStatus.CONFLICT, 'This record is referenced by another record'],
  // Bounded waits (statement_timeout, lock_timeout, idle_in_transaction_session_timeout): a clear 503, never a hang.
  '57014': [HttpStatus.SERVICE_UNAVAILABLE, BUSY],
  '55P03': [HttpStatus.SERVICE_UNAVAILABLE, BUSY],
  '25P03': [HttpStatus.SERVICE_UNAVAILABLE, BUSY],
  '40P01': [HttpStatus.SERVICE_UNAVAILABLE, BUSY],
  '40001': [HttpStatus.SERVICE_UNAVAILABLE, BUSY],
  // The server is shutting down or restarting.
  '57P01': [HttpStatus.SERVICE_UNAVAILABLE, DB_UNAVAILABLE],
  '57P03': [HttpStatus.SERVICE_UNAVAILABLE, DB_UNAVAILABLE],
};

/** Node's codes for a database connection that failed or dropped. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established/i;

/**
 * The one place that writes error bodies: `{ statusCode, error, detail }`.
 * Unknown errors become a generic 500 with a correlation id; the stack goes
 * only to the log.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }

  /** Also used by the Express error handler that catches body-parser failures (bootstrap.ts). */
  respond(exception: unknown, req: Request & { id?: unknown }, res: Response): void {
    const body = this.bodyFor(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    // Every 429 says when to try again, whichever limit sent it.
    if (body.statusCode === (HttpStatus.TOO_MANY_REQUESTS as number)) res.setHeader('Retry-After', String(retryAfterOf(exception)));
    res.status(body.statusCode).json(body);
  }

  /**
   * The error body for `exception`, logged when it is the server's fault: what respond() writes, and what a page
   * render's direct read of the API answers (pages/direct-reads.ts).
   */
  bodyFor(exception: unknown, req: { id?: unknown; method?: string; originalUrl?: string }): ErrorBody {
    const body = this.toBody(exception, req);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: safeError(exception), correlation_id: body.correlation_id, method: req.method, url: req.originalUrl?.split('?')[0] },
        exception instanceof Error ? exception.message : 'Unhandled error',
      );
    }
    return body;
  }

  private toBody(exception: unknown, req: { id?: unknown; method?: string; originalUrl?: string }): ErrorBody {
    if (exception instanceof HttpException) return this.fromHttpException(exception, req);

    const parserError = exception as BodyParserError;
    if (parserError && typeof parserError === 'object' && parserError.type && parserError.type in BODY_PARSER_DETAILS) {
      const status = BODY_PARSER_STATUS[parserError.type] ?? parserError.status ?? HttpStatus.BAD_REQUEST;
      return { statusCode: status, error: statusText(status), detail: BODY_PARSER_DETAILS[parserError.type] };
    }

    const code = this.databaseErrorCode(exception);
    if (code && PG_CLIENT_ERRORS[code]) {
      const [status, detail] = PG_CLIENT_ERRORS[code];
      return { statusCode: status, error: statusText(status), detail };
    }
    if (code && code.startsWith('22')) {
      // Class 22 (data exception): a value the database cannot take. Validation should have refused it
      // first (and is fixed where this is logged); the client still gets a 400, not a 500.
      this.logger.warn({ pg_code: code, method: req.method, url: req.originalUrl?.split('?')[0] }, 'A request value reached the database unvalidated');
      return { statusCode: HttpStatus.BAD_REQUEST, error: statusText(HttpStatus.BAD_REQUEST), detail: 'A value in the request is not valid' };
    }
    if (this.isConnectionError(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: statusText(HttpStatus.SERVICE_UNAVAILABLE), detail: DB_UNAVAILABLE };
    }
    return this.internalError(req);
  }

  /** The PostgreSQL error code of a failed query (SQLSTATE), if this is one. */
  private databaseErrorCode(exception: unknown): string | undefined {
    if (exception instanceof QueryFailedError) return (exception.driverError as { code?: string } | undefined)?.code;
    const e = exception as { code?: unknown; severity?: unknown } | null;
    // pg's DatabaseError outside TypeORM (a raw client): it carries a severity and a 5-character code.
    if (e && typeof e === 'object' && typeof e.severity === 'string' && typeof e.code === 'string' && e.code.length === 5) return e.code;
    return undefined;
  }

  private isConnectionError(exception: unknown): boolean {
    const e = (exception instanceof QueryFailedError ? exception.driverError : exception) as { code?: unknown; message?: unknown } | null;
    if (!e || typeof e !== 'object') return false;
    if (typeof e.code === 'string' && CONNECTION_ERRORS.has(e.code)) return true;
    return typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message);
  }

  private fromHttpException(exception: HttpException, req: { id?: unknown }): ErrorBody {
    const status = exception.getStatus();
    if (status >= 500 && !PASS_THROUGH_5XX.has(status)) return this.internalError(req);
    const response = exception.getResponse();
    let detail: string | string[];
    if (typeof response === 'string') {
      detail = response;
    } else {
      const r = response as { message?: unknown; detail?: unknown };
      const message = r.detail ?? r.message;
      if (Array.isArray(message)) detail = message.map(String);
      else if (typeof message === 'string') detail = message;
      else detail = exception.message || statusText(status);
    }
    // A 422 lists every failed rule; other statuses carry one sentence.
    const unprocessable = status === (HttpStatus.UNPROCESSABLE_ENTITY as number);
    if (unprocessable && !Array.isArray(detail)) detail = [detail];
    if (!unprocessable && Array.isArray(detail)) detail = detail.join('; ');
    return { statusCode: status, error: statusText(status), detail };
  }

  private internalError(req: { id?: unknown }): ErrorBody {
    const id = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : cryptoRandomId();
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: statusText(HttpStatus.INTERNAL_SERVER_ERROR),
      detail: `Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support and quote reference ${id}.`,
      correlation_id: id,
    };
  }
}

function cryptoRandomId(): string {
  return globalThis.crypto.randomUUID();
}
