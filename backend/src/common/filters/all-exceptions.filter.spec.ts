import { ArgumentsHost, BadRequestException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

function run(exception: unknown, reqId = 'req-1') {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
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
});
