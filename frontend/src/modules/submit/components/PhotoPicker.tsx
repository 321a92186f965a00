import { Button, Upload } from 'antd';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { MAX_PHOTOS } from '../../profileForm/constants';
import type { SelectedPhoto } from '../types/submission';

export type PhotoPickerProps = {
  photos: readonly SelectedPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
};

/** Chosen photos with previews (the first marked Primary) and a button to add more. */
export function PhotoPicker({ photos, onAdd, onRemove, disabled }: PhotoPickerProps) {
  const handleBeforeUpload = (file: File, batch: File[]) => {
    // Called once per file of a pick: hand over the whole pick once, and never upload.
    if (file === batch[0]) onAdd(batch);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="photo-picker">
      {photos.length > 0 && (
        <ul className="photo-picker__list" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-picker__item">
              <img
                className="photo-picker__image"
                src={photo.dataUrl}
                alt={index === 0 ? `Primary photo: ${photo.name}` : `Photo ${index + 1}: ${photo.name}`}
              />
              {index === 0 && <span className="photo-picker__primary">Primary</span>}
              <Button
                className="photo-picker__remove"
                size="small"
                shape="circle"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onRemove(photo.id)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
      <Upload
        accept="image/*"
        multiple
        showUploadList={false}
        beforeUpload={handleBeforeUpload}
        disabled={disabled}
      >
        <Button icon={<CameraOutlined />} disabled={disabled}>
          {photos.length > 0 ? 'Add more photos' : 'Add photos'}
        </Button>
      </Upload>
      <p className="submit-hint">
        {`${photos.length} of ${MAX_PHOTOS} photos. Images only, each less than 5MB. The first photo is the primary photo.`}
      </p>
    </div>
  );
}
