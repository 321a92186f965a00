import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validators/optional.validator';
import { MAX_PHOTOS } from '../../../shared/rules';
import { CreateProfileDto, SUBMISSION_ONLY_FIELDS } from './create-profile.dto';

export const LAST_PHOTO_MESSAGE = 'Cannot delete the last photo. Profile must have at least one photo.';
export const MAX_PHOTOS_MESSAGE = `Maximum ${MAX_PHOTOS} photos allowed`;
/** An admin removing a photo or the video must say why; the owner is told. */
export const DELETION_REASON_REQUIRED = 'Please provide a reason for deletion';

/**
 * PUT /api/user/profiles/{id} and PUT /api/admin/profiles/{id}: any field of the
 * submission, each checked by the same rules when present; absent fields stay.
 */
export class UpdateProfileDto extends PartialType(OmitType(CreateProfileDto, SUBMISSION_ONLY_FIELDS), {
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

export class AdminUpdateProfileDto extends UpdateProfileDto {
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
