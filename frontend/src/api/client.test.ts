import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';
import { http } from './http';

function serverError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

describe('apiClient', () => {
  const echoHeaders = async (requestConfig: InternalAxiosRequestConfig) =>
    ({
      data: requestConfig.headers.get('Authorization') ?? null,
      status: 200,
      statusText: 'OK',
      headers: {},
      config: requestConfig,
    }) as AxiosResponse;

  it('sends the stored token as a bearer token', async () => {
    window.localStorage.setItem('auth_token', 'abc123');
    const response = await apiClient.get('/auth/me', { adapter: echoHeaders });
    expect(response.data).toBe('Bearer abc123');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const response = await apiClient.get('/profiles', { adapter: echoHeaders });
    expect(response.data).toBeNull();
  });

  it('sends no token with a call marked withoutAuth (sign-in calls)', async () => {
    window.localStorage.setItem('auth_token', 'abc123');
    const response = await apiClient.post('/auth/login', {}, { adapter: echoHeaders, withoutAuth: true });
    expect(response.data).toBeNull();
  });

  it('clears the session when a call that carried the token gets a 401', async () => {
    window.localStorage.setItem('auth_token', 'abc123');
    window.localStorage.setItem('user_data', '{"is_admin":false}');
    const unauthorized = async (requestConfig: InternalAxiosRequestConfig) => {
      const response = { data: {}, status: 401, statusText: '', headers: {}, config: requestConfig };
      throw new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', requestConfig, {}, response as AxiosResponse);
    };
    const assign = jest.fn();
    const { setLoginRedirect } = await import('../modules/auth/sessionExpiry');
    const unregister = setLoginRedirect(assign);

    await expect(apiClient.get('/user/profile', { adapter: unauthorized })).rejects.toThrow();

    unregister();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_data')).toBeNull();
    expect(window.sessionStorage.getItem('auth_notice')).toBe('Session expired. Please login again.');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a sign-in call gets a 401', async () => {
    window.localStorage.setItem('auth_token', 'abc123');
    const unauthorized = async (requestConfig: InternalAxiosRequestConfig) => {
      const response = { data: {}, status: 401, statusText: '', headers: {}, config: requestConfig };
      throw new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', requestConfig, {}, response as AxiosResponse);
    };
    await expect(
      apiClient.post('/auth/login', {}, { adapter: unauthorized, withoutAuth: true }),
    ).rejects.toThrow();
    expect(window.localStorage.getItem('auth_token')).toBe('abc123');
  });

  it('calls the API under /api by default', () => {
    expect(http.defaults.baseURL).toBe('/api');
  });
});

describe('Idempotency-Key on calls that create a profile or move money', () => {
  const key = (c: InternalAxiosRequestConfig) => c.headers.get('Idempotency-Key') as string | undefined;

  it('sends a fresh key with each such call, and none with other calls', async () => {
    const seen: Array<string | undefined> = [];
    const adapter = async (c: InternalAxiosRequestConfig) => {
      seen.push(key(c));
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config: c } as AxiosResponse;
    };
    await apiClient.post('/profiles', {}, { adapter });
    await apiClient.post('/paypal/capture-video-order', undefined, { adapter, params: { order_id: 'O-1' } });
    await apiClient.post('/auth/login', {}, { adapter, withoutAuth: true });
    expect(seen[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(seen[1]).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[2]).toBeUndefined();
  });

  it('retries once with the same key when the answer was lost', async () => {
    jest.useFakeTimers();
    try {
      const seen: Array<string | undefined> = [];
      const adapter = async (c: InternalAxiosRequestConfig) => {
        seen.push(key(c));
        if (seen.length === 1) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, c, {});
        return { data: { id: 'p1' }, status: 201, statusText: 'Created', headers: {}, config: c } as AxiosResponse;
      };
      const call = apiClient.post('/profiles', {}, { adapter });
      await jest.advanceTimersByTimeAsync(1_000);
      const response = await call;
      expect(response.data).toEqual({ id: 'p1' });
      expect(seen).toHaveLength(2);
      expect(seen[1]).toBe(seen[0]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not retry an answer the server gave', async () => {
    let calls = 0;
    const adapter = async (_config: InternalAxiosRequestConfig) => {
      calls += 1;
      throw serverError(502, { statusCode: 502, error: 'Bad Gateway', detail: 'The payment provider could not be reached.' });
    };
    await expect(apiClient.post('/paypal/subscription/activate', {}, { adapter })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
