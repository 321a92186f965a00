/**
 * Limits and prices that the API and the site both apply. This is the only place they are written:
 * the backend imports it directly, the frontend as `@shared/rules` (a path alias to this file).
 * Plain constants only, with no imports, so both toolchains can compile it.
 */

/** Photos: at most 5 per profile, each under 5 MB (decoded bytes). */
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Bio: at least 50 characters. 1000 words is a warning on submission and a limit on edits. */
export const BIO_MIN_CHARS = 50;
export const BIO_MAX_WORDS = 1000;

/** A person listed must be at least this old. */
export const MIN_PROFILE_AGE = 18;

/** Browse age filter: 18 to 80, where 80 means "80 or older" (no upper bound is sent). */
export const BROWSE_AGE_MIN = 18;
export const BROWSE_AGE_MAX = 80;

/** Browse keyword search: at most this many characters. */
export const KEYWORD_MAX_LENGTH = 100;

/** Page sizes: browse 24 (at most 100), home newest 10, state page 20, owner and admin tables 20. */
export const BROWSE_PAGE_SIZE = 24;
export const MAX_BROWSE_PAGE_SIZE = 100;
export const HOME_NEWEST_LIMIT = 10;
export const HOME_VIDEO_LIMIT = 3;
export const STATE_PAGE_LIMIT = 20;
export const MY_PROFILES_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 20;

/** Profile videos: one per profile, at most 50 MB and 60 seconds (MP4, MOV, AVI, WebM). */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 60;

/** Prices in US dollars, as PayPal takes them: listing and premium per month, video once. */
export const CURRENCY = 'USD';
export const PRICES = { profile_listing: '2.00', premium: '2.00', video: '7.00' } as const;

/** Days a listing stays up after a failed payment (or the end of a free listing) before it is deleted. */
export const GRACE_DAYS = 14;

/** Days a submitted profile may stay unpaid (Awaiting Payment) before it is removed with its files. */
export const UNPAID_PROFILE_DAYS = 30;

/** Password: at least this many characters at registration, reset and change (above the 6 that was once asked). */
export const MIN_PASSWORD_LENGTH = 8;

/** Forum: 10 recent threads on /forum, 20 threads per category page, 20 replies per page, 100 in the admin table. */
export const FORUM_RECENT_LIMIT = 10;
export const FORUM_PAGE_SIZE = 20;
export const FORUM_REPLIES_PAGE_SIZE = 20;
export const FORUM_ADMIN_FETCH_LIMIT = 100;
/** Forum previews: the stripped text of a post, cut at 150 characters on /forum and 200 on a category page. */
export const FORUM_HOME_PREVIEW_CHARS = 150;
export const FORUM_CATEGORY_PREVIEW_CHARS = 200;
/** Forum limits: a title, a post's HTML before sanitizing, and a report's reason. */
export const FORUM_TITLE_MAX_CHARS = 200;
export const FORUM_CONTENT_MAX_CHARS = 20_000;
export const FORUM_REPORT_REASON_MAX_CHARS = 1000;

/** Forum: an author may edit a post this many minutes after posting it (the post then shows "edited"). */
export const FORUM_EDIT_WINDOW_MINUTES = 30;
/** Forum: a post reported by this many different accounts is hidden until an admin reviews it. */
export const FORUM_REPORTS_TO_HIDE = 3;
/**
 * Forum: an account is new while it is younger than this many hours or has no approved post yet. A new
 * account's posts wait for an admin's approval, may hold at most FORUM_NEW_ACCOUNT_MAX_LINKS links, and
 * are held to the tighter hourly limits.
 */
