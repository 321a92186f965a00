import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ReadApi } from '@shared/page-render';

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
    const answer = await readApi(`${address.pathname}${address.search}`);
    const response: AxiosResponse = {
      data: answer.body,
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
  };
}
