import { useId, useState } from 'react';
import { Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { FORUM_SEARCH_MAX_CHARS, forumSearchPath } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import { isSearchLengthOk } from '../utils/searchQuery';

export type ForumSearchBoxProps = {
  /** The words searched for last (the search page fills the box with them). */
  initialQuery?: string;
};

/** "Search the forum": opens the search page for the words typed (2 to 200 characters). */
export function ForumSearchBox({ initialQuery = '' }: ForumSearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(initialQuery);
  const [problem, setProblem] = useState<string | null>(null);

  const search = (text: string) => {
    const q = text.trim();
    if (!isSearchLengthOk(q)) {
      setProblem(FORUM_MESSAGES.searchLength);
      return;
    }
    setProblem(null);
    void navigate(forumSearchPath(q));
  };

  return (
    <div className="forum-search" role="search">
      <label className="forum-field__label" htmlFor={`${id}-q`}>
        Search the forum
      </label>
      <Input.Search
        id={`${id}-q`}
        size="large"
        value={value}
        maxLength={FORUM_SEARCH_MAX_CHARS}
        placeholder="For example: envelope, first letter"
        enterButton="Search"
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (problem) setProblem(null);
        }}
        onSearch={search}
      />
      {problem && (
        <p id={`${id}-problem`} className="forum-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
