import { EmailField } from './EmailField';
import { AUTH_FORM_PROPS } from './passwordRules';
import { Button, Form } from 'antd';
import { Link } from 'react-router-dom';
import { useRegister } from '../hooks/useRegister';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { TermsCheckbox } from '../../consent/components/TermsCheckbox';
import { CONSENT_MESSAGES } from '../../consent/messages';

type RegisterValues = {
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms?: boolean;
};

/** The box must be ticked: the account records the confirmation and its date (docs/trust.md, Consent). */
const termsRules = [
  {
    validator: (_rule: unknown, value: unknown) =>
      value === true ? Promise.resolve() : Promise.reject(new Error(CONSENT_MESSAGES.notTicked)),
  },
];

export function RegisterForm() {
  const { register, isSubmitting } = useRegister();

  const handleFinish = (values: RegisterValues) => {
    void register({ email: values.email.trim(), password: values.password, accept_terms: true });
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
        <Form.Item name="acceptTerms" valuePropName="checked" rules={termsRules}>
          <TermsCheckbox />
        </Form.Item>
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
