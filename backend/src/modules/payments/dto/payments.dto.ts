import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { UUID_PATTERN } from '../../../common/ids';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../entities/subscription.entity';
import { DEMO_EVENTS, type DemoEvent, type PaymentMode } from '../payment.enums';

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

  @ApiProperty({ ...ApiEnum.SubscriptionType })
  @IsIn(SUBSCRIPTION_TYPES, { message: TYPE_MESSAGE })
  subscription_type!: SubscriptionType;
}

export class CancelSubscriptionQueryDto extends ProfileIdQueryDto {
  @ApiProperty({ ...ApiEnum.SubscriptionType })
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

export class SimulateQueryDto {
  @ApiProperty({ ...ApiEnum.DemoPaymentEvent })
  @IsIn(DEMO_EVENTS, { message: `event must be one of: ${DEMO_EVENTS.join(', ')}` })
  event!: DemoEvent;
}

export class PlanIdsResponseDto {
  @ApiProperty() profile_listing_plan_id!: string;
  @ApiProperty() premium_plan_id!: string;
  @ApiProperty({ type: String, nullable: true, description: "PayPal's client id for the browser SDK; null in demo mode" }) client_id!: string | null;
  @ApiProperty({ ...ApiEnum.PaymentMode }) mode!: PaymentMode;
  @ApiProperty({ example: '2.00' }) listing_price!: string;
  @ApiProperty({ example: '2.00' }) premium_price!: string;
  @ApiProperty({ example: '7.00' }) video_price!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class ActivationResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty({ ...ApiEnum.ProfileStatus }) status!: string;
  @ApiProperty({ ...ApiEnum.PaymentStatus }) payment_status!: string;
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
  @ApiProperty({ ...ApiEnum.WebhookOutcome }) status!: string;
}

export class DemoSubscriptionResponseDto {
  @ApiProperty({ example: 'DEMO-SUB-…' }) subscription_id!: string;
}
