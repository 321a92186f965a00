import { GENDERS, ORIENTATIONS, RACES_ETHNICITIES, RELIGIONS, SEEKING } from '../browse/constants';

/** Limits of the edit form (signed-in spec §5, §9). */
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const BIO_MIN_CHARS = 50;
export const BIO_MAX_WORDS = 1000;

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 60;
/** MIME types of MP4, MOV, AVI and WEBM (AVI has two in the wild). */
export const VIDEO_TYPES: readonly string[] = [
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/webm',
];
/** The file picker's filter: the types, and the extensions for systems that report none. */
export const VIDEO_ACCEPT = [...VIDEO_TYPES, '.mp4', '.mov', '.avi', '.webm'].join(',');
/** After an upload the profile is read again this much later (signed-in spec §4). */
export const RELOAD_AFTER_UPLOAD_MS = 500;
/** How long to wait for the browser to read a video's duration before letting the server judge. */
export const VIDEO_METADATA_TIMEOUT_MS = 10_000;

const PREFER_NOT_TO_SAY = 'Prefer not to say';

/**
 * The form's lists, as the API accepts them: the browse filter's, plus "Prefer not to say"
 * and the religions only the form offers.
 */
export const EDIT_GENDERS: readonly string[] = GENDERS;
export const EDIT_ORIENTATIONS: readonly string[] = [...ORIENTATIONS, PREFER_NOT_TO_SAY];
export const EDIT_RACES_ETHNICITIES: readonly string[] = [...RACES_ETHNICITIES, PREFER_NOT_TO_SAY];
export const EDIT_RELIGIONS: readonly string[] = [
  ...[
    ...RELIGIONS.filter((religion) => religion !== 'Other'),
    'Lutheran',
    'Methodist',
    'Mormon',
    'Native American',
    'Pagan',
    'Presbyterian',
    'Protestant',
    'Wiccan',
  ].sort((a, b) => a.localeCompare(b)),
  'Other',
  PREFER_NOT_TO_SAY,
];
export const EDIT_SEEKING: readonly string[] = SEEKING;

/** E-message services with a yes/no option (Chirp also takes a number). */
export const CONTACT_SERVICES = [
  { key: 'jpay', label: 'JPay' },
  { key: 'corrlinks', label: 'CorrLinks' },
  { key: 'securus', label: 'Securus' },
  { key: 'gettingout', label: 'GettingOut' },
  { key: 'chirp', label: 'Chirp' },
] as const;
