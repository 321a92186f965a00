import { AUTH_FORM_PROPS } from './passwordRules';
import { Alert, Button, Form, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { useResetPassword } from '../hooks/useResetPassword';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

export type ResetPasswordFormProps = {
  /** The token from the emailed link (`?token=`); empty when the link was cut short. */
  token: string;
};

type ResetPasswordValues = {
  newPassword: string;
  confirmPassword: string;
};

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  if (!token) return <IncompleteResetLink />;
  return <NewPasswordForm token={token} />;
}

function IncompleteResetLink() {
  return (
    <AuthCard title="Reset Your Password">
      <Result
        className="auth-result"
        status="warning"
        title="This reset link is incomplete"
        subTitle="Please open the link from your email again, or ask for a new one."
        extra={
          <ButtonLink to="/forgot-password" type="primary" size="large">
            Get a new reset link
          </ButtonLink>
        }
      />
    </AuthCard>
  );
}

function NewPasswordForm({ token }: ResetPasswordFormProps) {
  const { submitNewPassword, isSubmitting, confirmation, error } = useResetPassword(token);

  const handleFinish = (values: ResetPasswordValues) => {
    void submitNewPassword(values.newPassword);
  };

  if (confirmation) {
    return (
      <AuthCard title="Password Changed">
        <Result
          className="auth-result"
          status="success"
          subTitle={confirmation}
          extra={
            <ButtonLink to="/login" type="primary" size="large">
              Log in
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Your Password"
      intro="Choose a new password for your account."
      footer={
        <>
          Link not working? <Link to="/forgot-password">Get a new one</Link>
        </>
      }
    >
      {error && <Alert className="auth-card__notice" type="error" showIcon title={error} />}
      <Form<ResetPasswordValues>
        name="reset-password"
        {...AUTH_FORM_PROPS}
        onFinish={handleFinish}
      >
        <NewPasswordFields name="newPassword" label="New password" confirmLabel="Confirm new password" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isSubmitting}
          className="auth-form__submit"
        >
          Save new password
        </Button>
      </Form>
    </AuthCard>
  );
}
