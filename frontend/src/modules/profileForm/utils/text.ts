/** Words in a text, counted by splitting on white space (how the bio limit is measured). */
export { countWords } from '@shared/text';

/** Comma-separated interests as a list of trimmed, non-empty strings. */
export function splitInterests(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((interest) => interest.trim())
    .filter(Boolean);
}

/** One entry per line, trimmed, blank lines dropped. */
export function splitLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Trimmed text, or null when nothing is left. */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/** Trimmed text ('' for nothing). */
export function trimmed(text: string | null | undefined): string {
  return text?.trim() ?? '';
}

/** The date part of `YYYY-MM-DD` or an ISO date-time ('' for none). */
export function datePart(value: string | null | undefined): string {
  return value ? value.split('T')[0] : '';
}
