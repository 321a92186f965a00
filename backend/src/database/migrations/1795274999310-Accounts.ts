import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: users (citext e-mail, argon2id hash, token version for revocation) and password-reset links. */
export class Accounts1795274999310 implements MigrationInterface {
  name = 'Accounts1795274999310';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"email\" citext NOT NULL, \"password_hash\" text NOT NULL, \"is_admin\" boolean NOT NULL DEFAULT false, \"token_version\" integer NOT NULL DEFAULT '0', \"profile_photo_key\" text, \"last_login_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_97672ac88f789774dd47f7c8be3\" UNIQUE (\"email\"), CONSTRAINT \"PK_a3ffb1c0c8416b9fc6f907b7433\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"password_reset_tokens\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"token_hash\" character(64) NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_91185d86d5d7557b19abbb2868b\" UNIQUE (\"token_hash\"), CONSTRAINT \"PK_d16bebd73e844c48bca50ff8d3d\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_52ac39dd8a28730c63aeb428c9\" ON \"password_reset_tokens\" (\"user_id\") ");
    await queryRunner.query("ALTER TABLE \"password_reset_tokens\" ADD CONSTRAINT \"FK_52ac39dd8a28730c63aeb428c9c\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"password_reset_tokens\" DROP CONSTRAINT \"FK_52ac39dd8a28730c63aeb428c9c\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_52ac39dd8a28730c63aeb428c9\"");
    await queryRunner.query("DROP TABLE \"password_reset_tokens\"");
    await queryRunner.query("DROP TABLE \"users\"");
  }
}
