import { Form, Input } from 'antd';
import { PASSWORD_MIN_LENGTH } from '../messages';
import { confirmPasswordRules, newPasswordRules } from './passwordRules';

type NewPasswordFieldsProps = {
  /** Form field name of the password; the confirmation is `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  tooShortMessage?: string;
  mismatchMessage?: string;
};

/** A new password and its confirmation, with the site's rules (register, reset, change). */
export function NewPasswordFields({ name, label, confirmLabel, tooShortMessage, mismatchMessage }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={label} name={name} rules={newPasswordRules(tooShortMessage)} extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={[name]}
        rules={confirmPasswordRules(name, mismatchMessage)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
