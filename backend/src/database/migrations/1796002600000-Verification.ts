import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified, and kept verified (issue 26, docs/trust.md): every locator check an admin records
 * (`profile_checks`), the latest one's outcome and the verified date on the profile, the owner's pending
 * address confirmation and the one-time release-date question, and returned-mail reports (once per profile
 * per account) with their count since the last check kept on the profile, so the public page reads no more.
 */
export class Verification1796002600000 implements MigrationInterface {
  name = 'Verification1796002600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "profiles"
        ADD "verified_at" timestamptz,
        ADD "last_check_at" timestamptz,
        ADD "last_check_outcome" text,
        ADD "address_confirmation_due" boolean NOT NULL DEFAULT false,
        ADD "release_notice_sent_at" timestamptz,
        ADD "returned_mail_count" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE TABLE "profile_checks" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "profile_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
        "checked_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "outcome" text NOT NULL,
        "facility" text,
        "note" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "chk_profile_checks_outcome" CHECK ("outcome" IN ('in_custody', 'transferred', 'released', 'not_found'))
      )`);
    await queryRunner.query(`CREATE INDEX "idx_profile_checks_profile" ON "profile_checks" ("profile_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "returned_mail_reports" (
        "profile_id" uuid NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "note" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("profile_id", "user_id")
      )`);
    await queryRunner.query(`CREATE INDEX "idx_returned_mail_reports_profile" ON "returned_mail_reports" ("profile_id", "created_at")`);
    // Deleting an account finds its reports by user.
    await queryRunner.query(`CREATE INDEX "idx_returned_mail_reports_user" ON "returned_mail_reports" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "returned_mail_reports"`);
    await queryRunner.query(`DROP TABLE "profile_checks"`);
    await queryRunner.query(`
      ALTER TABLE "profiles"
        DROP COLUMN "returned_mail_count",
        DROP COLUMN "release_notice_sent_at",
        DROP COLUMN "address_confirmation_due",
        DROP COLUMN "last_check_outcome",
        DROP COLUMN "last_check_at",
        DROP COLUMN "verified_at"`);
  }
}
