import { buildSession, clearSession, readSession, saveSession } from './session';

describe('buildSession', () => {
  it('is logged out without a token or user data', () => {
    expect(buildSession(null, null).isLoggedIn).toBe(false);
  });

  it('is logged in with a token and readable user data', () => {
    const session = buildSession('t', JSON.stringify({ email: 'a@b.c', is_admin: false }));
    expect(session).toMatchObject({ isLoggedIn: true, isAdmin: false, token: 't' });
  });

  it('is an admin only when is_admin is exactly true', () => {
    expect(buildSession('t', JSON.stringify({ is_admin: true })).isAdmin).toBe(true);
    expect(buildSession('t', JSON.stringify({ is_admin: 'true' })).isAdmin).toBe(false);
  });

  it('is logged out when the user data cannot be parsed or is not an object', () => {
    expect(buildSession('t', '{broken').isLoggedIn).toBe(false);
    expect(buildSession('t', 'null').isLoggedIn).toBe(false);
    expect(buildSession('t', '[1,2]').isLoggedIn).toBe(false);
  });
});

describe('stored session', () => {
  it('reads back what was saved and forgets it after clearing', () => {
    saveSession('token-1', { email: 'a@b.c', is_admin: true });
    expect(readSession()).toMatchObject({ isLoggedIn: true, isAdmin: true, token: 'token-1' });

    clearSession();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_data')).toBeNull();
    expect(readSession().isLoggedIn).toBe(false);
  });

  it('returns the same object while storage is unchanged', () => {
    saveSession('token-2', { is_admin: false });
    expect(readSession()).toBe(readSession());
  });
});
