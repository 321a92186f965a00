import { Button, Tooltip, Upload } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CameraOutlined,
  DeleteOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { MAX_PHOTOS } from '../../profileForm/constants';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { GalleryPhoto } from '../utils/formValues';

export type PhotoGalleryProps = {
  photos: readonly GalleryPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (photo: GalleryPhoto) => void;
  onMakePrimary: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  disabled?: boolean;
};

/**
 * The photos of the profile, the primary one first: delete, make primary, move, and add
 * more. Nothing changes on the server until the form is saved.
 */
export function PhotoGallery({ photos, onAdd, onRemove, onMakePrimary, onMove, disabled }: PhotoGalleryProps) {
  const handleBeforeUpload = (file: File, batch: File[]) => {
    // Called once per file of a pick: hand over the whole pick once, and never upload.
    if (file === batch[0]) onAdd(batch);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="profile-edit-photos">
      {photos.length === 0 ? (
        <p className="profile-edit-empty">{PROFILE_EDIT_MESSAGES.noPhotos}</p>
      ) : (
        <ul className="profile-edit-photos__list" aria-label="Photos">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.id} className="profile-edit-photos__item">
                <img
                  className="profile-edit-photos__image"
                  src={photo.preview}
                  alt={index === 0 ? 'Primary photo' : `Photo ${number}`}
                  loading="lazy"
                />
                {index === 0 && <span className="profile-edit-photos__badge">Primary</span>}
                {photo.isNew && (
                  <span className="profile-edit-photos__badge profile-edit-photos__badge--new">New</span>
                )}
                <div className="profile-edit-photos__actions">
                  {index > 0 && (
                    <Tooltip title="Make primary">
                      <Button
                        size="small"
                        icon={<StarOutlined aria-hidden="true" />}
                        aria-label={`Make photo ${number} the primary photo`}
                        onClick={() => onMakePrimary(photo.id)}
                        disabled={disabled}
                      />
                    </Tooltip>
                  )}
                  {index > 0 && (
                    <Button
                      size="small"
                      icon={<ArrowLeftOutlined aria-hidden="true" />}
                      aria-label={`Move photo ${number} earlier`}
                      onClick={() => onMove(photo.id, -1)}
                      disabled={disabled}
                    />
                  )}
                  {index < photos.length - 1 && (
                    <Button
                      size="small"
                      icon={<ArrowRightOutlined aria-hidden="true" />}
                      aria-label={`Move photo ${number} later`}
                      onClick={() => onMove(photo.id, 1)}
                      disabled={disabled}
                    />
                  )}
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={`Delete photo ${number}`}
                    onClick={() => onRemove(photo)}
                    disabled={disabled}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Upload
        accept="image/*"
        multiple
        showUploadList={false}
        beforeUpload={handleBeforeUpload}
        disabled={disabled}
      >
        <Button icon={<CameraOutlined aria-hidden="true" />} disabled={disabled}>
          Add Photos
        </Button>
      </Upload>
      <p className="profile-edit-hint">
        {`${photos.length} of ${MAX_PHOTOS} photos. Images only, each less than 5MB. The first photo is the primary photo. Photo changes are kept when you save.`}
      </p>
      <p className="profile-edit-hint">
        No profanity, sexually explicit content, children, other people, or ads for other sites.
      </p>
    </div>
  );
}
