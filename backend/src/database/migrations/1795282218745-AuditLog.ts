import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795282218745 implements MigrationInterface {
  name = 'AuditLog1795282218745';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"audit_log\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"actor_id\" uuid, \"actor_email\" text NOT NULL, \"action\" text NOT NULL, \"target_type\" text NOT NULL, \"target_id\" text NOT NULL, \"target_label\" text, \"reason\" text, \"details\" jsonb NOT NULL DEFAULT '{}', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_07fefa57f7f5ab8fc3f52b3ed0b\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_7368834c55d62d1853a7eef090\" ON \"audit_log\" (\"target_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_audit_log_created\" ON \"audit_log\" (\"created_at\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"idx_audit_log_created\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_7368834c55d62d1853a7eef090\"");
    await queryRunner.query("DROP TABLE \"audit_log\"");
  }
}
