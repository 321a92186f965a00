import { ImageService, StoredPhoto } from '../media/image.service';
import { MediaStorage } from '../media/media-storage';
import { stateByCode } from '../states/states.data';
import { MIN_PROFILE_AGE } from '../../shared/rules';
import { ageOn } from './age';

const ZIP = /^\d{5}(-\d{4})?$/;
const SOCIAL = /^(https?:\/\/[^\s/$.?#][^\s]*|@?[A-Za-z0-9._-]{1,60})$/i;

export const RESTRICTED_STATE_MESSAGE = (state: string) =>
  `${state} punishes incarcerated people for pen-pal listings. Read the warning and confirm to continue.`;

/** What the cross-field rules look at, for a new profile or an edited one. */
export interface ProfileRuleInput {
  birthdate: string;
  mailing_address: { state: string; zip: string };
  incarceration_start_date?: string | null;
  earliest_release_date?: string | null;
  latest_release_date?: string | null;
  social_media?: { instagram?: string | null; facebook?: string | null; tiktok?: string | null } | null;
  /** Undefined when the state did not change in an edit (acknowledged before). */
  restricted_state_acknowledged?: boolean;
}

/** The rules a DTO cannot express alone (age, date order, state, ZIP, links, restricted states), in the form's order. */
export function profileRuleProblems(input: ProfileRuleInput, now: Date, options: { stateChanged?: boolean } = {}): string[] {
  const problems: string[] = [];
  const today = now.toISOString().slice(0, 10);
  if (input.birthdate > today) problems.push('Birthdate cannot be in the future');
  else if (ageOn(input.birthdate, now) < MIN_PROFILE_AGE) problems.push(`The person must be at least ${MIN_PROFILE_AGE} years old`);

  const state = stateByCode(input.mailing_address.state);
  if (!state) problems.push('Mailing address state must be the two-letter code of a US state');
  if (!ZIP.test(input.mailing_address.zip)) problems.push('ZIP code must be 5 digits (or ZIP+4)');

  const start = input.incarceration_start_date;
  const earliest = input.earliest_release_date;
  const latest = input.latest_release_date;
  if (start && start > today) problems.push('Incarceration start date cannot be in the future');
  if (start && start < input.birthdate) problems.push('Incarceration start date must be after the birthdate');
  if (start && earliest && earliest < start) problems.push('Earliest release date cannot be before the incarceration start date');
  if (earliest && latest && latest < earliest) problems.push('Latest release date cannot be before the earliest release date');
  for (const [network, value] of Object.entries(input.social_media ?? {})) {
    if (value && !SOCIAL.test(value)) {
      problems.push(`${network[0].toUpperCase()}${network.slice(1)} must be a web address (https://…) or a handle like @name`);
    }
  }
  const restriction = state?.notes.find((n) => n.kind === 'listing-restriction');
  if (restriction && (options.stateChanged ?? true) && input.restricted_state_acknowledged !== true) {
    problems.push(RESTRICTED_STATE_MESSAGE(state!.name));
  }
  return problems;
}

export function isRestrictedState(code: string): boolean {
  return !!stateByCode(code)?.notes.some((n) => n.kind === 'listing-restriction');
}

function photoMessages(index: number, count: number) {
  const which = count > 1 ? `Photo ${index + 1}` : 'The photo';
  return {
    tooLarge: `${which} must be less than 5MB`,
    notAnImage: `${which} is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)`,
  };
}

/**
 * Decodes and checks every new photo (data URLs or base64) before storing any, then stores
 * them; on a failure the ones already stored are removed. `labels` numbers photos as the user sees them.
 */
export async function storeNewPhotos(
  images: ImageService,
  storage: MediaStorage,
  photos: Array<{ data: string; index: number }>,
  total: number,
): Promise<StoredPhoto[]> {
  const decoded = photos.map((p) => ({ bytes: images.decodeBase64(p.data, photoMessages(p.index, total)), index: p.index }));
  for (const p of decoded) await images.assertImage(p.bytes, photoMessages(p.index, total));
  const stored: StoredPhoto[] = [];
  try {
    for (const p of decoded) stored.push(await images.storeProfilePhoto(p.bytes, photoMessages(p.index, total)));
  } catch (error) {
    await storage.deleteMany(stored.flatMap((s) => [s.cardKey, s.fullKey]), { warn: () => undefined });
    throw error;
  }
  return stored;
}
