import { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795277841588 implements MigrationInterface {
  name = 'Notifications1795277841588';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"notifications\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"title\" text NOT NULL, \"message\" text NOT NULL, \"admin_reason\" text, \"is_read\" boolean NOT NULL DEFAULT false, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_6a72c3c0f683f6462415e653c3a\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"idx_notifications_user_created\" ON \"notifications\" (\"user_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"notifications\" ADD CONSTRAINT \"FK_9a8a82462cab47c73d25f49261f\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"notifications\" DROP CONSTRAINT \"FK_9a8a82462cab47c73d25f49261f\"");
    await queryRunner.query("DROP INDEX \"public\".\"idx_notifications_user_created\"");
    await queryRunner.query("DROP TABLE \"notifications\"");
  }
}
