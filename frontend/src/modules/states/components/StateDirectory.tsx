import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { Icon } from '../../../components/kit/Icon';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import type { UsState } from '../../../data/states';
import { EmptyState } from '../../profiles/components/EmptyState';
import { ProfileGrid } from '../../profiles/components/ProfileGrid';
import { STATE_PAGE_LIMIT, STATE_SKELETON_COUNT } from '../../profiles/constants';
import type { ProfileCardData, ProfileStats } from '../../profiles/types/profile';
import { formatCount } from '../../profiles/utils/format';
import type { StateDetails } from '../types/state';
import { ListingRestrictionNotes, MailNotes } from './StateNotes';
import './states.css';

export type StateDirectoryProps = {
  state: UsState;
  details: StateDetails | undefined;
  stats: ProfileStats | undefined;
  profiles: ProfileCardData[];
  total: number;
  isLoadingProfiles: boolean;
};

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="state-counter">
      <dt className="state-counter__label">{label}</dt>
      <dd className="state-counter__value">{value === undefined ? '–' : formatCount(value)}</dd>
    </div>
  );
}

/** /inmates/{state}: counters, rules, profiles, how to write, facilities and the DOC locator. */
export function StateDirectory({
  state,
  details,
  stats,
  profiles,
  total,
  isLoadingProfiles,
}: StateDirectoryProps) {
  const browseLink = `/browse?state=${state.code}`;
  const notes = details?.notes ?? [];
  const steps = [
    {
      title: 'Choose a pen pal',
      text: `Read the ${state.name} profiles below and pick someone whose story speaks to you.`,
    },
    {
      title: 'Check the details',
      text: `Before you write, confirm the name, ID number and facility in the official inmate search of the ${details?.doc_name ?? 'state corrections department'}.`,
    },
    {
      title: 'Write your letter',
      text: 'Use the mailing address on the profile and follow the mail rules below. Use a P.O. box or a return-address service, and never send money.',
    },
  ];

  return (
    <div className="page-container state-page">
      <header className="state-page__header">
        <p className="state-page__eyebrow">Inmate pen pals by state</p>
        <h1 className="page-title">{state.name} Inmate Pen Pals</h1>
        <p className="state-page__lead">
          Write to men and women in {state.name} prisons who are looking for a pen pal.
        </p>
        <dl className="state-counters" aria-label={`Published profiles in ${state.name}`}>
          <Counter label="Total profiles" value={stats?.total} />
          <Counter label="Men" value={stats?.male} />
          <Counter label="Women" value={stats?.female} />
        </dl>
      </header>

      <ListingRestrictionNotes stateName={state.name} notes={notes} />

      <section className="state-section" aria-labelledby="state-profiles-title">
        <div className="state-section__header">
          <h2 id="state-profiles-title" className="state-section__title">
            {state.name} profiles
          </h2>
          <ButtonLink to={browseLink}>View All Filters</ButtonLink>
        </div>
        <ProfileGrid
          variant="state"
          label={`${state.name} profiles`}
          profiles={profiles}
          isLoading={isLoadingProfiles}
          skeletonCount={STATE_SKELETON_COUNT}
          empty={
            <EmptyState
              title="No profiles available"
              text={`There are no published profiles in ${state.name} yet. Try another state.`}
              action={
                <ButtonLink type="primary" to="/inmates">
                  Browse All States
                </ButtonLink>
              }
            />
          }
        />
        {!isLoadingProfiles && total > STATE_PAGE_LIMIT && (
          <div className="state-section__more">
            <ButtonLink type="primary" size="large" to={browseLink}>
              View All {total} {state.name} Profiles
            </ButtonLink>
          </div>
        )}
      </section>

      {details?.description && (
        <section className="state-section" aria-labelledby="state-about-title">
          <h2 id="state-about-title" className="state-section__title">
            About writing to {state.name} inmates
          </h2>
          <p className="state-page__about">{details.description}</p>
        </section>
      )}

      <section className="state-section" aria-labelledby="state-steps-title">
        <h2 id="state-steps-title" className="state-section__title">
          How to write to an inmate in {state.name}
        </h2>
        <ol className="state-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="state-steps__item">
              <span className="state-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="state-steps__title">{step.title}</h3>
                <p className="state-steps__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <MailNotes stateName={state.name} notes={notes} />

      {details && details.major_facilities.length > 0 && (
        <section className="state-section" aria-labelledby="state-facilities-title">
          <h2 id="state-facilities-title" className="state-section__title">
            Major facilities in {state.name}
          </h2>
          <ul className="state-facilities">
            {details.major_facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </section>
      )}

      {details?.doc_locator_url && (
        <section className="state-section state-section--locator" aria-labelledby="state-locator-title">
          <h2 id="state-locator-title" className="state-section__title">
            Find or verify an inmate
          </h2>
          <p>
            The {details.doc_name} keeps the official record of where each person is held.
          </p>
          <a href={details.doc_locator_url} target="_blank" rel="noopener noreferrer" className="state-locator-link">
            Search the {state.name} DOC inmate locator <Icon def={ExportOutlined} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      )}
    </div>
  );
}
