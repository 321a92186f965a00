/** A letter-log entry: a letter the writer sent, or a reply they received (named schema `LetterKind`). */
export const LETTER_KINDS = ['sent', 'received'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** What a pen pal whose profile left public view shows instead of its facility, photo and address. */
export const UNLISTED_NOTE = 'This profile is no longer listed, so its address is hidden. Mail sent to an old address may be returned.';

/** The earliest date a letter may be logged on (docs/writer-tools.md). */
export const EARLIEST_LETTER_DATE = '1990-01-01';
