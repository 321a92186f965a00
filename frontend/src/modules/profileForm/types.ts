import type { ElectronicContactInputDto, MailingAddressInputDto, SocialMediaInputDto } from '../../api/schema';

/** The nested groups of a profile as the forms hold them and as the API takes them. */

/** Form side: every text as typed ('' for nothing). */
export type MailingAddressValues = {
  street: string;
  street_2: string;
  city: string;
  state?: string;
  zip: string;
};

export type ElectronicContactValues = {
  jpay: boolean;
  corrlinks: boolean;
  securus: boolean;
  gettingout: boolean;
  chirp: boolean;
  chirp_number: string;
  other_app: string;
};

export type SocialMediaValues = {
  instagram: string;
  facebook: string;
  tiktok: string;
};

/** API side (from the generated contract): every field sent, optional texts null when empty. */
export type MailingAddressPayload = Required<MailingAddressInputDto>;

export type ElectronicContactPayload = Required<ElectronicContactInputDto>;

export type SocialMediaPayload = Required<SocialMediaInputDto>;
