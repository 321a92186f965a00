import { Button, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { toast } from '../../../components/feedback/toast';
import { readFileAsDataUrl } from '../../account/utils/readFileAsDataUrl';
import { BLOG_ADMIN_MESSAGES, BLOG_IMAGE_MAX_BYTES } from '../messages';

/** What the save does with the post's social-preview image. */
export type CoverImageChoice =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'new'; dataUrl: string; name: string };

export type CoverImageFieldProps = {
  /** The stored image (`/api/media/<key>`), or null. */
  currentUrl: string | null;
  value: CoverImageChoice;
  onChange: (choice: CoverImageChoice) => void;
  disabled?: boolean;
};

/** The `image_base64` of a save: a data URL replaces the image, null removes it, missing keeps it. */
export function coverImageBody(choice: CoverImageChoice): { image_base64?: string | null } {
  if (choice.kind === 'new') return { image_base64: choice.dataUrl };
  if (choice.kind === 'remove') return { image_base64: null };
  return {};
}

/**
 * The post's social-preview image: the one shown (stored or newly chosen) with Remove, and a
 * button to choose an image file (images only, under 5 MB; the server makes it 1200 × 630).
 */
export function CoverImageField({ currentUrl, value, onChange, disabled = false }: CoverImageFieldProps) {
  const shown = value.kind === 'new' ? value.dataUrl : value.kind === 'keep' ? currentUrl : null;

  const handleBeforeUpload = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast.error(BLOG_ADMIN_MESSAGES.imageNotAnImage, 'blog-image');
    } else if (file.size >= BLOG_IMAGE_MAX_BYTES) {
      toast.error(BLOG_ADMIN_MESSAGES.imageTooLarge, 'blog-image');
    } else {
      readFileAsDataUrl(file).then(
        (dataUrl) => onChange({ kind: 'new', dataUrl, name: file.name }),
        () => toast.error(BLOG_ADMIN_MESSAGES.imageUnreadable, 'blog-image'),
      );
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="blog-cover">
      {shown && (
        <div className="blog-cover__current">
          <img
            className="blog-cover__image"
            src={shown}
            alt="Social preview of this post"
            width={1200}
            height={630}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={disabled}
            onClick={() => onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' })}
          >
            Remove image
          </Button>
        </div>
      )}
      <Upload accept="image/*" showUploadList={false} beforeUpload={handleBeforeUpload} disabled={disabled}>
        <Button icon={<PictureOutlined aria-hidden="true" />} disabled={disabled}>
          {shown ? 'Choose another image' : 'Choose image'}
        </Button>
      </Upload>
    </div>
  );
}
