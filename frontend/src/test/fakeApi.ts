import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../api/http';

/** One request the app made, as the fake server saw it. */
export type FakeRequest = {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
  config: InternalAxiosRequestConfig;
};

/** What a handler answers: a status and a JSON body. */
export type FakeReply = { status: number; body?: unknown };

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * Answers the app's API calls in memory, at the axios adapter level, so the
 * real client (its interceptors included) runs and nothing reaches the network.
 * Keys are `METHOD /path` as the app calls them, e.g. `POST /auth/login`; a last
 * segment `*` answers any value there (`GET /profiles/*`) when no exact key does.
 * A call it has no answer for goes to the fake installed before it (setup.ts installs an
 * empty directory for every test); one nobody answers fails as a network error.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const originalAdapter = http.defaults.adapter;

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const header = AxiosHeaders.from(config.headers).get('Authorization');
    const request: FakeRequest = {
      method,
      url,
      body,
      authorization: typeof header === 'string' ? header : null,
      config,
    };
    requests.push(request);

    const handler =
      handlers[`${method} ${url}`] ?? handlers[`${method} ${url.replace(/\/[^/]+$/, '/*')}`];
    if (!handler) {
      // A fake installed over another one (a test's over the default in setup.ts) passes on
      // what it does not answer; the last one fails the request.
      if (typeof originalAdapter === 'function') return originalAdapter(config);
      throw new AxiosError(`No fake answer for ${method} ${url}`, AxiosError.ERR_NETWORK, config);
    }
    const reply = await handler(request);
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };

  http.defaults.adapter = adapter;
  return {
    requests,
    /** Requests to `METHOD /path`. */
    callsTo(key: string): FakeRequest[] {
      return requests.filter((request) => `${request.method} ${request.url}` === key);
    },
    restore() {
      http.defaults.adapter = originalAdapter;
    },
  };
}

/** An error body as the backend's exception filter writes it. */
export function apiError(status: number, detail: string | string[]): FakeReply {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    409: 'Conflict',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    503: 'Service Unavailable',
  };
  const error = names[status] ?? 'Error';
  return { status, body: { statusCode: status, error, detail } };
}

/** A user object as the API returns it. */
export function makeUser(overrides: Record<string, unknown> = {}) {
  return {
    id: '6f1c2b1e-1d2a-4c4e-9a51-2f0a1b2c3d4e',
    email: 'writer@example.com',
    is_admin: false,
    created_at: '2026-01-15T12:00:00.000Z',
    // Confirmed 18 or older and the terms at registration, as the form does (null: asked once before posting).
    terms_accepted_at: '2026-01-15T12:00:00.000Z',
    profile_photo_url: null,
    ...overrides,
  };
}
