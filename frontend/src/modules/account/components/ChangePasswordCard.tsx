import { Button, Card, Form, Input } from 'antd';
import { NewPasswordFields } from '../../auth/components/NewPasswordFields';
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
        <NewPasswordFields
          name="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
          tooShortMessage={ACCOUNT_MESSAGES.newPasswordTooShort}
          mismatchMessage={ACCOUNT_MESSAGES.newPasswordsDoNotMatch}
        />
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
