import { BadGatewayException, BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { NOTICE_ACTIONS } from '../notices/notice-actions';
import { Notice, NotificationsService } from '../notifications/notifications.service';
import { OwnerProfilesService } from '../profiles/owner-profiles.service';
import { ProfileListingService } from '../profiles/profile-listing.service';
import { User } from '../users/entities/user.entity';
import { VideoOrder } from './entities/video-order.entity';
import { GatewayCapture, PaymentGatewayError, PROVIDER_UNREACHABLE } from './payment-gateway';
import { cents } from './payment-proof';
import { PaymentSetup } from './payment-setup';
import { CURRENCY, PRICES } from '../../shared/rules';


/** The $7 one-time video payment: the server sets the price and accepts only a completed capture of it. */
@Injectable()
export class VideoOrdersService {
  private readonly logger = new Logger('VideoOrders');

  constructor(
    private readonly setup: PaymentSetup,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly ownerProfiles: OwnerProfilesService,
    private readonly listings: ProfileListingService,
  ) {}

  async create(user: User, profileId: string): Promise<{ order_id: string }> {
    const gateway = this.setup.require();
    const profile = await this.ownerProfiles.findOwned(user, profileId);
    if (profile.videoPaid) throw new BadRequestException('The video for this profile is already paid for.');
    let order: { id: string };
    try {
      order = await gateway.createOrder({ amount: PRICES.video, currency: CURRENCY, customId: profile.id, description: `Profile video for ${profile.name}`.slice(0, 127) });
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw new BadGatewayException(PROVIDER_UNREACHABLE);
      throw error;
    }
    await this.dataSource.getRepository(VideoOrder).insert({
      id: order.id,
      profileId: profile.id,
      ownerId: user.id,
      amount: PRICES.video,
      currency: CURRENCY,
      status: 'CREATED',
      gateway: this.setup.method,
    });
    return { order_id: order.id };
  }

  async capture(user: User, orderId: string, profileId: string): Promise<{ message: string; video_paid: boolean }> {
    const gateway = this.setup.require();
    const profile = await this.ownerProfiles.findOwned(user, profileId);
    // Two tabs, or a second order: nothing is captured (charged) for a video already paid for.
    if (profile.videoPaid) throw new BadRequestException('The video for this profile is already paid for.');
    // An order captured once paid for one video: replaying it (after that video was deleted) pays for nothing.
    const used = await this.dataSource.getRepository(VideoOrder).findOneBy({ id: orderId });
    if (used && (used.status === 'COMPLETED' || (used.profileId !== null && used.profileId !== profile.id))) {
      throw new BadRequestException('This payment order was already used. Please start a new video payment.');
    }
    let capture: GatewayCapture;
    try {
      // The same request id on a retry makes PayPal answer with the first capture instead of charging twice.
      capture = await gateway.captureOrder(orderId, `video-${orderId}`);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) throw new BadRequestException('This payment order was not found.');
      if (error instanceof PaymentGatewayError && error.status === 422) throw new BadRequestException('The payment was not approved. Please try again.');
      if (error instanceof PaymentGatewayError) throw new BadGatewayException(PROVIDER_UNREACHABLE);
      throw error;
    }
    if (capture.status !== 'COMPLETED') {
      throw new BadRequestException(`The payment is not complete (status ${capture.status}). No video payment was recorded.`);
    }
    if (capture.amount?.currency !== CURRENCY || cents(capture.amount.value) !== cents(PRICES.video) || capture.customId !== profile.id) {
      this.logger.warn({ order_id: orderId, profile_id: profile.id, amount: capture.amount, custom_id: capture.customId }, 'Video capture does not match');
      throw new BadRequestException('This payment does not match the $7.00 video for this profile. No video payment was recorded.');
    }
    const notices = await this.dataSource.transaction((tx) => this.markPaid(tx, orderId, capture.captureId, profile.id));
    if (!notices) throw new BadRequestException('This payment order was already used. Please start a new video payment.');
    await this.notifications.tell(notices);
    return { message: 'Payment received! You can now upload a video of up to 60 seconds.', video_paid: true };
  }

  /** PAYMENT.CAPTURE.COMPLETED: the capture may reach us by webhook when the browser never came back. */
  async fromWebhook(tx: EntityManager, resource: Record<string, unknown>): Promise<Notice[]> {
    const amount = resource.amount as { currency_code?: string; value?: string } | undefined;
    const customId = typeof resource.custom_id === 'string' ? resource.custom_id : null;
    const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids;
    const orderId = related?.order_id;
    if (resource.status !== 'COMPLETED' || amount?.currency_code !== CURRENCY || cents(amount?.value) !== cents(PRICES.video) || !customId || !orderId) {
      return [];
    }
    const order = await tx.getRepository(VideoOrder).findOneBy({ id: orderId });
    if (!order || order.profileId !== customId) return []; // not one of our video orders
    return (await this.markPaid(tx, orderId, typeof resource.id === 'string' ? resource.id : null, customId)) ?? [];
  }

  /**
   * Records the order as captured and sets video_paid, once per order: an order already
   * COMPLETED here (a replay, or the webhook after the browser's capture) pays for nothing
   * more. Returns the notices to send after commit, or null when the order was already used.
   */
  private async markPaid(tx: EntityManager, orderId: string, captureId: string | null, profileId: string): Promise<Notice[] | null> {
    const now = this.clock.now();
    const completed: unknown[] = await tx.query(
      `INSERT INTO video_orders (id, profile_id, owner_id, amount, currency, status, capture_id, gateway, captured_at)
       SELECT $1, p.id, p.owner_id, $3, $4, 'COMPLETED', $5, $6, $7 FROM profiles p WHERE p.id = $2
       ON CONFLICT (id) DO UPDATE SET status = 'COMPLETED', capture_id = COALESCE(EXCLUDED.capture_id, video_orders.capture_id),
                                      captured_at = COALESCE(video_orders.captured_at, EXCLUDED.captured_at)
        WHERE video_orders.status <> 'COMPLETED' AND video_orders.profile_id = EXCLUDED.profile_id
       RETURNING id`,
      [orderId, profileId, PRICES.video, CURRENCY, captureId, this.setup.method, now],
    );
    if (!completed.length) return null;
    const paid = await this.listings.markVideoPaid(profileId, tx);
    if (!paid) return [];
    return [
      {
        userId: paid.ownerId,
        input: {
          title: 'Video payment received',
          action: NOTICE_ACTIONS.paymentReceived,
          message: `The $${PRICES.video} video payment for ${paid.name} went through. You can now upload a video of up to 60 seconds from your account page.`,
        },
      },
    ];
  }
}
