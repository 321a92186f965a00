import type { ReactNode } from 'react';
import type { ProfileCardData } from '../types/profile';
import { ProfileCard } from './ProfileCard';
import { ProfileCardSkeleton } from './ProfileCardSkeleton';

export type ProfileGridProps = {
  profiles: ProfileCardData[];
  isLoading: boolean;
  /** Placeholders shown while loading. */
  skeletonCount: number;
  /** Column layout: home 2/3/4, browse 2–5, state page up to 5. */
  variant: 'home' | 'browse' | 'state';
  /** Shown when loading is over and there is nothing to show. */
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** The cards shown are the previous page's while the next loads: dimmed and marked busy. */
  isChangingPage?: boolean;
};

/** A responsive grid of profile cards, with skeletons while loading and an empty state. */
export function ProfileGrid({
  profiles,
  isLoading,
  skeletonCount,
  variant,
  empty,
  label,
  isChangingPage = false,
}: ProfileGridProps) {
  if (isLoading) {
    return (
      <div className={`profile-grid profile-grid--${variant}`} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ProfileCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (profiles.length === 0) return <>{empty}</>;
  return (
    <ul className={`profile-grid profile-grid--${variant}`} aria-label={label} aria-busy={isChangingPage || undefined}>
      {profiles.map((profile) => (
        <li key={profile.id} className="profile-grid__item">
          <ProfileCard profile={profile} />
        </li>
      ))}
    </ul>
  );
}
