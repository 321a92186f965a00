import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Request } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { User } from '../users/entities/user.entity';
import {
  ActivateSubscriptionDto,
  ActivationResponseDto,
  CancelResponseDto,
  CancelSubscriptionQueryDto,
  CaptureResponseDto,
  CaptureVideoOrderQueryDto,
  DemoSubscriptionResponseDto,
  OrderResponseDto,
  PlanIdsResponseDto,
  ProfileIdQueryDto,
  SimulateQueryDto,
  SubscriptionIdQueryDto,
  WebhookResponseDto,
} from './dto/payments.dto';
import { ThrottleWebhook } from '../auth/guards/auth-throttle.guard';
import { DemoPaymentsService } from './demo-payments.service';
import { PaymentWebhooksService } from './payment-webhooks.service';
import { PaymentSetup } from './payment-setup';
import { CURRENCY, PRICES } from '../../shared/rules';
import { SubscriptionsService } from './subscriptions.service';
import { VideoOrdersService } from './video-orders.service';

@ApiTags('payments')
@Controller('paypal')
@ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Payments are not configured on this server' })
export class PaymentsController {
  constructor(
    private readonly setup: PaymentSetup,
    private readonly subscriptions: SubscriptionsService,
    private readonly videoOrders: VideoOrdersService,
    private readonly webhooks: PaymentWebhooksService,
  ) {}

  @Get('plan-ids')
  @Public()
  @ApiOperation({ summary: 'What the browser needs to show the payment buttons: plans, client id, mode and prices' })
  @ApiOkResponse({ type: PlanIdsResponseDto })
  planIds(): PlanIdsResponseDto {
    const gateway = this.setup.require();
    return {
      profile_listing_plan_id: this.setup.plans.profile_listing,
      premium_plan_id: this.setup.plans.premium,
      client_id: this.setup.clientId,
      mode: gateway.mode,
      listing_price: PRICES.profile_listing,
      premium_price: PRICES.premium,
      video_price: PRICES.video,
      currency: CURRENCY,
    };
  }

  @Post('subscription/activate')
  @Idempotent()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Link an approved subscription to one of your profiles',
    description: 'Accepted only when the provider says the subscription is ACTIVE or APPROVED, for the plan of that type, made for this profile, and not linked to another profile.',
  })
  @ApiOkResponse({ type: ActivationResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not active, other plan, other profile, or already linked elsewhere' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such profile of yours' })
  @ApiBadGatewayResponse({ type: ErrorBody })
  activate(@Query() query: SubscriptionIdQueryDto, @Body() body: ActivateSubscriptionDto, @CurrentUser() user: User): Promise<ActivationResponseDto> {
    return this.subscriptions.activate(user, query.subscription_id, body.profile_id, body.subscription_type);
  }

  @Post('webhook')
  @ThrottleWebhook()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "PayPal's webhook: verified with PayPal, each event handled once" })
  @ApiOkResponse({ type: WebhookResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not an event, or its signature could not be verified (nothing changed)' })
  webhook(@Req() req: Request & { rawBody?: string }, @Headers() headers: Record<string, string | undefined>): Promise<WebhookResponseDto> {
    return this.webhooks.receive(
      {
        authAlgo: headers['paypal-auth-algo'],
        certUrl: headers['paypal-cert-url'],
        transmissionId: headers['paypal-transmission-id'],
        transmissionSig: headers['paypal-transmission-sig'],
        transmissionTime: headers['paypal-transmission-time'],
      },
      req.rawBody,
    );
  }

  @Post('cancel-subscription')
  @Idempotent()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stop a listing or premium subscription; its benefit lasts until the paid period ends' })
  @ApiOkResponse({ type: CancelResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'No active subscription of that type' })
  @ApiNotFoundResponse({ type: ErrorBody })
  cancel(@Query() query: CancelSubscriptionQueryDto, @CurrentUser() user: User): Promise<CancelResponseDto> {
    return this.subscriptions.cancel(user, query.profile_id, query.subscription_type);
  }

  @Post('create-video-order')
  @Idempotent()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create the $7.00 one-time video order for one of your profiles' })
  @ApiCreatedResponse({ type: OrderResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The video is already paid for' })
  @ApiNotFoundResponse({ type: ErrorBody })
  createVideoOrder(@Query() query: ProfileIdQueryDto, @CurrentUser() user: User): Promise<OrderResponseDto> {
    return this.videoOrders.create(user, query.profile_id);
  }

  @Post('capture-video-order')
  @Idempotent()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Capture an approved video order; video_paid is set only for a completed 7.00 USD capture for this profile' })
  @ApiOkResponse({ type: CaptureResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  captureVideoOrder(@Query() query: CaptureVideoOrderQueryDto, @CurrentUser() user: User): Promise<CaptureResponseDto> {
    return this.videoOrders.capture(user, query.order_id, query.profile_id);
  }
}

/**
 * The demo gateway's "PayPal window": only when PayPal is not configured (never in
 * production). Approving creates the subscription at the demo gateway, which
 * then posts its signed webhook events through the same handler as PayPal's.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('paypal/demo')
export class DemoPaymentsController {
  constructor(private readonly demo: DemoPaymentsService) {}

  @Post('subscriptions')
  @Idempotent()
  @ApiOperation({ summary: 'Demo only: approve a subscription for one of your profiles (no money moves)' })
  @ApiCreatedResponse({ type: DemoSubscriptionResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async subscribe(@Body() body: ActivateSubscriptionDto, @CurrentUser() user: User): Promise<DemoSubscriptionResponseDto> {
    return this.demo.subscribe(user, body.profile_id, body.subscription_type);
  }

  @Post('subscriptions/:id/simulate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Demo only: play a payment going through or failing, a suspension or a cancellation at the provider' })
  @ApiOkResponse({ type: WebhookResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async simulate(@Param('id') id: string, @Query() query: SimulateQueryDto, @CurrentUser() user: User): Promise<WebhookResponseDto> {
    return this.demo.simulate(user, id, query.event);
  }
}
