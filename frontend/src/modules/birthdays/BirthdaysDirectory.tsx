import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { BIRTHDAY_WINDOW_DAYS } from '@shared/rules';
import { BIRTHDAY_MAIL_NOTE } from '@shared/text';
import { STALE_TIME } from '../../api/queryClient';
import { queryKeys } from '../../api/queryKeys';
import { genderValues } from '../../api/schema';
import { buttonClassName } from '../../components/button/buttonClassName';
import { HydrationBoundary } from '../../components/hydration/HydrationBoundary';
import { Select } from '../../components/kit/Select';
import { US_STATES } from '../../data/states';
import { EmptyState } from '../profiles/components/EmptyState';
import { ProfileCard } from '../profiles/components/ProfileCard';
import { formatMonthDay } from '../profiles/utils/format';
import { birthdaysHref, daysAwayText, fetchBirthdays, parseBirthdayFilters, type BirthdayFilters } from './birthdaysApi';
import './birthdays.css';

/**
 * /birthdays: the public profiles whose owners chose to show the birthday, with one in the next days, soonest
 * first. Plain elements (no antd): the filters are a GET form to this page, so they work before the app runs or
 * without it; with it, the form moves within the app.
 */
export function BirthdaysDirectory({ filters }: { filters: BirthdayFilters }) {
  const href = birthdaysHref(filters);
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeys.directory.birthdays(href),
    queryFn: ({ signal }) => fetchBirthdays(filters, { signal }),
    staleTime: STALE_TIME.directory,
  });
  const total = data?.total ?? 0;
  const summary = isError
    ? 'Birthdays could not be loaded'
    : isPending
      ? 'Loading birthdays…'
      : total === 1
        ? '1 birthday coming up'
        : `${total} birthdays coming up`;

  return (
    <div className="page-container birthdays">
      <header className="birthdays__header">
        <h1 className="page-title">Birthdays Coming Up</h1>
        <p className="birthdays__lead">
          People in the directory who would love a birthday card, with a birthday in the next {BIRTHDAY_WINDOW_DAYS} days.
          Only the month and day are shown, and only when the person chose to share them.
        </p>
        <p className="birthdays__note">{BIRTHDAY_MAIL_NOTE}</p>
      </header>

      {/* The form and the list are boundaries of their own: each hydrates and commits in a pass of its own. */}
      <HydrationBoundary>
        <BirthdayFiltersForm key={href} filters={filters} />
      </HydrationBoundary>

      <section className="birthdays__results" aria-labelledby="birthdays-results-title">
        <h2 id="birthdays-results-title" className="birthdays__summary">
          {summary}
          {data && data.totalPages > 1 && (
            <span className="birthdays__page-of">
              {' '}
              · Page {data.page} of {data.totalPages}
            </span>
          )}
        </h2>
        {data && data.profiles.length > 0 && (
          <HydrationBoundary>
          <ul className="profile-grid profile-grid--state" aria-label="Birthdays">
            {data.profiles.map((profile) => (
              <li key={profile.id} className="profile-grid__item birthdays__item">
                <p className="birthdays__when">
                  Birthday: <strong>{formatMonthDay(profile.birthday)}</strong>{' '}
                  <span className="birthdays__days">({daysAwayText(profile.days_until)})</span>
                </p>
                <ProfileCard profile={profile} />
              </li>
            ))}
          </ul>
          </HydrationBoundary>
        )}
        {data && data.profiles.length === 0 && (
          <EmptyState
            title="No birthdays coming up here"
            text={
              filters.state || filters.gender
                ? 'Nobody matching these filters has a birthday in the next weeks. Try all states or any gender.'
                : 'Nobody has shared a birthday in the next weeks yet. Come back soon, or browse the profiles.'
            }
            action={
              <Link className={buttonClassName({ type: 'primary' })} to="/browse">
                Browse profiles
              </Link>
            }
          />
        )}
        {data && data.totalPages > 1 && <Pages filters={filters} totalPages={data.totalPages} />}
      </section>
    </div>
  );
}

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const GENDER_OPTIONS = genderValues.map((gender) => ({ value: gender, label: gender }));

/** State and gender: a GET form to this page (works without JavaScript); the app moves without reloading. */
function BirthdayFiltersForm({ filters }: { filters: BirthdayFilters }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    // Read as the address would be: the same lenient parsing as a link or a visit without JavaScript.
    const chosen = parseBirthdayFilters(new URLSearchParams({ state: read('state'), gender: read('gender') }));
    void navigate(birthdaysHref({ ...chosen, page: 1 }));
  };
  return (
    <form className="birthdays__filters" method="get" action="/birthdays" onSubmit={submit} aria-label="Filter birthdays">
      <Select className="birthdays__field" label="State" name="state" placeholder="All states" defaultValue={filters.state} options={STATE_OPTIONS} />
      <Select className="birthdays__field" label="Gender" name="gender" placeholder="Any" defaultValue={filters.gender} options={GENDER_OPTIONS} />
      <button type="submit" className={buttonClassName({ type: 'primary' }, 'birthdays__apply')}>
        Show birthdays
      </button>
    </form>
  );
}

/** Previous and next as plain links (they work without JavaScript too). */
function Pages({ filters, totalPages }: { filters: BirthdayFilters; totalPages: number }) {
  const { page } = filters;
  return (
    <nav className="birthdays__pages" aria-label="Pages">
      {page > 1 ? (
        <Link className={buttonClassName({})} to={birthdaysHref({ ...filters, page: page - 1 })} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="birthdays__page-count">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link className={buttonClassName({})} to={birthdaysHref({ ...filters, page: page + 1 })} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
