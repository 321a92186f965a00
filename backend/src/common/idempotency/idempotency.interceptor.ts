import { createHash } from 'node:crypto';
import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { DataSource } from 'typeorm';

/** How long the first answer to a key is kept and replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A key whose request never finished (the process died) may be used again after this long. */
const STALE_PENDING_MINUTES = 10;
const SWEEP_EVERY_MS = 10 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Client errors that are the request's settled answer; others (409 busy, 429 throttled) and every 5xx let a retry run again. */
const STORED_ERRORS = new Set([400, 402, 404, 410, 422]);

interface Stored {
  request_hash: string;
  status_code: number | null;
  response: string | null;
}

/**
 * `Idempotency-Key` for calls that create or charge something (see @Idempotent()). Keyed per
 * user: the same key from the same user within 24 hours gets the first answer (status and body)
 * again instead of running the call a second time; the same key with a different request
 * (method, path, query or body) is a 422; a duplicate arriving while the first still runs gets a
 * 409 (never both run: one INSERT decides). A 5xx answer is not kept, so a retry runs again.
 * Requests without the header, or without a signed-in user, run as usual.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private static lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: { id: string } }>();
    const header = req.headers['idempotency-key'];
    if (header === undefined || !req.user) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_PATTERN.test(key)) {
      throw new BadRequestException('The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is best).');
    }
    const userId = req.user.id;
    const hash = createHash('sha256').update(JSON.stringify([req.method, req.originalUrl, req.body ?? null])).digest('hex');
    this.sweep();

    const stored = await this.claim(userId, key, hash);
    if (stored) {
      if (stored.request_hash !== hash) {
        throw new UnprocessableEntityException(
          'This Idempotency-Key was already used for a different request within the last 24 hours. Use a new key for a new request.',
        );
      }
      if (stored.status_code === null) {
        throw new ConflictException('A request with this Idempotency-Key is still being processed. Please wait a moment and try again.');
      }
      http.getResponse<Response>().setHeader('Idempotent-Replayed', 'true');
      const body = stored.response === null ? undefined : (JSON.parse(stored.response) as unknown);
      if (stored.status_code >= 400) throw new HttpException(body as object, stored.status_code);
      return of(body);
    }

    const status = (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? (req.method === 'POST' ? 201 : 200);
    return next.handle().pipe(
      mergeMap((body: unknown) => from(this.finish(userId, key, status, body).then(() => body))),
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 500;
        const done = STORED_ERRORS.has(status)
          ? this.finish(userId, key, status, (error as HttpException).getResponse())
          : this.release(userId, key);
        return from(done).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }

  /** Takes the key for this request (null), or returns what an earlier request with it left. */
  private async claim(userId: string, key: string, hash: string): Promise<Stored | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.dataSource.query(
        `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2
            AND (created_at < now() - make_interval(hours => $3)
                 OR (status_code IS NULL AND created_at < now() - make_interval(mins => $4)))`,
        [userId, key, IDEMPOTENCY_TTL_HOURS, STALE_PENDING_MINUTES],
      );
      const inserted = await this.dataSource.query<unknown[]>(
        `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
        [userId, key, hash],
      );
      if (inserted.length) return null;
      const [row] = await this.dataSource.query<Stored[]>(
        `SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
        [userId, key],
      );
      if (row) return row;
      // Released between the INSERT and the SELECT (the first request failed): try to take it again.
    }
    throw new ConflictException('A request with this Idempotency-Key is still being processed. Please wait a moment and try again.');
  }

  private async finish(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query(`UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_id = $1 AND key = $2`, [
      userId,
      key,
      status,
      body === undefined ? null : JSON.stringify(body),
    ]);
  }

  private async release(userId: string, key: string): Promise<void> {
    await this.dataSource
      .query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status_code IS NULL`, [userId, key])
      .catch((error: unknown) => this.logger.error({ err: error }, 'Could not release an idempotency key'));
  }

  /** Now and then, forget keys older than 24 hours (best effort). */
  private sweep(): void {
    const now = Date.now();
    if (now - IdempotencyInterceptor.lastSweep < SWEEP_EVERY_MS) return;
    IdempotencyInterceptor.lastSweep = now;
    void this.dataSource
      .query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [IDEMPOTENCY_TTL_HOURS])
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Idempotency key sweep failed'));
  }
}
