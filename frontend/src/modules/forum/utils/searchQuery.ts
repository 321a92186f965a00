import { FORUM_SEARCH_MAX_CHARS, FORUM_SEARCH_MIN_CHARS } from '../constants';

/** True when `q` (trimmed) is as long as a search may be: 2 to 200 characters. */
export function isSearchLengthOk(q: string): boolean {
  const length = q.trim().length;
  return length >= FORUM_SEARCH_MIN_CHARS && length <= FORUM_SEARCH_MAX_CHARS;
}
