import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My pen pals and the letter log (issue 27, docs/writer-tools.md §2): the profiles a writer saved, and per
 * pen pal the letters sent and replies received. A deleted profile leaves its entries (profile_id SET NULL,
 * the saved name stays); a deleted account takes its entries and their logs with it. The kinds are
 * LETTER_KINDS (pen-pals.enums.ts) as they were when written: a migration does not change with the code.
 */
export class PenPals1796003000000 implements MigrationInterface {
  name = 'PenPals1796003000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "pen_pals" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "profile_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL,
        "name" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pen_pals_user_profile" ON "pen_pals" ("user_id", "profile_id")`);
    await queryRunner.query(`CREATE INDEX "idx_pen_pals_user_created" ON "pen_pals" ("user_id", "created_at")`);
    // Deleting a profile sets its entries' profile_id to null: found by this index, not a scan.
    await queryRunner.query(`CREATE INDEX "idx_pen_pals_profile" ON "pen_pals" ("profile_id")`);
    await queryRunner.query(`
      CREATE TABLE "letter_log_entries" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "pen_pal_id" uuid NOT NULL REFERENCES "pen_pals"("id") ON DELETE CASCADE,
        "kind" text NOT NULL,
        "date" date NOT NULL,
        "note" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "chk_letter_log_entries_kind" CHECK ("kind" IN ('sent', 'received')),
        CONSTRAINT "chk_letter_log_entries_date" CHECK ("date" >= DATE '1990-01-01')
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_letter_log_entries_pen_pal_date" ON "letter_log_entries" ("pen_pal_id", "date" DESC, "created_at" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "letter_log_entries"`);
    await queryRunner.query(`DROP TABLE "pen_pals"`);
  }
}
