import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notices that cannot be faked (issue 26, docs/trust.md): every e-mail about money or an account carries a
 * reference code; this table keeps only the code's SHA-256 with what the mail was (to whom, its subject, what it
 * asked), so /verify-notice can say whether the site sent it. Deleted with the account (its address goes with it).
 */
export class NoticeCodes1796002700000 implements MigrationInterface {
  name = 'NoticeCodes1796002700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "notice_codes" (
        "code_hash" char(64) PRIMARY KEY,
        "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
        "email" text NOT NULL,
        "kind" text NOT NULL,
        "subject" text NOT NULL,
        "action" text NOT NULL,
        "sent_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_notice_codes_user" ON "notice_codes" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "idx_notice_codes_expires_at" ON "notice_codes" ("expires_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notice_codes"`);
  }
}
