import { memo, type ReactNode } from 'react';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { US_STATES } from '../../../data/states';
import {
  CONTACT_SERVICES,
  FORM_GENDERS,
  FORM_LANGUAGES,
  FORM_ORIENTATIONS,
  FORM_RACES_ETHNICITIES,
  FORM_RELIGIONS,
  FORM_SEEKING,
} from '../constants';
import { PROFILE_FORM_MESSAGES as MESSAGES } from '../messages';
import { FORM_TEXTS, type ProfileFormMode } from '../mode';
import { chosen, required, type FieldCheck } from '../utils/fieldCheck';
import { splitInterests } from '../utils/text';
import { BioField } from './BioField';
import { FormGrid, FormSection } from './FormSection';
import { RestrictedStateNotice, type StateRestriction } from './RestrictedStateNotice';

/*
 * The sections of the profile form, for /submit and edits alike. Where the two differ: /submit
 * shows the photos under the name, the seeking choices under About and the commissary sites
 * with the social media; the edit form gives those their own sections. The texts that differ
 * are in FORM_TEXTS.
 */

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

type SectionProps = {
  mode: ProfileFormMode;
  check: FieldCheck;
};

export type BasicInfoSectionProps = SectionProps & {
  /** The photo field, when it belongs under the name (/submit). */
  photos?: ReactNode;
};

export const BasicInfoSection = memo(function BasicInfoSection({ mode, check, photos }: BasicInfoSectionProps) {
  const texts = FORM_TEXTS[mode];
  return (
    <FormSection id="profile-basic" title="Basic Information">
      <Form.Item
        label={texts.nameLabel}
        name="name"
        extra={texts.nameHint}
        {...check('name', required(MESSAGES.nameRequired))}
      >
        <Input autoComplete="off" maxLength={120} />
      </Form.Item>
      {photos}
      <FormGrid>
        <Form.Item label="Gender" name="gender" {...check('gender', chosen(MESSAGES.genderRequired))}>
          <Radio.Group options={toOptions(FORM_GENDERS)} />
        </Form.Item>
        <Form.Item label="Birthdate" name="birthdate" {...check('birthdate', required(MESSAGES.birthdateRequired))}>
          <Input type="date" max={todayIso()} />
        </Form.Item>
      </FormGrid>
      <Form.Item name="show_birthday" valuePropName="checked" extra={MESSAGES.showBirthdayHint}>
        <Checkbox>{MESSAGES.showBirthdayLabel}</Checkbox>
      </Form.Item>
      <Form.Item label="Languages (optional)" name="languages" extra={MESSAGES.languagesHint}>
        <Select
          mode="multiple"
          options={toOptions(FORM_LANGUAGES)}
          placeholder="Select the languages this person reads and writes"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <FormGrid columns={3}>
        <Form.Item label="Sexual orientation (optional)" name="sexual_orientation">
          <Select options={toOptions(FORM_ORIENTATIONS)} placeholder="Select…" allowClear />
        </Form.Item>
        <Form.Item label="Race/ethnicity (optional)" name="race_ethnicity">
          <Select options={toOptions(FORM_RACES_ETHNICITIES)} placeholder="Select…" allowClear />
        </Form.Item>
        <Form.Item label="Religion (optional)" name="religion">
          <Select options={toOptions(FORM_RELIGIONS)} placeholder="Select…" allowClear />
        </Form.Item>
      </FormGrid>
      <FormGrid>
        <Form.Item label="Height (optional)" name="height">
          <Input placeholder={`5'10"`} maxLength={20} />
        </Form.Item>
        <Form.Item label="Weight (optional)" name="weight">
          <Input placeholder="180 lbs" maxLength={20} />
        </Form.Item>
      </FormGrid>
    </FormSection>
  );
});

export type FacilitySectionProps = {
  check: FieldCheck;
  restriction: StateRestriction;
};

/** The facility and its mailing address (every part but line 2 required), then any state restriction. */
export const FacilitySection = memo(function FacilitySection({ check, restriction }: FacilitySectionProps) {
  return (
    <FormSection
      id="profile-facility"
      title="Facility & Address"
      intro="The prison mailing address is the only contact information a profile may carry."
    >
      <FormGrid>
        <Form.Item label="Inmate ID" name="inmate_id" {...check('inmate_id', required(MESSAGES.inmateIdRequired))}>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item
          label="Prison name"
          name="prison_name"
          {...check('prison_name', required(MESSAGES.prisonNameRequired))}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Street address"
          name={['mailing_address', 'street']}
          {...check('mailing_address', required(MESSAGES.streetRequired))}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Street address line 2 (optional)" name={['mailing_address', 'street_2']}>
          <Input maxLength={200} />
        </Form.Item>
      </FormGrid>
      <FormGrid columns={3}>
        <Form.Item
          label="City"
          name={['mailing_address', 'city']}
          {...check('mailing_address', required(MESSAGES.cityRequired))}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="State"
          name={['mailing_address', 'state']}
          {...check('mailing_address', chosen(MESSAGES.stateRequired))}
        >
          <Select options={STATE_OPTIONS} placeholder="Select a state" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item
          label="ZIP code"
          name={['mailing_address', 'zip']}
          {...check('mailing_address', required(MESSAGES.zipRequired))}
        >
          <Input inputMode="numeric" maxLength={10} />
        </Form.Item>
      </FormGrid>
      <RestrictedStateNotice restriction={restriction} check={check} />
    </FormSection>
  );
});

