import { useState } from 'react';
import { Alert, Button, Form, Switch } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { FormSection } from '../../profileForm/components/FormSection';
import { PhotoList } from '../../profileForm/components/PhotoList';
import { ProfileForm } from '../../profileForm/components/ProfileForm';
import type { ProfileFormValues } from '../../profileForm/values';
import { useEditablePhotos } from '../hooks/useEditablePhotos';
import { useSaveProfile } from '../hooks/useSaveProfile';
import { useStateRestriction } from '../hooks/useStateRestriction';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { homeOf, toFormValues } from '../utils/formValues';
import { ReasonModal } from './ReasonModal';
import { VideoSection } from './VideoSection';
import './profileEdit.css';

export type ProfileEditFormProps = {
  /** The profile as loaded; the form starts from it (later reloads only refresh the video). */
  profile: OwnerProfile;
  role: EditorRole;
  /** Reads the profile again (after a video change). */
  onReload: () => void;
};

/**
 * The profile edit form shared by the owner (/dashboard/edit/:id) and admins
 * (/admin/edit/:id): the profile form in edit mode, then the photos and the video. Photo
 * changes stay local until Save Changes; the video acts at once. The admin variant adds the
 * premium switch and asks for a reason before removing a photo or the video; moving the
 * listing into a restricted state asks the owner to confirm the risk.
 */
export function ProfileEditForm({ profile, role, onReload }: ProfileEditFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const navigate = useNavigate();
  const isAdmin = role === 'admin';
  const [initialValues] = useState(() => toFormValues(profile));
  const photos = useEditablePhotos(profile, role);
  const { save, isSaving } = useSaveProfile(profile.id, role);

  const stateCode = Form.useWatch<string | undefined>(['mailing_address', 'state'], form);
  const restriction = useStateRestriction(stateCode, initialValues.mailing_address.state, !isAdmin);

  const handleFinish = () => {
    const values = form.getFieldsValue(true) as ProfileFormValues;
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

  return (
    <>
      <ProfileForm
        mode="edit"
        name={isAdmin ? 'admin-profile-edit' : 'profile-edit'}
        form={form}
        initialValues={initialValues}
        onFinish={handleFinish}
        disabled={isSaving}
        restriction={restriction}
        header={
          isAdmin && (
            <FormSection id="edit-admin" title="Admin">
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
            </FormSection>
          )
        }
      >
        <FormSection id="edit-media" title="Photos & Video">
          <h3 className="profile-edit-subtitle">Photos</h3>
          <PhotoList
            mode="edit"
            photos={photos.photos}
            onAdd={(files) => void photos.addFiles(files)}
            onRemove={photos.requestRemoval}
            onMakePrimary={photos.makePrimary}
            onMove={photos.movePhoto}
            disabled={isSaving}
          />
          <h3 className="profile-edit-subtitle">Video</h3>
          <p className="profile-form-hint">
            Video changes take effect right away; they do not wait for Save Changes.
          </p>
          <VideoSection profile={profile} role={role} onChanged={onReload} />
        </FormSection>

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
      </ProfileForm>

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
