import { useRef, type ReactNode } from 'react';
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CrownFilled from '@ant-design/icons-svg/es/asn/CrownFilled';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import FireFilled from '@ant-design/icons-svg/es/asn/FireFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Link } from 'react-router-dom';
import { COMMISSARY_CAUTION } from '@shared/text';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { Notice } from '../../../../components/kit/Notice';
import { Tag } from '../../../../components/kit/Tag';
import { Breadcrumb } from '../../../../components/navigation/Breadcrumb';
import { SAFETY_NOTICE } from '../../../../config/site';
import { displayHost, formatDate, formatMonthDay, safeHttpUrl, socialUrl, type SocialNetwork } from '../../utils/format';
import { profileBreadcrumb } from '../../utils/profileMeta';
import { profileState } from '../../utils/profileState';
import type { ProfileDetail } from '../../types/profile';
import { ElectronicContactCard } from './ElectronicContactCard';
import { MailingAddressCard } from './MailingAddressCard';
import { ProfileGallery } from './ProfileGallery';
import { ProfileNotices } from './ProfileNotices';
import { ReturnedMailCard } from './ReturnedMailCard';
import { VerifiedBadge } from '../VerifiedBadge';
import { SaveButton } from '../../../penPals/components/SaveButton';
import './profileDetail.css';

export type ProfileDetailViewProps = {
  profile: ProfileDetail;
  /** False in the owner's preview: an owner cannot report returned mail on their own profile. */
  withReturnedMail?: boolean;
};

const SOCIAL_NETWORKS: { key: SocialNetwork; label: string }[] = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
];

type SectionProps = { id: string; title: string; children: ReactNode };

