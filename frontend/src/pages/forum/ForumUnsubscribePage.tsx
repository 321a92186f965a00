import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { UnsubscribeView } from '../../modules/forum/components/UnsubscribeView';

/** /forum/unsubscribe?token=: the link in a reply e-mail that stops that thread's e-mails (public). */
export function ForumUnsubscribePage() {
  const [searchParams] = useSearchParams();
  usePageMeta({
    title: 'Unsubscribe',
    description: 'Stop e-mails about a forum thread.',
    canonicalPath: '/forum/unsubscribe',
  });
  return <UnsubscribeView token={searchParams.get('token') ?? ''} />;
}
