import { ConsentGate } from '../../consent/components/ConsentGate';
import { useStoredToken } from '../hooks/useStoredToken';
import { LoginToSubmit } from './LoginToSubmit';
import { SubmitProfileForm } from './SubmitProfileForm';
import './submit.css';
import { PRICE_TEXT } from '../../payments/prices';

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
          <ConsentGate askOnOpen>
            <SubmitProfileForm />
          </ConsentGate>
        </>
      ) : (
        <LoginToSubmit />
      )}
    </section>
  );
}
