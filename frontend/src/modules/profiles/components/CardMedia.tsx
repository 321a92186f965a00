import { useRef, useState, type MouseEvent } from 'react';
import { PauseIcon, PlayIcon } from '../../../components/icons/icons';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../constants';
import { buildMediaItems, wrapIndex } from '../utils/media';
import type { ProfileCardData } from '../types/profile';

export type CardMediaProps = {
  profile: ProfileCardData;
};

/**
 * The media area of a profile card: the video first (if any), then the photos, one at
 * a time. With more than one item: previous/next arrows (wrapping) and dots. Its
 * controls sit outside the card's link, so using them never opens the profile.
 */
export function CardMedia({ profile }: CardMediaProps) {
  const [isVideoBroken, setIsVideoBroken] = useState(false);
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const items = buildMediaItems(profile, 'card', { withVideo: !isVideoBroken });
  const count = items.length;
  const current = items[wrapIndex(index, count)];
  const { name } = profile;

  const handleStep = (step: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setIsPlaying(false);
    setIndex((value) => wrapIndex(value + step, count));
  };

  const handleDot = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setIsPlaying(false);
    setIndex(target);
  };

  const handleTogglePlay = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  const handleVideoError = () => {
    // Never leave a broken player on a card: fall back to the photos.
    setIsVideoBroken(true);
    setIsPlaying(false);
    setIndex(0);
  };

  return (
    <div className="card-media">
      {!current && (
        <div className="card-media__empty" role="img" aria-label={`No photo of ${name}`}>
          <span aria-hidden="true">{initials(name)}</span>
        </div>
      )}
      {current?.kind === 'photo' && (
        <img
          key={current.src}
          className="card-media__item"
          src={current.src}
          alt={name}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      {current?.kind === 'video' && (
        <>
          <video
            ref={videoRef}
            key={current.src}
            className="card-media__item card-media__video"
            src={current.src}
            poster={current.poster ?? undefined}
            aria-label={`Video of ${name}`}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            muted
            playsInline
            preload="none"
            onPlay={() => setIsPlaying(true)}
            onPause={() => setIsPlaying(false)}
            onEnded={() => setIsPlaying(false)}
            onError={handleVideoError}
          />
          <button
            type="button"
            className="card-media__play"
            aria-label={isPlaying ? `Pause video of ${name}` : `Play video of ${name}`}
            onClick={handleTogglePlay}
          >
            {isPlaying ? <PauseIcon /> : <PlayIcon />}
          </button>
        </>
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className="card-media__arrow card-media__arrow--prev"
            aria-label={`Previous photo of ${name}`}
            onClick={handleStep(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="card-media__arrow card-media__arrow--next"
            aria-label={`Next photo of ${name}`}
            onClick={handleStep(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="card-media__dots">
            {items.map((item, itemIndex) => (
              <button
                key={item.src}
                type="button"
                className="card-media__dot"
                aria-label={`Show ${item.kind === 'video' ? 'video' : 'photo'} ${itemIndex + 1} of ${count} of ${name}`}
                aria-current={itemIndex === wrapIndex(index, count) ? 'true' : undefined}
                onClick={handleDot(itemIndex)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
