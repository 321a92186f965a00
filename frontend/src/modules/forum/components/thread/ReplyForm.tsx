import { useId, type FormEvent } from 'react';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { Notice } from '../../../../components/kit/Notice';
import { usePostReply } from '../../hooks/usePostReply';
import { FORUM_MESSAGES } from '../../messages';
import type { ForumThreadDetail } from '../../types/forum';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';

export type ReplyFormProps = {
  thread: ForumThreadDetail;
  /** The reply being written (the page keeps it, so Quote can fill it). */
  content: string;
  onContentChange: (html: string) => void;
  /** Each new number brings the editor into view with the cursor at its end (after a Quote). */
  focusRequest: number;
  /** Shows the page of replies where the new reply is (the last). */
  onPosted: (lastPage: number) => void;
};

/** Post a Reply, for a signed-in reader of an open thread. */
export function ReplyForm({ thread, content, onContentChange, focusRequest, onPosted }: ReplyFormProps) {
  const id = useId();
  const { post, isPosting, problem, clearProblem, isAwaitingApproval } = usePostReply({ thread, onPosted });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await post(content)) onContentChange('');
  };

  return (
    <form className="forum-form" onSubmit={handleSubmit} noValidate>
      {isAwaitingApproval && <Notice type="info" role="status" title={FORUM_MESSAGES.awaitingApproval} />}
      <LazyRichTextEditor
        label="Your reply"
        placeholder="Write your reply…"
        value={content}
        onChange={(html) => {
          onContentChange(html);
          if (problem) clearProblem();
        }}
        invalid={!!problem}
        describedBy={problem ? `${id}-problem` : undefined}
        minHeight={120}
        focusRequest={focusRequest}
      />
      {problem && (
        <p id={`${id}-problem`} className="forum-field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="forum-form__actions">
        <Button type="primary" size="large" htmlType="submit" icon={<Icon def={SendOutlined} />} loading={isPosting}>
          Post Reply
        </Button>
      </div>
    </form>
  );
}
