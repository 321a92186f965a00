import { Form, Input } from 'antd';
import { emailRules } from './passwordRules';

/** The e-mail field of the sign-in forms, with the phone keyboard for addresses. */
export function EmailField() {
  return (
    <Form.Item label="Email" name="email" rules={emailRules}>
      <Input type="email" autoComplete="email" inputMode="email" />
    </Form.Item>
  );
}
