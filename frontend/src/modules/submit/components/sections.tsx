import { memo, type ReactNode } from 'react';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import {
  ChirpAndOtherAppFields,
  CommissarySitesField,
  ContactServiceCheckboxes,
  SocialMediaFields,
} from '../../profileForm/components/ProfileFormFields';
import { US_STATES } from '../../../data/states';
import type { StateNote } from '../../profiles/types/profile';
import {
  FORM_GENDERS,
  FORM_ORIENTATIONS,
  FORM_RACES_ETHNICITIES,
  FORM_RELIGIONS,
  FORM_SEEKING,
} from '../../profileForm/constants';
import type { SelectedPhoto } from '../types/submission';
import type { SubmitField } from '../utils/validateSubmission';
import { BioField } from './BioField';
import { FormSection } from './FormSection';
import { PhotoPicker } from './PhotoPicker';
import { RestrictedStateNotice } from './RestrictedStateNotice';

/** Whether a failed check points at a field (to outline it in red). */
export type HasProblem = (field: SubmitField) => boolean;

const errorIf = (failed: boolean) => (failed ? 'error' : undefined);

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="submit-grid">{children}</div>;
}

export type BasicInfoSectionProps = {
  hasProblem: HasProblem;
  photos: readonly SelectedPhoto[];
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (id: string) => void;
  disabled: boolean;
};

export const BasicInfoSection = memo(function BasicInfoSection({
  hasProblem,
  photos,
  onAddPhotos,
  onRemovePhoto,
  disabled,
}: BasicInfoSectionProps) {
  return (
    <FormSection id="submit-basic" title="Basic Information">
      <Form.Item
        label="Full legal name"
        name="name"
        validateStatus={errorIf(hasProblem('name'))}
        extra="As it appears on the prison's records."
      >
        <Input autoComplete="off" maxLength={120} />
      </Form.Item>
      <Form.Item label="Photos" validateStatus={errorIf(hasProblem('photos'))} required={false}>
        <PhotoPicker photos={photos} onAdd={onAddPhotos} onRemove={onRemovePhoto} disabled={disabled} />
      </Form.Item>
      <Grid>
        <Form.Item label="Gender" name="gender" validateStatus={errorIf(hasProblem('gender'))}>
          <Radio.Group options={toOptions(FORM_GENDERS)} />
        </Form.Item>
        <Form.Item
          label="Birthdate"
          name="birthdate"
          validateStatus={errorIf(hasProblem('birthdate'))}
        >
          <Input type="date" max={todayIso()} />
        </Form.Item>
        <Form.Item label="Sexual orientation (optional)" name="sexual_orientation">
          <Select options={toOptions(FORM_ORIENTATIONS)} placeholder="Select…" allowClear />
        </Form.Item>
        <Form.Item label="Race/ethnicity (optional)" name="race_ethnicity">
          <Select options={toOptions(FORM_RACES_ETHNICITIES)} placeholder="Select…" allowClear />
        </Form.Item>
        <Form.Item label="Religion (optional)" name="religion">
          <Select options={toOptions(FORM_RELIGIONS)} placeholder="Select…" allowClear />
        </Form.Item>
        <div className="submit-grid submit-grid--pair">
          <Form.Item label="Height (optional)" name="height">
            <Input placeholder={`5'10"`} maxLength={20} />
          </Form.Item>
          <Form.Item label="Weight (optional)" name="weight">
            <Input placeholder="180 lbs" maxLength={20} />
          </Form.Item>
        </div>
      </Grid>
    </FormSection>
  );
});

export type FacilitySectionProps = {
  hasProblem: HasProblem;
  restriction: { stateName: string; notes: StateNote[] };
};

