import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Languages and birthdays (issue 27, docs/writer-tools.md section 1): the languages a person reads and writes
 * (values from LANGUAGES only: the list as it stood here, a change to LANGUAGES needs a migration changing the
 * CHECK; the API stores them deduplicated, in LANGUAGES order) and the owner's opt-in to show the birthday's month
 * and day. Browse's language filter reads a GIN index over the public profiles; /birthdays reads the month-day
 * expression over the public profiles that opted in (a handful of index entries per day of the window).
 */
const LANGUAGES = [
  'English', 'Spanish', 'Chinese', 'Tagalog', 'Vietnamese', 'Arabic', 'French', 'Haitian Creole', 'Korean',
  'Russian', 'Portuguese', 'German', 'Italian', 'Polish', 'Hmong', 'Japanese',
];

export class WriterProfileFields1796002900000 implements MigrationInterface {
  name = 'WriterProfileFields1796002900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const list = LANGUAGES.map((l) => `'${l}'`).join(', ');
    await queryRunner.query(`
      ALTER TABLE "profiles"
        ADD "languages" text[] NOT NULL DEFAULT '{}',
        ADD "show_birthday" boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT "chk_profiles_languages" CHECK ("languages" <@ ARRAY[${list}]::text[] AND cardinality("languages") <= ${LANGUAGES.length})`);
    await queryRunner.query(`CREATE INDEX "idx_profiles_languages" ON "profiles" USING gin ("languages") WHERE "status" = 'Active'`);
    await queryRunner.query(
      `CREATE INDEX "idx_profiles_birthday" ON "profiles" ((extract(month from "birthdate") * 100 + extract(day from "birthdate"))) WHERE "status" = 'Active' AND "show_birthday"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_profiles_birthday"`);
    await queryRunner.query(`DROP INDEX "idx_profiles_languages"`);
    await queryRunner.query(`
      ALTER TABLE "profiles"
        DROP CONSTRAINT "chk_profiles_languages",
        DROP COLUMN "show_birthday",
        DROP COLUMN "languages"`);
  }
}
