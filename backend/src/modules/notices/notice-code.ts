import { createHash, randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet: digits and letters without I, L, O and U (easy to read out and type). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 80 random bits: 16 characters of 5 bits, far beyond guessing at a few tries a minute. */
const CODE_BYTES = 10;
const CODE_CHARS = 16;
const GROUP_CHARS = 4;
const PREFIX = 'PP';

/** 16 base32 characters for 10 bytes, five bits at a time, most significant first. */
function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The code as mails show it: PP-XXXX-XXXX-XXXX-XXXX. */
function display(body: string): string {
  return `${PREFIX}-${body.match(new RegExp(`.{${GROUP_CHARS}}`, 'g'))!.join('-')}`;
}

/** A new reference code, PP-XXXX-XXXX-XXXX-XXXX, from 80 bits of crypto.randomBytes. */
export function newNoticeCode(): string {
  return display(toBase32(randomBytes(CODE_BYTES)));
}

/**
 * The code someone typed, in the form it was issued in, or null when it cannot be one. Forgiving as Crockford
 * asks: any case, spaces and dashes anywhere (or none), O read as 0, I and L read as 1, with or without the PP
 * in front. Any other character (U, punctuation, letters of another alphabet) or a wrong length: null.
 */
export function normalizeNoticeCode(input: string): string | null {
  let body = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (body.length === PREFIX.length + CODE_CHARS && body.startsWith(PREFIX)) body = body.slice(PREFIX.length);
  if (body.length !== CODE_CHARS || [...body].some((c) => !ALPHABET.includes(c))) return null;
  return display(body);
}

/** What is stored instead of the code: its SHA-256, hex. */
export function hashNoticeCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Exported for the tests: the parts of the format. */
export const NOTICE_CODE_FORMAT = { alphabet: ALPHABET, chars: CODE_CHARS, group: GROUP_CHARS, prefix: PREFIX } as const;
