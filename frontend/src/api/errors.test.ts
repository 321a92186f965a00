import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  errorDetails,
  apiErrorMessage,
  errorStatus,
  isDetailList,
  NETWORK_ERROR_MESSAGE,
} from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function serverError(status: number, data: unknown): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});

describe('errorDetails', () => {
  it('returns the server detail when it is a string', () => {
    const error = serverError(400, { statusCode: 400, error: 'Bad Request', detail: 'Code expired' });
    expect(errorDetails(error)).toEqual(['Code expired']);
  });

  it('returns each message of a 422 detail list', () => {
    const error = serverError(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      detail: ['name should not be empty', 'bio must be longer than 50 characters'],
    });
    expect(errorDetails(error)).toEqual([
      'name should not be empty',
      'bio must be longer than 50 characters',
    ]);
    expect(isDetailList(error)).toBe(true);
  });

  it('returns nothing when the body has no readable detail', () => {
    expect(errorDetails(serverError(500, '<html>Bad gateway</html>'))).toEqual([]);
    expect(errorDetails(serverError(500, { statusCode: 500, detail: '' }))).toEqual([]);
  });

  it('falls back to a NestJS-style message field', () => {
    expect(errorDetails(serverError(404, { message: 'Not Found' }))).toEqual(['Not Found']);
  });

  it('returns nothing for errors that are not from the API client', () => {
    expect(errorDetails(new Error('boom'))).toEqual([]);
    expect(errorDetails('boom')).toEqual([]);
  });
});

describe('apiErrorMessage', () => {
  it('joins the server messages into one line', () => {
    const error = serverError(422, { detail: ['email must be an email', 'password is too short'] });
    expect(apiErrorMessage(error, 'Failed')).toBe('email must be an email; password is too short');
  });

  it('uses the fallback when the error says nothing useful', () => {
    expect(apiErrorMessage(serverError(500, {}), 'Failed to submit profile.')).toBe('Failed to submit profile.');
    expect(apiErrorMessage(new Error('x'), 'Something went wrong')).toBe('Something went wrong');
    expect(apiErrorMessage(new AxiosError('canceled', AxiosError.ERR_CANCELED, config, {}), 'Failed')).toBe('Failed');
  });

  it('uses the network message when the server could not be reached', () => {
    expect(apiErrorMessage(networkError(), 'Failed')).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Please check your internet connection and try again.');
  });

  it('says the session expired on a 401, and passes on what a 429 says about retrying', () => {
    expect(apiErrorMessage(serverError(401, { detail: 'Unauthorized' }), 'Failed')).toBe(
      'Session expired. Please login again.',
    );
    expect(apiErrorMessage(serverError(429, { detail: 'Try again in 5 minutes.' }), 'Failed')).toBe(
      'Try again in 5 minutes.',
    );
    expect(apiErrorMessage(serverError(429, {}), 'Failed')).toBe('Too many attempts. Please try again later.');
  });

  it('puts the screen words before the server detail with prefix, without repeating them', () => {
    const texts = { fallback: 'Failed to delete', prefix: true };
    expect(apiErrorMessage(serverError(403, { detail: 'Not yours' }), texts)).toBe('Failed to delete: Not yours');
    expect(apiErrorMessage(serverError(500, { detail: 'Failed to delete' }), texts)).toBe('Failed to delete');
    expect(apiErrorMessage(networkError(), texts)).toBe(`Failed to delete: ${NETWORK_ERROR_MESSAGE}`);
  });

  it("uses a screen's own text for a status, for the other statuses and for non-API errors", () => {
    const texts = {
      fallback: 'Failed',
      on: {
        400: 'Bad input',
        other: (detail: string) => `Error: ${detail}`,
        unknown: (_: string, error: unknown) => `Unexpected: ${(error as Error).message}`,
      },
    };
    expect(apiErrorMessage(serverError(400, { detail: 'x' }), texts)).toBe('Bad input');
    expect(apiErrorMessage(serverError(409, { detail: 'Taken' }), texts)).toBe('Error: Taken');
    expect(apiErrorMessage(new TypeError('boom'), texts)).toBe('Unexpected: boom');
    expect(apiErrorMessage(networkError(), texts)).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('errorStatus', () => {
  it('gives the HTTP status of a failed call, or undefined without a response', () => {
    expect(errorStatus(serverError(401, {}))).toBe(401);
    expect(errorStatus(networkError())).toBeUndefined();
  });
});
