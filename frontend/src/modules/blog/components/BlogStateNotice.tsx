import { Notice } from '../../../components/kit/Notice';
import { BLOG_MESSAGES } from '../messages';
import type { BlogPostState } from '../types/blog';
import { formatBlogDate } from '../utils/blogFormat';

export type BlogStateNoticeProps = {
  state: BlogPostState;
  publishedDate: string;
};

/** Tells an admin reading a draft or a scheduled post that the public cannot see it (yet). */
export function BlogStateNotice({ state, publishedDate }: BlogStateNoticeProps) {
  if (state === 'published') return null;
  const text =
    state === 'draft' ? BLOG_MESSAGES.draftNotice : BLOG_MESSAGES.scheduledNotice(formatBlogDate(publishedDate));
  return <Notice className="blog-state-notice" type="warning" title={text} />;
}
