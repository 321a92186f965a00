/** Whole years between a YYYY-MM-DD birthdate and `today` (UTC calendar dates). */
export function ageOn(birthdate: string, today: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

export const BIO_PREVIEW_LENGTH = 100;

export function bioPreview(bio: string): string {
  const flat = bio.replace(/\s+/g, ' ').trim();
  return flat.length > BIO_PREVIEW_LENGTH ? `${flat.slice(0, BIO_PREVIEW_LENGTH).trimEnd()}…` : flat;
}
