import { NEW_BADGE_WINDOW_MS } from '../constants';
import type { ProfileCardData } from '../types/profile';

export type CardBadge = 'new' | 'premium' | 'popular';

/** NEW when the profile was added less than 48 hours before `now`. */
export function isNewProfile(dateAdded: string, now: number = Date.now()): boolean {
  const added = Date.parse(dateAdded);
  if (Number.isNaN(added)) return false;
  const age = now - added;
  return age >= 0 && age < NEW_BADGE_WINDOW_MS;
}

/** The badges a card shows, in display order. */
export function getCardBadges(
  profile: Pick<ProfileCardData, 'date_added' | 'is_premium' | 'is_popular'>,
  now: number = Date.now(),
): CardBadge[] {
  const badges: CardBadge[] = [];
  if (isNewProfile(profile.date_added, now)) badges.push('new');
  if (profile.is_premium) badges.push('premium');
  if (profile.is_popular) badges.push('popular');
  return badges;
}
