import { MigrationInterface, QueryRunner } from 'typeorm';

/** The partial indexes over the public (Active) profiles added here, each with the order it serves. */
const INDEXES: Array<[name: string, columns: string, extraCondition?: string]> = [
  // Browse's other sorts, premium first, then the sort key, then id (a page's ids come from an index-only walk).
  ['idx_profiles_browse_oldest', '"is_premium" DESC, "date_added", "id"'],
  ['idx_profiles_browse_popular', '"is_premium" DESC, "is_popular" DESC, "view_count" DESC, "id"'],
  ['idx_profiles_browse_younger', '"is_premium" DESC, "birthdate" DESC, "id"'],
  ['idx_profiles_browse_older', '"is_premium" DESC, "birthdate", "id"'],
  // The home page's carousel of profiles with a video (few of them: a small index, and its count is a walk of it).
  ['idx_profiles_browse_video', '"is_premium" DESC, "date_added" DESC, "id"', '"video_key" IS NOT NULL'],
  // The home page's "Newest Profiles" (simply the newest, premium or not).
  ['idx_profiles_newest', '"date_added" DESC, "id"'],
  // Totals and the home and state counters (per state, by gender): index-only counts.
  ['idx_profiles_counts', '"mailing_state", "gender"'],
];

/**
 * Every browse sort and the home and state pages' reads at a million profiles: each order has an index
 * in that order, so a page (even page 200) is an index walk, not a sort of every public profile; totals
 * and counters are index-only counts. The two older full indexes these replace are dropped.
 */
export class BrowseSorts1796001200000 implements MigrationInterface {
  name = 'BrowseSorts1796001200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, columns, extra] of INDEXES) {
      const where = [`"status" = 'Active'`, ...(extra ? [extra] : [])].join(' AND ');
      await queryRunner.query(`CREATE INDEX "${name}" ON "profiles" (${columns}) WHERE ${where}`);
    }
    await queryRunner.query(`DROP INDEX "idx_profiles_public_newest"`);
    await queryRunner.query(`DROP INDEX "idx_profiles_popular"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_profiles_popular" ON "profiles" ("status", "is_premium", "is_popular", "view_count")`,
    );
    await queryRunner.query(`CREATE INDEX "idx_profiles_public_newest" ON "profiles" ("status", "is_premium", "date_added")`);
    for (const [name] of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
