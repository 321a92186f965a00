import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumModeration } from '../../modules/forumAdmin/components/ForumModeration';

export function ForumModerationPage() {
  usePageMeta({
    title: 'Forum Moderation',
    description: 'Pin, lock and delete forum threads.',
    canonicalPath: '/admin/forum',
  });
  return <ForumModeration />;
}
