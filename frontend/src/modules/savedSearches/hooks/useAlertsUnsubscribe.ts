import { useUnsubscribeLink, type UnsubscribeOutcome } from '../../../components/unsubscribe/useUnsubscribeLink';
import { unsubscribeFromAlerts } from '../api/savedSearchesApi';
import { SAVED_SEARCH_MESSAGES } from '../messages';

const MESSAGES = { badLink: SAVED_SEARCH_MESSAGES.badUnsubscribeLink, failed: SAVED_SEARCH_MESSAGES.unsubscribeFailed };

/** The unsubscribe link of a digest e-mail: pauses every saved search of the account (sent once, no sign-in). */
export function useAlertsUnsubscribe(token: string): UnsubscribeOutcome {
  return useUnsubscribeLink(token, unsubscribeFromAlerts, MESSAGES);
}
