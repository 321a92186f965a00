import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money counted only with proof, retries made safe (issue 11):
 * - subscriptions remember when PayPal showed a payment of the plan's price (`paid_at`) and whether
 *   the plan's price was overridden for it; profiles show a "payment processing" state;
 * - promo codes limit redemptions per account, and a redemption outlives its profile (so deleting a
 *   profile does not give the code back);
 * - `idempotency_keys` stores the first answer to a request sent with an Idempotency-Key.
 */
export class MoneyProof1796000300000 implements MigrationInterface {
  name = 'MoneyProof1796000300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "paid_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "plan_overridden" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "profiles" ADD "payment_processing" boolean NOT NULL DEFAULT false`);

    await queryRunner.query(`ALTER TABLE "promo_codes" ADD "max_uses_per_account" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "promo_codes" ADD CONSTRAINT "chk_promo_codes_per_account" CHECK ("max_uses_per_account" >= 0)`);
    await queryRunner.query(`ALTER TABLE "promo_redemptions" DROP CONSTRAINT "FK_83881056c315dd1b614ac88f867"`);
    await queryRunner.query(`ALTER TABLE "promo_redemptions" ALTER COLUMN "profile_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "promo_redemptions" ADD CONSTRAINT "FK_83881056c315dd1b614ac88f867" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "idx_promo_redemptions_code_user" ON "promo_redemptions" ("promo_code_id", "user_id")`);

    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("user_id" uuid NOT NULL, "key" text NOT NULL, "request_hash" text NOT NULL, "status_code" integer, "response" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("user_id", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_idempotency_keys_created" ON "idempotency_keys" ("created_at")`);
    await queryRunner.query(
      `ALTER TABLE "idempotency_keys" ADD CONSTRAINT "FK_idempotency_keys_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "public"."idx_promo_redemptions_code_user"`);
    await queryRunner.query(`ALTER TABLE "promo_redemptions" DROP CONSTRAINT "FK_83881056c315dd1b614ac88f867"`);
    await queryRunner.query(`DELETE FROM "promo_redemptions" WHERE "profile_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "promo_redemptions" ALTER COLUMN "profile_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "promo_redemptions" ADD CONSTRAINT "FK_83881056c315dd1b614ac88f867" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "promo_codes" DROP CONSTRAINT "chk_promo_codes_per_account"`);
    await queryRunner.query(`ALTER TABLE "promo_codes" DROP COLUMN "max_uses_per_account"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "payment_processing"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "plan_overridden"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "paid_at"`);
  }
}
