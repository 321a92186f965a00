import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { KEYWORD_MAX_LENGTH } from '../constants';

export type KeywordSearchProps = {
  /** The keywords of the current search (remount with a new key when it changes). */
  initialValue: string;
  onSearch: (keywords: string) => void;
};

/** Keyword search over names, bios and interests. */
export function KeywordSearch({ initialValue, onSearch }: KeywordSearchProps) {
  const id = useId();
  const [text, setText] = useState(initialValue);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="keyword-search" role="search" aria-label="Profiles" onSubmit={handleSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search by name, interests or words in the bio
      </label>
      <Input
        id={id}
        type="search"
        size="large"
        allowClear
        maxLength={KEYWORD_MAX_LENGTH}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Search by name, interests or words in the bio"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing the box (× button) shows everything again.
          if (event.target.value === '' && initialValue !== '') onSearch('');
        }}
      />
      <Button type="primary" size="large" htmlType="submit">
        Search
      </Button>
    </form>
  );
}
