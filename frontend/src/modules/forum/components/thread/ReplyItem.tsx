import { Button } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import { SafeHtml } from '../../../../components/html/SafeHtml';
import type { ForumReply } from '../../types/forum';
import { authorName } from '../../utils/forumFormat';
import { PostAuthor } from '../PostAuthor';
import { LazyDeletePostButton } from './LazyDeletePostButton';

export type ReplyItemProps = {
  reply: ForumReply;
  canDelete: boolean;
  isDeleting: boolean;
  onDelete: (reply: ForumReply) => unknown;
  onReport: (reply: ForumReply) => void;
};

/** One reply: its author (photo or placeholder), date, content, Report, and Delete for its author or an admin. */
export function ReplyItem({ reply, canDelete, isDeleting, onDelete, onReport }: ReplyItemProps) {
  const name = authorName(reply.author_email);
  return (
    <article className="forum-post forum-post--reply" aria-label={`Reply by ${name}`}>
      <PostAuthor email={reply.author_email} photo={reply.author_photo} createdAt={reply.created_at} />
      <SafeHtml className="forum-post__content" html={reply.content} />
      <div className="forum-post__actions">
        <Button
          size="small"
          type="text"
          icon={<FlagOutlined aria-hidden="true" />}
          aria-label={`Report reply by ${name}`}
          onClick={() => onReport(reply)}
        >
          Report
        </Button>
        {canDelete && (
          <LazyDeletePostButton
            size="small"
            text="Delete"
            label={`Delete reply by ${name}`}
            title="Delete this reply?"
            description="It is removed for everyone."
            loading={isDeleting}
            onConfirm={() => onDelete(reply)}
          />
        )}
      </div>
    </article>
  );
}
