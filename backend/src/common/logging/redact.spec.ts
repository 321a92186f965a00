import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides passwords and tokens sent in the query string', () => {
    expect(redactUrl('/api/user/account?current_password=hunter2&x=1')).toBe(
      '/api/user/account?current_password=[redacted]&x=1',
    );
    expect(redactUrl('/api/reset?token=abc')).toBe('/api/reset?token=[redacted]');
  });

  it('leaves ordinary query strings alone', () => {
    expect(redactUrl('/api/profiles?state=CA&page=2')).toBe('/api/profiles?state=CA&page=2');
  });
});
