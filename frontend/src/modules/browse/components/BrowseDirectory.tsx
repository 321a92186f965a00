import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { Button } from '../../../components/kit/Button';
import { Pagination } from '../../../components/kit/Pagination';
import { EmptyState } from '../../profiles/components/EmptyState';
import { ProfileGrid } from '../../profiles/components/ProfileGrid';
import { SaveSearchButton } from '../../savedSearches/components/SaveSearchButton';
import { BROWSE_SKELETON_COUNT } from '../constants';
import { useBrowseProfiles } from '../hooks/useBrowseProfiles';
import { useBrowseQuery } from '../hooks/useBrowseQuery';
import { formatCount } from '../../profiles/utils/format';
import { fieldsBesideKeywords } from '../utils/browseQuery';
import { BrowseFiltersPanel } from './BrowseFiltersPanel';
import { KeywordSearch } from './KeywordSearch';
import './browse.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** /browse: keyword search, the filters panel, the results grid and pagination. */
export function BrowseDirectory() {
  const { query, updateFilters, setPage, clearFilters, pageHref } = useBrowseQuery();
  const { profiles, total, totalPages, isLoading, isChangingPage, hasFailed, isRetrying, reload } =
    useBrowseProfiles(query);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const { filters, page } = query;

  const handlePageChange = (nextPage: number) => {
    setPage(nextPage);
    const heading = resultsRef.current;
    heading?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  // The total on screen may be the previous search's while the next loads: not told as this one's.
  const isWaiting = isLoading || isChangingPage;
  const summary = isWaiting
    ? 'Loading profiles…'
    : total === 1
      ? '1 profile found'
      : `${formatCount(total)} profiles found`;

  return (
    <div className="page-container browse">
      <header className="browse__header">
        <h1 className="page-title browse__title">Find Your Inmate Pen Pal</h1>
        <p className="browse__lead">
          Browse people in U.S. prisons who are looking for someone to write to. Every profile is
          reviewed before it is published. <Link to="/birthdays">See whose birthday is coming up</Link>.
        </p>
        <KeywordSearch
          key={filters.q}
          initialValue={filters.q}
          otherFields={fieldsBesideKeywords(filters)}
          onSearch={(q) => updateFilters({ q })}
        />
      </header>

      <BrowseFiltersPanel
        filters={filters}
        onChange={updateFilters}
        onClear={clearFilters}
      />
      <SaveSearchButton filters={filters} />

      <section className="browse__results" aria-labelledby="browse-results-title">
        <h2
          id="browse-results-title"
          ref={resultsRef}
          className="browse__summary"
          tabIndex={-1}
          aria-live="polite"
        >
          {hasFailed ? 'Profiles could not be loaded' : summary}
          {!isWaiting && totalPages > 1 && (
            <span className="browse__page-of">
              {' '}
              · Page {page} of {totalPages}
            </span>
          )}
        </h2>

        <ProfileGrid
          variant="browse"
          label="Profiles"
          profiles={profiles}
          isLoading={isLoading}
          isChangingPage={isChangingPage}
          skeletonCount={BROWSE_SKELETON_COUNT}
          empty={
            hasFailed ? (
              <LoadError
                title="Profiles could not be loaded right now"
                description="Please check your connection and try again."
                onRetry={reload}
                isRetrying={isRetrying}
              />
            ) : (
              <EmptyState
                title="No profiles match your filters"
                text="Try adjusting your filters or clearing them to see more results."
                action={
                  <Button onClick={clearFilters}>Clear filters</Button>
                }
              />
            )
          }
        />

        {!isLoading && (
          <Pagination
            label="Pagination"
            page={page}
            totalPages={totalPages}
            onChange={handlePageChange}
            pageHref={pageHref}
          />
        )}
      </section>
    </div>
  );
}
