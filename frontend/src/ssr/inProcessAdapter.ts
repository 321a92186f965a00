import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiAnswer, ReadApi } from '@shared/page-render';

/** The adapter axios would use anyway (HTTP on the server), for anything but a GET. */
const network = axios.getAdapter(axios.defaults.adapter);

/**
 * An axios adapter that reads the API's GETs through the server's in-process reader instead of HTTP to its own
 * port: axios still builds the address and parses the answer (its transformResponse, its errors for 4xx/5xx),
 * so a page's hooks see exactly what they see in the browser.
 */
export function inProcessAdapter(readApi: ReadApi): AxiosAdapter {
  return async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return network(config);
    const address = new URL(axios.getUri(config));
    return answered(await readApi(`${address.pathname}${address.search}`), config);
  };
}

/** What axios makes of an answer: its body parsed as JSON when it is JSON, an AxiosError for a status past 2xx. */
function answered(answer: ApiAnswer, config: InternalAxiosRequestConfig): AxiosResponse {
  const json = /[/+]json\b/i.test(answer.contentType) && answer.body !== '';
  const response: AxiosResponse = {
    data: json ? (JSON.parse(answer.body) as unknown) : answer.body,
    status: answer.status,
    statusText: '',
    headers: { 'content-type': answer.contentType },
    config,
    request: {},
  };
  const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
  if (valid) return response;
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    response.request,
    response,
  );
}

/** A GET's query as axios writes it: null and undefined left out, a list as `key[]=`, a date as ISO text. */
export function queryOf(params: AxiosRequestConfig['params']): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const text = (item: unknown) => (item instanceof Date ? item.toISOString() : String(item));
    if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, text(item));
    else query.append(key, text(value));
  }
  return query.toString();
}

/**
 * The axios instance's `get` for a server render: the same read of the server's in-process reader and the same
 * answer (parsed as axios parses it, its errors axios's), without axios's request pipeline around it (merging
 * its settings into each call's, its interceptors, which add nothing on the server: no session, no retries):
 * about a twentieth of a page's server time (issue 28). `apiBaseUrl` is where the API is (its path is kept).
 */
export function inProcessGet(readApi: ReadApi, apiBaseUrl: string): AxiosInstance['get'] {
  const prefix = new URL(apiBaseUrl).pathname.replace(/\/+$/, '');
  const get = async (url: string, config: AxiosRequestConfig = {}) => {
    const query = queryOf(config.params);
    const path = `${prefix}${url}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`;
    return answered(await readApi(path), { ...config, url, method: 'get' } as InternalAxiosRequestConfig);
  };
  return get as AxiosInstance['get'];
}
