import { ApiPropertyOptional, IntersectionType, OmitType, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validators/optional.validator';
import { MAX_PHOTOS } from '../../../shared/rules';
import { CreateProfileDto } from './create-profile.dto';
import { SERVER_OWNED_PROFILE_FIELD_NAMES, ServerOwnedProfileFieldsDto } from './server-owned-fields.dto';

export const LAST_PHOTO_MESSAGE = 'Cannot delete the last photo. Profile must have at least one photo.';
export const MAX_PHOTOS_MESSAGE = `Maximum ${MAX_PHOTOS} photos allowed`;
/** An admin removing a photo or the video must say why; the owner is told. */
export const DELETION_REASON_REQUIRED = 'Please provide a reason for deletion';

/** Server-owned fields the admin edit sets (the owner's edit ignores them like the others). */
const ADMIN_SETTABLE_FIELDS = ['is_premium'] as const;

/**
 * The fields both edits change: any field of the submission, each checked by the same rules when
 * present; absent fields stay. The photos are a list of current photo URLs and new images.
 */
class ProfileEditFieldsDto extends PartialType(OmitType(CreateProfileDto, ['photos', 'photo_base64', ...SERVER_OWNED_PROFILE_FIELD_NAMES]), {
  // A field sent as null is validated (and refused when the field cannot be empty), not skipped.
  skipNullProperties: false,
}) {
  @ApiPropertyOptional({
    type: [String],
    description: `The photos to keep, in order (the first is primary): URLs of the profile's current photos as returned by the API, or new images as data URLs. 1 to ${MAX_PHOTOS}.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_PHOTOS, { message: MAX_PHOTOS_MESSAGE })
  @IsString({ each: true, message: 'Each photo must be a photo URL or an image' })
  @ArrayMinSize(1, { message: LAST_PHOTO_MESSAGE })
  @IsArray({ message: 'photos must be a list' })
  photos?: string[];

  @ApiPropertyOptional({
    description:
      'Legacy single photo, used only when photos is absent: a new image (data URL or base64) replaces the primary photo; one of the profile\'s photo URLs becomes the primary; empty changes nothing.',
  })
  @IsOptional()
  @IsString({ message: 'photo_base64 must be an image (data URL or base64) or one of the profile\'s photo URLs' })
  photo_base64?: string;
}

/**
 * PUT /api/user/profiles/{id}: the edit's fields; the fields the server owns (a profile sent back as
 * GET returned it) are accepted and ignored; any other field answers 422.
 */
export class UpdateProfileDto extends IntersectionType(ProfileEditFieldsDto, ServerOwnedProfileFieldsDto) {}

/** PUT /api/admin/profiles/{id}: the owner's edit, and premium on or off. */
export class AdminUpdateProfileDto extends IntersectionType(
  ProfileEditFieldsDto,
  OmitType(ServerOwnedProfileFieldsDto, ADMIN_SETTABLE_FIELDS),
) {
  @ApiPropertyOptional({ description: 'Admin only: premium without payment (on) or off' })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'is_premium must be true or false' })
  is_premium?: boolean;
}

export class ReasonQueryDto {
  @ApiPropertyOptional({ description: 'Required for an admin; shown to the owner' })
  @IsOptional()
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters' })
  @IsString()
  reason?: string;
}
