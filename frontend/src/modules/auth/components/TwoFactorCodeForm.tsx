import { useState } from 'react';
import { Button, Form } from 'antd';
import { SecondFactorFields, toSecondFactor, type SecondFactorValues } from './SecondFactorFields';
import type { SecondFactor } from '../types';

export type TwoFactorCodeFormProps = {
  isSubmitting: boolean;
  onVerify: (factor: SecondFactor) => void;
  onStartOver: () => void;
};

/** The second step of signing in with two-factor sign-in on: the app's code, or a recovery code. */
export function TwoFactorCodeForm({ isSubmitting, onVerify, onStartOver }: TwoFactorCodeFormProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  const handleFinish = (values: SecondFactorValues) => onVerify(toSecondFactor(values, useRecoveryCode));

  return (
    <Form<SecondFactorValues> name="two-factor-login" layout="vertical" requiredMark={false} onFinish={handleFinish}>
      <p className="auth-card__intro">Open your authenticator app and enter the code it shows for this site.</p>
      <SecondFactorFields
        useRecoveryCode={useRecoveryCode}
        onToggleRecoveryCode={() => setUseRecoveryCode((value) => !value)}
        autoFocus
      />
      <Button type="primary" htmlType="submit" block loading={isSubmitting} className="auth-form__submit">
        Verify
      </Button>
      <Button type="link" block onClick={onStartOver}>
        Back to email and password
      </Button>
    </Form>
  );
}
