import {
  ArgumentsHost,
  BadGatewayException,
  BadRequestException,
  GatewayTimeoutException,
  InternalServerErrorException,
  NotFoundException,
  HttpException,
  HttpStatus,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DEFAULT_RETRY_AFTER_SECONDS, TooManyRequestsException } from './too-many-requests';
import { AllExceptionsFilter } from './all-exceptions.filter';

function run(exception: unknown, reqId = 'req-1') {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ id: reqId, method: 'GET', originalUrl: '/api/x' }), getResponse: () => res }),
  } as unknown as ArgumentsHost;
  const filter = new AllExceptionsFilter();
  jest.spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error').mockImplementation(() => undefined);
  filter.catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  it('writes Retry-After on every 429: the exception\'s own wait, rounded up to whole seconds', () => {
    const sent = run(new TooManyRequestsException('Slow down', 12.2));
    expect(sent).toMatchObject({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', detail: 'Slow down' } });
    expect(sent.headers['Retry-After']).toBe('13');
    expect(run(new TooManyRequestsException('Slow down', 0)).headers['Retry-After']).toBe('1');
  });

  it('gives any other 429 a default Retry-After, and no other status one', () => {
    expect(run(new HttpException('Too many', HttpStatus.TOO_MANY_REQUESTS)).headers['Retry-After']).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(run(new ServiceUnavailableException('busy')).headers).toEqual({});
  });

  it('hides an unexpected error behind a generic 500 with a correlation id', () => {
    const sent = run(new Error('connection string postgres://secret@db leaked'), 'abc-123');
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      detail: expect.stringContaining('abc-123'),
      correlation_id: 'abc-123',
    });
    expect(JSON.stringify(sent.body)).not.toContain('secret');
  });

  it('passes an HTTP exception message through as the detail', () => {
    expect(run(new NotFoundException('Profile not found')).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      detail: 'Profile not found',
    });
  });

  it('always gives 422 a list detail', () => {
    expect(run(new UnprocessableEntityException('Age must be at least 18')).body).toMatchObject({
      statusCode: 422,
      detail: ['Age must be at least 18'],
    });
  });

  it('joins a list detail into one string for other statuses', () => {
    expect(run(new BadRequestException(['a is wrong', 'b is wrong'])).body).toMatchObject({
      statusCode: 400,
      detail: 'a is wrong; b is wrong',
    });
  });

  it('turns thrown non-errors into a 500 too', () => {
    expect(run('a string was thrown').status).toBe(500);
    expect(run(undefined).status).toBe(500);
  });

  it('lets deliberate 502, 503 and 504 through with their detail', () => {
    expect(run(new BadGatewayException('The payment provider could not be reached.')).body).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      detail: 'The payment provider could not be reached.',
    });
    expect(run(new ServiceUnavailableException('Payments are not configured')).status).toBe(503);
    expect(run(new GatewayTimeoutException('The provider took too long')).body).toMatchObject({ statusCode: 504, detail: 'The provider took too long' });
    expect(run(new InternalServerErrorException('internal detail')).body).toMatchObject({ statusCode: 500, correlation_id: 'req-1' });
  });

  it('answers 503 for a database wait that hit its ceiling (statement, lock or idle-in-transaction timeout)', () => {
    for (const code of ['57014', '55P03', '25P03']) {
      const error = new QueryFailedError('UPDATE x', [], Object.assign(new Error('canceling statement due to lock timeout'), { code }));
      expect(run(error).body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    }
  });

  it('answers 503 when the database connection is gone', () => {
    expect(run(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })).status).toBe(503);
    expect(run(new Error('Connection terminated unexpectedly')).status).toBe(503);
  });

  it('answers 400 (not 500) for a data exception from the database, e.g. a NUL byte in text', () => {
    const error = new QueryFailedError('SELECT', ['a\u0000b'], Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }));
    expect(run(error).body).toMatchObject({ statusCode: 400, detail: 'A value in the request is not valid' });
  });

  it('answers 415 for a body in an encoding the server does not support', () => {
    expect(run(Object.assign(new Error('unsupported content encoding "zstd"'), { type: 'encoding.unsupported', status: 415 })).status).toBe(415);
  });
});
