import { Button, Form, Input } from 'antd';
import { TOTP_DIGITS } from '@shared/rules';
import type { SecondFactor } from '../types';

export type SecondFactorValues = { code?: string; recoveryCode?: string };

export type SecondFactorFieldsProps = {
  /** Ask for a recovery code instead of the app's code. */
  useRecoveryCode: boolean;
  onToggleRecoveryCode: () => void;
  autoFocus?: boolean;
};

const CODE_RULE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** The code from the authenticator app (or, by a link, a recovery code): for sign-in and for turning it off. */
export function SecondFactorFields({ useRecoveryCode, onToggleRecoveryCode, autoFocus }: SecondFactorFieldsProps) {
  return (
    <>
      {useRecoveryCode ? (
        <Form.Item
          label="Recovery code"
          name="recoveryCode"
          extra="One of the codes you saved when you turned on two-factor sign-in. Each works once."
          rules={[{ required: true, whitespace: true, message: 'Please enter a recovery code' }]}
        >
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus={autoFocus} />
        </Form.Item>
      ) : (
        <Form.Item
          label="Code from your authenticator app"
          name="code"
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, TOTP_DIGITS)}
          rules={[
            { required: true, message: `Please enter the ${TOTP_DIGITS}-digit code` },
            { pattern: CODE_RULE, message: `The code has ${TOTP_DIGITS} digits` },
          ]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            className="second-factor__code"
            autoFocus={autoFocus}
          />
        </Form.Item>
      )}
      <Button type="link" className="second-factor__toggle" onClick={onToggleRecoveryCode}>
        {useRecoveryCode ? 'Use the code from your app' : 'Use a recovery code'}
      </Button>
    </>
  );
}

/** The request's field for what was typed. */
export function toSecondFactor(values: SecondFactorValues, useRecoveryCode: boolean): SecondFactor {
  return useRecoveryCode ? { recovery_code: (values.recoveryCode ?? '').trim() } : { code: values.code ?? '' };
}
