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

/** API side: optional texts are null when empty. */
export type MailingAddressPayload = {
  street: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
};

export type ElectronicContactPayload = {
  jpay: boolean;
  corrlinks: boolean;
  securus: boolean;
  gettingout: boolean;
  chirp: boolean;
  chirp_number: string | null;
  other_app: string | null;
};

export type SocialMediaPayload = { instagram: string | null; facebook: string | null; tiktok: string | null };
