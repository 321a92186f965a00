import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches with a daily digest (issue 27, docs/writer-tools.md section 3): a writer's named browse
 * filters, and the day each writer was last sent a digest (the per-writer claim that keeps two app
 * instances from both sending). The digest reads the profiles that became public in a window of
 * `date_added`: an index on it, partial on Active like browse's.
 */
export class SavedSearches1796003100000 implements MigrationInterface {
  name = 'SavedSearches1796003100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_searches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" text NOT NULL, "filters" jsonb NOT NULL DEFAULT '{}', "paused" boolean NOT NULL DEFAULT false, "notified_through" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_saved_searches" PRIMARY KEY ("id"), CONSTRAINT "chk_saved_searches_filters" CHECK (jsonb_typeof("filters") = 'object'))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_saved_searches_user" ON "saved_searches" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_saved_searches_active" ON "saved_searches" ("user_id") WHERE NOT "paused"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_saved_searches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(
      `CREATE TABLE "writer_digests" ("user_id" uuid NOT NULL, "sent_on" date NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_writer_digests" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "writer_digests" ADD CONSTRAINT "FK_writer_digests_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE INDEX "idx_profiles_active_date_added" ON "profiles" ("date_added") WHERE "status" = 'Active'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_profiles_active_date_added"`);
    await queryRunner.query(`DROP TABLE "writer_digests"`);
    await queryRunner.query(`DROP TABLE "saved_searches"`);
  }
}
