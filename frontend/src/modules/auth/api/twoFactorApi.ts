import { apiClient } from '../../../api/client';
import type { MessageResponse, RecoveryCodes, SecondFactor, TwoFactorSetup, TwoFactorStatus } from '../types';

/** `GET /auth/two-factor` → on or off, recovery codes left, whether this account must turn it on. */
export async function fetchTwoFactorStatus({ signal }: { signal?: AbortSignal } = {}): Promise<TwoFactorStatus> {
  const { data } = await apiClient.get<TwoFactorStatus>('/auth/two-factor', { signal });
  return data;
}

/** `POST /auth/two-factor/setup` → a new secret and its QR code (nothing changes until confirmed). */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const { data } = await apiClient.post<TwoFactorSetup>('/auth/two-factor/setup');
  return data;
}

/** `POST /auth/two-factor/confirm` with the password and the app's code → the recovery codes; 400 when either is wrong. */
export async function confirmTwoFactor(currentPassword: string, code: string): Promise<RecoveryCodes> {
  const { data } = await apiClient.post<RecoveryCodes>('/auth/two-factor/confirm', { current_password: currentPassword, code });
  return data;
}

/** `POST /auth/two-factor/disable` with the password and a code or recovery code; 400 when either is wrong. */
export async function disableTwoFactor(currentPassword: string, factor: SecondFactor): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/auth/two-factor/disable', {
    current_password: currentPassword,
    ...factor,
  });
  return data;
}

/** `POST /auth/two-factor/recovery-codes` → new recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes(currentPassword: string, factor: SecondFactor): Promise<RecoveryCodes> {
  const { data } = await apiClient.post<RecoveryCodes>('/auth/two-factor/recovery-codes', {
    current_password: currentPassword,
    ...factor,
  });
  return data;
}
