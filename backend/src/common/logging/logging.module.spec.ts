import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadConfig } from '../../config/load-config';
import { markInProcessRead } from '../in-process-read';
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

  it("logs a page render's own API reads at debug when served, and a failed one as any request", () => {
    const read = (statusCode: number) => {
      const req = { url: '/api/profiles/x', originalUrl: '/api/profiles/x' } as unknown as IncomingMessage;
      markInProcessRead(req);
      return level(req, { statusCode } as ServerResponse, undefined);
    };
    expect(read(200)).toBe('debug');
    expect(read(404)).toBe('warn');
    expect(read(500)).toBe('error');
  });
});
