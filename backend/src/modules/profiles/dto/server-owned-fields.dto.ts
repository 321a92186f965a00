import type { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IgnoredField } from '../../../common/validators/optional.validator';

/**
 * Every field of a profile as the API returns it (OwnerProfileDto, AdminProfileDto) that no request
 * sets: the server computes or owns it. The spec's client sends a profile back as it read it (GET, then
 * POST or PUT), so the submission and both edits accept these and drop them (IgnoredField); any other
 * unknown field is still refused (422). The value is the field's type in the response, for the document.
 * A field the admin edit may set (is_premium) is taken out of this list by AdminUpdateProfileDto.
 */
export const SERVER_OWNED_PROFILE_FIELDS = {
  id: String,
  age: Number,
  state: String,
  bio_preview: String,
  thumbnail_url: String,
  photo_thumbnails: [String] as [StringConstructor],
  video_url: String,
  video_filename: String,
  video_paid: Boolean,
  is_premium: Boolean,
  is_popular: Boolean,
  date_added: String,
  created_at: String,
  crime_verified: Boolean,
  status: String,
  view_count: Number,
  state_info: Object,
  payment_status: String,
  payment_method: String,
  payment_processing: Boolean,
  paid_through: String,
  grace_ends_at: String,
  submission_fee_paid: Boolean,
  rejection_reason: String,
  requires_review: Boolean,
  premium_paid_through: String,
  listing_subscription_id: String,
  premium_subscription_id: String,
  owner_id: String,
  owner_email: String,
  restricted_state: Boolean,
  // Trust (docs/trust.md): the locator checks and the notices they lead to.
  verified_at: String,
  notices: [Object] as [ObjectConstructor],
  returned_mail_count: Number,
  address_confirmation_due: Boolean,
  last_check: Object,
  // Writer tools (docs/writer-tools.md): the birthday as shown (MM-DD, from birthdate and show_birthday).
  birthday: String,
};

export type ServerOwnedProfileField = keyof typeof SERVER_OWNED_PROFILE_FIELDS;

/** The names of SERVER_OWNED_PROFILE_FIELDS, for OmitType and PickType. */
export const SERVER_OWNED_PROFILE_FIELD_NAMES = Object.keys(SERVER_OWNED_PROFILE_FIELDS) as ServerOwnedProfileField[];

class ServerOwnedFields {}

/** The server-owned fields as a request body part: each accepted whatever its value, dropped, documented read-only. */
export const ServerOwnedProfileFieldsDto = ServerOwnedFields as Type<Partial<Record<ServerOwnedProfileField, unknown>>>;

for (const [field, type] of Object.entries(SERVER_OWNED_PROFILE_FIELDS)) {
  const decorate = [
    ApiPropertyOptional({
      type,
      nullable: true,
      readOnly: true,
      description: 'Ignored: the server owns it (a profile sent back as it was read changes nothing here)',
    }),
    IgnoredField(),
  ];
  for (const decorator of decorate) decorator(ServerOwnedFields.prototype, field);
}
