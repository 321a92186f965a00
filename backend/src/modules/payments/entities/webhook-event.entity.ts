import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider webhook event already handled: its id is the key, so a redelivery is recognised and skipped. */
@Entity({ name: 'payment_webhook_events' })
export class PaymentWebhookEvent {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType!: string;

  @Column({ name: 'resource_id', type: 'text', nullable: true })
  resourceId!: string | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
