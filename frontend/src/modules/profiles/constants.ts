/** Business constants of the public directory (public spec §9). */

/** NEW badge: profiles added less than this long ago. */
export const NEW_BADGE_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Home: newest profiles shown, skeleton cards while they load, videos in the carousel. */
export const HOME_NEWEST_LIMIT = 10;
export const HOME_SKELETON_COUNT = 4;
export const HOME_VIDEO_LIMIT = 3;

/** State page: at most this many cards, and skeleton cards while they load. */
export const STATE_PAGE_LIMIT = 20;
export const STATE_SKELETON_COUNT = 10;

/** Card rendition size of a photo (the API's 480x600 card image). */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 600;
