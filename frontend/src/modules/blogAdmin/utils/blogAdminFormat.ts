import { countWords, readTimeMinutes } from '@shared/text';
import { BLOG_WORDS_PER_MINUTE } from '../messages';
import type { BlogPostSummary } from '../types/blogAdmin';

/** Elements whose content is never text a reader sees. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, embed, textarea, select';
/** Block ends, after which the text starts a new line ("<p>one</p><p>two</p>" reads as two lines). */
const BLOCK_END = /<\/(?:p|li|h[1-6]|blockquote|pre|div|figcaption|tr)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * The text of some HTML, one line per block, without running or loading anything: the HTML is
 * parsed into an inert document (no scripts run, no images load) and only its text is read.
 * For the word count and the text-only preview of content the server has not sanitized yet.
 */
export function htmlToPlainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, (tag) => `${tag}\n`), 'text/html');
  doc.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Words of a post's HTML and its read time (200 words per minute, at least 1), as the server counts them. */
export function contentStats(html: string): { words: number; readTime: number } {
  const words = countWords(htmlToPlainText(html));
  return { words, readTime: readTimeMinutes(words, BLOG_WORDS_PER_MINUTE) };
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2026" in the admin's time zone; an em dash when missing. */
export function formatPostDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—';
}

/** "Mar 5, 2026, 10:04 AM EST": when a scheduled post goes live, in the admin's time zone (as they typed it). */
export function formatPostDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** A post's state in words: Draft, Scheduled for <date>, or Published. */
export function describeState(post: Pick<BlogPostSummary, 'state' | 'published_date'>): string {
  if (post.state === 'draft') return 'Draft';
  if (post.state === 'scheduled') return `Scheduled for ${formatPostDateTime(post.published_date)}`;
  return 'Published';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as a date-time field holds it ("2026-03-05T10:04", the admin's time zone); '' when missing. */
export function toDateTimeInput(value: string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-time field's value as an ISO date-time; null when empty or not a date. */
export function fromDateTimeInput(value: string | null | undefined): string | null {
  return toDate(value?.trim() ? value : null)?.toISOString() ?? null;
}

/** Whether a date-time field's value is later than `now`. */
export function isLaterThan(value: string | null | undefined, now: number): boolean {
  const date = toDate(value?.trim() ? value : null);
  return !!date && date.getTime() > now;
}
