import { UnsubscribeTokens } from './forum-unsubscribe-token';

const USER = '3f2b8c1e-9a7d-4e6f-8b1a-2c3d4e5f6a7b';
const THREAD = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens('the app secret');

  it('names the user and the thread it was signed for', () => {
    const token = tokens.sign(USER, THREAD);
    expect(token).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(tokens.verify(token)).toEqual({ userId: USER, threadId: THREAD });
    expect(tokens.verify(tokens.sign(USER.toUpperCase(), THREAD))).toEqual({ userId: USER, threadId: THREAD });
  });

  it('is the same token every time (a link in an old e-mail keeps working)', () => {
    expect(tokens.sign(USER, THREAD)).toBe(tokens.sign(USER, THREAD));
    expect(new UnsubscribeTokens('the app secret').verify(tokens.sign(USER, THREAD))).not.toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    expect(new UnsubscribeTokens('another secret').verify(tokens.sign(USER, THREAD))).toBeNull();
  });

  it('refuses a token with any character changed, including the ids it names', () => {
    const token = tokens.sign(USER, THREAD);
    for (let i = 0; i < token.length; i += 1) {
      const swapped = token[i] === 'A' ? 'B' : 'A';
      expect(tokens.verify(token.slice(0, i) + swapped + token.slice(i + 1))).toBeNull();
    }
    // The ids of another pair with this pair's signature.
    const other = Buffer.from(tokens.sign(THREAD, USER), 'base64url');
    const mine = Buffer.from(token, 'base64url');
    expect(tokens.verify(Buffer.concat([other.subarray(0, 32), mine.subarray(32)]).toString('base64url'))).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    const token = tokens.sign(USER, THREAD);
    for (const bad of ['', 'x', token.slice(0, -1), `${token}A`, `${token}=`, `${token.slice(0, 40)}+/${token.slice(42)}`, ' '.repeat(86), '\u0000', '😀'.repeat(43), 42, null, undefined, [token], { token }]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });

  it('signs only real ids', () => {
    expect(() => tokens.sign('not-a-uuid', THREAD)).toThrow();
  });
});
