import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/kit/Button';
import { TextField } from '../../../components/kit/TextField';
import { FORUM_SEARCH_MAX_CHARS, FORUM_SEARCH_PATH, forumSearchPath } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import { isSearchLengthOk } from '../utils/searchQuery';

export type ForumSearchBoxProps = {
  /** The words searched for last (the search page fills the box with them). */
  initialQuery?: string;
};

/**
 * "Search the forum": opens the search page for the words typed (2 to 200 characters). A real form
 * (GET /forum/search?q=), so it also searches before the page's script has run.
 */
export function ForumSearchBox({ initialQuery = '' }: ForumSearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  const [problem, setProblem] = useState<string | null>(null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!isSearchLengthOk(q)) {
      setProblem(FORUM_MESSAGES.searchLength);
      return;
    }
    setProblem(null);
    void navigate(forumSearchPath(q));
  };

  return (
    <form className="forum-search" role="search" action={FORUM_SEARCH_PATH} method="get" onSubmit={search}>
      <label className="forum-field__label" htmlFor={`${id}-q`}>
        Search the forum
      </label>
      <div className="forum-search__row">
        <TextField
          id={`${id}-q`}
          type="search"
          name="q"
          className="forum-search__input"
          value={value}
          maxLength={FORUM_SEARCH_MAX_CHARS}
          placeholder="For example: envelope, first letter"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <Button type="primary" size="large" htmlType="submit" className="forum-search__button">
          Search
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="forum-field__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
