import { MigrationInterface, QueryRunner } from 'typeorm';

export class GraceReminder1795277930838 implements MigrationInterface {
  name = 'GraceReminder1795277930838';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"profiles\" ADD \"grace_reminder_sent_at\" TIMESTAMP WITH TIME ZONE");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"profiles\" DROP COLUMN \"grace_reminder_sent_at\"");
  }
}
