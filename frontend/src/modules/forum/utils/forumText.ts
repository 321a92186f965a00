import { excerpt } from '../../profiles/utils/format';

/** Where the text of one block ends: a space keeps "end.</p><p>Next" from reading "end.Next". */
const BLOCK_END = /<\/(p|li|h3|h4|blockquote|pre)>|<br\s*\/?>/gi;

/**
 * The readable text of a post's HTML: tags dropped, entities decoded, spaces collapsed.
 * Parsed in an inert document (DOMParser runs no script and loads no image).
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** A post's text cut at `maxChars` (ellipsis included), for thread cards and meta descriptions. */
export function htmlPreview(html: string, maxChars: number): string {
  return excerpt(htmlToText(html), maxChars);
}

/** True when a post's HTML holds no text (an empty editor gives "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  return htmlToText(html) === '';
}