function Section({ id, title, children }: SectionProps) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The public profile page's body: photos, details, mailing address, contact apps and notes. */
export function ProfileDetailView({ profile, withReturnedMail = true }: ProfileDetailViewProps) {
  const addressRef = useRef<HTMLElement>(null);
  const state = profileState(profile);
  const firstName = profile.name.split(/\s+/)[0] || profile.name;

  const infoBadges = [
    profile.gender,
    profile.sexual_orientation,
    profile.race_ethnicity,
    profile.religion,
    state.name,
  ].filter((value): value is string => !!value && value !== 'Prefer not to say');

  const socialLinks = SOCIAL_NETWORKS.map((network) => ({
    ...network,
    url: socialUrl(network.key, profile.social_media?.[network.key]),
  })).filter((link) => link.url);

  const commissaryLinks = (profile.commissary_sites ?? [])
    .map((site) => safeHttpUrl(site))
    .filter((url): url is string => !!url);

  const releaseRows: { label: string; value: ReactNode }[] = [
    { label: 'Initial Incarceration', value: formatDate(profile.incarceration_start_date) ?? 'N/A' },
    { label: 'Earliest Release Date', value: formatDate(profile.earliest_release_date) ?? 'N/A' },
    { label: 'Latest Release Date', value: formatDate(profile.latest_release_date) ?? 'N/A' },
    { label: 'Offense Information', value: profile.crime?.trim() || 'N/A' },
  ];

  const handleScrollToAddress = () => {
    const target = addressRef.current;
    if (!target) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <article className="page-container profile-detail">
      <Breadcrumb items={profileBreadcrumb(profile)} />

      <div className="profile-detail__top">
        <ProfileGallery profile={profile} />

        <header className="profile-detail__header">
          <ul className="profile-detail__tags" aria-label="About">
            {infoBadges.map((badge, index) => (
              <li key={`${index}-${badge}`}>
                <Tag className="info-tag">{badge}</Tag>
              </li>
            ))}
          </ul>
          <h1 className="profile-detail__name">
            {profile.name}
            <span className="profile-detail__age">, {profile.age}</span>
          </h1>
          <p className="profile-detail__prison">{profile.prison_name}</p>
          <SaveButton profileId={profile.id} name={profile.name} />
          {profile.verified_at && (
            <div className="profile-detail__verified">
              <VerifiedBadge verifiedAt={profile.verified_at} size="page" />
              {profile.state_info?.doc_locator_url && (
                <a href={profile.state_info.doc_locator_url} target="_blank" rel="noopener noreferrer">
                  Check it yourself on the {state.name} DOC locator
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          )}
          {(profile.height || profile.weight || profile.languages.length > 0 || profile.birthday) && (
            <dl className="profile-detail__body-facts">
              {profile.height && (
                <div>
                  <dt>Height</dt>
                  <dd>{profile.height}</dd>
                </div>
              )}
              {profile.weight && (
                <div>
                  <dt>Weight</dt>
                  <dd>{profile.weight}</dd>
                </div>
              )}
              {profile.languages.length > 0 && (
                <div>
                  <dt>Languages</dt>
                  <dd>{profile.languages.join(', ')}</dd>
                </div>
              )}
              {profile.birthday && (
                <div>
                  <dt>Birthday</dt>
                  <dd>{formatMonthDay(profile.birthday)}</dd>
                </div>
              )}
            </dl>
          )}

          {!profile.is_receiving_mail && (
            <Notice
              className="profile-detail__support"
              type="warning"
              icon={<Icon def={HeartOutlined} />}
              title="Needs Pen-Pal Support"
              description={`${firstName} is not receiving mail right now. A letter from you could make a real difference.`}
            />
          )}

          <Button
            className="profile-detail__write"
            type="primary"
            size="large"
            icon={<Icon def={ArrowDownOutlined} />}
            onClick={handleScrollToAddress}
          >
            How to write to {firstName}
          </Button>
        </header>
      </div>

      <div className="profile-detail__columns">
        <div className="profile-detail__main">
          <Section id="about-title" title="About Me">
            <p className="profile-detail__bio">{profile.bio}</p>
          </Section>

          {profile.interests?.length > 0 && (
            <Section id="interests-title" title="Interests & Hobbies">
              <ul className="tag-list">
                {profile.interests.map((interest) => (
                  <li key={interest}>
                    <Tag className="info-tag">{interest}</Tag>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {profile.seeking_relationships?.length > 0 && (
            <Section id="seeking-title" title="Seeking">
              <ul className="tag-list">
                {profile.seeking_relationships.map((item) => (
                  <li key={item}>
                    <Tag className="info-tag info-tag--seeking">{item}</Tag>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section id="release-title" title="Incarceration & Release Information">
            <dl className="fact-list">
              {releaseRows.map((row) => (
                <div key={row.label} className="fact-list__row">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          {(profile.is_premium || profile.is_popular || profile.crime_verified) && (
            <Section id="status-title" title="Profile Status">
              <ul className="tag-list">
                {profile.is_premium && (
                  <li>
                    <span className="status-badge status-badge--premium">
                      <Icon def={CrownFilled} /> Premium Profile
                    </span>
                  </li>
                )}
                {profile.is_popular && (
                  <li>
                    <span className="status-badge status-badge--popular">
                      <Icon def={FireFilled} /> Popular Profile
                    </span>
                  </li>
                )}
                {profile.crime_verified && (
                  <li>
                    <span className="status-badge status-badge--verified">
                      <Icon def={CheckCircleFilled} /> Information Verified
                    </span>
                  </li>
                )}
              </ul>
            </Section>
          )}

          {socialLinks.length > 0 && (
            <Section id="social-title" title="Social Media">
              <ul className="link-list">
                {socialLinks.map((link) => (
                  <li key={link.key}>
                    <a href={link.url ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {commissaryLinks.length > 0 && (
            <Section id="commissary-title" title="Commissary & Care Packages">
              <p className="detail-section__note">
                These sites allow you to send commissary items or care packages directly to the
                facility.
              </p>
              <p className="detail-section__caution">
                <Icon def={WarningOutlined} /> {COMMISSARY_CAUTION}{' '}
                <Link to="/stay-safe">Read how to stay safe</Link>.
              </p>
              <ul className="link-list">
                {commissaryLinks.map((url) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                      {displayHost(url)} <Icon def={ExportOutlined} />
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <aside className="profile-detail__side" aria-label="How to write">
          <MailingAddressCard ref={addressRef} profile={profile} notices={<ProfileNotices notices={profile.notices} />} />
          <ElectronicContactCard contact={profile.electronic_contact} />

          {profile.state_info?.doc_locator_url && (
            <section className="detail-card" aria-labelledby="verify-title">
              <h2 id="verify-title" className="detail-card__title">
                <Icon def={SafetyCertificateOutlined} /> Check before you write
              </h2>
              <p className="detail-card__note">
                People are moved and released. Before you write, confirm the name, ID and facility
                in the official inmate search of the {profile.state_info.doc_name}.
              </p>
              <a
                className="verify-link"
                href={profile.state_info.doc_locator_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Verify this person on the {state.name} DOC locator
                <Icon def={ExportOutlined} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </section>
          )}

          {withReturnedMail && <ReturnedMailCard profileId={profile.id} firstName={firstName} />}

          <section className="detail-card detail-card--safety" aria-labelledby="safety-title">
            <h2 id="safety-title" className="detail-card__title">
              <Icon def={WarningOutlined} /> Stay safe
            </h2>
            <p className="detail-card__note">{SAFETY_NOTICE}</p>
            <p className="detail-card__note">
              <Link to="/stay-safe">Read the safety guide</Link>
            </p>
          </section>
        </aside>
      </div>

      <section className="profile-detail__cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="profile-detail__cta-title">
          Ready to write to {firstName}?
        </h2>
        <p className="profile-detail__cta-text">
          A letter takes a few minutes to write and can brighten someone&apos;s week. Use the
          mailing address on this page.
        </p>
        <Button size="large" icon={<Icon def={ArrowDownOutlined} />} onClick={handleScrollToAddress}>
          Scroll to Address
        </Button>
      </section>
    </article>
  );
}
