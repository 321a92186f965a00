import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { SiteLink } from '../../../components/kit/SiteLink';
import { Icon } from '../../../components/kit/Icon';
import { forumThreadPath, forumThreadUnreadPath } from '../constants';
import type { ForumThread } from '../types/forum';
import { authorName, countLabel, formatPostDate } from '../utils/forumFormat';
import { htmlPreview } from '../utils/forumText';
import { ForumBadges } from './ForumBadges';

export type ThreadCardProps = {
  thread: ForumThread;
  /** Characters of the stripped text shown: 150 on /forum, 200 on a category page. */
  previewChars: number;
  headingLevel: 'h2' | 'h3';
  showCategory?: boolean;
};

/**
 * A thread in a list: badges, category, title, preview, author, date, replies and views. A
 * signed-in reader sees "N new replies" (a link to the first of them) on threads with replies
 * since their last visit, and "Waiting for approval" on their own threads a moderator has not
 * approved yet.
 */
export function ThreadCard({ thread, previewChars, headingLevel: Heading, showCategory = true }: ThreadCardProps) {
  const preview = htmlPreview(thread.content, previewChars);
  const unread = thread.unread_count ?? 0;
  return (
    <article className={`forum-thread-card${thread.is_pinned ? ' forum-thread-card--pinned' : ''}`}>
      <div className="forum-thread-card__badges">
        <ForumBadges thread={thread} showCategory={showCategory} />
        {thread.state === 'awaiting_approval' && (
          <span className="forum-badge forum-badge--waiting">
            <Icon def={ClockCircleOutlined} /> Waiting for approval
          </span>
        )}
        {unread > 0 && (
          <SiteLink className="forum-badge forum-badge--unread" to={forumThreadUnreadPath(thread.id)}>
            {countLabel(unread, 'new reply', 'new replies')}
          </SiteLink>
        )}
      </div>
      <Heading className="forum-thread-card__title">
        <SiteLink className="forum-thread-card__link" to={forumThreadPath(thread.id)}>
          {thread.title}
        </SiteLink>
      </Heading>
      {preview && <p className="forum-thread-card__preview">{preview}</p>}
      <p className="forum-thread-card__meta">
        <span className="forum-thread-card__author">{authorName(thread.author_email)}</span>
        <time dateTime={thread.created_at}>{formatPostDate(thread.created_at)}</time>
        <span>
          <Icon def={MessageOutlined} /> {countLabel(thread.reply_count, 'reply', 'replies')}
        </span>
        <span>
          <Icon def={EyeOutlined} /> {countLabel(thread.view_count, 'view')}
        </span>
      </p>
    </article>
  );
}
