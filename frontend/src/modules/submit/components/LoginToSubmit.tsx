import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { Result } from '../../../components/kit/Result';
import { buildLoginPath } from '../../auth/redirects';
import { LOGIN_REDIRECT_DELAY_MS } from '../constants';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { SUBMIT_PATH } from '../hooks/useSubmitProfile';
import { SUBMIT_MESSAGES } from '../messages';

/** Shown instead of the form without a stored login; moves to /login after 2 seconds. */
export function LoginToSubmit() {
  const navigateLater = useDelayedNavigate();
  const loginPath = buildLoginPath(SUBMIT_PATH);

  useEffect(() => {
    navigateLater(loginPath, LOGIN_REDIRECT_DELAY_MS);
  }, [navigateLater, loginPath]);

  return (
    <Result
      status="info"
      title={SUBMIT_MESSAGES.loginToSubmit}
      subTitle="Taking you to the login page… You will come back here after logging in."
      extra={
        <ButtonLink type="primary" to={loginPath}>
          Log In
        </ButtonLink>
      }
    />
  );
}
