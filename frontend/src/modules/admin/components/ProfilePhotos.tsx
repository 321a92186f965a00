import { Image } from 'antd';
import { resolveMediaUrl } from '../../profiles/utils/media';
import type { AdminProfile } from '../types/admin';

export type ProfilePhotosProps = {
  profile: AdminProfile;
};

/** Small thumbnails of every photo of a profile; a click opens the full-size photos. */
export function ProfilePhotos({ profile }: ProfilePhotosProps) {
  const full = profile.photos?.length
    ? profile.photos
    : profile.photo_base64
      ? [profile.photo_base64]
      : [];
  const thumbnails = full.map(
    (photo, index) => profile.photo_thumbnails?.[index] ?? profile.thumbnail_url ?? photo,
  );
  if (full.length === 0) return <span className="admin-table__muted">No photo</span>;

  return (
    <div className="admin-photos">
      <Image.PreviewGroup>
        {full.map((photo, index) => (
          <Image
            key={photo}
            src={resolveMediaUrl(thumbnails[index])}
            preview={{ src: resolveMediaUrl(photo) }}
            alt={`Photo ${index + 1} of ${profile.name}`}
            width={44}
            height={55}
            className="admin-photos__thumb"
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
