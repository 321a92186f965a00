import { formatCount, formatDate } from '../../profiles/utils/format';

/**
 * The name shown for an author: the part of their e-mail before the @. The server sends
 * only that part; cutting here too means a full address is never shown, whatever arrives.
 */
export function authorName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0].trim();
  return local || 'Member';
}

/** "March 5, 2026" (empty when the date is missing). */
export function formatPostDate(value: string | null | undefined): string {
  return formatDate(value) ?? '';
}

/** "1 reply", "3 replies"; "1 view", "12 views"; "1 thread", "4 threads". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
