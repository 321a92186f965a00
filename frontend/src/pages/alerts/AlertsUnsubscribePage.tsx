import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { UnsubscribeResult } from '../../components/unsubscribe/UnsubscribeResult';
import { useAlertsUnsubscribe } from '../../modules/savedSearches/hooks/useAlertsUnsubscribe';

/** /alerts/unsubscribe?token=: the link in a saved-search digest that pauses its alerts (public, unlisted). */
export function AlertsUnsubscribePage() {
  const [searchParams] = useSearchParams();
  usePageMeta({
    title: 'Unsubscribe',
    description: 'Stop the daily e-mails about your saved searches.',
    canonicalPath: '/alerts/unsubscribe',
  });
  const outcome = useAlertsUnsubscribe(searchParams.get('token') ?? '');
  return (
    <UnsubscribeResult
      title="E-mails about your saved searches"
      workingText="Pausing the alerts of your saved searches…"
      outcome={outcome}
      next={{ to: '/dashboard', label: 'Go to your dashboard' }}
    />
  );
}
