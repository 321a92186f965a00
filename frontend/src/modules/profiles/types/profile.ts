/** Shapes of the public directory API, from the generated contract (src/api/schema.ts). */
import type {
  ElectronicContactDto,
  ProfileCardDto,
  ProfileDetailDto,
  ProfileListResponseDto,
  ProfileStatsDto,
  StateNoteDto,
} from '../../../api/schema';

export type { Gender, ProfileSort } from '../../../api/schema';

/** A list item: what a profile card needs (no whole bio, no address). */
export type ProfileCardData = ProfileCardDto;

export type ElectronicContact = ElectronicContactDto;

/** A state rule that changes what to do: a listing ban, or personal mail sent to a central processor. */
export type StateNote = StateNoteDto;

/** The public profile page. */
export type ProfileDetail = ProfileDetailDto;

/** `GET /profiles` answer. */
export type ProfileListResponse = ProfileListResponseDto;

/** `GET /profiles/stats` answer. */
export type ProfileStats = ProfileStatsDto;
