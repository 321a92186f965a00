import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the demo gateway "remembers" in place of PayPal's servers: its subscriptions and
 * orders, as the JSON PayPal would answer. Only used when PayPal is not configured
 * (never in production); kept in the database so a restart mid-payment loses nothing.
 */
@Entity({ name: 'demo_gateway_records' })
export class DemoGatewayRecord {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** 'subscription' or 'order'. */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
