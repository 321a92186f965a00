import { MigrationInterface, QueryRunner } from 'typeorm';

/** Profiles and their photos: the whole listing lifecycle, filter indexes and keyword search. */
export class Profiles1795276114321 implements MigrationInterface {
  name = 'Profiles1795276114321';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"profiles\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"owner_id\" uuid NOT NULL, \"name\" text NOT NULL, \"gender\" text NOT NULL, \"birthdate\" date NOT NULL, \"sexual_orientation\" text, \"race_ethnicity\" text, \"religion\" text, \"height\" text, \"weight\" text, \"inmate_id\" text NOT NULL, \"prison_name\" text NOT NULL, \"mailing_street\" text NOT NULL, \"mailing_street_2\" text, \"mailing_city\" text NOT NULL, \"mailing_state\" character(2) NOT NULL, \"mailing_zip\" text NOT NULL, \"bio\" text NOT NULL, \"interests\" text array NOT NULL DEFAULT '{}', \"seeking_relationships\" text array NOT NULL DEFAULT '{}', \"incarceration_start_date\" date, \"earliest_release_date\" date, \"latest_release_date\" date, \"crime\" text, \"crime_verified\" boolean NOT NULL DEFAULT false, \"is_receiving_mail\" boolean NOT NULL DEFAULT true, \"social_media\" jsonb NOT NULL DEFAULT '{}', \"commissary_sites\" text array NOT NULL DEFAULT '{}', \"electronic_contact\" jsonb NOT NULL DEFAULT '{}', \"video_key\" text, \"video_filename\" text, \"video_paid\" boolean NOT NULL DEFAULT false, \"status\" text NOT NULL DEFAULT 'Awaiting Payment', \"payment_status\" text NOT NULL DEFAULT 'unpaid', \"payment_method\" text, \"paid_through\" TIMESTAMP WITH TIME ZONE, \"grace_ends_at\" TIMESTAMP WITH TIME ZONE, \"submission_fee_paid\" boolean NOT NULL DEFAULT false, \"rejection_reason\" text, \"requires_review\" boolean NOT NULL DEFAULT false, \"restricted_state_acknowledged\" boolean NOT NULL DEFAULT false, \"is_premium\" boolean NOT NULL DEFAULT false, \"premium_paid_through\" TIMESTAMP WITH TIME ZONE, \"is_popular\" boolean NOT NULL DEFAULT false, \"view_count\" integer NOT NULL DEFAULT '0', \"date_added\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"approved_at\" TIMESTAMP WITH TIME ZONE, \"search_vector\" tsvector, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_8e520eb4da7dc01d0e190447c8e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_41ceb255d03a041755091a4378\" ON \"profiles\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"idx_profiles_gender_birthdate\" ON \"profiles\" (\"status\", \"gender\", \"birthdate\") ");
    await queryRunner.query("CREATE INDEX \"idx_profiles_state\" ON \"profiles\" (\"status\", \"mailing_state\") ");
    await queryRunner.query("CREATE INDEX \"idx_profiles_public_newest\" ON \"profiles\" (\"status\", \"is_premium\", \"date_added\") ");
    // Integrity for the values the site filters on.
    await queryRunner.query(`ALTER TABLE "profiles" ADD CONSTRAINT "chk_profiles_status" CHECK ("status" IN ('Awaiting Payment', 'Pending Review', 'Active', 'Rejected'))`);
    await queryRunner.query(`ALTER TABLE "profiles" ADD CONSTRAINT "chk_profiles_payment_status" CHECK ("payment_status" IN ('unpaid', 'paid', 'failed', 'cancelled'))`);
    await queryRunner.query(`ALTER TABLE "profiles" ADD CONSTRAINT "chk_profiles_gender" CHECK ("gender" IN ('Male', 'Female', 'Other'))`);
    await queryRunner.query(`ALTER TABLE "profiles" ADD CONSTRAINT "chk_profiles_state" CHECK ("mailing_state" ~ '^[A-Z]{2}$')`);
    // Seeking filter (array containment) and keyword search.
    await queryRunner.query(`CREATE INDEX "idx_profiles_seeking" ON "profiles" USING gin ("seeking_relationships")`);
    await queryRunner.query(`CREATE INDEX "idx_profiles_search" ON "profiles" USING gin ("search_vector")`);
    await queryRunner.query(`CREATE INDEX "idx_profiles_popular" ON "profiles" ("status", "is_premium", "is_popular", "view_count")`);
    // search_vector follows name (weight A), interests (B) and bio (C). A trigger rather than a
    // generated column, because array_to_string and unaccent are not immutable.
    await queryRunner.query(`CREATE FUNCTION profiles_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('english', unaccent(coalesce(NEW.name, ''))), 'A') ||
          setweight(to_tsvector('english', unaccent(array_to_string(coalesce(NEW.interests, '{}'), ' '))), 'B') ||
          setweight(to_tsvector('english', unaccent(coalesce(NEW.bio, ''))), 'C');
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER profiles_search_vector BEFORE INSERT OR UPDATE OF name, bio, interests ON "profiles"
      FOR EACH ROW EXECUTE FUNCTION profiles_search_vector_update()`);
    await queryRunner.query("CREATE TABLE \"profile_photos\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"profile_id\" uuid NOT NULL, \"position\" smallint NOT NULL, \"card_key\" text NOT NULL, \"full_key\" text NOT NULL, \"width\" smallint NOT NULL, \"height\" smallint NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_a7e588425c00912ee9e50f47dc1\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"idx_profile_photos_order\" ON \"profile_photos\" (\"profile_id\", \"position\") ");
    await queryRunner.query("ALTER TABLE \"profiles\" ADD CONSTRAINT \"FK_41ceb255d03a041755091a4378c\" FOREIGN KEY (\"owner_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"profile_photos\" ADD CONSTRAINT \"FK_d525db7563d955fdc7d0e5463a7\" FOREIGN KEY (\"profile_id\") REFERENCES \"profiles\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"profile_photos\" DROP CONSTRAINT \"FK_d525db7563d955fdc7d0e5463a7\"");
    await queryRunner.query("ALTER TABLE \"profiles\" DROP CONSTRAINT \"FK_41ceb255d03a041755091a4378c\"");
    await queryRunner.query("DROP INDEX \"public\".\"idx_profile_photos_order\"");
    await queryRunner.query("DROP TABLE \"profile_photos\"");
    await queryRunner.query("DROP INDEX \"public\".\"idx_profiles_public_newest\"");
    await queryRunner.query("DROP INDEX \"public\".\"idx_profiles_state\"");
    await queryRunner.query("DROP INDEX \"public\".\"idx_profiles_gender_birthdate\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_41ceb255d03a041755091a4378\"");
    await queryRunner.query('DROP TRIGGER IF EXISTS profiles_search_vector ON "profiles"');
    await queryRunner.query('DROP FUNCTION IF EXISTS profiles_search_vector_update()');
    await queryRunner.query("DROP TABLE \"profiles\"");
  }
}
