import { Empty, Skeleton } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { useSavedSearches } from '../hooks/useSavedSearches';
import { SavedSearchItem } from './SavedSearchItem';
import './savedSearches.css';

/**
 * "Saved searches" on the dashboard: each with its filters in words, alerts on or paused (a daily
 * e-mail of the new profiles that match), rename, pause or resume, delete, and "Open in browse".
 */
export function SavedSearchesSection() {
  const { searches, isFirstLoad, hasFailed, reload, rename, setPaused, remove, isBusy } = useSavedSearches();

  let body;
  if (isFirstLoad) {
    body = (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">Loading your saved searches…</span>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (hasFailed) {
    body = <LoadError title="Your saved searches could not be loaded" onRetry={reload} />;
  } else if (searches.length === 0) {
    body = (
      <Empty
        className="saved-searches__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No saved searches yet. Choose filters on Browse, then “Save this search” to hear of new profiles that match."
      >
        <ButtonLink to="/browse">Browse profiles</ButtonLink>
      </Empty>
    );
  } else {
    body = (
      <ul className="saved-searches__list">
        {searches.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            isBusy={isBusy(search.id)}
            onRename={rename}
            onSetPaused={(id, paused) => void setPaused(id, paused)}
            onDelete={(id) => void remove(id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className="saved-searches__title">
        Saved searches
      </h2>
      <p className="saved-searches__lead">
        We e-mail you at most once a day when new profiles match a search whose alerts are on.
      </p>
      {body}
    </section>
  );
}
