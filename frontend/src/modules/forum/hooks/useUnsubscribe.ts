import {
  useUnsubscribeLink,
  type UnsubscribeOutcome,
} from '../../../components/unsubscribe/useUnsubscribeLink';
import { unsubscribeFromForumThread } from '../api/forumApi';
import { FORUM_MESSAGES } from '../messages';

const MESSAGES = { badLink: FORUM_MESSAGES.badUnsubscribeLink, failed: FORUM_MESSAGES.unsubscribeFailed };

/** The one-click unsubscribe of a reply e-mail's link (sent once when the page opens, no sign-in). */
export function useUnsubscribe(token: string): UnsubscribeOutcome {
  return useUnsubscribeLink(token, unsubscribeFromForumThread, MESSAGES);
}
