import { Button, Card, Form, Input } from 'antd';
import { confirmPasswordRules, newPasswordRules } from '../../auth/components/passwordRules';
import { useChangePassword } from '../hooks/useChangePassword';
import { ACCOUNT_MESSAGES } from '../messages';

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export function ChangePasswordCard() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submitPasswordChange, isSubmitting } = useChangePassword();

  const handleFinish = async (values: ChangePasswordValues) => {
    const changed = await submitPasswordChange(values.currentPassword, values.newPassword);
    if (changed) form.resetFields();
  };

  return (
    <Card title="Change password" className="account-card">
      <p className="account-card__hint">
        You stay logged in here. On your other devices you will need to log in again.
      </p>
      <Form<ChangePasswordValues>
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onFinish={handleFinish}
        className="account-form"
      >
        <Form.Item
          label="Current password"
          name="currentPassword"
          rules={[{ required: true, message: 'Please enter your current password' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          rules={newPasswordRules(ACCOUNT_MESSAGES.newPasswordTooShort)}
          extra="At least 8 characters."
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={confirmPasswordRules('newPassword', ACCOUNT_MESSAGES.newPasswordsDoNotMatch)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
