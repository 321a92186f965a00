import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import type { UnsubscribeOutcome } from './useUnsubscribeLink';
import './unsubscribe.css';

export type UnsubscribeResultProps = {
  title: string;
  /** Said while the call is under way. */
  workingText: string;
  outcome: UnsubscribeOutcome;
  /** The way on once it is done (or failed). */
  next: { to: string; label: string };
};

/** The page an e-mail's unsubscribe link opens: what is being done, then what happened and a way on. */
export function UnsubscribeResult({ title, workingText, outcome, next }: UnsubscribeResultProps) {
  return (
    <div className="page-container unsubscribe">
      <h1 className="page-title">{title}</h1>
      {outcome.status === 'working' ? (
        <p className="unsubscribe__text" role="status">
          {workingText}
        </p>
      ) : (
        <>
          <div
            className={`unsubscribe__result unsubscribe__result--${outcome.status}`}
            role={outcome.status === 'failed' ? 'alert' : 'status'}
          >
            {outcome.status === 'done' ? (
              <CheckCircleFilled className="unsubscribe__icon" aria-hidden="true" />
            ) : (
              <ExclamationCircleFilled className="unsubscribe__icon" aria-hidden="true" />
            )}
            <p className="unsubscribe__text">{outcome.message}</p>
          </div>
          <ButtonLink type="primary" size="large" to={next.to}>
            {next.label}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
