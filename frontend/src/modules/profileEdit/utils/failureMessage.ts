import { getErrorMessages } from '../../../api/client';

/**
 * "Failed to update profile: Maximum 5 photos allowed": the screen's own words, then what the
 * server said (every message of a 422 list), or the words alone when it said nothing.
 */
export function failureMessage(fallback: string, error: unknown): string {
  const details = getErrorMessages(error).filter((detail) => detail !== fallback);
  return details.length > 0 ? `${fallback}: ${details.join('; ')}` : fallback;
}
