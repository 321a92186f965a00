import { ADMIN_CONTENT_POLICY, htmlToText, sanitizeHtml } from '../../common/html/sanitize-html';
import { BLOG_WORDS_PER_MINUTE } from '../../shared/rules';
import { countWords, readTimeMinutes } from '../../shared/text';

/** A post's HTML as stored, with what is computed from it. */
export interface CleanPostContent {
  /** Sanitized with the admin policy. */
  content: string;
  /** Its readable text ('' when nothing readable is left). */
  text: string;
  word_count: number;
  /** Minutes at BLOG_WORDS_PER_MINUTE, at least 1. */
  read_time: number;
}

/** A post's HTML cleaned for storage, with its words and read time. Cap the input's length first. */
export function cleanPostContent(html: string): CleanPostContent {
  const content = sanitizeHtml(html, ADMIN_CONTENT_POLICY);
  const text = htmlToText(content);
  const words = countWords(text);
  return { content, text, word_count: words, read_time: readTimeMinutes(words, BLOG_WORDS_PER_MINUTE) };
}

/** Keywords as stored: split on commas, each trimmed, empty ones dropped, joined with ', '. */
export function normaliseKeywords(keywords: string | null | undefined): string {
  return (keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ');
}
