import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Extensions later tables rely on: citext (case-insensitive e-mail addresses),
 * pg_trgm and unaccent (keyword search over names and bios).
 * All three are "trusted", so a database owner without superuser can create them.
 */
export class Extensions1763700000000 implements MigrationInterface {
  name = 'Extensions1763700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS citext');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP EXTENSION IF EXISTS unaccent');
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
    await queryRunner.query('DROP EXTENSION IF EXISTS citext');
  }
}
