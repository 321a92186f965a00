import { useCallback, useState, type KeyboardEvent } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { buildMediaItems, wrapIndex } from '../../utils/media';
import type { ProfileDetail } from '../../types/profile';
import { initials } from '../CardMedia';
import { VideoPoster } from '../VideoPoster';

export type ProfileGalleryProps = {
  profile: ProfileDetail;
};

/**
 * The profile page's media: the video first, then the full-size photos. Previous/next
 * buttons (wrapping; the arrow keys work too while focus is inside), dots and the caption
 * "Photo N of M".
 */
export function ProfileGallery({ profile }: ProfileGalleryProps) {
  const [index, setIndex] = useState(0);
  const [isVideoBroken, setIsVideoBroken] = useState(false);
  // The video shows its poster until the visitor plays it (VideoPoster says why).
  const [playingSrc, setPlayingSrc] = useState<string | null>(null);
  // The player takes the poster's place and its focus (a keyboard user goes on with its controls).
  const focusPlayer = useCallback((video: HTMLVideoElement | null) => video?.focus(), []);
  const items = buildMediaItems(profile, 'full', { withVideo: !isVideoBroken });
  const count = items.length;
  const current = wrapIndex(index, count);
  const item = items[current];
  const { name } = profile;

  const step = (delta: number) => setIndex((value) => wrapIndex(value + delta, count));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  return (
    // Key presses from the buttons and the video inside bubble up here; the region itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="profile-gallery"
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      onKeyDown={handleKeyDown}
    >
      <div className="profile-gallery__frame">
        {!item && (
          <div className="profile-gallery__empty" role="img" aria-label={`No photo of ${name}`}>
            <span aria-hidden="true">{initials(name)}</span>
          </div>
        )}
        {item?.kind === 'photo' && (
          <img
            key={item.src}
            className="profile-gallery__media"
            src={item.src}
            alt={name}
            width={800}
            height={1000}
            decoding="async"
            fetchPriority={current === 0 ? 'high' : undefined}
          />
        )}
        {item?.kind === 'video' &&
          (playingSrc === item.src ? (
            <video
              key={item.src}
              ref={focusPlayer}
              className="profile-gallery__media profile-gallery__video"
              src={item.src}
              poster={item.poster ?? undefined}
              aria-label={`Video of ${name}`}
              controls
              autoPlay
              playsInline
              onError={() => {
                setIsVideoBroken(true);
                setIndex(0);
              }}
            />
          ) : (
            <VideoPoster
              key={item.src}
              className="profile-gallery__media"
              src={item.src}
              poster={item.poster}
              label={`Play video of ${name}`}
              onPlay={() => setPlayingSrc(item.src)}
            />
          ))}
        {count > 1 && (
          <>
            <Button
              className="profile-gallery__arrow profile-gallery__arrow--prev"
              size="large"
              icon={<Icon def={LeftOutlined} />}
              aria-label="Previous photo"
              onClick={() => step(-1)}
            />
            <Button
              className="profile-gallery__arrow profile-gallery__arrow--next"
              size="large"
              icon={<Icon def={RightOutlined} />}
              aria-label="Next photo"
              onClick={() => step(1)}
            />
          </>
        )}
      </div>
      {count > 1 && (
        <div className="profile-gallery__footer">
          <div className="profile-gallery__dots">
            {items.map((media, mediaIndex) => (
              <button
                key={media.src}
                type="button"
                className="profile-gallery__dot"
                aria-label={`Show ${media.kind === 'video' ? 'video' : 'photo'} ${mediaIndex + 1} of ${count}`}
                aria-current={mediaIndex === current ? 'true' : undefined}
                onClick={() => setIndex(mediaIndex)}
              />
            ))}
          </div>
          <p className="profile-gallery__caption" aria-live="polite">
            {item?.kind === 'video' ? 'Video' : 'Photo'} {current + 1} of {count}
          </p>
        </div>
      )}
    </div>
  );
}
