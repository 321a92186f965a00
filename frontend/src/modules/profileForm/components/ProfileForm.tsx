import { useMemo, type ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import type { ProfileFormMode } from '../mode';
import { fieldCheck, type HasProblem } from '../utils/fieldCheck';
import type { ProfileFormValues } from '../values';
import type { StateRestriction } from './RestrictedStateNotice';
import {
  AboutSection,
  BasicInfoSection,
  CommissarySection,
  ContactSection,
  FacilitySection,
  IncarcerationSection,
  SeekingSection,
  SocialSection,
} from './sections';
import './profileForm.css';

export type ProfileFormProps = {
  mode: ProfileFormMode;
  /** The form's name: its fields' ids start with it. */
  name: string;
  form: FormInstance<ProfileFormValues>;
  initialValues: ProfileFormValues;
  onFinish: () => void;
  disabled: boolean;
  /** The restriction of the chosen state, if any: its risk must be confirmed. */
  restriction: StateRestriction;
  /** /submit: the fields its last check found wanting. */
  hasProblem?: HasProblem;
  /** /submit: the photo field, shown under the name. */
  photos?: ReactNode;
  /** Before the profile's sections (the admin's premium switch). */
  header?: ReactNode;
  /** After them: what only this form has (promo code, or photos and video), then its buttons. */
  children: ReactNode;
};

type ValuesChange = Partial<{
  electronic_contact: Partial<ProfileFormValues['electronic_contact']>;
  mailing_address: Partial<ProfileFormValues['mailing_address']>;
}>;

/**
 * The profile form of /submit and of edits: one set of sections, which the mode configures.
 * Unchecking Chirp clears its number; choosing another state asks for its confirmation again.
 */
export function ProfileForm({
  mode,
  name,
  form,
  initialValues,
  onFinish,
  disabled,
  restriction,
  hasProblem,
  photos,
  header,
  children,
}: ProfileFormProps) {
  const chirp = Form.useWatch<boolean | undefined>(['electronic_contact', 'chirp'], form);
  // Stable props: the sections are memoized, so typing in one field does not redraw the form.
  const check = useMemo(() => fieldCheck(mode, hasProblem), [mode, hasProblem]);
  const isSubmit = mode === 'submit';

  const handleValuesChange = (changed: ValuesChange) => {
    if (changed.electronic_contact && changed.electronic_contact.chirp === false) {
      form.setFieldValue(['electronic_contact', 'chirp_number'], '');
    }
    if (changed.mailing_address && 'state' in changed.mailing_address) {
      form.setFieldValue('restricted_state_acknowledged', false);
    }
  };

  return (
    <Form<ProfileFormValues>
      name={name}
      form={form}
      layout="vertical"
      requiredMark={isSubmit ? false : undefined}
      initialValues={initialValues}
      onValuesChange={handleValuesChange}
      onFinish={onFinish}
      disabled={disabled}
      scrollToFirstError
      className="profile-form"
    >
      {header}
      <BasicInfoSection mode={mode} check={check} photos={photos} />
      <FacilitySection check={check} restriction={restriction} />
      <AboutSection mode={mode} check={check} />
      <IncarcerationSection check={check} />
      {!isSubmit && <SeekingSection />}
      <ContactSection mode={mode} showChirpNumber={chirp === true} />
      <SocialSection mode={mode} />
      {!isSubmit && <CommissarySection />}
      {children}
    </Form>
  );
}
