import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASE_URL } from '../config/env';
import { getAuthToken } from '../modules/auth/session';
import { handleSessionExpired } from '../modules/auth/sessionExpiry';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Send no bearer token even when one is stored: sign-in calls (login,
     * register, password reset) must not be read as the stored session, and
     * their 401 must not end it.
     */
    withoutAuth?: boolean;
    /** Set on the one automatic retry of an idempotent call (see IDEMPOTENT_POSTS). */
    idempotentRetry?: boolean;
  }
}

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

export const NETWORK_ERROR_MESSAGE =
  'Network error. Please check your internet connection and try again.';

/** The one HTTP client of the app. Paths are relative to the API prefix, e.g. `/profiles`. */
export const apiClient: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const token = config.withoutAuth ? null : getAuthToken();
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

/**
 * Calls that create a profile or move money. Each gets an `Idempotency-Key` (a fresh one per
 * call, kept on its retry): the server answers a repeated key with its first answer instead of
 * creating or charging twice. When no response arrived (the connection dropped), the call is
 * retried once with the same key, so a lost answer never becomes a second profile or payment.
 */
export const IDEMPOTENT_POSTS = [
  '/profiles',
  '/paypal/subscription/activate',
  '/paypal/cancel-subscription',
  '/paypal/create-video-order',
  '/paypal/capture-video-order',
  '/paypal/demo/subscriptions',
  '/promo-code/apply',
];

function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function isIdempotentPost(method: string | undefined, url: string | undefined): boolean {
  return method?.toLowerCase() === 'post' && !!url && IDEMPOTENT_POSTS.includes(url.split('?')[0]);
}

apiClient.interceptors.request.use((config) => {
  if (isIdempotentPost(config.method, config.url) && !config.headers.has('Idempotency-Key')) {
    config.headers.set('Idempotency-Key', newIdempotencyKey());
  }
  return config;
});

const RETRY_DELAY_MS = 1_000;

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (
    axios.isAxiosError(error) &&
    !error.response &&
    error.code !== AxiosError.ERR_CANCELED &&
    error.config &&
    !error.config.idempotentRetry &&
    isIdempotentPost(error.config.method, error.config.url) &&
    error.config.headers?.has?.('Idempotency-Key')
  ) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return apiClient.request({ ...error.config, idempotentRetry: true });
  }
  return Promise.reject(error);
});

/** A 401 to a request that carried the stored token ends the session: see handleSessionExpired. */
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config) {
    const sent = error.config.headers?.get?.('Authorization');
    if (typeof sent === 'string' && sent.startsWith('Bearer ')) {
      handleSessionExpired(sent.slice('Bearer '.length));
    }
  }
  return Promise.reject(error);
});

export function isApiError(error: unknown): error is ApiError {
  return axios.isAxiosError(error);
}

/** HTTP status of a failed call, or undefined when no response arrived. */
export function getErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed ? [trimmed] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item) => toMessages(item));
  }
  return [];
}

/**
 * Readable messages from a failed API call:
 * - the server's `detail` (one string, or each string of a 422 list);
 * - the network message when no response arrived;
 * - an empty list when there is nothing to show (cancelled request, unknown
 *   error shape), so the caller falls back to its own wording.
 */
export function getErrorMessages(error: unknown): string[] {
  if (!isApiError(error)) return [];
  if (error.code === AxiosError.ERR_CANCELED) return [];
  if (!error.response) return [NETWORK_ERROR_MESSAGE];
  const body: unknown = error.response.data;
  if (!body || typeof body !== 'object') return [];
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  const fromDetail = toMessages(detail);
  // `message` is what a plain NestJS exception writes; kept as a fallback.
  return fromDetail.length > 0 ? fromDetail : toMessages(message);
}

/** One readable message for a failed API call, or `fallback` when the error says nothing useful. */
export function getErrorMessage(error: unknown, fallback: string): string {
  const messages = getErrorMessages(error);
  return messages.length > 0 ? messages.join('; ') : fallback;
}