function SeekingField({ label }: { label: string }) {
  return (
    <Form.Item label={label} name="seeking_relationships">
      <Checkbox.Group options={toOptions(FORM_SEEKING)} className="profile-form-checkboxes" />
    </Form.Item>
  );
}

export const AboutSection = memo(function AboutSection({ mode, check }: SectionProps) {
  return (
    <FormSection id="profile-about" title="About">
      <BioField mode={mode} check={check} />
      <Form.Item
        label="Interests & hobbies"
        name="interests"
        required={mode === 'edit'}
        extra="Separate interests with commas, e.g. reading, chess, music."
        {...check('interests', [
          {
            validator: (_, value: string | undefined) =>
              splitInterests(value).length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.interestsRequired)),
          },
        ])}
      >
        <Input />
      </Form.Item>
      {mode === 'submit' && <SeekingField label="Seeking" />}
    </FormSection>
  );
});

/** The three dates are required on /submit (its own check) and optional on edit. */
export const IncarcerationSection = memo(function IncarcerationSection({ check }: { check: FieldCheck }) {
  return (
    <FormSection id="profile-incarceration" title="Incarceration & Release">
      <FormGrid columns={3}>
        <Form.Item label="Incarceration start date" name="incarceration_start_date" {...check('incarceration_start_date')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Earliest release date" name="earliest_release_date" {...check('earliest_release_date')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Latest release date" name="latest_release_date" {...check('latest_release_date')}>
          <Input type="date" />
        </Form.Item>
      </FormGrid>
      <Form.Item label="Offense (optional)" name="crime">
        <Input maxLength={500} />
      </Form.Item>
    </FormSection>
  );
});

export const SeekingSection = memo(function SeekingSection() {
  return (
    <FormSection id="profile-seeking" title="Seeking Relationships">
      <SeekingField label="What kind of correspondence is this person looking for?" />
    </FormSection>
  );
});

export type ContactSectionProps = {
  mode: ProfileFormMode;
  showChirpNumber: boolean;
};

/** One yes/no per e-message service; the Chirp number only while Chirp is ticked. */
export const ContactSection = memo(function ContactSection({ mode, showChirpNumber }: ContactSectionProps) {
  return (
    <FormSection id="profile-contact" title="Electronic Contact" intro={FORM_TEXTS[mode].contactIntro}>
      <div className="profile-form-checkboxes">
        {CONTACT_SERVICES.map((service) => (
          <Form.Item
            key={service.key}
            name={['electronic_contact', service.key]}
            valuePropName="checked"
            className="profile-form-checkboxes__item"
          >
            <Checkbox>{service.label}</Checkbox>
          </Form.Item>
        ))}
      </div>
      <FormGrid>
        {showChirpNumber && (
          <Form.Item label="Chirp number (optional)" name={['electronic_contact', 'chirp_number']}>
            <Input inputMode="tel" maxLength={30} />
          </Form.Item>
        )}
        <Form.Item label="Other app (optional)" name={['electronic_contact', 'other_app']}>
          <Input maxLength={100} />
        </Form.Item>
      </FormGrid>
    </FormSection>
  );
});

function CommissarySitesField() {
  return (
    <Form.Item
      label="Commissary sites (optional)"
      name="commissary_sites"
      extra="Web addresses where people can send commissary or care packages, one per line."
    >
      <Input.TextArea rows={3} placeholder="https://" />
    </Form.Item>
  );
}

export const SocialSection = memo(function SocialSection({ mode }: { mode: ProfileFormMode }) {
  const texts = FORM_TEXTS[mode];
  return (
    <FormSection id="profile-social" title={texts.socialTitle} intro={texts.socialIntro}>
      <FormGrid columns={3}>
        <Form.Item label="Instagram (optional)" name={['social_media', 'instagram']}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item label="Facebook (optional)" name={['social_media', 'facebook']}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item label="TikTok (optional)" name={['social_media', 'tiktok']}>
          <Input maxLength={300} />
        </Form.Item>
      </FormGrid>
      {mode === 'submit' && <CommissarySitesField />}
    </FormSection>
  );
});

export const CommissarySection = memo(function CommissarySection() {
  return (
    <FormSection id="profile-commissary" title="Commissary Sites">
      <CommissarySitesField />
    </FormSection>
  );
});
