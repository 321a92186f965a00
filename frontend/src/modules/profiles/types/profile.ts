/** Shapes of the public directory API, from the generated contract (src/api/schema.ts). */
import type {
  ElectronicContactDto,
  MailingAddressDto,
  ProfileCardDto,
  ProfileDetailDto,
  ProfileListResponseDto,
  ProfileStateInfoDto,
  ProfileStatsDto,
  SocialMediaDto,
  StateNoteDto,
  StateSourceDto,
} from '../../../api/schema';

export type { Gender, ProfileSort } from '../../../api/schema';

/** A list item: what a profile card needs (no whole bio, no address). */
export type ProfileCardData = ProfileCardDto;

export type MailingAddress = MailingAddressDto;

/** Filled for premium profiles only. */
export type SocialMedia = SocialMediaDto;

export type ElectronicContact = ElectronicContactDto;

export type StateSource = StateSourceDto;

/** A state rule that changes what to do: a listing ban, or personal mail sent to a central processor. */
export type StateNote = StateNoteDto;

export type ProfileStateInfo = ProfileStateInfoDto;

/** The public profile page. */
export type ProfileDetail = ProfileDetailDto;

/** `GET /profiles` answer. */
export type ProfileListResponse = ProfileListResponseDto;

/** `GET /profiles/stats` answer. */
export type ProfileStats = ProfileStatsDto;
