import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { NOTICE_CODE_DAYS, NOTICE_CODE_INPUT_MAX } from '@shared/rules';
import { NOTICE_CODE_SHAPE, VERIFY_NOTICE_PATH } from '@shared/text';
import { apiErrorMessage } from '../../../api/errors';
import { buttonClassName } from '../../../components/button/buttonClassName';
import { ContactEmailLink } from '../../../config/siteContact';
import { verifyNotice, type NoticeVerification } from './verifyNoticeApi';
import './verifyNotice.css';

const CHECK_FAILED = 'The reference could not be checked. Please try again.';

/** "November 27, 2026 at 8:13 PM UTC": one reading for everyone, whatever their time zone. */
function formatSentAt(value: string | undefined): string {
  const date = new Date(value ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  return `${day} at ${time} UTC`;
}

/**
 * The reference field and the answer. A plain GET form to this page: before the app runs (or without it) it
 * carries the code into the address, which fills the field; the app checks it with the API.
 */
export function VerifyNoticeForm({ initialCode }: { initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const check = useMutation({ mutationFn: (value: string) => verifyNotice(value) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim()) check.mutate(code.trim());
  };

  return (
    <>
      <form className="verify-notice__form" method="get" action={VERIFY_NOTICE_PATH} onSubmit={submit}>
        <label className="verify-notice__label" htmlFor="verify-notice-code">
          Reference code
        </label>
        <p className="verify-notice__hint" id="verify-notice-hint">
          It looks like {NOTICE_CODE_SHAPE}, near the end of the e-mail. Capitals, spaces and dashes do not matter.
        </p>
        <div className="verify-notice__row">
          <input
            id="verify-notice-code"
            className="verify-notice__input"
            name="code"
            type="text"
            required
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              // An answer is about the code it was given: a changed code clears it.
              check.reset();
            }}
            maxLength={NOTICE_CODE_INPUT_MAX}
            placeholder={NOTICE_CODE_SHAPE}
            aria-describedby="verify-notice-hint"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className={buttonClassName({ type: 'primary', size: 'large' })} disabled={check.isPending}>
            {check.isPending ? 'Checking…' : 'Check'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {check.isError && (
          <p className="verify-notice__error" role="alert">
            {apiErrorMessage(check.error, CHECK_FAILED)}
          </p>
        )}
        {check.data && (check.data.sent ? <SentAnswer answer={check.data} /> : <NotSentAnswer />)}
      </div>
    </>
  );
}

function SentAnswer({ answer }: { answer: NoticeVerification }) {
  return (
    <section className="verify-notice__answer verify-notice__answer--sent" aria-labelledby="verify-notice-yes">
      <h2 id="verify-notice-yes">Yes, we sent this</h2>
      <dl className="verify-notice__facts">
        <dt>Sent</dt>
        <dd>{formatSentAt(answer.sent_at)}</dd>
        <dt>To</dt>
        <dd>{answer.to}</dd>
        <dt>Subject</dt>
        <dd>{answer.subject}</dd>
        <dt>What it asked you to do</dt>
        <dd>{answer.action}</dd>
      </dl>
      <p>
        If the e-mail in front of you says something else (another amount, another way to pay, a link to another
        site), it was changed: do not act on it, and forward it to <ContactEmailLink />.
      </p>
    </section>
  );
}

function NotSentAnswer() {
  return (
    <section className="verify-notice__answer verify-notice__answer--not-sent" aria-labelledby="verify-notice-no">
      <h2 id="verify-notice-no">We did not send this</h2>
      <p>
        No e-mail we sent in the last {NOTICE_CODE_DAYS} days has this reference. Check it for a typing mistake. If it
        is right, treat the message as a scam:
      </p>
      <ul>
        <li>
          <strong>Do not pay</strong> anything it asks for, and do not give it a card number, a gift card or a password.
        </li>
        <li>
          <strong>Do not reply</strong> and do not follow its links or call its numbers.
        </li>
        <li>
          <strong>Forward it to us</strong> at <ContactEmailLink />, so we can warn others.
        </li>
        <li>
          <strong>Report it</strong> to the Federal Trade Commission at{' '}
          <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>. If you have already paid, also tell your bank or
          card company at once.
        </li>
      </ul>
      <p>
        To see what we really sent you, type our address yourself, sign in and open your notifications in{' '}
        <Link to="/dashboard">My Account</Link>.
      </p>
    </section>
  );
}
