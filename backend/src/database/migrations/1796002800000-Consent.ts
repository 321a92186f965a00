import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent (issue 26, docs/trust.md): when the account confirmed it is 18 or older and accepted the terms.
 * Null until then: accounts made before this change, or through the API without `accept_terms`, are asked
 * once in the app before they submit a profile or post in the forum. No back-fill: nobody confirmed before.
 */
export class Consent1796002800000 implements MigrationInterface {
  name = 'Consent1796002800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "terms_accepted_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "terms_accepted_at"`);
  }
}