export const FacilitySection = memo(function FacilitySection({ hasProblem, restriction }: FacilitySectionProps) {
  const addressError = errorIf(hasProblem('mailing_address'));
  return (
    <FormSection
      id="submit-facility"
      title="Facility & Address"
      intro="The prison mailing address is the only contact information a profile may carry."
    >
      <Grid>
        <Form.Item
          label="Inmate ID"
          name="inmate_id"
          validateStatus={errorIf(hasProblem('inmate_id'))}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item
          label="Prison name"
          name="prison_name"
          validateStatus={errorIf(hasProblem('prison_name'))}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Street address" name={['mailing_address', 'street']} validateStatus={addressError}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Street address line 2 (optional)" name={['mailing_address', 'street_2']}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="City" name={['mailing_address', 'city']} validateStatus={addressError}>
          <Input maxLength={100} />
        </Form.Item>
        <div className="submit-grid submit-grid--pair">
          <Form.Item label="State" name={['mailing_address', 'state']} validateStatus={addressError}>
            <Select
              options={STATE_OPTIONS}
              placeholder="Select a state"
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item label="ZIP code" name={['mailing_address', 'zip']} validateStatus={addressError}>
            <Input inputMode="numeric" maxLength={10} />
          </Form.Item>
        </div>
      </Grid>
      <RestrictedStateNotice
        stateName={restriction.stateName}
        notes={restriction.notes}
        hasError={hasProblem('restricted_state_acknowledged')}
      />
    </FormSection>
  );
});

export type AboutSectionProps = {
  hasProblem: HasProblem;
};

export const AboutSection = memo(function AboutSection({ hasProblem }: AboutSectionProps) {
  return (
    <FormSection id="submit-about" title="About">
      <BioField hasError={hasProblem('bio')} />
      <Form.Item
        label="Interests & hobbies"
        name="interests"
        validateStatus={errorIf(hasProblem('interests'))}
        extra="Separate interests with commas, e.g. reading, chess, music."
      >
        <Input />
      </Form.Item>
      <Form.Item label="Seeking" name="seeking_relationships">
        <Checkbox.Group options={toOptions(FORM_SEEKING)} className="submit-checkboxes" />
      </Form.Item>
    </FormSection>
  );
});

export type IncarcerationSectionProps = {
  hasProblem: HasProblem;
};

export const IncarcerationSection = memo(function IncarcerationSection({ hasProblem }: IncarcerationSectionProps) {
  return (
    <FormSection id="submit-incarceration" title="Incarceration & Release">
      <div className="submit-grid submit-grid--three">
        <Form.Item
          label="Incarceration start date"
          name="incarceration_start_date"
          validateStatus={errorIf(hasProblem('incarceration_start_date'))}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          label="Earliest release date"
          name="earliest_release_date"
          validateStatus={errorIf(hasProblem('earliest_release_date'))}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          label="Latest release date"
          name="latest_release_date"
          validateStatus={errorIf(hasProblem('latest_release_date'))}
        >
          <Input type="date" />
        </Form.Item>
      </div>
      <Form.Item label="Offense (optional)" name="crime">
        <Input maxLength={500} />
      </Form.Item>
    </FormSection>
  );
});

export type ContactSectionProps = {
  showChirpNumber: boolean;
};

export const ContactSection = memo(function ContactSection({ showChirpNumber }: ContactSectionProps) {
  return (
    <FormSection
      id="submit-contact"
      title="Electronic Contact"
      intro="The e-message and call services this person can use."
    >
      <ContactServiceCheckboxes className="submit-checkboxes" itemClassName="submit-checkboxes__item" />
      <Grid>
        <ChirpAndOtherAppFields showChirpNumber={showChirpNumber} />
      </Grid>
    </FormSection>
  );
});

export const SocialSection = memo(function SocialSection() {
  return (
    <FormSection
      id="submit-social"
      title="Social Media & Commissary"
      intro="Social media links are shown on premium profiles only."
    >
      <div className="submit-grid submit-grid--three">
        <SocialMediaFields />
      </div>
      <CommissarySitesField />
    </FormSection>
  );
});
