import { buildClientErrorReport, reportClientError } from './clientErrors';
import { apiClient } from './client';

describe('buildClientErrorReport', () => {
  it('carries the message, stack, page address and component stack', () => {
    const error = new Error('Cannot read properties of undefined');
    const report = buildClientErrorReport(error, '\n    at ProfileCard', 'http://localhost/browse');
    expect(report).toEqual({
      message: 'Cannot read properties of undefined',
      stack: error.stack,
      url: 'http://localhost/browse',
      component_stack: '\n    at ProfileCard',
    });
  });

  it('clips each field to the length the server accepts', () => {
    const error = new Error('m'.repeat(1500));
    error.stack = 's'.repeat(9000);
    const report = buildClientErrorReport(error, 'c'.repeat(9000), `http://x/${'u'.repeat(3000)}`);
    expect(report.message).toHaveLength(1000);
    expect(report.stack).toHaveLength(8000);
    expect(report.component_stack).toHaveLength(8000);
    expect(report.url).toHaveLength(2000);
  });

  it('still sends a message when something other than an Error was thrown', () => {
    expect(buildClientErrorReport({ weird: true }, null, 'http://x/').message).toBe('Unknown error');
    expect(buildClientErrorReport('plain text', null, 'http://x/').message).toBe('plain text');
  });
});

describe('reportClientError', () => {
  it('posts the report to /client-errors once and ignores a failing server', async () => {
    const post = jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
    const error = new Error('Render failed in test');

    reportClientError(error, 'at Page');
    reportClientError(error, 'at Page');

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/client-errors',
      expect.objectContaining({ message: 'Render failed in test', url: window.location.href }),
    );
    // The rejected request must not surface as an unhandled rejection.
    await Promise.resolve();
  });
});
