import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import { Icon } from '../../../../components/kit/Icon';
import { SafeHtml } from '../../../../components/html/SafeHtml';
import { FORUM_MESSAGES } from '../../messages';
import type { ForumPostState } from '../../types/forum';

export type PostBodyProps = {
  kind: 'thread' | 'reply';
  state: ForumPostState;
  /** Sanitized HTML; empty when the reader may not see it (hidden, deleted). */
  content: string;
  /** The reader wrote the post (a post waiting for approval says "only you can see this"). */
  isAuthor: boolean;
};

/**
 * A post's content as its state allows: a deleted post's placeholder; a hidden post's notice
 * (admins and its author still get the content, shown under it); the notice of a post that
 * waits for a moderator's approval, above its content.
 */
export function PostBody({ kind, state, content, isAuthor }: PostBodyProps) {
  if (state === 'deleted') {
    return (
      <p className="forum-post__placeholder">
        {kind === 'thread' ? FORUM_MESSAGES.threadDeletedPlaceholder : FORUM_MESSAGES.replyDeletedPlaceholder}
      </p>
    );
  }
  return (
    <>
      {state === 'hidden' && (
        <p className="forum-notice forum-notice--hidden">
          <Icon def={EyeInvisibleOutlined} /> {FORUM_MESSAGES.hiddenPlaceholder}
        </p>
      )}
      {state === 'awaiting_approval' && (
        <p className="forum-notice forum-notice--waiting">
          <Icon def={ClockCircleOutlined} />{' '}
          {isAuthor ? FORUM_MESSAGES.awaitingApprovalNotice : FORUM_MESSAGES.awaitingApprovalAdminNotice}
        </p>
      )}
      {/* The thread's post sits under the page's h1, a reply under the h2 "Replies". */}
      {content && <SafeHtml className="forum-post__content" html={content} headingLevel={kind === 'thread' ? 2 : 3} />}
    </>
  );
}
