import { memo } from 'react';
import { SiteLink } from '../../../components/kit/SiteLink';
import { SaveButton } from '../../penPals/components/SaveButton';
import { getCardBadges, type CardBadge } from '../utils/badges';
import type { ProfileCardData } from '../types/profile';
import { CardMedia } from './CardMedia';
import { VerifiedBadge } from './VerifiedBadge';
import './profileCard.css';

export type ProfileCardProps = {
  profile: ProfileCardData;
  /** For tests: the time the NEW badge is measured against. */
  now?: number;
  /** Heading level of the name: 3 under a section title (default), 2 directly under the page title. */
  headingLevel?: 2 | 3;
};

const BADGE_LABELS: Record<CardBadge, string> = {
  new: 'NEW',
  premium: 'PREMIUM',
  popular: 'POPULAR',
};

/**
 * One profile in a grid: media, badges, name, age, gender, state, languages and the bio preview. Opens /profile/{id}.
 * Memo, with a SiteLink (which does not read the location): a grid's page or filter change renders only the cards
 * it changes (INP of /browse, issue 28).
 */
export const ProfileCard = memo(function ProfileCard({ profile, now, headingLevel = 3 }: ProfileCardProps) {
  const badges = getCardBadges(profile, now);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const className = ['profile-card', profile.is_popular ? 'profile-card--popular' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <article className={className} data-testid="profile-card">
      <div className="profile-card__media">
        <CardMedia profile={profile} />
        {badges.length > 0 && (
          <ul className="profile-card__badges" aria-label="Badges">
            {badges.map((badge) => (
              <li key={badge} className={`profile-badge profile-badge--${badge}`}>
                {BADGE_LABELS[badge]}
              </li>
            ))}
          </ul>
        )}
        <SaveButton profileId={profile.id} name={profile.name} variant="card" />
      </div>
      <div className="profile-card__body">
        <Heading className="profile-card__name">
          <SiteLink className="profile-card__link" to={`/profile/${profile.id}`}>
            {profile.name}
          </SiteLink>
          <span className="profile-card__age">, {profile.age}</span>
        </Heading>
        <p className="profile-card__meta">
          {profile.gender} · {profile.state}
        </p>
        {profile.languages.length > 0 && (
          <p className="profile-card__languages">Languages: {profile.languages.join(', ')}</p>
        )}
        <VerifiedBadge verifiedAt={profile.verified_at} />
        {profile.bio_preview && <p className="profile-card__bio">{profile.bio_preview}</p>}
      </div>
    </article>
  );
});
