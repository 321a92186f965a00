import { getErrorMessages } from '../../../api/client';

/**
 * "Failed to delete: <the server's detail>", or just the prefix when the failure says
 * nothing readable (spec §8: failures marked "(detail)").
 */
export function withErrorDetail(prefix: string, error: unknown): string {
  const messages = getErrorMessages(error);
  return messages.length > 0 ? `${prefix}: ${messages.join('; ')}` : prefix;
}
