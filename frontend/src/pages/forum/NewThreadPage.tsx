import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumLoginRedirect } from '../../modules/forum/components/ForumLoginRedirect';
import { NewThreadForm } from '../../modules/forum/components/NewThreadForm';
import { DEFAULT_FORUM_CATEGORY, NEW_THREAD_PATH, isForumCategory } from '../../modules/forum/constants';
import { useForumViewer } from '../../modules/forum/hooks/useForumViewer';
import { FORUM_MESSAGES } from '../../modules/forum/messages';

/** /forum/new-thread (`?category=` picks the category to start with); signed-in users only. */
export function NewThreadPage() {
  const [searchParams] = useSearchParams();
  const { isLoggedIn } = useForumViewer();
  usePageMeta({
    title: 'Start a New Discussion',
    description: 'Start a new discussion in the community forum.',
    canonicalPath: NEW_THREAD_PATH,
  });
  if (!isLoggedIn) return <ForumLoginRedirect message={FORUM_MESSAGES.loginToCreateThread} />;
  const category = searchParams.get('category');
  return <NewThreadForm initialCategory={isForumCategory(category) ? category : DEFAULT_FORUM_CATEGORY} />;
}
