import type { AxiosError } from 'axios';
import { SESSION_EXPIRED_MESSAGE } from '../modules/auth/sessionExpiry';

/**
 * The one place that turns a failed API call into the words a user reads. Every screen
 * calls {@link apiErrorMessage} with its own fallback, and with its own text for a status
 * where the site's wording differs from the general rule.
 */

export const NETWORK_ERROR_MESSAGE =
  'Network error. Please check your internet connection and try again.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please try again later.';

/**
 * The error body every API error carries (written by the backend's global
 * exception filter). `detail` is a list of messages for validation errors (422).
 */
export type ApiErrorBody = {
  statusCode: number;
  error: string;
  detail: string | string[];
  /** Present on unexpected server errors, for support requests. */
  correlation_id?: string;
};

/** An axios error whose response (when there is one) carries an {@link ApiErrorBody}. */
export type ApiError = AxiosError<Partial<ApiErrorBody>>;

/** axios's own test (`axios.isAxiosError`), without loading axios: its errors carry the mark. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** A call given up by the app itself (a newer one replaced it, or the screen closed). */
export function isCancelled(error: unknown): boolean {
  // axios.isCancel's mark, and AxiosError.ERR_CANCELED.
  const cancelled = typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
  return cancelled || (isApiError(error) && error.code === 'ERR_CANCELED');
}

/** HTTP status of a failed call, or undefined when no response arrived. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed ? [trimmed] : [];
  }
  return Array.isArray(value) ? value.flatMap(toMessages) : [];
}

/**
 * What the server said: its `detail` (one string, or each string of a 422 list), else the
 * `message` a plain NestJS exception writes; nothing when there was no readable answer.
 */
export function errorDetails(error: unknown): string[] {
  if (!isApiError(error) || !error.response) return [];
  const body: unknown = error.response.data;
  if (!body || typeof body !== 'object') return [];
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  const fromDetail = toMessages(detail);
  return fromDetail.length > 0 ? fromDetail : toMessages(message);
}

/** True when the server's `detail` is a list (a 422 lists every rule the request broke). */
export function isDetailList(error: unknown): boolean {
  return isApiError(error) && Array.isArray(error.response?.data?.detail);
}

/** A screen's own text: fixed, or built from the server's detail ('' when it gave none). */
export type ErrorRule = string | ((detail: string, error: unknown) => string);

export type ErrorTexts = {
  /** The screen's words when the failure says nothing readable (or the call was cancelled). */
  fallback: string;
  /** Put the screen's words before the server's: "Failed to delete: Profile not found". */
  prefix?: boolean;
  /**
   * The screen's own text for a status, for every status it does not list (`other`), for
   * a call that got no answer (`network`) or for an error that is not an API call (`unknown`).
   */
  on?: Partial<Record<number | 'other' | 'network' | 'unknown', ErrorRule>>;
};

function apply(rule: ErrorRule, detail: string, error: unknown): string {
  return typeof rule === 'string' ? rule : rule(detail, error);
}

/**
 * The message for a failed call. Unless the screen says otherwise (`texts.on`):
 * - no answer: "Network error. Please check your internet connection and try again.";
 * - 401: "Session expired. Please login again." (the API client has ended the session);
 * - 429: the server's detail (it says when to retry), else "Too many attempts…";
 * - any other status (403, 404, 409, every message of a 422, 5xx): the server's detail,
 *   else the screen's fallback; with `prefix`, "<fallback>: <detail>".
 * A cancelled call and an error with nothing readable give the fallback.
 */
export function apiErrorMessage(error: unknown, texts: ErrorTexts | string): string {
  const { fallback, prefix = false, on = {} } = typeof texts === 'string' ? { fallback: texts } : texts;
  if (!isApiError(error)) return on.unknown ? apply(on.unknown, '', error) : fallback;
  if (isCancelled(error)) return fallback;

  const status = error.response?.status;
  let details = status === undefined ? [NETWORK_ERROR_MESSAGE] : errorDetails(error);
  const rule = status === undefined ? on.network : (on[status] ?? on.other);
  if (rule !== undefined) return apply(rule, status === undefined ? '' : details.join('; '), error);

  if (status === 401) return SESSION_EXPIRED_MESSAGE;
  if (status === 429 && details.length === 0) details = [TOO_MANY_REQUESTS_MESSAGE];
  details = details.filter((detail) => detail !== fallback);
  if (details.length === 0) return fallback;
  return prefix ? `${fallback}: ${details.join('; ')}` : details.join('; ');
}

/** "Failed to delete: Profile not found": the screen's words, then the server's (see {@link apiErrorMessage}). */
export function failureWithDetail(fallback: string, error: unknown): string {
  return apiErrorMessage(error, { fallback, prefix: true });
}
