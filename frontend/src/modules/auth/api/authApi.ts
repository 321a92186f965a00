import { apiClient } from '../../../api/client';
import type { AuthResponse, Credentials, LoginResult, MessageResponse, Registration, SecondFactor, User } from '../types';

/** `POST /auth/register` → 201 `{access_token, user}`; 409 when the email is taken. */
export async function registerAccount(credentials: Registration): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/register', credentials, {
    withoutAuth: true,
  });
  return data;
}

/**
 * `POST /auth/login` → `{access_token, user}`, or `{two_factor_required, challenge_token}` for an account
 * with two-factor sign-in; 401 for wrong credentials, 429 when rate limited.
 */
export async function logIn(credentials: Credentials): Promise<LoginResult> {
  const { data } = await apiClient.post<LoginResult>('/auth/login', credentials, {
    withoutAuth: true,
  });
  return data;
}

/** `POST /auth/login/two-factor` → `{access_token, user}`; 401 for a wrong or used code or an expired challenge. */
export async function logInWithSecondFactor(
  challengeToken: string,
  factor: SecondFactor,
): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(
    '/auth/login/two-factor',
    { challenge_token: challengeToken, ...factor },
    { withoutAuth: true },
  );
  return data;
}

/** `GET /auth/me` (bearer) → the signed-in user; 401 when the token is no longer valid. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const { data } = await apiClient.get<User>('/auth/me', { signal });
  return data;
}

/** `POST /auth/forgot-password` → 202 with a neutral message, whether or not the email is known. */
export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(
    '/auth/forgot-password',
    { email },
    { withoutAuth: true },
  );
  return data;
}

/** `POST /auth/reset-password` → `{message}`; 400 when the link is invalid or expired. */
export async function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(
    '/auth/reset-password',
    { token, new_password: newPassword },
    { withoutAuth: true },
  );
  return data;
}
