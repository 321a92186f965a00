import { UnsubscribeResult } from '../../../components/unsubscribe/UnsubscribeResult';
import { FORUM_PATH } from '../constants';
import { useUnsubscribe } from '../hooks/useUnsubscribe';

export type UnsubscribeViewProps = {
  /** The token of the e-mail's link ('' when the link has none). */
  token: string;
};

/** /forum/unsubscribe?token=: stops a thread's reply e-mails and says so (no sign-in needed). */
export function UnsubscribeView({ token }: UnsubscribeViewProps) {
  return (
    <UnsubscribeResult
      title="E-mails about a forum thread"
      workingText="Turning off e-mails for this thread…"
      outcome={useUnsubscribe(token)}
      next={{ to: FORUM_PATH, label: 'Go to the Forum' }}
    />
  );
}
