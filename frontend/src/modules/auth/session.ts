/**
 * The browser session: `auth_token` (the bearer token) and `user_data` (the
 * signed-in user as JSON) in localStorage. Every read and write of these keys
 * goes through this module.
 */

export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_DATA_KEY = 'user_data';

/**
 * The stored user, as the server sent it (see `User` in ./types). Read
 * defensively: only `is_admin` decides anything, and older or hand-edited
 * data may lack fields.
 */
export type SessionUser = {
  id?: string;
  email?: string;
  is_admin?: boolean;
  created_at?: string;
  profile_photo_url?: string | null;
  [key: string]: unknown;
};

export type Session = {
  token: string | null;
  user: SessionUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
};

const SESSION_CHANGE_EVENT = 'penpal:session-change';

export const LOGGED_OUT: Session = { token: null, user: null, isLoggedIn: false, isAdmin: false };

function safeGet(key: string): string | null {
  // A server render has no storage (and no session): answered without the ReferenceError that reading it throws,
  // which every read of a render paid for (the API client asks for the token on each).
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy modes); behave as logged out.
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as SessionUser;
    }
    return null;
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return safeGet(AUTH_TOKEN_KEY) || null;
}

/**
 * Logged in means a token is stored and the stored user data parses to an
 * object; anything else (missing or corrupt user data) is logged out.
 */
export function buildSession(token: string | null, rawUser: string | null): Session {
  const user = parseUser(rawUser);
  if (!token || !user) return LOGGED_OUT;
  return { token, user, isLoggedIn: true, isAdmin: user.is_admin === true };
}

let cachedRaw: { token: string | null; user: string | null } | null = null;
let cachedSession: Session = LOGGED_OUT;

/** Current session; returns the same object while storage is unchanged. */
export function readSession(): Session {
  const token = safeGet(AUTH_TOKEN_KEY);
  const user = safeGet(USER_DATA_KEY);
  if (!cachedRaw || cachedRaw.token !== token || cachedRaw.user !== user) {
    cachedRaw = { token, user };
    cachedSession = buildSession(token, user);
  }
  return cachedSession;
}

function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** See {@link endSession}. */
let endingSession = false;

/** Stores a new session (after login, registration or a password change). */
export function saveSession(token: string, user?: SessionUser): void {
  endingSession = false;
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  if (user) window.localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
  notifySessionChange();
}

/** Replaces the stored user (e.g. after a photo change), keeping the token. */
export function updateStoredUser(user: SessionUser): void {
  if (!getAuthToken()) return;
  window.localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
  notifySessionChange();
}

/**
 * Clears the session on the way out of the app (logout, account deletion),
 * just before a full page load. Until that load, {@link isEndingSession} is
 * true, so route guards do not bounce the page to /login in the meantime.
 */
export function endSession(): void {
  endingSession = true;
  clearSession();
}

export function isEndingSession(): boolean {
  return endingSession;
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(USER_DATA_KEY);
  } catch {
    // Nothing stored that we can reach.
  }
  notifySessionChange();
}

/** Who is told of a session change; the window's listeners are added once for all of them. */
const sessionListeners = new Set<() => void>();

function notifySessionListeners(): void {
  for (const listener of [...sessionListeners]) listener();
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_DATA_KEY) notifySessionListeners();
}

/**
 * Subscribes to session changes in this tab and in other tabs. One pair of window listeners serves every
 * subscriber: each card's save button subscribes, and each `storage` listener added costs a phone 1 to 3 ms of
 * main thread while the page hydrates.
 */
export function subscribeToSession(onChange: () => void): () => void {
  if (sessionListeners.size === 0) {
    window.addEventListener(SESSION_CHANGE_EVENT, notifySessionListeners);
    window.addEventListener('storage', handleStorage);
  }
  sessionListeners.add(onChange);
  return () => {
    sessionListeners.delete(onChange);
    if (sessionListeners.size > 0) return;
    window.removeEventListener(SESSION_CHANGE_EVENT, notifySessionListeners);
    window.removeEventListener('storage', handleStorage);
  };
}

/**
 * A one-time notice for the login page ("Session expired. Please login
 * again."), kept in sessionStorage so it survives a navigation or a reload.
 */
const SESSION_NOTICE_KEY = 'auth_notice';

export function setSessionNotice(text: string): void {
  try {
    window.sessionStorage.setItem(SESSION_NOTICE_KEY, text);
  } catch {
    // Without storage the login page simply shows no notice.
  }
}

export function readSessionNotice(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_NOTICE_KEY);
  } catch {
    return null;
  }
}

export function clearSessionNotice(): void {
  try {
    window.sessionStorage.removeItem(SESSION_NOTICE_KEY);
  } catch {
    // Nothing to clear.
  }
}
