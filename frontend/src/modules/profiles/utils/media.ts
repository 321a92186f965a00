import { API_BASE_URL } from '../../../config/env';
import type { ProfileCardData } from '../types/profile';

export type MediaItem =
  | { kind: 'video'; src: string; poster: string | null }
  | { kind: 'photo'; src: string };

/**
 * Media paths (`/api/media/…`) are relative to the API host. When the API lives on
 * another origin (VITE_API_BASE_URL is absolute), prefix that origin.
 */
export function resolveMediaUrl(path: string): string;
export function resolveMediaUrl(path: string | null | undefined): string | null;
export function resolveMediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const apiOrigin = /^https?:\/\//i.test(API_BASE_URL) ? new URL(API_BASE_URL).origin : '';
  return `${apiOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}

type MediaSource = Pick<
  ProfileCardData,
  'photos' | 'photo_thumbnails' | 'photo_base64' | 'thumbnail_url' | 'video_url'
>;

/** Photos of a profile, in order; falls back to the single primary photo. */
function photoList(profile: MediaSource, size: 'card' | 'full'): string[] {
  const preferred = size === 'card' ? profile.photo_thumbnails : profile.photos;
  const other = size === 'card' ? profile.photos : profile.photo_thumbnails;
  if (preferred?.length) return preferred;
  if (other?.length) return other;
  const single = size === 'card' ? (profile.thumbnail_url ?? profile.photo_base64) : profile.photo_base64;
  return single ? [single] : [];
}

/** The profile's primary photo in its card rendition (480x600), or null for a profile without photos. */
export function cardPhotoUrl(profile: MediaSource): string | null {
  return resolveMediaUrl(photoList(profile, 'card')[0]);
}

/**
 * What a carousel shows: the video first (with the first photo as its poster), then the photos.
 * `size` picks the card renditions (cards) or the full-size photos (profile page).
 */
export function buildMediaItems(
  profile: MediaSource,
  size: 'card' | 'full',
  options: { withVideo?: boolean } = {},
): MediaItem[] {
  const photos = photoList(profile, size).map((src) => resolveMediaUrl(src));
  const items: MediaItem[] = [];
  if (profile.video_url && options.withVideo !== false) {
    items.push({ kind: 'video', src: resolveMediaUrl(profile.video_url), poster: cardPhotoUrl(profile) });
  }
  for (const src of photos) items.push({ kind: 'photo', src });
  return items;
}

/** The image a carousel's first slide shows (a video's poster, or the first photo): what to preload. */
export function firstSlideImage(profile: MediaSource, size: 'card' | 'full'): string | null {
  const first = buildMediaItems(profile, size)[0];
  if (!first) return null;
  return first.kind === 'video' ? first.poster : first.src;
}

/** Next index in a carousel of `count` items, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
