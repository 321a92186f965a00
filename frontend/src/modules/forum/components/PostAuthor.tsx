import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { resolveMediaUrl } from '../../profiles/utils/media';
import { authorName, formatPostDate } from '../utils/forumFormat';

export type PostAuthorProps = {
  /** `author_email` of the post: only the part before the @. */
  email: string;
  photo: string | null;
  createdAt: string;
  /** 'large' beside a thread's title, 'small' on a reply. */
  size?: 'large' | 'small';
};

/** Who wrote a post and when: their account photo (or a placeholder), name and date. */
export function PostAuthor({ email, photo, createdAt, size = 'small' }: PostAuthorProps) {
  const name = authorName(email);
  const photoUrl = resolveMediaUrl(photo);
  return (
    <div className={`forum-author forum-author--${size}`}>
      <Avatar
        className="forum-author__photo"
        size={size === 'large' ? 48 : 40}
        src={photoUrl ?? undefined}
        icon={photoUrl ? undefined : <UserOutlined />}
        alt={photoUrl ? `Photo of ${name}` : undefined}
        aria-hidden={photoUrl ? undefined : true}
      />
      <div className="forum-author__text">
        <span className="forum-author__name">{name}</span>
        <time className="forum-author__date" dateTime={createdAt}>
          {formatPostDate(createdAt)}
        </time>
      </div>
    </div>
  );
}
