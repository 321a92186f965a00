import { Suspense } from 'react';
import { lazyPage } from '../../../components/routing/lazyPage';
import { useStoredToken } from '../hooks/useStoredToken';
import { LoginToSubmit } from './LoginToSubmit';
import './submit.css';
import { PRICE_TEXT } from '../../payments/prices';

/**
 * The form (antd's Form, shared with the profile editors) behind the consent question, inside antd's theme (what
 * lazyPage puts around what it loads), for a signed-in visitor only: anyone else is on their way to /login, and a
 * first visit to /submit carries none of antd (issue 28).
 */
const SubmitProfileForm = lazyPage(() => import('./SubmitProfileForm'), 'ConsentedSubmitProfileForm');

/** The /submit screen: the form for someone logged in, else a move to /login. */
export function SubmitProfile() {
  const token = useStoredToken();
  return (
    <section className="page-container submit-page">
      <h1 className="page-title">Submit a Profile</h1>
      {token ? (
        <>
          <p className="submit-page__intro">
            List a person in a US prison who would like pen pals. Listings cost {PRICE_TEXT.listingPerMonthCents}{' '}
            (cancel anytime) and every profile is reviewed before it is published. Use the
            person&apos;s legal name, one person per profile, and no contact details other than
            the prison mailing address.
          </p>
          <Suspense fallback={<p role="status" className="submit-page__loading">Loading the form…</p>}>
            <SubmitProfileForm />
          </Suspense>
        </>
      ) : (
        <LoginToSubmit />
      )}
    </section>
  );
}
