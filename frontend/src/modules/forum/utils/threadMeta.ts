import { breadcrumbList, schemaOrg } from '../../../components/seo/structuredData';
import type { PageMeta } from '../../../components/seo/usePageMeta';
import { toAbsoluteUrl } from '../../../components/seo/usePageMeta';
import { FORUM_META_DESCRIPTION_CHARS, forumCategoryLabel, forumThreadPath, replyAnchorId } from '../constants';
import type { ForumReply, ForumThread } from '../types/forum';
import { forumThreadBreadcrumb } from './forumBreadcrumb';
import { authorName } from './forumFormat';
import { htmlPreview } from './forumText';

/** A post's author as schema.org names them: their forum name, never an address. */
function authorOf(post: { author_email: string }) {
  return { '@type': 'Person', name: authorName(post.author_email) };
}

/** The replies everyone sees (not hidden, deleted or waiting for approval) as schema.org Comments. */
function comments(replies: readonly ForumReply[], threadUrl: string) {
  return replies
    .filter((reply) => reply.state === 'visible')
    .map((reply) => ({
      '@type': 'Comment',
      text: htmlPreview(reply.content, FORUM_META_DESCRIPTION_CHARS),
      datePublished: reply.created_at,
      ...(reply.edited_at ? { dateModified: reply.edited_at } : {}),
      author: authorOf(reply),
      url: `${threadUrl}#${replyAnchorId(reply.id)}`,
    }));
}

/**
 * The head tags of a thread page: its title, its text cut at 160 characters, and for search
 * engines a DiscussionForumPosting (with the first page's replies as its comments, when the page
 * has them) and the breadcrumb Home › Forum › category › thread.
 */
export function buildThreadMeta(
  threadId: string | undefined,
  thread: ForumThread | undefined,
  firstReplies: readonly ForumReply[] = [],
): PageMeta {
  const canonicalPath = forumThreadPath(threadId ?? '');
  // A hidden thread's title is sent only to admins and its author.
  if (!thread || !thread.title) {
    return {
      title: 'Forum Discussion',
      description: 'Read and join this discussion in the pen pal community forum.',
      keywords: ['prison pen pal forum'],
      canonicalPath,
    };
  }
  const description = htmlPreview(thread.content, FORUM_META_DESCRIPTION_CHARS);
  const url = toAbsoluteUrl(canonicalPath);
  const replies = comments(firstReplies, url);
  return {
    title: thread.title,
    description: description || `A discussion in ${forumCategoryLabel(thread.category)}.`,
    keywords: ['prison pen pal forum', forumCategoryLabel(thread.category)],
    canonicalPath,
    // Deleted, hidden or waiting threads are not for search engines.
    noIndex: thread.state !== 'visible',
    type: 'article',
    structuredData: [
      schemaOrg('DiscussionForumPosting', {
        headline: thread.title,
        text: description,
        url,
        datePublished: thread.created_at,
        ...(thread.edited_at ? { dateModified: thread.edited_at } : {}),
        author: authorOf(thread),
        interactionStatistic: [
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: thread.reply_count },
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: thread.view_count },
        ],
        ...(replies.length > 0 ? { comment: replies } : {}),
      }),
      breadcrumbList(forumThreadBreadcrumb(thread)),
    ],
  };
}
