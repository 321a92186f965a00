import axios, { AxiosError } from 'axios';
import type { ApiAnswer } from '@shared/page-render';
import { inProcessGet, queryOf } from './inProcessAdapter';

describe('queryOf', () => {
  it('writes a query as axios does, leaving out what is not there', () => {
    expect(queryOf(undefined)).toBe('');
    expect(queryOf({ page: 2, state: 'TX', q: 'a b&c', gone: undefined, none: null })).toBe('page=2&state=TX&q=a+b%26c');
    expect(queryOf({ tags: ['x', 'y'] })).toBe('tags%5B%5D=x&tags%5B%5D=y');
    expect(queryOf(new URLSearchParams('gender=Female&page=3'))).toBe('gender=Female&page=3');
  });

  it('reads the same on the server as what axios sends', () => {
    const params = { page: 2, q: 'pen pals: letters, stamps & more', tags: ['a', 'b'], since: new Date('2026-01-02T03:04:05Z') };
    const ours = new URLSearchParams(queryOf(params));
    const axiosOwn = new URL(axios.getUri({ baseURL: 'http://x/api', url: '/threads', params })).searchParams;
    expect([...ours]).toEqual([...axiosOwn]);
  });
});

describe('inProcessGet', () => {
  const reader = (answer: ApiAnswer) => {
    const paths: string[] = [];
    const get = inProcessGet(async (path) => {
      paths.push(path);
      return answer;
    }, 'http://127.0.0.1:3000/api');
    return { get, paths };
  };

  it('reads the path under the API prefix with its query, and parses a JSON answer', async () => {
    const { get, paths } = reader({ status: 200, contentType: 'application/json; charset=utf-8', body: '{"threads":[],"totalPages":1}' });
    const res = await get('/forum/threads', { params: { page: 2, category: undefined } });
    expect(paths).toEqual(['/api/forum/threads?page=2']);
    expect(res).toMatchObject({ status: 200, data: { threads: [], totalPages: 1 } });
    await get('/profiles?state=TX', { params: { page: 3 } });
    expect(paths[1]).toBe('/api/profiles?state=TX&page=3');
  });

  it("answers a status past 2xx with axios's own error, its response there", async () => {
    const { get } = reader({ status: 404, contentType: 'application/json; charset=utf-8', body: '{"statusCode":404,"error":"Not Found","detail":"Profile not found"}' });
    const error = (await get('/profiles/x').catch((e: unknown) => e)) as AxiosError<{ detail: string }>;
    expect(axios.isAxiosError(error)).toBe(true);
    expect(error.code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect(error.response?.status).toBe(404);
    expect(error.response?.data.detail).toBe('Profile not found');
  });
});
