import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { UUID_PATTERN } from '../../../common/ids';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../entities/subscription.entity';

/** Provider ids (I-..., 5O190127TN364715T, DEMO-SUB-<uuid>): letters, digits and dashes. */
const PROVIDER_ID = /^[A-Za-z0-9-]{1,80}$/;
const TYPE_MESSAGE = `subscription_type must be one of: ${SUBSCRIPTION_TYPES.join(', ')}`;

export class ProfileIdQueryDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN, { message: 'profile_id must be a profile id' })
  @IsString({ message: 'profile_id is required' })
  profile_id!: string;
}

export class SubscriptionIdQueryDto {
  @ApiProperty({ example: 'I-BW452GLLEP1G' })
  @Matches(PROVIDER_ID, { message: 'subscription_id must be a subscription id' })
  @IsString({ message: 'subscription_id is required' })
  subscription_id!: string;
}

export class ActivateSubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN, { message: 'profile_id must be a profile id' })
  @IsString({ message: 'profile_id is required' })
  profile_id!: string;

  @ApiProperty({ enum: SUBSCRIPTION_TYPES })
  @IsIn(SUBSCRIPTION_TYPES, { message: TYPE_MESSAGE })
  subscription_type!: SubscriptionType;
}

export class CancelSubscriptionQueryDto extends ProfileIdQueryDto {
  @ApiProperty({ enum: SUBSCRIPTION_TYPES })
  @IsIn(SUBSCRIPTION_TYPES, { message: TYPE_MESSAGE })
  subscription_type!: SubscriptionType;
}

export class CaptureVideoOrderQueryDto extends ProfileIdQueryDto {
  @ApiProperty({ example: '5O190127TN364715T' })
  @Matches(PROVIDER_ID, { message: 'order_id must be an order id' })
  @MaxLength(80)
  @IsString({ message: 'order_id is required' })
  order_id!: string;
}

export const DEMO_EVENTS = ['payment_completed', 'payment_failed', 'suspended', 'cancelled'] as const;

export class SimulateQueryDto {
  @ApiProperty({ enum: DEMO_EVENTS })
  @IsIn(DEMO_EVENTS, { message: `event must be one of: ${DEMO_EVENTS.join(', ')}` })
  event!: (typeof DEMO_EVENTS)[number];
}

export class PlanIdsResponseDto {
  @ApiProperty() profile_listing_plan_id!: string;
  @ApiProperty() premium_plan_id!: string;
  @ApiProperty({ type: String, nullable: true, description: "PayPal's client id for the browser SDK; null in demo mode" }) client_id!: string | null;
  @ApiProperty({ enum: ['sandbox', 'live', 'demo'] }) mode!: 'sandbox' | 'live' | 'demo';
  @ApiProperty({ example: '2.00' }) listing_price!: string;
  @ApiProperty({ example: '2.00' }) premium_price!: string;
  @ApiProperty({ example: '7.00' }) video_price!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class ActivationResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty({ example: 'Pending Review' }) status!: string;
  @ApiProperty({ example: 'paid' }) payment_status!: string;
  @ApiProperty({ type: String, nullable: true }) paid_through!: string | null;
  @ApiProperty() is_premium!: boolean;
  @ApiProperty({ description: 'PayPal approved the subscription but has not taken its first payment yet: show "Payment processing"' })
  payment_processing!: boolean;
}

export class CancelResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The benefit lasts until then' }) paid_through!: string | null;
}

export class OrderResponseDto {
  @ApiProperty() order_id!: string;
}

export class CaptureResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty() video_paid!: boolean;
}

export class WebhookResponseDto {
  @ApiProperty({ enum: ['processed', 'duplicate', 'ignored'] }) status!: string;
}

export class DemoSubscriptionResponseDto {
  @ApiProperty({ example: 'DEMO-SUB-…' }) subscription_id!: string;
}
