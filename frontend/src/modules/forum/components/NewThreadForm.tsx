import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { ConsentGate } from '../../consent/components/ConsentGate';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS, FORUM_PATH, FORUM_TITLE_MAX_CHARS } from '../constants';
import { useCreateThread } from '../hooks/useCreateThread';
import type { ForumCategory } from '../types/forum';
import { LazyRichTextEditor } from './editor/LazyRichTextEditor';
import './forum.css';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((slug) => ({ value: slug, label: FORUM_CATEGORY_LABELS[slug] }));

export type NewThreadFormProps = {
  /** The category chosen to start with (the category page the writer came from). */
  initialCategory: ForumCategory;
};

/** /forum/new-thread: category, title and message; all three are needed ('Please fill in all fields'). */
export function NewThreadForm({ initialCategory }: NewThreadFormProps) {
  const id = useId();
  const [category, setCategory] = useState<ForumCategory>(initialCategory);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const { create, isSubmitting, problem, clearProblem } = useCreateThread();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void create({ category, title, content });
  };

  return (
    <div className="page-container forum-page forum-new-thread">
      <h1 className="page-title">Start a New Discussion</h1>
      <p className="forum-page__lead">
        Ask a question or share what you have learned. Be kind, and keep addresses, inmate
        numbers and other personal details out of public posts.
      </p>
      <ConsentGate askOnOpen>
        <form className="forum-form forum-form--card" onSubmit={handleSubmit} noValidate>
          <div className="forum-field">
            <label className="forum-field__label" htmlFor={`${id}-category`}>
              Category
            </label>
            <Select<ForumCategory>
              id={`${id}-category`}
              className="forum-field__select"
              size="large"
              value={category}
              options={CATEGORY_OPTIONS}
              onChange={setCategory}
            />
          </div>
          <div className="forum-field">
            <label className="forum-field__label" htmlFor={`${id}-title`}>
              Title
            </label>
            <Input
              id={`${id}-title`}
              size="large"
              value={title}
              maxLength={FORUM_TITLE_MAX_CHARS}
              showCount
              placeholder="What would you like to discuss?"
              status={problem && !title.trim() ? 'error' : undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                if (problem) clearProblem();
              }}
            />
          </div>
          <div className="forum-field">
            <span className="forum-field__label" aria-hidden="true">
              Message
            </span>
            <LazyRichTextEditor
              label="Message"
              placeholder="Share your question, story or advice…"
              value={content}
              onChange={(html) => {
                setContent(html);
                if (problem) clearProblem();
              }}
              invalid={!!problem}
              describedBy={problem ? `${id}-problem` : undefined}
              minHeight={200}
            />
          </div>
          {problem && (
            <div id={`${id}-problem`}>
              <Alert type="error" showIcon title={problem} />
            </div>
          )}
          <div className="forum-form__actions">
            <Button type="primary" size="large" htmlType="submit" loading={isSubmitting}>
              Create Thread
            </Button>
            <ButtonLink size="large" to={FORUM_PATH}>
              Cancel
            </ButtonLink>
          </div>
        </form>
      </ConsentGate>
    </div>
  );
}
