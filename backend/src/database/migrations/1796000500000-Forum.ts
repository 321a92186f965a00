import { MigrationInterface, QueryRunner } from 'typeorm';

/** The forum: threads, replies and reports, with the indexes of the lists' orders. */
export class Forum1796000500000 implements MigrationInterface {
  name = 'Forum1796000500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "forum_threads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category" text NOT NULL, "title" text NOT NULL, "content" text NOT NULL, "author_id" uuid NOT NULL, "is_pinned" boolean NOT NULL DEFAULT false, "is_locked" boolean NOT NULL DEFAULT false, "view_count" integer NOT NULL DEFAULT '0', "last_activity_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_forum_threads_category" CHECK ("category" IN ('general', 'safety', 'success', 'questions', 'reentry')), CONSTRAINT "PK_forum_threads" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_forum_threads_author" ON "forum_threads" ("author_id")`);
    // The lists: pinned first, then the latest activity, newest first (all categories, and one category).
    await queryRunner.query(`CREATE INDEX "idx_forum_threads_order" ON "forum_threads" ("is_pinned" DESC, "last_activity_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "idx_forum_threads_category_order" ON "forum_threads" ("category", "is_pinned" DESC, "last_activity_at" DESC)`);
    await queryRunner.query(`CREATE TABLE "forum_replies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "thread_id" uuid NOT NULL, "content" text NOT NULL, "author_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_forum_replies" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_forum_replies_thread_created" ON "forum_replies" ("thread_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_forum_replies_author" ON "forum_replies" ("author_id")`);
    await queryRunner.query(`CREATE TABLE "forum_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "content_type" text NOT NULL, "thread_id" uuid NOT NULL, "reply_id" uuid, "reason" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "reporter_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_forum_reports_status" CHECK ("status" IN ('pending', 'reviewed', 'dismissed')), CONSTRAINT "chk_forum_reports_content" CHECK (("content_type" = 'thread' AND "reply_id" IS NULL) OR ("content_type" = 'reply' AND "reply_id" IS NOT NULL)), CONSTRAINT "PK_forum_reports" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_forum_reports_status_created" ON "forum_reports" ("status", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_forum_reports_thread" ON "forum_reports" ("thread_id")`);
    await queryRunner.query(`CREATE INDEX "idx_forum_reports_reply" ON "forum_reports" ("reply_id")`);
    await queryRunner.query(`CREATE INDEX "idx_forum_reports_reporter" ON "forum_reports" ("reporter_id")`);
    await queryRunner.query(`ALTER TABLE "forum_threads" ADD CONSTRAINT "FK_forum_threads_author" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_replies" ADD CONSTRAINT "FK_forum_replies_thread" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_replies" ADD CONSTRAINT "FK_forum_replies_author" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_reports" ADD CONSTRAINT "FK_forum_reports_thread" FOREIGN KEY ("thread_id") REFERENCES "forum_threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_reports" ADD CONSTRAINT "FK_forum_reports_reply" FOREIGN KEY ("reply_id") REFERENCES "forum_replies"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "forum_reports" ADD CONSTRAINT "FK_forum_reports_reporter" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "forum_reports"`);
    await queryRunner.query(`DROP TABLE "forum_replies"`);
    await queryRunner.query(`DROP TABLE "forum_threads"`);
  }
}
