import { excerpt } from '../../profiles/utils/format';

/** Where the text of one block ends: a space keeps "end.</p><p>Next" from reading "end.Next". */
const BLOCK_END = /<\/(p|li|h3|h4|blockquote|pre)>|<br\s*\/?>/gi;

/** The entities the server's sanitizer writes (it escapes only these; other characters stay as they are). */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The readable text of a post's HTML (sanitized by the server: no comments, scripts or raw `<` in text):
 * tags dropped, entities decoded, spaces collapsed. Plain string work, the same on the server that renders
 * the page and in the browser that hydrates it; the text is only ever shown as text.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const text = decodeEntities(html.replace(BLOCK_END, '$& ').replace(/<[^>]*>/g, ''));
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
