import { BadGatewayException, BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentGatewayError, WebhookHeaders } from './payment-gateway';
import type { WebhookOutcome } from './payment.enums';
import { PaymentSetup } from './payment-setup';
import { Clock } from '../../common/clock';
import { SaleProof, SubscriptionsService, SyncOutcome } from './subscriptions.service';
import { VideoOrdersService } from './video-orders.service';

interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: Record<string, unknown>;
}

const NOTHING: SyncOutcome = { notices: [], cancel: [] };

/**
 * POST /api/paypal/webhook. An event counts only when the provider confirms its
 * signature; each event id is handled once (its row is written in the same
 * transaction as its effects, so a failure is retried on redelivery and a
 * concurrent redelivery waits and then sees it done). Subscription events never
 * trust their own snapshot: the subscription is read again from the provider.
 */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger('PaymentWebhooks');

  constructor(
    private readonly setup: PaymentSetup,
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly videoOrders: VideoOrdersService,
    private readonly clock: Clock,
  ) {}

  async receive(headers: WebhookHeaders, rawBody: string | undefined): Promise<{ status: WebhookOutcome }> {
    const gateway = this.setup.require();
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody ?? '') as WebhookEvent;
    } catch {
      throw new BadRequestException('The webhook body must be a JSON event.');
    }
    if (!event || typeof event !== 'object' || typeof event.id !== 'string' || typeof event.event_type !== 'string') {
      throw new BadRequestException('The webhook body must be an event with an id and an event_type.');
    }
    let verified: boolean;
    try {
      verified = await gateway.verifyWebhook(headers, rawBody!);
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw new BadGatewayException('The webhook signature could not be checked now; please redeliver.');
      throw error;
    }
    if (!verified) {
      this.logger.warn({ event_id: event.id, event_type: event.event_type }, 'Webhook with an invalid signature refused');
      throw new BadRequestException('The webhook signature could not be verified.');
    }

    const resource = event.resource ?? {};
    const resourceId = typeof resource.id === 'string' ? resource.id : null;
    const result = await this.dataSource.transaction(async (tx) => {
      // (TypeORM answers an INSERT ... RETURNING with its rows.)
      const inserted: unknown[] = await tx.query(
        `INSERT INTO payment_webhook_events (id, event_type, resource_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.event_type, resourceId],
      );
      if (!inserted.length) return { status: 'duplicate' as const, outcome: NOTHING };
      const subscriptionId = this.subscriptionIdOf(event);
      try {
        if (subscriptionId) {
          return { status: 'processed' as const, outcome: await this.subscriptions.syncFromProvider(tx, subscriptionId, this.saleProof(event)) };
        }
        if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
          return { status: 'processed' as const, outcome: { ...NOTHING, notices: await this.videoOrders.fromWebhook(tx, resource) } };
        }
      } catch (error) {
        if (error instanceof PaymentGatewayError) throw new BadGatewayException('The payment provider could not be reached; please redeliver.');
        throw error;
      }
      return { status: 'ignored' as const, outcome: NOTHING };
    });
    if (result.status === 'processed') await this.subscriptions.afterCommit(result.outcome);
    this.logger.log({ event_id: event.id, event_type: event.event_type, outcome: result.status }, 'Payment webhook');
    return { status: result.status };
  }

  /** A verified PAYMENT.SALE.COMPLETED is proof of a payment for its subscription: amount.total in amount.currency. */
  private saleProof(event: WebhookEvent): SaleProof | undefined {
    if (event.event_type !== 'PAYMENT.SALE.COMPLETED') return undefined;
    const r = event.resource ?? {};
    const amount = r.amount as { total?: unknown; currency?: unknown } | undefined;
    if (r.state !== 'completed' || typeof amount?.total !== 'string' || typeof amount.currency !== 'string') return undefined;
    const time = typeof r.create_time === 'string' ? new Date(r.create_time) : this.clock.now();
    return { amount: { currency: amount.currency, value: amount.total }, time: Number.isNaN(time.getTime()) ? this.clock.now() : time };
  }

  /** The subscription an event is about: the resource itself, or the sale's billing agreement. */
  private subscriptionIdOf(event: WebhookEvent): string | undefined {
    const r = event.resource ?? {};
    if (event.event_type.startsWith('BILLING.SUBSCRIPTION.') && typeof r.id === 'string') return r.id;
    if (event.event_type.startsWith('PAYMENT.SALE.') && typeof r.billing_agreement_id === 'string') return r.billing_agreement_id;
    return undefined;
  }
}
