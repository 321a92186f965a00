import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { usePostReply } from '../../hooks/usePostReply';
import type { ForumThread } from '../../types/forum';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';

export type ReplyFormProps = {
  thread: ForumThread;
  /** Shows the page of replies where the new reply is (the last). */
  onPosted: (lastPage: number) => void;
};

/** Post a Reply, for a signed-in reader of an open thread. */
export function ReplyForm({ thread, onPosted }: ReplyFormProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const { post, isPosting, problem, clearProblem } = usePostReply({ thread, onPosted });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await post(content)) setContent('');
  };

  return (
    <form className="forum-form" onSubmit={handleSubmit} noValidate>
      <LazyRichTextEditor
        label="Your reply"
        placeholder="Write your reply…"
        value={content}
        onChange={(html) => {
          setContent(html);
          if (problem) clearProblem();
        }}
        invalid={!!problem}
        describedBy={problem ? `${id}-problem` : undefined}
        minHeight={120}
      />
      {problem && (
        <p id={`${id}-problem`} className="forum-field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="forum-form__actions">
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} loading={isPosting}>
          Post Reply
        </Button>
      </div>
    </form>
  );
}
