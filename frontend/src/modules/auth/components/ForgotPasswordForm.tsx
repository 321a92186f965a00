import { EmailField } from './EmailField';
import { AUTH_FORM_PROPS } from './passwordRules';
import { Alert, Button, Form, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { useForgotPassword } from '../hooks/useForgotPassword';
import { AuthCard } from './AuthCard';

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
        {...AUTH_FORM_PROPS}
        onFinish={handleFinish}
      >
        <EmailField />
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
