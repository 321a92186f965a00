import type { MouseEvent } from 'react';
import { PlayIcon } from '../../../components/icons/icons';
import { isOwnedByBrowser } from '../../../components/links/ownedByBrowser';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../constants';
import './videoPoster.css';

export type VideoPosterProps = {
  /** The video's address: without JavaScript the link opens it, and the browser plays it. */
  src: string;
  /** The card-sized photo a video shows before it plays (media.ts). */
  poster: string | null;
  /** What the link says, e.g. "Play video of Ana". */
  label: string;
  /** The frame's own class (its size and shape), shared with the player that replaces it. */
  className: string;
  onPlay: () => void;
};

/**
 * A video's poster with a play button, standing in for the player until the visitor asks for it. Chrome builds a
 * `<video controls>` element's controls from a dozen SVG images, each its own document: 30 to 110 ms of a phone's
 * main thread just after the first paint, for a video most visitors never start. A link to the file underneath, so
 * a page without JavaScript (or a click with a modifier key) still plays it.
 */
export function VideoPoster({ src, poster, label, className, onPlay }: VideoPosterProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isOwnedByBrowser(event)) return;
    event.preventDefault();
    onPlay();
  };
  return (
    <a href={src} className={`video-poster ${className}`} aria-label={label} onClick={handleClick}>
      {poster && (
        <img
          className="video-poster__image"
          src={poster}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          decoding="async"
        />
      )}
      <span className="video-poster__button" aria-hidden="true">
        <PlayIcon />
      </span>
    </a>
  );
}
