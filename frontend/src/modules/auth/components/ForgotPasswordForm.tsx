import { Alert, Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { useForgotPassword } from '../hooks/useForgotPassword';
import { AuthCard } from './AuthCard';
import { emailRules } from './passwordRules';

type ForgotPasswordValues = { email: string };

export function ForgotPasswordForm() {
  const { requestLink, isSubmitting, confirmation, error } = useForgotPassword();

  const handleFinish = (values: ForgotPasswordValues) => {
    void requestLink(values.email.trim());
  };

  if (confirmation) {
    return (
      <AuthCard title="Check Your Email">
        <Result
          className="auth-result"
          status="success"
          subTitle={confirmation}
          extra={
            <ButtonLink to="/login" type="primary" size="large">
              Back to login
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Your Password?"
      intro="Enter the email you signed up with. We will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Log in</Link>
        </>
      }
    >
      {error && <Alert className="auth-card__notice" type="error" showIcon title={error} />}
      <Form<ForgotPasswordValues>
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        size="large"
        onFinish={handleFinish}
      >
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isSubmitting}
          className="auth-form__submit"
        >
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
