import {
  buildSession,
  clearSession,
  clearSessionNotice,
  endSession,
  isEndingSession,
  readSession,
  readSessionNotice,
  saveSession,
  setSessionNotice,
  updateStoredUser,
} from './session';

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

describe('session changes', () => {
  it('replaces the stored user and keeps the token', () => {
    saveSession('token-3', { email: 'a@b.c', profile_photo_url: null });
    updateStoredUser({ email: 'a@b.c', profile_photo_url: '/api/media/p.webp' });
    expect(readSession()).toMatchObject({
      token: 'token-3',
      user: { profile_photo_url: '/api/media/p.webp' },
    });
  });

  it('does not store a user without a token', () => {
    updateStoredUser({ email: 'a@b.c' });
    expect(window.localStorage.getItem('user_data')).toBeNull();
  });

  it('marks the session as ending until a new one is saved', () => {
    saveSession('token-4', { is_admin: false });
    endSession();
    expect(isEndingSession()).toBe(true);
    expect(readSession().isLoggedIn).toBe(false);
    saveSession('token-5', { is_admin: false });
    expect(isEndingSession()).toBe(false);
  });

  it('keeps a notice for the login page until it is cleared', () => {
    setSessionNotice('Session expired. Please login again.');
    expect(readSessionNotice()).toBe('Session expired. Please login again.');
    clearSessionNotice();
    expect(readSessionNotice()).toBeNull();
  });
});
