import type { ProfileDetail, StateNote } from '../types/profile';

type AddressSource = Pick<ProfileDetail, 'name' | 'inmate_id' | 'prison_name' | 'mailing_address'>;

/** The facility address as it goes on an envelope: name and ID, street, line 2, city/state/zip. */
export function facilityAddressLines({ name, inmate_id, mailing_address: address }: AddressSource): string[] {
  return [
    `${name} #${inmate_id}`,
    address.street,
    address.street_2 ?? '',
    `${address.city}, ${address.state} ${address.zip}`,
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The state note that says where personal mail must go instead (a central mail processor), if any. */
export function findMailingFormatNote(notes: readonly StateNote[] | undefined): StateNote | undefined {
  return notes?.find((note) => !!note.mailing_format?.trim());
}

/** A state's envelope format with {name}, {inmate_id} and {facility} filled in, as lines. */
export function fillMailingFormat(format: string, profile: AddressSource): string[] {
  const values: Record<string, string> = {
    name: profile.name,
    inmate_id: profile.inmate_id,
    facility: profile.prison_name,
  };
  return format
    .replace(/\{(name|inmate_id|facility)\}/g, (_, key: string) => values[key] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export type MailingInstructions = {
  /** The address to write on the envelope. */
  lines: string[];
  /** The state rule behind a central-mail address, when there is one. */
  note?: StateNote;
};

/** Where to send a letter: the state's central mail processor when it has one, else the facility. */
export function getMailingInstructions(profile: AddressSource & Pick<ProfileDetail, 'state_info'>): MailingInstructions {
  const note = findMailingFormatNote(profile.state_info?.notes);
  if (note?.mailing_format) return { lines: fillMailingFormat(note.mailing_format, profile), note };
  return { lines: facilityAddressLines(profile) };
}
