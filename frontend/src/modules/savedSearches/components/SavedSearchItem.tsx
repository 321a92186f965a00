import { useState } from 'react';
import { Button, Input, Popconfirm } from 'antd';
import { SAVED_SEARCH_NAME_MAX } from '@shared/rules';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import type { SavedSearch } from '../types';
import { describeQueryString } from '../utils/searchWords';

export type SavedSearchItemProps = {
  search: SavedSearch;
  isBusy: boolean;
  /** Resolves true when the rename went through (the field then closes). */
  onRename: (id: string, name: string) => Promise<boolean>;
  onSetPaused: (id: string, paused: boolean) => void;
  onDelete: (id: string) => void;
};

/** One saved search: its name, its filters in words, alerts on or paused, and what can be done to it. */
export function SavedSearchItem({ search, isBusy, onRename, onSetPaused, onDelete }: SavedSearchItemProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const titleId = `saved-search-${search.id}`;

  const handleRename = async () => {
    if (draft === null || !draft.trim()) return;
    if (await onRename(search.id, draft.trim())) setDraft(null);
  };

  return (
    <li className="saved-search" aria-labelledby={titleId}>
      <div className="saved-search__head">
        {draft === null ? (
          <h3 id={titleId} className="saved-search__name">
            {search.name}
          </h3>
        ) : (
          <form
            className="saved-search__rename"
            onSubmit={(event) => {
              event.preventDefault();
              void handleRename();
            }}
          >
            <Input
              id={titleId}
              aria-label="New name"
              value={draft}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
            />
            <Button type="primary" htmlType="submit" loading={isBusy} disabled={!draft.trim()}>
              Save
            </Button>
            <Button onClick={() => setDraft(null)}>Cancel</Button>
          </form>
        )}
        <span className={`saved-search__state saved-search__state--${search.paused ? 'paused' : 'on'}`}>
          {search.paused ? 'Alerts paused' : 'Alerts on'}
        </span>
      </div>
      <p className="saved-search__summary">Filters: {describeQueryString(search.query_string)}</p>
      <div className="saved-search__actions">
        <ButtonLink to={search.query_string ? `/browse?${search.query_string}` : '/browse'}>Open in browse</ButtonLink>
        {draft === null && (
          <Button disabled={isBusy} onClick={() => setDraft(search.name)}>
            Rename
          </Button>
        )}
        <Button disabled={isBusy} onClick={() => onSetPaused(search.id, !search.paused)}>
          {search.paused ? 'Resume alerts' : 'Pause alerts'}
        </Button>
        <Popconfirm
          title={`Delete “${search.name}”?`}
          description="Its alerts stop. The profiles stay on the site."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onDelete(search.id)}
        >
          <Button danger disabled={isBusy}>
            Delete
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
