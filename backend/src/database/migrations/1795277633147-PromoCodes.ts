import { MigrationInterface, QueryRunner } from 'typeorm';

/** Promo codes (atomic use counting) and their redemptions, one per profile. */
export class PromoCodes1795277633147 implements MigrationInterface {
  name = 'PromoCodes1795277633147';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"promo_codes\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"code\" citext NOT NULL, \"description\" text NOT NULL DEFAULT '', \"max_uses\" integer NOT NULL DEFAULT '100', \"used_count\" integer NOT NULL DEFAULT '0', \"expiry_date\" TIMESTAMP WITH TIME ZONE, \"is_active\" boolean NOT NULL DEFAULT true, \"listing_days\" integer NOT NULL DEFAULT '30', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_2f096c406a9d9d5b8ce204190c3\" UNIQUE (\"code\"), CONSTRAINT \"chk_promo_codes_uses\" CHECK (\"max_uses\" >= 0 AND \"used_count\" >= 0 AND (\"max_uses\" = 0 OR \"used_count\" <= \"max_uses\")), CONSTRAINT \"PK_c7b4f01710fda5afa056a2b4a35\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"promo_redemptions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"promo_code_id\" uuid, \"code\" text NOT NULL, \"profile_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_34a930e5657a7e0a837b0bb41c9\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_86e2ca7e056d554ec51f39a767\" ON \"promo_redemptions\" (\"promo_code_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_83881056c315dd1b614ac88f86\" ON \"promo_redemptions\" (\"profile_id\") ");
    await queryRunner.query("ALTER TABLE \"promo_redemptions\" ADD CONSTRAINT \"FK_86e2ca7e056d554ec51f39a7671\" FOREIGN KEY (\"promo_code_id\") REFERENCES \"promo_codes\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"promo_redemptions\" ADD CONSTRAINT \"FK_83881056c315dd1b614ac88f867\" FOREIGN KEY (\"profile_id\") REFERENCES \"profiles\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"promo_redemptions\" DROP CONSTRAINT \"FK_83881056c315dd1b614ac88f867\"");
    await queryRunner.query("ALTER TABLE \"promo_redemptions\" DROP CONSTRAINT \"FK_86e2ca7e056d554ec51f39a7671\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_83881056c315dd1b614ac88f86\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_86e2ca7e056d554ec51f39a767\"");
    await queryRunner.query("DROP TABLE \"promo_redemptions\"");
    await queryRunner.query("DROP TABLE \"promo_codes\"");
  }
}
