import type {
  ElectronicContactPayload,
  ElectronicContactValues,
  MailingAddressPayload,
  MailingAddressValues,
  SocialMediaPayload,
  SocialMediaValues,
} from '../types';
import { textOrNull, trimmed } from './text';

/** The form's nested groups as the API takes them, for submission and edits alike. */

export function mailingAddressPayload(address: Partial<MailingAddressValues> | undefined): MailingAddressPayload {
  return {
    street: trimmed(address?.street),
    street_2: textOrNull(address?.street_2),
    city: trimmed(address?.city),
    state: address?.state ?? '',
    zip: trimmed(address?.zip),
  };
}

/** Every service as a yes/no; the Chirp number only goes with Chirp. */
export function electronicContactPayload(
  contact: Partial<ElectronicContactValues> | undefined,
): ElectronicContactPayload {
  return {
    jpay: contact?.jpay === true,
    corrlinks: contact?.corrlinks === true,
    securus: contact?.securus === true,
    gettingout: contact?.gettingout === true,
    chirp: contact?.chirp === true,
    chirp_number: contact?.chirp === true ? textOrNull(contact.chirp_number) : null,
    other_app: textOrNull(contact?.other_app),
  };
}

export function socialMediaPayload(social: Partial<SocialMediaValues> | undefined): SocialMediaPayload {
  return {
    instagram: textOrNull(social?.instagram),
    facebook: textOrNull(social?.facebook),
    tiktok: textOrNull(social?.tiktok),
  };
}
