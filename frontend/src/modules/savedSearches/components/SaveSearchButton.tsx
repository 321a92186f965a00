import { useCallback, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SAVED_SEARCH_NAME_MAX } from '@shared/rules';
import { buttonClassName } from '../../../components/button/buttonClassName';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { useSession } from '../../auth/hooks/useSession';
import { buildLoginPath } from '../../auth/redirects';
import type { BrowseFilters } from '../../browse/types/browse';
import { useSaveSearch } from '../hooks/useSaveSearch';
import { SAVED_SEARCH_MESSAGES } from '../messages';
import { defaultSearchName } from '../utils/searchWords';
import './saveSearch.css';

export type SaveSearchButtonProps = {
  /** Browse's current filters (the order and the page are not part of a search). */
  filters: BrowseFilters;
};

/**
 * "Save this search" on /browse. Signed out (and in the server's page, so hydration matches), a link
 * to sign in and come back; signed in, a small form to name the search (the filters in words to
 * start with), then where to manage it. Plain elements: no antd on public pages.
 */
export function SaveSearchButton({ filters }: SaveSearchButtonProps) {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const { save, isSaving, failure, saved, reset } = useSaveSearch();
  const [name, setName] = useState<string | null>(null);
  const inputId = useId();
  // The field opens when asked for: take the focus there (the name is the one thing to type).
  const focusOnOpen = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  if (!isLoggedIn) {
    return (
      <div className="save-search">
        <ButtonLink to={buildLoginPath(`${pathname}${search}`)}>Save this search</ButtonLink>
      </div>
    );
  }

  const handleOpen = () => {
    reset();
    setName(defaultSearchName(filters));
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name === null || !name.trim()) return;
    if (await save(name.trim(), filters)) setName(null);
  };

  if (name === null) {
    return (
      <div className="save-search">
        <button type="button" className={buttonClassName({})} onClick={handleOpen}>
          Save this search
        </button>
        {saved && (
          <p className="save-search__done" role="status">
            {SAVED_SEARCH_MESSAGES.saved} <Link to="/dashboard">Manage your saved searches</Link>
          </p>
        )}
      </div>
    );
  }

  return (
    <form className="save-search save-search__form" onSubmit={(event) => void handleSubmit(event)} aria-label="Save this search">
      <label htmlFor={inputId} className="save-search__label">
        Name this search
      </label>
      <div className="save-search__row">
        <input
          id={inputId}
          className="save-search__input"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          required
          ref={focusOnOpen}
        />
        <button type="submit" className={buttonClassName({ type: 'primary' })} disabled={isSaving || !name.trim()}>
          {isSaving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={buttonClassName({})} onClick={() => setName(null)}>
          Cancel
        </button>
      </div>
      <p className="save-search__hint">We e-mail you at most once a day when new profiles match.</p>
      {failure && (
        <p className="save-search__error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
