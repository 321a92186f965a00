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
import { ErrorBody, statusText } from './error-body';

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

const BODY_PARSER_DETAILS: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON in request body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported request body encoding',
  'charset.unsupported': 'Unsupported request body charset',
  'request.aborted': 'Request was aborted',
  'request.size.invalid': 'Request body size did not match Content-Length',
};

/** PostgreSQL error codes that are the client's fault, not ours. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [HttpStatus.CONFLICT, 'This record already exists'],
  '23503': [HttpStatus.CONFLICT, 'This record is referenced by another record'],
};

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
    const body = this.toBody(exception, req);

    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, correlation_id: body.correlation_id, method: req.method, url: req.originalUrl?.split('?')[0] },
        exception instanceof Error ? exception.message : 'Unhandled error',
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: { id?: unknown }): ErrorBody {
    if (exception instanceof HttpException) return this.fromHttpException(exception, req);

    const parserError = exception as BodyParserError;
    if (parserError && typeof parserError === 'object' && parserError.type && parserError.type in BODY_PARSER_DETAILS) {
      const status = parserError.status ?? HttpStatus.BAD_REQUEST;
      return { statusCode: status, error: statusText(status), detail: BODY_PARSER_DETAILS[parserError.type] };
    }

    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code;
      if (code && PG_CLIENT_ERRORS[code]) {
        const [status, detail] = PG_CLIENT_ERRORS[code];
        return { statusCode: status, error: statusText(status), detail };
      }
    }
    return this.internalError(req);
  }

  private fromHttpException(exception: HttpException, req: { id?: unknown }): ErrorBody {
    const status = exception.getStatus();
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE && status !== HttpStatus.NOT_IMPLEMENTED) {
      return this.internalError(req);
    }
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
    if (status === HttpStatus.UNPROCESSABLE_ENTITY && !Array.isArray(detail)) detail = [detail];
    if (status !== HttpStatus.UNPROCESSABLE_ENTITY && Array.isArray(detail)) detail = detail.join('; ');
    return { statusCode: status, error: statusText(status), detail };
  }

  private internalError(req: { id?: unknown }): ErrorBody {
    const id = String(req.id ?? cryptoRandomId());
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
