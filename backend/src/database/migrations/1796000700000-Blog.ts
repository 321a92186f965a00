import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog: posts (sanitized HTML, a draft / scheduled / published state from is_published and
 * published_date, an optional social-preview image) and the log of AI drafting runs that the
 * per-admin hourly limit counts.
 */
export class Blog1796000700000 implements MigrationInterface {
  name = 'Blog1796000700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "blog_posts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" text NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "category" text NOT NULL, "keywords" text NOT NULL DEFAULT '', "word_count" integer NOT NULL DEFAULT '0', "read_time" integer NOT NULL DEFAULT '1', "author" text NOT NULL, "is_published" boolean NOT NULL DEFAULT true, "published_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "image_key" text, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_blog_posts_slug" UNIQUE ("slug"), CONSTRAINT "chk_blog_posts_slug" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 120), CONSTRAINT "chk_blog_posts_category" CHECK ("category" IN ('Getting Started', 'Safety', 'Education', 'Support', 'Relationships', 'Resources', 'Technology', 'Reintegration', 'Impact')), CONSTRAINT "PK_blog_posts" PRIMARY KEY ("id"))`);
    // The public list and the feed: published posts, newest first.
    await queryRunner.query(`CREATE INDEX "idx_blog_posts_published" ON "blog_posts" ("published_date" DESC) WHERE "is_published"`);
    await queryRunner.query(`CREATE INDEX "idx_blog_posts_category" ON "blog_posts" ("category")`);
    await queryRunner.query(`ALTER TABLE "blog_posts" ADD CONSTRAINT "FK_blog_posts_created_by" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE TABLE "blog_generations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_id" uuid NOT NULL, "title" text NOT NULL, "category" text NOT NULL, "outcome" text NOT NULL DEFAULT 'running', "word_count" integer, "error" text, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_blog_generations_outcome" CHECK ("outcome" IN ('running', 'completed', 'failed', 'cancelled')), CONSTRAINT "PK_blog_generations" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_blog_generations_admin_started" ON "blog_generations" ("admin_id", "started_at")`);
    await queryRunner.query(`ALTER TABLE "blog_generations" ADD CONSTRAINT "FK_blog_generations_admin" FOREIGN KEY ("admin_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog_generations"`);
    await queryRunner.query(`DROP TABLE "blog_posts"`);
  }
}
