import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { FORUM_PATH } from '../constants';
import { useUnsubscribe } from '../hooks/useUnsubscribe';
import './forum.css';

export type UnsubscribeViewProps = {
  /** The token of the e-mail's link ('' when the link has none). */
  token: string;
};

/** /forum/unsubscribe?token=: stops a thread's reply e-mails and says so (no sign-in needed). */
export function UnsubscribeView({ token }: UnsubscribeViewProps) {
  const outcome = useUnsubscribe(token);

  return (
    <div className="page-container forum-page forum-unsubscribe">
      <h1 className="page-title">E-mails about a forum thread</h1>
      {outcome.status === 'working' && (
        <p className="forum-unsubscribe__text" role="status">
          Turning off e-mails for this thread…
        </p>
      )}
      {outcome.status !== 'working' && (
        <div
          className={`forum-unsubscribe__result forum-unsubscribe__result--${outcome.status}`}
          role={outcome.status === 'failed' ? 'alert' : 'status'}
        >
          {outcome.status === 'done' ? (
            <CheckCircleFilled className="forum-unsubscribe__icon" aria-hidden="true" />
          ) : (
            <ExclamationCircleFilled className="forum-unsubscribe__icon" aria-hidden="true" />
          )}
          <p className="forum-unsubscribe__text">{outcome.message}</p>
        </div>
      )}
      {outcome.status !== 'working' && (
        <ButtonLink type="primary" size="large" to={FORUM_PATH}>
          Go to the Forum
        </ButtonLink>
      )}
    </div>
  );
}
