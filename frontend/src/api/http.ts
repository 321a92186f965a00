import axios, { AxiosError, type AxiosInstance } from 'axios';
import { CONSENT_REQUIRED_MESSAGE } from '@shared/text';
import { API_BASE_URL } from '../config/env';
import { getAuthToken } from '../modules/auth/session';
import { handleSessionExpired } from '../modules/auth/sessionExpiry';
import { handleConsentRequired } from '../modules/consent/consentRequired';

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
 * The app's axios instance, loaded on the first call (see `apiClient` in client.ts, which the app uses): paths
 * are relative to the API prefix, e.g. `/profiles`. Imported directly only where its settings are changed (the
 * server-rendering entry, the tests' fake API).
 */
export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
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
  '/forum/threads',
  '/forum/replies',
];

function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function isIdempotentPost(method: string | undefined, url: string | undefined): boolean {
  return method?.toLowerCase() === 'post' && !!url && IDEMPOTENT_POSTS.includes(url.split('?')[0]);
}

http.interceptors.request.use((config) => {
  if (isIdempotentPost(config.method, config.url) && !config.headers.has('Idempotency-Key')) {
    config.headers.set('Idempotency-Key', newIdempotencyKey());
  }
  return config;
});

const RETRY_DELAY_MS = 1_000;

http.interceptors.response.use(undefined, async (error: unknown) => {
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
    return http.request({ ...error.config, idempotentRetry: true });
  }
  return Promise.reject(error);
});

/** A 401 to a request that carried the stored token ends the session: see handleSessionExpired. */
http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config) {
    const sent = error.config.headers?.get?.('Authorization');
    if (typeof sent === 'string' && sent.startsWith('Bearer ')) {
      handleSessionExpired(sent.slice('Bearer '.length));
    }
  }
  return Promise.reject(error);
});

/** A 403 saying the account has not confirmed it is 18 or older and accepted the terms: ask it (see handleConsentRequired). */
http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 403) {
    const { detail } = (error.response.data ?? {}) as { detail?: unknown };
    if (detail === CONSENT_REQUIRED_MESSAGE) handleConsentRequired();
  }
  return Promise.reject(error);
});
