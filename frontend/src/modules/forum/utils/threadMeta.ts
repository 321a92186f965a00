import type { PageMeta } from '../../../components/seo/usePageMeta';
import { toAbsoluteUrl } from '../../../components/seo/usePageMeta';
import { FORUM_META_DESCRIPTION_CHARS, forumCategoryLabel, forumThreadPath } from '../constants';
import type { ForumThread } from '../types/forum';
import { authorName } from './forumFormat';
import { htmlPreview } from './forumText';

/**
 * The head tags of a thread page: its title, its text cut at 160 characters, and a
 * DiscussionForumPosting for search engines (author by forum name, never an address).
 */
export function buildThreadMeta(threadId: string | undefined, thread: ForumThread | undefined): PageMeta {
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
  return {
    title: thread.title,
    description: description || `A discussion in ${forumCategoryLabel(thread.category)}.`,
    keywords: ['prison pen pal forum', forumCategoryLabel(thread.category)],
    canonicalPath,
    // Deleted, hidden or waiting threads are not for search engines.
    noIndex: thread.state !== 'visible',
    type: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: thread.title,
      text: description,
      url: toAbsoluteUrl(canonicalPath),
      datePublished: thread.created_at,
      author: { '@type': 'Person', name: authorName(thread.author_email) },
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: thread.reply_count },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: thread.view_count },
      ],
    },
  };
}
