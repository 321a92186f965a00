import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { OwnerProfilesService } from '../profiles/owner-profiles.service';
import { User } from '../users/entities/user.entity';
import { DemoGateway } from './demo.gateway';
import { Subscription, SubscriptionType } from './entities/subscription.entity';
import { PaymentWebhooksService } from './payment-webhooks.service';
import type { DemoEvent, WebhookOutcome } from './payment.enums';
import { PaymentSetup } from './payment-setup';
import { CURRENCY, PRICES } from '../../shared/rules';

/**
 * The demo gateway's "PayPal window" (only without PayPal, never in production): what the buyer
 * and PayPal would do, played as the demo gateway's signed webhook events through the same
 * handler as PayPal's.
 */
@Injectable()
export class DemoPaymentsService {
  constructor(
    private readonly setup: PaymentSetup,
    private readonly webhooks: PaymentWebhooksService,
    private readonly dataSource: DataSource,
    private readonly ownerProfiles: OwnerProfilesService,
  ) {}

  private demo(): DemoGateway {
    const gateway = this.setup.require();
    if (!(gateway instanceof DemoGateway)) throw new NotFoundException('Demo payments are off: this server uses PayPal.');
    return gateway;
  }

  /** The buyer approves: the subscription is created, activated and its first payment completed. */
  async subscribe(user: User, profileId: string, type: SubscriptionType): Promise<{ subscription_id: string }> {
    const demo = this.demo();
    const profile = await this.ownerProfiles.findOwned(user, profileId);
    const id = await demo.createSubscription(this.setup.plans[type], profile.id, PRICES[type]);
    const sub = await demo.getSubscription(id);
    const resource = { id, status: sub.status, plan_id: sub.planId, custom_id: sub.customId };
    for (const event of [
      demo.signEvent('BILLING.SUBSCRIPTION.ACTIVATED', resource),
      demo.signEvent('PAYMENT.SALE.COMPLETED', { id: `DEMO-SALE-${id}`, billing_agreement_id: id, state: 'completed', amount: { total: PRICES[type], currency: CURRENCY } }),
    ]) {
      await this.webhooks.receive(event.headers, event.rawBody);
    }
    return { subscription_id: id };
  }

  /** What PayPal would do later to one of the caller's demo subscriptions. */
  async simulate(user: User, id: string, event: DemoEvent): Promise<{ status: WebhookOutcome }> {
    const demo = this.demo();
    const row = id.startsWith('DEMO-SUB-') && isUuid(id.slice('DEMO-SUB-'.length))
      ? await this.dataSource.getRepository(Subscription).findOneBy({ id, ownerId: user.id })
      : null;
    if (!row) throw new NotFoundException('Subscription not found');
    const signed = await demo.simulate(id, event);
    return this.webhooks.receive(signed.headers, signed.rawBody);
  }
}
