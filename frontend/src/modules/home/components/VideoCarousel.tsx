import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_VIDEO_LIMIT } from '../../profiles/constants';
import { VideoPoster } from '../../profiles/components/VideoPoster';
import { useInView } from '../../profiles/hooks/useInView';
import { useReducedMotion } from '../../profiles/hooks/useReducedMotion';
import { useVideoProfiles } from '../../profiles/hooks/useVideoProfiles';
import { buildMediaItems, resolveMediaUrl, wrapIndex } from '../../profiles/utils/media';
import type { ProfileCardData } from '../../profiles/types/profile';
import './videoCarousel.css';

/**
 * Home: up to three profile videos, one at a time. The next one starts when a video ends
 * (wrapping); dots pick one. Videos play muted on their own unless the visitor asked for
 * reduced motion, once the carousel is in view; before that, or with reduced motion, each shows its poster and a
 * play button, and the player (with its controls) when the visitor plays it. No videos: no section.
 */
export function VideoCarousel() {
  const { profiles } = useVideoProfiles(HOME_VIDEO_LIMIT);
  const isReducedMotion = useReducedMotion();
  const [stageRef, isInView] = useInView<HTMLDivElement>();
  const [index, setIndex] = useState(0);
  const [brokenIds, setBrokenIds] = useState<string[]>([]);

  const slides = profiles.filter((profile) => profile.video_url && !brokenIds.includes(profile.id));
  if (slides.length === 0) return null;

  const count = slides.length;
  const current = wrapIndex(index, count);
  const profile = slides[current];

  const handleEnded = () => setIndex((value) => wrapIndex(value + 1, count));
  const handleError = () => setBrokenIds((ids) => [...ids, profile.id]);

  return (
    <section className="home-section video-carousel" aria-labelledby="video-carousel-title" aria-roledescription="carousel">
      <div className="home-section__header">
        <h2 id="video-carousel-title" className="home-section__title">
          Meet Them on Video
        </h2>
      </div>
      <div className="video-carousel__stage" ref={stageRef}>
        <VideoSlide
          key={profile.id}
          profile={profile}
          position={current + 1}
          count={count}
          autoPlay={!isReducedMotion && isInView}
          onEnded={handleEnded}
          onError={handleError}
          dots={
            count > 1 && (
              <span className="video-carousel__dots">
                {slides.map((slide, slideIndex) => (
                  <button
                    key={slide.id}
                    type="button"
                    className="video-carousel__dot"
                    aria-label={`Show video ${slideIndex + 1} of ${count}: ${slide.name}`}
                    aria-current={slideIndex === current ? 'true' : undefined}
                    onClick={() => setIndex(slideIndex)}
                  />
                ))}
              </span>
            )
          }
        />
      </div>
    </section>
  );
}

type VideoSlideProps = {
  profile: ProfileCardData;
  /** The carousel's dot selectors, shown under the caption. */
  dots: ReactNode;
  position: number;
  count: number;
  autoPlay: boolean;
  onEnded: () => void;
  onError: () => void;
};

function VideoSlide({ profile, dots, position, count, autoPlay, onEnded, onError }: VideoSlideProps) {
  const video = buildMediaItems(profile, 'card').find((item) => item.kind === 'video');
  const src = video?.src ?? resolveMediaUrl(profile.video_url ?? '');
  const poster = video?.kind === 'video' ? video.poster : null;
  // The player (and its controls) only once the carousel is in view and may play on its own, or the visitor
  // plays it: until then its poster (VideoPoster says why).
  const [isPlayRequested, setIsPlayRequested] = useState(false);
  return (
    <div
      className="video-carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
    >
      {autoPlay || isPlayRequested ? (
        <video
          className="video-carousel__video"
          src={src}
          poster={poster ?? undefined}
          aria-label={`Video of ${profile.name}`}
          muted={!isPlayRequested}
          playsInline
          autoPlay
          preload="auto"
          controls
          onEnded={onEnded}
          onError={onError}
        />
      ) : (
        <VideoPoster
          className="video-carousel__video"
          src={src}
          poster={poster}
          label={`Play video of ${profile.name}`}
          onPlay={() => setIsPlayRequested(true)}
        />
      )}
      <div className="video-carousel__caption">
        <span className="video-carousel__name">
          {profile.name}, {profile.age}
        </span>
        <span className="video-carousel__meta">
          {profile.gender} · {profile.state}
        </span>
        {profile.bio_preview && <span className="video-carousel__bio">{profile.bio_preview}</span>}
        <Link className="video-carousel__link" to={`/profile/${profile.id}`}>
          View {profile.name}&apos;s profile
        </Link>
        {dots}
      </div>
    </div>
  );
}