export const FORUM_NEW_ACCOUNT_HOURS = 24;
export const FORUM_NEW_ACCOUNT_MAX_LINKS = 2;
/** Forum: posts per hour and per account (threads, replies), for new and for established accounts. */
export const FORUM_HOURLY_LIMITS = {
  new: { threads: 2, replies: 10 },
  established: { threads: 10, replies: 60 },
} as const;
/** Forum: e-mail about new replies goes to a follower at most once per thread in this many hours. */
export const FORUM_REPLY_EMAIL_INTERVAL_HOURS = 24;
/** Forum search: the words searched for, in characters. */
export const FORUM_SEARCH_MIN_CHARS = 2;
export const FORUM_SEARCH_MAX_CHARS = 200;

/** Blog: 12 posts per page on /blog, 2 related posts under a post, 20 rows per page in the admin table. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_RELATED_COUNT = 2;
export const BLOG_ADMIN_PAGE_SIZE = ADMIN_PAGE_SIZE;
/** Blog: reading speed for a post's read time (whole minutes, at least 1). */
export const BLOG_WORDS_PER_MINUTE = 200;
/** Blog limits: a slug, a title, an excerpt, keywords, an author's name, and a post's HTML before sanitizing. */
export const BLOG_SLUG_MAX_CHARS = 120;
export const BLOG_TITLE_MAX_CHARS = 200;
export const BLOG_EXCERPT_MAX_CHARS = 500;
export const BLOG_KEYWORDS_MAX_CHARS = 500;
export const BLOG_AUTHOR_MAX_CHARS = 100;
export const BLOG_CONTENT_MAX_CHARS = 200_000;
/** Blog: the team name shown as a post's author when none is given. */
export const BLOG_DEFAULT_AUTHOR = 'Pen Pal Directory Team';
/** AI drafting: a draft takes 30–60 seconds; each admin may start this many per hour. */
export const BLOG_GENERATIONS_PER_HOUR = 10;
/** Blog: a list asked for without paging (the spec's "all posts") holds at most this many, newest first. */
export const BLOG_UNPAGED_MAX = 500;

/** Two-factor sign-in (TOTP, RFC 6238): 6-digit codes, 30-second steps, one step either side accepted. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
/** One-time recovery codes given when two-factor sign-in is turned on (and when they are made again). */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes between the password step of a two-factor sign-in and its code step. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

/** Trust (docs/trust.md): an Active profile is due for a new locator check this many days after its last one (RECHECK_DAYS). */
export const RECHECK_DAYS_DEFAULT = 90;
/** Browse's "Verified in the last 90 days" filter sends this many days. */
export const VERIFIED_FILTER_DAYS = 90;
/** Returned-mail reports from this many different accounts since the last check queue the profile and show a notice. */
export const RETURNED_MAIL_THRESHOLD = 2;
/** A returned-mail report's optional note: at most this many characters. */
export const RETURNED_MAIL_NOTE_MAX = 500;
/** A locator check: what the locator showed as the facility, and the admin's note, at most these many characters. */
export const CHECK_FACILITY_MAX = 200;
export const CHECK_NOTE_MAX = 1000;
/** A notice's reference code can be checked at /verify-notice for this many days after it was sent. */
export const NOTICE_CODE_DAYS = 180;
/** A reference code typed into /verify-notice: at most this many characters (spaces and dashes included). */
export const NOTICE_CODE_INPUT_MAX = 64;

/** Writer tools (docs/writer-tools.md). */
/** An account may save at most this many pen pals (profiles), and log at most this many letters per pen pal. */
export const PEN_PALS_MAX = 500;
export const LETTERS_PER_PEN_PAL_MAX = 1000;
/** A letter-log entry's optional note: at most this many characters. */
export const LETTER_NOTE_MAX = 280;
/** Saved searches: at most this many per account, each named in at most this many characters. */
export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 60;
/** A digest e-mail lists at most this many profiles (with a link to the rest); at most one digest a day per writer. */
export const DIGEST_MAX_PROFILES = 20;
/** The digest goes out from this hour of the day (UTC) on: 13:00 UTC is 8 or 9 in the morning on the East Coast. */
export const DIGEST_HOUR_UTC = 13;
/** /birthdays lists the birthdays of the next this many days (today included). */
export const BIRTHDAY_WINDOW_DAYS = 30;
