import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sitemap reads the public profiles in id order, with their update times: a pass over all of them
 * to split the list into parts, then one range of ids per part. The primary key gives the order but
 * not the status or the time, so each row would be fetched from the table (a million random reads at a
 * million profiles). This partial index holds exactly the public (Active) profiles, ordered by id, with
 * updated_at included: both reads are index-only scans.
 */
export class Sitemap1796000800000 implements MigrationInterface {
  name = 'Sitemap1796000800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_profiles_sitemap" ON "profiles" ("id") INCLUDE ("updated_at") WHERE "status" = 'Active'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_profiles_sitemap"`);
  }
}
