import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadConfig } from '../../config/load-config';
import { pinoHttpOptions } from './logging.module';

describe('request log levels', () => {
  const level = pinoHttpOptions(loadConfig({})).customLogLevel!;
  const at = (url: string, statusCode: number) =>
    level({ url, originalUrl: url } as unknown as IncomingMessage, { statusCode } as ServerResponse, undefined);

  it('logs requests at info, 4xx at warn, 5xx at error', () => {
    expect(at('/api/health', 200)).toBe('info');
    expect(at('/api/profiles/x', 404)).toBe('warn');
    expect(at('/api/profiles', 500)).toBe('error');
  });

  it('leaves served metrics scrapes out of the log, but not refused ones', () => {
    expect(at('/api/metrics', 200)).toBe('silent');
    expect(at('/api/metrics?x=1', 200)).toBe('silent');
    expect(at('/api/metrics', 401)).toBe('warn');
    expect(at('/api/metricsx', 200)).toBe('info');
  });
});
