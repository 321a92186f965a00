import { useId, useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../components/icons/icons';
import { Button } from '../../../components/kit/Button';
import { TextField } from '../../../components/kit/TextField';
import { KEYWORD_MAX_LENGTH } from '../constants';

export type KeywordSearchProps = {
  /** The keywords of the current search (remount with a new key when it changes). */
  initialValue: string;
  /** The search's other fields (name, value), sent along when the form goes without JavaScript. */
  otherFields: readonly (readonly [string, string])[];
  onSearch: (keywords: string) => void;
};

/** Keyword search over names, bios and interests: a GET form to /browse, run in place when the app runs. */
export function KeywordSearch({ initialValue, otherFields, onSearch }: KeywordSearchProps) {
  const id = useId();
  const [text, setText] = useState(initialValue);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form
      className="keyword-search"
      role="search"
      aria-label="Profiles"
      method="get"
      action="/browse"
      onSubmit={handleSubmit}
    >
      {otherFields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="visually-hidden">
        Search by name, interests or words in the bio
      </label>
      <span className="keyword-search__field">
        <SearchIcon />
        <TextField
          id={id}
          name="q"
          type="search"
          className="keyword-search__input"
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder="Search by name, interests or words in the bio"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing the box (the browser's × or select-and-delete) shows everything again.
            if (event.target.value === '' && initialValue !== '') onSearch('');
          }}
        />
      </span>
      <Button htmlType="submit" type="primary" size="large">
        Search
      </Button>
    </form>
  );
}
