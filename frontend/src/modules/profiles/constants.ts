/** Business constants of the public directory. Page limits shared with the API come from @shared/rules. */
export { HOME_NEWEST_LIMIT, HOME_VIDEO_LIMIT, STATE_PAGE_LIMIT } from '@shared/rules';

/** NEW badge: profiles added less than this long ago. */
export const NEW_BADGE_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Home: skeleton cards while the newest profiles load. */
export const HOME_SKELETON_COUNT = 4;

/** State page: skeleton cards while its profiles load. */
export const STATE_SKELETON_COUNT = 10;

/** Card rendition size of a photo (the API's 480x600 card image). */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 600;
