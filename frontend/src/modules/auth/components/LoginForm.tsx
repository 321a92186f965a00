import { EmailField } from './EmailField';
import { AUTH_FORM_PROPS } from './passwordRules';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { useLogin } from '../hooks/useLogin';
import type { Credentials } from '../types';
import { AuthCard } from './AuthCard';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

export type LoginFormProps = {
  /** Where to go after login (`?redirect=`); ignored unless it is a path on this site. */
  redirect: string | null;
  /** A notice to show above the form, e.g. "Session expired. Please login again." */
  notice?: string | null;
};

export function LoginForm({ redirect, notice }: LoginFormProps) {
  const { login, verify, startOver, challenge, isSubmitting } = useLogin(redirect);

  const handleFinish = (values: Credentials) => {
    void login({ email: values.email.trim(), password: values.password });
  };

  if (challenge) {
    return (
      <AuthCard title="Two-factor sign-in">
        <TwoFactorCodeForm isSubmitting={isSubmitting} onVerify={(factor) => void verify(factor)} onStartOver={startOver} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome Back"
      intro="Log in to manage your profiles and your account."
      footer={
        <>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </>
      }
    >
      {notice && <Alert className="auth-card__notice" type="warning" showIcon title={notice} />}
      <Form<Credentials>
        name="login"
        {...AUTH_FORM_PROPS}
        onFinish={handleFinish}
      >
        <EmailField />
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password' }]}
          className="auth-form__password"
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <p className="auth-form__forgot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isSubmitting}
          className="auth-form__submit"
        >
          Log In
        </Button>
      </Form>
    </AuthCard>
  );
}
