import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The forum's community features: posts held from the public (awaiting approval, or hidden by reports),
 * author edits (with the versions they replaced) and soft deletion, full-text search, followers with
 * their read and e-mail marks, and notifications that link somewhere and can be merged.
 */
export class ForumCommunity1796000600000 implements MigrationInterface {
  name = 'ForumCommunity1796000600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['forum_threads', 'forum_replies']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "held" text, ADD "edited_at" TIMESTAMP WITH TIME ZONE, ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "chk_${table}_held" CHECK ("held" IN ('approval', 'reports'))`);
      await queryRunner.query(`CREATE INDEX "idx_${table}_held" ON "${table}" ("held") WHERE "held" IS NOT NULL`);
    }
    // Search: HTML tags are tokens the english configuration drops, so the stored HTML is searched as text.
    await queryRunner.query(
      `ALTER TABLE "forum_threads" ADD "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "content"), 'B')) STORED`,
    );
    await queryRunner.query(`ALTER TABLE "forum_replies" ADD "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "content")) STORED`);
    await queryRunner.query(`CREATE INDEX "idx_forum_threads_search" ON "forum_threads" USING GIN ("search_vector")`);
    await queryRunner.query(`CREATE INDEX "idx_forum_replies_search" ON "forum_replies" USING GIN ("search_vector")`);

    await queryRunner.query(
      `CREATE TABLE "forum_revisions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "thread_id" uuid NOT NULL, "reply_id" uuid, "title" text, "content" text NOT NULL, "replaced_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_forum_revisions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_forum_revisions_thread" ON "forum_revisions" ("thread_id", "replaced_at")`);
    await queryRunner.query(`CREATE INDEX "idx_forum_revisions_reply" ON "forum_revisions" ("reply_id", "replaced_at")`);
    await queryRunner.query(`ALTER TABLE "forum_revisions" ADD CONSTRAINT "FK_forum_revisions_thread" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_revisions" ADD CONSTRAINT "FK_forum_revisions_reply" FOREIGN KEY ("reply_id") REFERENCES "forum_replies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(
      `CREATE TABLE "forum_thread_members" ("user_id" uuid NOT NULL, "thread_id" uuid NOT NULL, "following" boolean DEFAULT true, "last_read_at" TIMESTAMP WITH TIME ZONE, "last_emailed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_forum_thread_members" PRIMARY KEY ("user_id", "thread_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_forum_thread_members_followers" ON "forum_thread_members" ("thread_id") WHERE "following"`);
    await queryRunner.query(`ALTER TABLE "forum_thread_members" ADD CONSTRAINT "FK_forum_thread_members_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_thread_members" ADD CONSTRAINT "FK_forum_thread_members_thread" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`ALTER TABLE "notifications" ADD "link" text, ADD "group_key" text`);
    await queryRunner.query(`CREATE INDEX "idx_notifications_group_unread" ON "notifications" ("user_id", "group_key") WHERE "group_key" IS NOT NULL AND NOT "is_read"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_notifications_group_unread"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "group_key", DROP COLUMN "link"`);
    await queryRunner.query(`DROP TABLE "forum_thread_members"`);
    await queryRunner.query(`DROP TABLE "forum_revisions"`);
    for (const table of ['forum_threads', 'forum_replies']) {
      await queryRunner.query(`DROP INDEX "idx_${table}_search"`);
      await queryRunner.query(`DROP INDEX "idx_${table}_held"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "chk_${table}_held"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "search_vector", DROP COLUMN "deleted_at", DROP COLUMN "edited_at", DROP COLUMN "held"`);
    }
  }
}
