import type { ReactNode } from 'react';
import { Checkbox } from 'antd';
import { CONSENT_MESSAGES } from '../messages';
import './consent.css';

export type TermsCheckboxProps = {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  id?: string;
  /** The element that says why it is needed (the error), for screen readers. */
  describedBy?: string;
  invalid?: boolean;
};

/** Opens in a new tab: whatever was typed in the form stays. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * "I am 18 or older and I accept the Terms of Service", with the Privacy Policy next to it: the same box in
 * the registration form (an antd Form control: `checked`, `onChange`) and in the consent dialog.
 */
export function TermsCheckbox({ checked, onChange, id, describedBy, invalid }: TermsCheckboxProps) {
  return (
    <div className="terms-checkbox">
      <Checkbox
        id={id}
        checked={checked}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        {CONSENT_MESSAGES.checkboxStart} <NewTabLink href="/terms">Terms of Service</NewTabLink>
      </Checkbox>
      <p className="terms-checkbox__privacy">
        How we use your data: <NewTabLink href="/privacy">Privacy Policy</NewTabLink>.
      </p>
    </div>
  );
}
