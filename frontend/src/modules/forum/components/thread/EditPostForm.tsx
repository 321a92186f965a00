import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/kit/Button';
import { Notice } from '../../../../components/kit/Notice';
import { TextField } from '../../../../components/kit/TextField';
import { FORUM_TITLE_MAX_CHARS } from '../../constants';
import type { EditOutcome, PostEdit } from '../../hooks/useEditPost';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';

export type EditPostFormProps = {
  kind: 'thread' | 'reply';
  /** A thread's title (a reply has none). */
  initialTitle?: string;
  initialContent: string;
  /** Saves the edit; resolves with why it was not saved, or null. */
  onSave: (edit: PostEdit) => Promise<EditOutcome>;
  /** Called after Cancel, or once the edit is saved. */
  onDone: () => void;
};

/** An author's edit of their post, in place of it: the same editor as for writing, filled with the post. */
export function EditPostForm({ kind, initialTitle, initialContent, onSave, onDone }: EditPostFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initialTitle ?? '');
  const [content, setContent] = useState(initialContent);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isThread = kind === 'thread';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSaving(true);
    const outcome = await onSave(isThread ? { title, content } : { content });
    setIsSaving(false);
    if (outcome) setProblem(outcome);
    else onDone();
  };

  return (
    <form className="forum-form forum-edit" onSubmit={handleSubmit} noValidate>
      {isThread && (
        <div className="forum-field">
          <label className="forum-field__label" htmlFor={`${id}-title`}>
            Title
          </label>
          <TextField
            id={`${id}-title`}
            value={title}
            maxLength={FORUM_TITLE_MAX_CHARS}
            onChange={(event) => {
              setTitle(event.target.value);
              setProblem(null);
            }}
          />
        </div>
      )}
      <LazyRichTextEditor
        label={isThread ? 'Edit your post' : 'Edit your reply'}
        value={content}
        onChange={(html) => {
          setContent(html);
          setProblem(null);
        }}
        invalid={!!problem}
        describedBy={problem ? `${id}-problem` : undefined}
        minHeight={isThread ? 200 : 120}
      />
      {problem && (
        <div id={`${id}-problem`}>
          <Notice type="error" title={problem} />
        </div>
      )}
      <div className="forum-form__actions">
        <Button type="primary" htmlType="submit" loading={isSaving}>
          Save changes
        </Button>
        <Button onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
