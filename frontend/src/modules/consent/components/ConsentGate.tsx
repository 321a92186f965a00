import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/kit/Button';
import { useConsent } from '../hooks/useConsent';
import { CONSENT_MESSAGES } from '../messages';
import './consent.css';

/** antd's Modal: fetched only for an account that still has to confirm. */
const ConsentDialog = lazy(async () => ({ default: (await import('./ConsentDialog')).ConsentDialog }));

export type ConsentGateProps = {
  /** What needs the confirmation: the submit form, a forum post box. */
  children: ReactNode;
  /** Ask as soon as the screen opens (a page whose purpose is to post), not only on "Confirm and continue". */
  askOnOpen?: boolean;
};

/**
 * Shows `children` to an account that confirmed it is 18 or older and accepted the terms. Any other
 * signed-in account sees why and a button instead, and the dialog (at once with `askOnOpen`, and whenever
 * the server answers the consent 403 to a client that believed otherwise). Once confirmed, never again.
 */
export function ConsentGate({ children, askOnOpen = false }: ConsentGateProps) {
  const { hasConsented } = useConsent();
  const [isAsking, setIsAsking] = useState(askOnOpen);
  const [wasConsented, setWasConsented] = useState(hasConsented);
  if (wasConsented !== hasConsented) {
    // The stored user changed: confirmed (close), or the server said it never was (ask now).
    setWasConsented(hasConsented);
    setIsAsking(!hasConsented);
  }

  if (hasConsented) return <>{children}</>;
  return (
    <div className="consent-gate">
      <p className="consent-gate__text">{CONSENT_MESSAGES.required}</p>
      <Button type="primary" onClick={() => setIsAsking(true)}>
        {CONSENT_MESSAGES.confirmAndContinue}
      </Button>
      {isAsking && (
        <Suspense fallback={null}>
          <ConsentDialog onClose={() => setIsAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
