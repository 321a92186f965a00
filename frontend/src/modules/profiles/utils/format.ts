export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2021-03-05" (or a full ISO date) → "March 5, 2021", the day in UTC; null when missing or not a date.
 * Written by hand, not with toLocaleDateString: the page's first Intl call loads the locale data, 200–300 ms
 * of a phone's main thread while the page hydrates (issue 28), for a format that never changes.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A count with thousands separators, 12345 → "12,345" (en-US), by hand for the same reason as formatDate: a
 * `toLocaleString('en-US')` in a page's first render costs a phone 40 to 200 ms of locale data while it hydrates.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A birthday as the API sends it, "03-14" → "March 14"; null when missing or not one. */
export function formatMonthDay(value: string | null | undefined): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value ?? '');
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[2])}` : null;
}

/** The first words of a text, at most `maxLength` characters, with an ellipsis when cut. */
export function excerpt(text: string, maxLength = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

const SOCIAL_BASE: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  tiktok: 'https://www.tiktok.com/@',
};

/** A link for a social handle ("@name", "name") or a full https URL; null for anything else. */
export function socialUrl(network: SocialNetwork, value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return safeHttpUrl(trimmed);
  const handle = trimmed.replace(/^@/, '');
  if (!/^[\w.-]{1,100}$/.test(handle)) return null;
  return `${SOCIAL_BASE[network]}${handle}`;
}

/** The URL when it is a valid http(s) address, else null (no javascript: or data: links). */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "https://www.accesscatalog.com/x" → "accesscatalog.com". */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
