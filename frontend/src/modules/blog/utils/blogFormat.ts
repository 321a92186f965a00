import { formatDate } from '../../profiles/utils/format';

/** "November 24, 2026" (empty when the date is missing). */
export function formatBlogDate(value: string | null | undefined): string {
  return formatDate(value) ?? '';
}

/** The keywords of a post ("first letter, envelope") as a list, without empties. */
export function keywordList(keywords: string | null | undefined): string[] {
  return (keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
