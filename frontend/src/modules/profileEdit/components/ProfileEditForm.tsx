import { useCallback, useState } from 'react';
import { Alert, Button, Form, Switch } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useEditablePhotos } from '../hooks/useEditablePhotos';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { useStateRestriction } from '../hooks/useStateRestriction';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { homeOf, toFormValues, type ProfileEditValues } from '../utils/formValues';
import { EditSection } from './EditSection';
import { PhotoGallery } from './PhotoGallery';
import { ReasonModal } from './ReasonModal';
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
import { VideoSection } from './VideoSection';
import './profileEdit.css';

export type ProfileEditFormProps = {
  /** The profile as loaded; the form starts from it (later reloads only refresh the video). */
  profile: OwnerProfile;
  role: EditorRole;
  /** Reads the profile again (after a video change). */
  onReload: () => void;
};

type ValuesChange = Partial<{
  electronic_contact: Partial<ProfileEditValues['electronic_contact']>;
  mailing_address: Partial<ProfileEditValues['mailing_address']>;
}>;

/**
 * The profile edit form shared by the owner (/dashboard/edit/:id) and admins
 * (/admin/edit/:id). Photo changes stay local until Save Changes; the video acts at once.
 * The admin variant adds the premium switch and asks for a reason before removing a photo
 * or the video.
 */
export function ProfileEditForm({ profile, role, onReload }: ProfileEditFormProps) {
  const [form] = Form.useForm<ProfileEditValues>();
  const navigate = useNavigate();
  const isAdmin = role === 'admin';
  const [initialValues] = useState(() => toFormValues(profile));
  const photos = useEditablePhotos(profile, role);
  const { save, isSaving } = useSaveProfile(profile.id, role);

  const stateCode = Form.useWatch<string | undefined>(['mailing_address', 'state'], form);
  const chirp = Form.useWatch<boolean | undefined>(['electronic_contact', 'chirp'], form);
  const restriction = useStateRestriction(stateCode, initialValues.mailing_address.state, !isAdmin);

  const handleValuesChange = (changed: ValuesChange) => {
    // Unchecking Chirp clears its number.
    if (changed.electronic_contact && changed.electronic_contact.chirp === false) {
      form.setFieldValue(['electronic_contact', 'chirp_number'], '');
    }
    // A new state needs its own confirmation.
    if (changed.mailing_address && 'state' in changed.mailing_address) {
      form.setFieldValue('restricted_state_acknowledged', false);
    }
  };

  const handleFinish = () => {
    const values = form.getFieldsValue(true) as ProfileEditValues;
    void save({
      values,
      photos: photos.photos,
      acknowledgesRestrictedState:
        restriction.notes.length > 0 && values.restricted_state_acknowledged === true,
      adminReason: photos.adminReason,
    });
  };

  const handleCancel = () => {
    void navigate(homeOf(role));
  };

  const { addFiles } = photos;
  const handleAddPhotos = useCallback((files: File[]) => void addFiles(files), [addFiles]);

  return (
    <>
      <Form<ProfileEditValues>
        name={isAdmin ? 'admin-profile-edit' : 'profile-edit'}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={handleValuesChange}
        onFinish={handleFinish}
        disabled={isSaving}
        scrollToFirstError
        className="profile-edit-form"
      >
        {isAdmin && (
          <EditSection id="edit-admin" title="Admin">
            <Form.Item
              label={
                <span>
                  <CrownFilled className="profile-edit-premium-icon" aria-hidden="true" /> Premium
                  profile
                </span>
              }
              name="is_premium"
              valuePropName="checked"
              extra="Premium without payment: first in browse results, gold badge and social links. Saving does not change the profile's status."
            >
              <Switch />
            </Form.Item>
          </EditSection>
        )}

        <BasicInfoSection />
        <FacilitySection restriction={restriction} />
        <AboutSection />
        <IncarcerationSection />
        <SeekingSection />
        <ContactSection showChirpNumber={chirp === true} />
        <SocialSection />
        <CommissarySection />

        <EditSection id="edit-media" title="Photos & Video">
          <h3 className="profile-edit-subtitle">Photos</h3>
          <PhotoGallery
            photos={photos.photos}
            onAdd={handleAddPhotos}
            onRemove={photos.requestRemoval}
            onMakePrimary={photos.makePrimary}
            onMove={photos.movePhoto}
            disabled={isSaving}
          />
          <h3 className="profile-edit-subtitle">Video</h3>
          <p className="profile-edit-hint">
            Video changes take effect right away; they do not wait for Save Changes.
          </p>
          <VideoSection profile={profile} role={role} onChanged={onReload} />
        </EditSection>

        <div className="profile-edit-actions">
          {!isAdmin && (
            <Alert
              className="profile-edit-actions__note"
              type="info"
              showIcon
              title={PROFILE_EDIT_MESSAGES.reviewNote}
            />
          )}
          <div className="profile-edit-actions__buttons">
            <Button type="primary" htmlType="submit" size="large" loading={isSaving}>
              Save Changes
            </Button>
            <Button size="large" onClick={handleCancel} disabled={false}>
              Cancel
            </Button>
          </div>
        </div>
      </Form>

      <ReasonModal
        open={photos.pendingRemoval !== null}
        title="Remove this photo?"
        description="The photo is removed when you save the profile."
        okText="Remove Photo"
        onSubmit={photos.confirmRemoval}
        onCancel={photos.cancelRemoval}
      />
    </>
  );
}
