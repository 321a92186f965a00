import { Button, Tooltip, Upload } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CameraOutlined,
  DeleteOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { PHOTO_RULES, type ProfileFormMode } from '../mode';
import type { FormPhoto } from '../values';

export type PhotoListProps = {
  mode: ProfileFormMode;
  photos: readonly FormPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (photo: FormPhoto) => void;
  /** Edit only: the current photos can be put in another order. */
  onMakePrimary?: (id: string) => void;
  onMove?: (id: string, delta: -1 | 1) => void;
  disabled?: boolean;
};

/**
 * The profile's photos, the primary one first, each with its buttons (remove; on edit also
 * make primary and move, and a "New" badge on those not saved yet), then a button to add more.
 * Nothing is sent until the form is.
 */
export function PhotoList({ mode, photos, onAdd, onRemove, onMakePrimary, onMove, disabled }: PhotoListProps) {
  const rules = PHOTO_RULES[mode];
  const handleBeforeUpload = (file: File, batch: File[]) => {
    // Called once per file of a pick: hand over the whole pick once, and never upload.
    if (file === batch[0]) onAdd(batch);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="photo-list">
      {photos.length === 0 ? (
        rules.empty && <p className="profile-form-empty">{rules.empty}</p>
      ) : (
        <ul className="photo-list__items" aria-label={rules.listLabel}>
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.id} className="photo-list__item">
                <img
                  className="photo-list__image"
                  src={photo.preview}
                  alt={rules.alt(index, photo)}
                  width={400}
                  height={500}
                  loading="lazy"
                />
                {index === 0 && <span className="photo-list__badge">Primary</span>}
                {photo.isNew && mode === 'edit' && (
                  <span className="photo-list__badge photo-list__badge--new">New</span>
                )}
                <div className="photo-list__actions">
                  {onMakePrimary && index > 0 && (
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
                  {onMove && index > 0 && (
                    <Button
                      size="small"
                      icon={<ArrowLeftOutlined aria-hidden="true" />}
                      aria-label={`Move photo ${number} earlier`}
                      onClick={() => onMove(photo.id, -1)}
                      disabled={disabled}
                    />
                  )}
                  {onMove && index < photos.length - 1 && (
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
                    aria-label={rules.removeLabel(number)}
                    onClick={() => onRemove(photo)}
                    disabled={disabled}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Upload accept="image/*" multiple showUploadList={false} beforeUpload={handleBeforeUpload} disabled={disabled}>
        <Button icon={<CameraOutlined aria-hidden="true" />} disabled={disabled}>
          {rules.addLabel(photos.length)}
        </Button>
      </Upload>
      {rules.hints(photos.length).map((hint) => (
        <p key={hint} className="profile-form-hint">
          {hint}
        </p>
      ))}
    </div>
  );
}
