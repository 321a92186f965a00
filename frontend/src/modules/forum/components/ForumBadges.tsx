import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import { SiteLink } from '../../../components/kit/SiteLink';
import { Icon } from '../../../components/kit/Icon';
import { Tag } from '../../../components/kit/Tag';
import { forumCategoryLabel, forumCategoryPath } from '../constants';
import type { ForumThread } from '../types/forum';

export type ForumBadgesProps = {
  thread: Pick<ForumThread, 'is_pinned' | 'is_locked' | 'category'>;
  /** Links the category to its page (off on the category's own page). */
  showCategory?: boolean;
};

/** A thread's Pinned and Locked badges and its category. */
export function ForumBadges({ thread, showCategory = true }: ForumBadgesProps) {
  return (
    <div className="forum-badges">
      {thread.is_pinned && (
        <Tag className="forum-badge forum-badge--pinned" icon={<Icon def={PushpinOutlined} />}>
          Pinned
        </Tag>
      )}
      {thread.is_locked && (
        <Tag className="forum-badge forum-badge--locked" icon={<Icon def={LockOutlined} />}>
          Locked
        </Tag>
      )}
      {showCategory && (
        <SiteLink className="forum-badge forum-badge--category" to={forumCategoryPath(thread.category)}>
          {forumCategoryLabel(thread.category)}
        </SiteLink>
      )}
    </div>
  );
}
