import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the site's own content installer (modules/site/site-guides.installer.ts) has installed: one row per guide
 * slug and version, written once. The installer never installs a version it finds here again, so a guide an
 * admin edited or deleted afterwards stays as the admin left it.
 */
export class SiteContentInstalls1796001325000 implements MigrationInterface {
  name = 'SiteContentInstalls1796001325000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "site_content_installs" (
        "slug" text NOT NULL,
        "version" integer NOT NULL,
        "installed" boolean NOT NULL,
        "installed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_site_content_installs" PRIMARY KEY ("slug", "version")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_content_installs"`);
  }
}
