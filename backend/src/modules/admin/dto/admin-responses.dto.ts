import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../../common/pagination';
import { OwnerProfileDto } from '../../profiles/dto/profile-response.dto';

/** A profile on the review desk: the owner's view plus who owns it. */
export class AdminProfileDto extends OwnerProfileDto {
  @ApiProperty({ format: 'uuid' }) owner_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the account is gone' }) owner_email!: string | null;
  @ApiProperty({ description: 'Listed in a state that disciplines inmates for pen-pal ads (the owner acknowledged the warning)' })
  restricted_state!: boolean;
}

export class AdminProfileListDto extends PageDto {
  @ApiProperty({ type: [AdminProfileDto] }) profiles!: AdminProfileDto[];
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() is_admin!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_login_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) profile_photo_url!: string | null;
  @ApiProperty({ type: 'integer' }) profile_count!: number;
}

export class AdminUserListDto extends PageDto {
  @ApiProperty({ type: [AdminUserDto] }) users!: AdminUserDto[];
}

export class SetAdminResponseDto {
  @ApiProperty({ example: 'writer@example.org is now an admin.' }) message!: string;
  @ApiProperty() is_admin!: boolean;
}

/** New profiles and new listings in one week. */
export class AdminWeekDto {
  @ApiProperty({ format: 'date', description: 'Monday of the week' }) week!: string;
  @ApiProperty({ type: 'integer' }) new_profiles!: number;
  @ApiProperty({ type: 'integer' }) new_paid_listings!: number;
  @ApiProperty({ type: 'integer' }) new_promo_listings!: number;
}

/** The admin dashboard's cards and its chart. */
export class AdminSummaryDto {
  @ApiProperty({ type: 'integer' }) pending_review!: number;
  @ApiProperty({ type: 'integer' }) active_profiles!: number;
  @ApiProperty({ type: 'integer' }) total_profiles!: number;
  @ApiProperty({ type: 'integer' }) paid_subscriptions!: number;
  @ApiProperty({ type: 'integer' }) premium_profiles!: number;
  @ApiProperty({ type: 'integer', description: 'Listings whose payment failed, was cancelled or never came' }) payment_issues!: number;
  @ApiProperty({ type: 'integer', description: 'Forum reports waiting for an admin (pending)' }) open_reports!: number;
  @ApiProperty({ type: 'integer', description: 'Forum posts held from the public (awaiting approval, or hidden after reports)' }) forum_queue!: number;
  @ApiProperty({ type: 'integer', description: "Active profiles due for a new check against the state's inmate locator (the re-check queue)" })
  recheck_due!: number;
  @ApiProperty({ type: [AdminWeekDto], description: 'The last 12 weeks, oldest first' }) weekly!: AdminWeekDto[];
}
