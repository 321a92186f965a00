import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { validatePromoCode } from '../api/submitApi';
import { SUBMIT_MESSAGES } from '../messages';

export type PromoStatus = 'unvalidated' | 'validating' | 'valid' | 'invalid';

/**
 * The promo code field: forced to upper case; unvalidated until "Validate" asks the server,
 * then valid or invalid (with the server's reason). Editing the code resets it.
 */
export function usePromoCode() {
  const [code, setCodeValue] = useState('');
  const [status, setStatus] = useState<PromoStatus>('unvalidated');
  /** Invalid: why. Valid: the code's description, if any. */
  const [message, setMessage] = useState<string | null>(null);
  /** Answers to an older code are ignored. */
  const latestRequest = useRef(0);

  const setCode = (raw: string) => {
    latestRequest.current += 1;
    setCodeValue(raw.toUpperCase());
    setStatus('unvalidated');
    setMessage(null);
  };

  const validate = async () => {
    const candidate = code.trim();
    if (!candidate) return;
    const request = ++latestRequest.current;
    setStatus('validating');
    setMessage(null);
    try {
      const result = await validatePromoCode(candidate);
      if (request !== latestRequest.current) return;
      if (result.valid === false) {
        setStatus('invalid');
        setMessage(result.message || SUBMIT_MESSAGES.promoInvalid);
      } else {
        setStatus('valid');
        setMessage(result.description || null);
      }
    } catch (error) {
      if (request !== latestRequest.current) return;
      setStatus('invalid');
      setMessage(apiErrorMessage(error, SUBMIT_MESSAGES.promoInvalid));
    }
  };

  return {
    code,
    setCode,
    validate,
    status,
    message,
    /** The code to apply after the profile is created, when the server accepted it. */
    validCode: status === 'valid' ? code.trim() : null,
  };
}
