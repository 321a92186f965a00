import { authorName } from './forumFormat';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * A post as a quotation for the reply box: "<name> wrote:" and the post, then an empty
 * paragraph to write in. `content` is the post's HTML as the server sanitized it; the server
 * sanitizes the reply again when it is posted.
 */
export function quoteHtml(authorEmail: string, content: string): string {
  return `<blockquote><p><strong>${escapeHtml(authorName(authorEmail))}</strong> wrote:</p>${content}</blockquote><p></p>`;
}
