import { Logger, Module, OnModuleInit } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { Profile } from '../profiles/entities/profile.entity';
import { ProfileRemovalService } from '../profiles/profile-removal.service';
import { ProfilesModule } from '../profiles/profiles.module';
import { VerificationService } from '../profiles/verification/verification.service';
import { AccountDeletionService } from '../users/account-deletion.service';
import { UsersModule } from '../users/users.module';
import { DemoGateway } from './demo.gateway';
import { DemoPaymentsService } from './demo-payments.service';
import { DemoGatewayRecord } from './entities/demo-gateway-record.entity';
import { Subscription } from './entities/subscription.entity';
import { VideoOrder } from './entities/video-order.entity';
import { PaymentWebhookEvent } from './entities/webhook-event.entity';
import { PaymentGateway } from './payment-gateway';
import { PaymentWebhooksService } from './payment-webhooks.service';
import { DEMO_PLANS, PaymentSetup } from './payment-setup';
import { DemoPaymentsController, PaymentsController } from './payments.controller';
import { PayPalGateway } from './paypal.gateway';
import { SubscriptionsService } from './subscriptions.service';
import { VideoOrdersService } from './video-orders.service';

/** PayPal when configured; the demo gateway when demos are allowed (not production, loopback only); otherwise none (payment calls answer 503). */
function paymentSetup(config: AppConfig, demoRecords: Repository<DemoGatewayRecord>, clock: Clock): PaymentSetup {
  const logger = new Logger('Payments');
  if (config.paypal) {
    const p = config.paypal;
    const gateway: PaymentGateway = new PayPalGateway({
      env: p.env,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      webhookId: p.webhookId,
      apiBase: p.apiBase,
    });
    if (!p.webhookId) logger.warn('PAYPAL_WEBHOOK_ID is not set: webhooks will be refused, so failed payments go unnoticed');
    return new PaymentSetup(gateway, { profile_listing: p.listingPlanId, premium: p.premiumPlanId }, p.clientId);
  }
  if (!config.demoAllowed) {
    logger.error(
      'PayPal is not configured (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_LISTING_PLAN_ID, PAYPAL_PREMIUM_PLAN_ID): payments are off' +
        (config.isProduction ? '' : ` (the demo gateway runs only on a loopback address, not on HOST=${config.host})`),
    );
    return new PaymentSetup(null, { ...DEMO_PLANS }, null);
  }
  logger.log('PayPal is not configured: using the demo gateway (no money moves)');
  return new PaymentSetup(new DemoGateway(demoRecords, clock), { ...DEMO_PLANS }, null);
}

@Module({
  imports: [
    TypeOrmModule.forFeature([Subscription, PaymentWebhookEvent, VideoOrder, DemoGatewayRecord]),
    NotificationsModule,
    ProfilesModule,
    UsersModule,
  ],
  controllers: [PaymentsController, DemoPaymentsController],
  providers: [
    {
      provide: PaymentSetup,
      inject: [AppConfig, getRepositoryToken(DemoGatewayRecord), Clock],
      useFactory: paymentSetup,
    },
    SubscriptionsService,
    VideoOrdersService,
    PaymentWebhooksService,
    DemoPaymentsService,
  ],
  exports: [PaymentSetup, SubscriptionsService],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly removal: ProfileRemovalService,
    private readonly accountDeletion: AccountDeletionService,
    private readonly dataSource: DataSource,
    private readonly verification: VerificationService,
  ) {}

  /**
   * Deleting a profile or an account first stops its payments (and is refused if the provider cannot
   * be told); a listing the lifecycle job removed has its subscriptions cancelled afterwards, best effort.
   */
  onModuleInit(): void {
    // Every subscription made for the profile, not only the current ones: a second PayPal window, or a
    // replaced subscription whose cancellation failed, leaves a live one that would go on charging.
    const current = (profile: Profile) => [profile.listingSubscriptionId, profile.premiumSubscriptionId];
    const rows = async (sql: string, param: string) => (await this.dataSource.query<Array<{ id: string }>>(sql, [param])).map((r) => r.id);
    this.removal.register({
      before: async (profile, by) => {
        const made = await rows('SELECT id FROM subscriptions WHERE profile_id = $1', profile.id);
        await this.subscriptions.cancelAll([...current(profile), ...made], by === 'owner' ? 'The profile was deleted' : 'The listing was removed by the site');
      },
      after: async (profile) => {
        // The deletion has unlinked its subscriptions (profile_id is null now): the owner's unlinked ones.
        const unlinked = await rows('SELECT id FROM subscriptions WHERE owner_id = $1 AND profile_id IS NULL', profile.ownerId);
        for (const id of new Set([...current(profile), ...unlinked])) if (id) await this.subscriptions.cancelQuietly(id, 'The listing was removed');
      },
      // Webhooks, activation and video captures lock these rows before the profile's.
      lockReferences: async (manager, profileIds) => {
        await manager.query('SELECT id FROM subscriptions WHERE profile_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [profileIds]);
        await manager.query('SELECT id FROM video_orders WHERE profile_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [profileIds]);
      },
    });
    // A check that found the person released (or not at all) takes the profile down: billing stops.
    this.verification.onDelisted((profile) => this.subscriptions.stopForDelisted(profile));
    // The provider is told before the deletion's transaction opens: cancelAll works on its own connections,
    // which inside the transaction would wait for the row locks the profile deletion takes.
    this.accountDeletion.registerBefore(async (user) => {
      const rows: { id: string }[] = await this.dataSource.query('SELECT id FROM subscriptions WHERE owner_id = $1', [user.id]);
      await this.subscriptions.cancelAll(rows.map((r) => r.id), 'The account was deleted');
    });
  }
}
