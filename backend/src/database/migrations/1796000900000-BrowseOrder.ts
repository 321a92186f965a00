import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browse's default order (premium first, then newest, then id) for all public profiles and for one state,
 * as partial indexes over the public (Active) profiles holding the id: a page's 24 ids come from an
 * index-only walk in sort order, so page 200 walks 4,800 index entries instead of sorting or fetching
 * 4,800 rows; the rows of the page are then read by id.
 */
export class BrowseOrder1796000900000 implements MigrationInterface {
  name = 'BrowseOrder1796000900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_profiles_browse_newest" ON "profiles" ("is_premium" DESC, "date_added" DESC, "id") WHERE "status" = 'Active'`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_profiles_browse_state" ON "profiles" ("mailing_state", "is_premium" DESC, "date_added" DESC, "id") WHERE "status" = 'Active'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_profiles_browse_state"`);
    await queryRunner.query(`DROP INDEX "idx_profiles_browse_newest"`);
  }
}
