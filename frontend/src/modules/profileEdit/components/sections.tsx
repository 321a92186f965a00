import { memo, type ReactNode } from 'react';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import {
  ChirpAndOtherAppFields,
  CommissarySitesField,
  ContactServiceCheckboxes,
  SocialMediaFields,
} from '../../profileForm/components/ProfileFormFields';
import { US_STATES } from '../../../data/states';
import {
  FORM_GENDERS,
  FORM_ORIENTATIONS,
  FORM_RACES_ETHNICITIES,
  FORM_RELIGIONS,
  FORM_SEEKING,
} from '../../profileForm/constants';
import type { StateRestriction } from '../hooks/useStateRestriction';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import { splitInterests } from '../../profileForm/utils/text';
import { BioField } from './BioField';
import { EditSection } from './EditSection';
import { RestrictedStateNotice } from './RestrictedStateNotice';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

const required = (message: string) => [{ required: true, whitespace: true, message }];

function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function Grid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <div className={`profile-edit-grid profile-edit-grid--${columns}`}>{children}</div>;
}

export const BasicInfoSection = memo(function BasicInfoSection() {
  return (
    <EditSection id="edit-basic" title="Basic Information">
      <Grid>
        <Form.Item label="Name" name="name" rules={required(PROFILE_EDIT_MESSAGES.nameRequired)}>
          <Input autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item
          label="Birthdate"
          name="birthdate"
          rules={required(PROFILE_EDIT_MESSAGES.birthdateRequired)}
        >
          <Input type="date" max={todayIso()} />
        </Form.Item>
      </Grid>
      <Form.Item label="Gender" name="gender" rules={[{ required: true, message: PROFILE_EDIT_MESSAGES.genderRequired }]}>
        <Radio.Group options={toOptions(FORM_GENDERS)} />
      </Form.Item>
      <Grid columns={3}>
        <Form.Item label="Sexual orientation (optional)" name="sexual_orientation">
          <Select options={toOptions(FORM_ORIENTATIONS)} placeholder="Select…" allowClear />
        </Form.Item>
        <Form.Item label="Race/ethnicity (optional)" name="race_ethnicity">
          <Select options={toOptions(FORM_RACES_ETHNICITIES)} placeholder="Select…" allowClear />
        </Form.Item>
        <Form.Item label="Religion (optional)" name="religion">
          <Select options={toOptions(FORM_RELIGIONS)} placeholder="Select…" allowClear />
        </Form.Item>
      </Grid>
      <Grid>
        <Form.Item label="Height (optional)" name="height">
          <Input placeholder={`5'10"`} maxLength={20} />
        </Form.Item>
        <Form.Item label="Weight (optional)" name="weight">
          <Input placeholder="180 lbs" maxLength={20} />
        </Form.Item>
      </Grid>
    </EditSection>
  );
});

export type FacilitySectionProps = {
  restriction: StateRestriction;
};

export const FacilitySection = memo(function FacilitySection({ restriction }: FacilitySectionProps) {
  return (
    <EditSection
      id="edit-facility"
      title="Facility & Address"
      intro="The prison mailing address is the only contact information a profile may carry."
    >
      <Grid>
        <Form.Item label="Inmate ID" name="inmate_id" rules={required(PROFILE_EDIT_MESSAGES.inmateIdRequired)}>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item
          label="Prison name"
          name="prison_name"
          rules={required(PROFILE_EDIT_MESSAGES.prisonNameRequired)}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Street address"
          name={['mailing_address', 'street']}
          rules={required(PROFILE_EDIT_MESSAGES.streetRequired)}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Street address line 2 (optional)" name={['mailing_address', 'street_2']}>
          <Input maxLength={200} />
        </Form.Item>
      </Grid>
      <Grid columns={3}>
        <Form.Item
          label="City"
          name={['mailing_address', 'city']}
          rules={required(PROFILE_EDIT_MESSAGES.cityRequired)}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="State"
          name={['mailing_address', 'state']}
          rules={[{ required: true, message: PROFILE_EDIT_MESSAGES.stateRequired }]}
        >
          <Select
            options={STATE_OPTIONS}
            placeholder="Select a state"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          label="ZIP code"
          name={['mailing_address', 'zip']}
          rules={required(PROFILE_EDIT_MESSAGES.zipRequired)}
        >
          <Input inputMode="numeric" maxLength={10} />
        </Form.Item>
      </Grid>
      <RestrictedStateNotice stateName={restriction.stateName} notes={restriction.notes} />
    </EditSection>
  );
});

export const AboutSection = memo(function AboutSection() {
  return (
    <EditSection id="edit-about" title="About">
      <BioField />
      <Form.Item
        label="Interests & hobbies"
        name="interests"
        required
        extra="Separate interests with commas, e.g. reading, chess, music."
        rules={[
          {
            validator: (_, value: string | undefined) =>
              splitInterests(value).length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(PROFILE_EDIT_MESSAGES.interestsRequired)),
          },
        ]}
      >
        <Input />
      </Form.Item>
    </EditSection>
  );
});

export const IncarcerationSection = memo(function IncarcerationSection() {
  return (
    <EditSection id="edit-incarceration" title="Incarceration & Release">
      <Grid columns={3}>
        <Form.Item label="Incarceration start date" name="incarceration_start_date">
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Earliest release date" name="earliest_release_date">
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Latest release date" name="latest_release_date">
          <Input type="date" />
        </Form.Item>
      </Grid>
      <Form.Item label="Offense (optional)" name="crime">
        <Input maxLength={500} />
      </Form.Item>
    </EditSection>
  );
});

export const SeekingSection = memo(function SeekingSection() {
  return (
    <EditSection id="edit-seeking" title="Seeking Relationships">
      <Form.Item name="seeking_relationships" label="What kind of correspondence is this person looking for?">
        <Checkbox.Group options={toOptions(FORM_SEEKING)} className="profile-edit-checkboxes" />
      </Form.Item>
    </EditSection>
  );
});

export type ContactSectionProps = {
  showChirpNumber: boolean;
};

export const ContactSection = memo(function ContactSection({ showChirpNumber }: ContactSectionProps) {
  return (
    <EditSection
      id="edit-contact"
      title="Electronic Contact"
      intro="The e-message and call apps this person can use."
    >
      <ContactServiceCheckboxes className="profile-edit-checkboxes" itemClassName="profile-edit-checkboxes__item" />
      <Grid>
        <ChirpAndOtherAppFields showChirpNumber={showChirpNumber} />
      </Grid>
    </EditSection>
  );
});

export const SocialSection = memo(function SocialSection() {
  return (
    <EditSection
      id="edit-social"
      title="Social Media"
      intro="Social media links are shown on premium profiles only. A web address (https://…) or a handle like @name."
    >
      <Grid columns={3}>
        <SocialMediaFields />
      </Grid>
    </EditSection>
  );
});

export const CommissarySection = memo(function CommissarySection() {
  return (
    <EditSection id="edit-commissary" title="Commissary Sites">
      <CommissarySitesField />
    </EditSection>
  );
});
