import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (issue 25). `users.two_factor_enabled` is what every request may read (the admin rule,
 * /auth/me); the authenticator secret (encrypted), the last time step used (no code twice) and the recovery
 * codes (SHA-256 of high-entropy codes, each usable once) live in their own tables, deleted with the account.
 */
export class TwoFactor1796002500000 implements MigrationInterface {
  name = 'TwoFactor1796002500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "two_factor_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE TABLE "user_two_factor" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "secret" text NOT NULL,
        "confirmed_at" timestamptz,
        "last_used_step" bigint,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "two_factor_recovery_codes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "code_hash" text NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "idx_two_factor_recovery_codes_user" ON "two_factor_recovery_codes" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "user_two_factor"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "two_factor_enabled"`);
  }
}
