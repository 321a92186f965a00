import { EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { forumThreadPath } from '../constants';
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

/** A thread in a list: badges, category, title, preview, author, date, replies and views. */
export function ThreadCard({ thread, previewChars, headingLevel: Heading, showCategory = true }: ThreadCardProps) {
  const preview = htmlPreview(thread.content, previewChars);
  return (
    <article className={`forum-thread-card${thread.is_pinned ? ' forum-thread-card--pinned' : ''}`}>
      <ForumBadges thread={thread} showCategory={showCategory} />
      <Heading className="forum-thread-card__title">
        <Link className="forum-thread-card__link" to={forumThreadPath(thread.id)}>
          {thread.title}
        </Link>
      </Heading>
      {preview && <p className="forum-thread-card__preview">{preview}</p>}
      <p className="forum-thread-card__meta">
        <span className="forum-thread-card__author">{authorName(thread.author_email)}</span>
        <time dateTime={thread.created_at}>{formatPostDate(thread.created_at)}</time>
        <span>
          <MessageOutlined aria-hidden="true" /> {countLabel(thread.reply_count, 'reply', 'replies')}
        </span>
        <span>
          <EyeOutlined aria-hidden="true" /> {countLabel(thread.view_count, 'view')}
        </span>
      </p>
    </article>
  );
}
