import type { AxiosInstance } from 'axios';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'request';

let loading: Promise<AxiosInstance> | null = null;

/** The axios instance with its interceptors (http.ts), fetched once, on the first call. */
function loadHttp(): Promise<AxiosInstance> {
  loading ??= import('./http').then((module) => module.http);
  return loading;
}

function lazyMethod<M extends Method>(name: M): AxiosInstance[M] {
  const call = (...args: unknown[]) =>
    loadHttp().then((http) => (http[name] as (...callArgs: unknown[]) => Promise<unknown>)(...args));
  return call as unknown as AxiosInstance[M];
}

/**
 * The one HTTP client of the app (axios's calls: `apiClient.get('/profiles', { params })`), whose code (axios and
 * the interceptors, about 14 kB gzipped) loads with the first call rather than with every page: a public page
 * arrives with its data and often makes no call at all before the visitor taps. Paths are relative to the API
 * prefix, e.g. `/profiles`.
 */
export const apiClient = {
  get: lazyMethod('get'),
  post: lazyMethod('post'),
  put: lazyMethod('put'),
  patch: lazyMethod('patch'),
  delete: lazyMethod('delete'),
  request: lazyMethod('request'),
};
