/**
 * Text rules the API and the site both apply: counting words (bios, blog posts), read times and blog
 * slugs; and the few sentences both show (consent, the commissary caution). Plain functions and constants
 * with no imports, like rules.ts (the site imports it as `@shared/text`).
 */

/**
 * What PostgreSQL cannot store: NUL (text and jsonb refuse it) and lone UTF-16 surrogates (not Unicode: jsonb
 * refuses them, and encodeURI-based validators throw on them). With the u flag, a well-formed pair is one code
 * point and does not match.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters meant
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

/** False for text with a character PostgreSQL cannot store: the API answers 400 to any request holding one. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text without those characters: what a page reading words from its address sends the API, so no 400. */
export function storableText(text: string): string {
  return text.replace(new RegExp(UNSTORABLE, 'gu'), '');
}

/** A slug: lower-case letters and digits in groups joined by single hyphens ("your-first-letter"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug made from a title: lower case, every run of characters other than a–z and 0–9 becomes one
 * hyphen, no hyphen at either end, cut to `maxChars` at a hyphen where possible. Accented letters lose
 * their accents first ("Café" → "cafe"). May be '' for a title with no letters or digits.
 */
export function slugFromTitle(title: string, maxChars = 120): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxChars) return slug;
  const cut = slug.slice(0, maxChars);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxChars / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/g, '');
}

/** Words in a text, counted by splitting on white space (how the bio limit and read times are measured). */
export function countWords(text: string | null | undefined): number {
  const trimmed = text?.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Minutes to read `words` at `wordsPerMinute`, rounded up, at least 1. */
export function readTimeMinutes(words: number, wordsPerMinute: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/**
 * The 403 of submitting a profile or posting in the forum from an account with no recorded consent. The
 * site recognises it by these words and asks for the confirmation (the consent dialog).
 */
export const CONSENT_REQUIRED_MESSAGE = 'Please confirm you are 18 or older and accept the terms before you continue.';

/** The registration form's checkbox left empty, and `accept_terms: false` (422). */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please confirm you are 18 or older and accept the Terms of Service.';

/**
 * The caution on a profile's commissary section, also in the Stay safe guide ("Never send money"), so the
 * two say the same thing.
 */
export const COMMISSARY_CAUTION =
  'Commissary deposits and care packages are gifts to someone you already know and trust. Never send them because someone you met here asked, whatever the reason.';

/**
 * The Stay safe guide's rules for writers, word for word: the guide shows them in its sections and the
 * letter kit prints the same sentences (one home for the words).
 */
export const STAY_SAFE_LINES = {
  neverSendMoney:
    'Never send money to anyone you met here, whatever the reason and however long you have been writing.',
  returnAddress:
    "The prison needs a return address on your envelope, but it does not have to be your home. Rent a P.O. box at the post office, or use a return-address or mail-forwarding service. Check the facility's mail rules first.",
  keepPrivate:
    "Early on, keep your phone number, e-mail, social media, workplace, and your children's names and schools to yourself. Choose photos that do not show your house number, car or street. You can share more later; you cannot take it back.",
  anyRequestForMoney: 'One sign alone proves nothing. Any request for money is enough to stop and think.',
} as const;

/** The page where anyone can check a notice's reference code. */
export const VERIFY_NOTICE_PATH = '/verify-notice';

/** How a notice's reference looks (the form's placeholder, the guide's example). */
export const NOTICE_CODE_SHAPE = 'PP-XXXX-XXXX-XXXX-XXXX';

/**
 * What every e-mail about money or an account says about payments, word for word (docs/trust.md); the Stay safe
 * guide quotes the same lines.
 */
export const NOTICE_SAFETY_LINES = [
  'We never ask for money orders, gift cards, wire transfers or card numbers by e-mail.',
  'Payments happen only on your account page, through PayPal.',
] as const;

/**
 * The closing lines of such an e-mail: its reference, the safety lines, and how to check the reference. The
 * address is given to type, not as a link to follow with the code in it: a forged mail could link anywhere.
 */
export function noticeFooterLines(reference: string, siteUrl: string): string[] {
  return [
    `Reference: ${reference}`,
    ...NOTICE_SAFETY_LINES,
    `To check that this e-mail came from us, type ${siteUrl.replace(/\/+$/, '')}${VERIFY_NOTICE_PATH} into your browser and enter the reference above.`,
  ];
}

/** The note on /birthdays (docs/writer-tools.md): post in time. */
export const BIRTHDAY_MAIL_NOTE =
  'Letters take 5 to 10 days to arrive, and a prison mailroom can hold them for a week or more before they are handed over. Post a card at least two weeks before the day.';
