import { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1795281809423 implements MigrationInterface {
  name = 'Payments1795281809423';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"demo_gateway_records\" (\"id\" text NOT NULL, \"kind\" text NOT NULL, \"data\" jsonb NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_70a282d31f4c8ff67731a139c66\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"subscriptions\" (\"id\" text NOT NULL, \"profile_id\" uuid, \"owner_id\" uuid, \"type\" text NOT NULL, \"plan_id\" text NOT NULL, \"status\" text NOT NULL, \"next_billing_time\" TIMESTAMP WITH TIME ZONE, \"failed_payments_count\" integer NOT NULL DEFAULT '0', \"gateway\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"chk_subscriptions_type\" CHECK (\"type\" IN ('profile_listing', 'premium')), CONSTRAINT \"PK_a87248d73155605cf782be9ee5e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"idx_subscriptions_profile\" ON \"subscriptions\" (\"profile_id\", \"type\") ");
    await queryRunner.query("CREATE TABLE \"video_orders\" (\"id\" text NOT NULL, \"profile_id\" uuid, \"owner_id\" uuid, \"amount\" text NOT NULL, \"currency\" text NOT NULL, \"status\" text NOT NULL, \"capture_id\" text, \"gateway\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"captured_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"PK_abd708e2e671138be50ba096c81\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_52394e6da4ba073354e3dc41e3\" ON \"video_orders\" (\"profile_id\") ");
    await queryRunner.query("CREATE TABLE \"payment_webhook_events\" (\"id\" text NOT NULL, \"event_type\" text NOT NULL, \"resource_id\" text, \"received_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_750875e71d97974be92cee813ba\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("ALTER TABLE \"profiles\" ADD \"listing_subscription_id\" text");
    await queryRunner.query("ALTER TABLE \"profiles\" ADD \"premium_subscription_id\" text");
    await queryRunner.query("ALTER TABLE \"subscriptions\" ADD CONSTRAINT \"FK_f246395048c652107a519bc19ac\" FOREIGN KEY (\"profile_id\") REFERENCES \"profiles\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"subscriptions\" ADD CONSTRAINT \"FK_7dc6f309358b04777f86d1f3fef\" FOREIGN KEY (\"owner_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"video_orders\" ADD CONSTRAINT \"FK_52394e6da4ba073354e3dc41e31\" FOREIGN KEY (\"profile_id\") REFERENCES \"profiles\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"video_orders\" ADD CONSTRAINT \"FK_99994d6530f770e342aa6b1a464\" FOREIGN KEY (\"owner_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"video_orders\" DROP CONSTRAINT \"FK_99994d6530f770e342aa6b1a464\"");
    await queryRunner.query("ALTER TABLE \"video_orders\" DROP CONSTRAINT \"FK_52394e6da4ba073354e3dc41e31\"");
    await queryRunner.query("ALTER TABLE \"subscriptions\" DROP CONSTRAINT \"FK_7dc6f309358b04777f86d1f3fef\"");
    await queryRunner.query("ALTER TABLE \"subscriptions\" DROP CONSTRAINT \"FK_f246395048c652107a519bc19ac\"");
    await queryRunner.query("ALTER TABLE \"profiles\" DROP COLUMN \"premium_subscription_id\"");
    await queryRunner.query("ALTER TABLE \"profiles\" DROP COLUMN \"listing_subscription_id\"");
    await queryRunner.query("DROP TABLE \"payment_webhook_events\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_52394e6da4ba073354e3dc41e3\"");
    await queryRunner.query("DROP TABLE \"video_orders\"");
    await queryRunner.query("DROP INDEX \"public\".\"idx_subscriptions_profile\"");
    await queryRunner.query("DROP TABLE \"subscriptions\"");
    await queryRunner.query("DROP TABLE \"demo_gateway_records\"");
  }
}
