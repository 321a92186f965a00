import { HttpException, HttpStatus } from '@nestjs/common';

/** What a 429 says when nothing more precise is known (a 429 raised without TooManyRequestsException). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Every 429 of the site: its detail, and how many seconds until the client may try again, which the exception
 * filter writes as the Retry-After header. Rate limits, hourly posting and drafting limits all throw this one.
 */
export class TooManyRequestsException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAfterSeconds: number) {
    super(detail, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = retryAfterSeconds > 0 && Number.isFinite(retryAfterSeconds) ? Math.ceil(retryAfterSeconds) : 1;
  }
}

/** The Retry-After value (seconds) for a 429 answer: the exception's own, else the default. */
export function retryAfterOf(exception: unknown): number {
  return exception instanceof TooManyRequestsException ? exception.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** "12 seconds", "3 minutes": the wait as a sentence says it. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
