import { emailTracker } from './auth-throttle.guard';

describe('emailTracker', () => {
  it('counts attempts per address, whatever its case or spacing', () => {
    expect(emailTracker({ body: { email: ' Writer@Example.org ' }, ip: '1.2.3.4' })).toBe('email:writer@example.org');
  });

  it('falls back to the client IP when no address was sent', () => {
    expect(emailTracker({ body: {}, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
    expect(emailTracker({ body: { email: 42 }, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
  });

  it('counts per signed-in account when no address was sent (current-password checks)', () => {
    expect(emailTracker({ body: { current_password: 'x' }, user: { id: 'u-1' }, ip: '1.2.3.4' })).toBe('user:u-1');
  });

  it('counts the code step of a two-factor sign-in against the account its challenge names', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'u-2', typ: 'two-factor-challenge' })).toString('base64url');
    expect(emailTracker({ body: { challenge_token: `h.${payload}.s`, code: '123456' }, ip: '1.2.3.4' })).toBe('user:u-2');
    expect(emailTracker({ body: { challenge_token: 'not-a-token', code: '123456' }, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
  });
});
