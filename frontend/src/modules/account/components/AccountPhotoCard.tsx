import { Avatar, Button, Card, Progress, Upload } from 'antd';
import { CameraOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useAccountPhoto } from '../hooks/useAccountPhoto';

export type AccountPhotoCardProps = {
  /** The current photo (`profile_photo_url`), or null/undefined for none. */
  photoUrl: string | null | undefined;
};

export function AccountPhotoCard({ photoUrl }: AccountPhotoCardProps) {
  const {
    selected,
    selectFile,
    clearSelection,
    savePhoto,
    removePhoto,
    uploadPercent,
    isUploading,
    isRemoving,
  } = useAccountPhoto();
  const shownPhoto = selected?.dataUrl ?? photoUrl ?? undefined;

  const handleBeforeUpload = (file: File) => {
    void selectFile(file);
    // Nothing is sent until "Save photo": keep antd from uploading or listing the file.
    return Upload.LIST_IGNORE;
  };
  const handleSave = () => {
    void savePhoto();
  };
  const handleRemove = () => {
    void removePhoto();
  };

  return (
    <Card title="Account photo" className="account-card">
      <div className="account-photo">
        <Avatar
          size={112}
          src={shownPhoto}
          icon={<UserOutlined />}
          alt={selected ? 'Preview of your new photo' : 'Your account photo'}
          className="account-photo__avatar"
        />
        <div className="account-photo__body">
          {selected ? (
            <p className="account-photo__status">
              Preview of <strong className="account-photo__file">{selected.name}</strong>. Save it
              to use it as your photo.
            </p>
          ) : (
            <p className="account-photo__status">
              {photoUrl ? 'This is your current photo.' : 'You have no photo yet.'}
            </p>
          )}
          <p className="account-card__hint">A JPEG, PNG, WebP or GIF photo, less than 5MB.</p>
          <div className="account-photo__actions">
            <Upload
              accept="image/*"
              showUploadList={false}
              maxCount={1}
              beforeUpload={handleBeforeUpload}
              disabled={isUploading}
            >
              <Button icon={<CameraOutlined />}>
                {selected ? 'Choose another' : 'Choose photo'}
              </Button>
            </Upload>
            <Button
              type={selected ? 'primary' : 'default'}
              onClick={handleSave}
              loading={isUploading}
            >
              Save photo
            </Button>
            {selected && !isUploading && <Button onClick={clearSelection}>Cancel</Button>}
            {!selected && photoUrl && (
              <Button danger icon={<DeleteOutlined />} onClick={handleRemove} loading={isRemoving}>
                Remove photo
              </Button>
            )}
          </div>
          {uploadPercent !== null && (
            <Progress percent={uploadPercent} aria-label="Upload progress" />
          )}
        </div>
      </div>
    </Card>
  );
}
