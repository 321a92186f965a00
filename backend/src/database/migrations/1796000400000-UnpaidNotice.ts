import { MigrationInterface, QueryRunner } from 'typeorm';

export class UnpaidNotice1796000400000 implements MigrationInterface {
  name = 'UnpaidNotice1796000400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "profiles" ADD "unpaid_notice_sent_at" TIMESTAMP WITH TIME ZONE');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "profiles" DROP COLUMN "unpaid_notice_sent_at"');
  }
}
