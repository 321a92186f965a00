import { EmailField } from './EmailField';
import { AUTH_FORM_PROPS } from './passwordRules';
import { Button, Form } from 'antd';
import { Link } from 'react-router-dom';
import { useRegister } from '../hooks/useRegister';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

type RegisterValues = {
  email: string;
  password: string;
  confirmPassword: string;
};

export function RegisterForm() {
  const { register, isSubmitting } = useRegister();

  const handleFinish = (values: RegisterValues) => {
    void register({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthCard
      title="Create Account"
      intro="A free account lets you submit and manage pen pal profiles."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <Form<RegisterValues>
        name="register"
        {...AUTH_FORM_PROPS}
        onFinish={handleFinish}
      >
        <EmailField />
        <NewPasswordFields name="password" label="Password" confirmLabel="Confirm password" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isSubmitting}
          className="auth-form__submit"
        >
          Create Account
        </Button>
      </Form>
    </AuthCard>
  );
}
