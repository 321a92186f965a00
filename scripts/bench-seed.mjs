// The benches' fictional directory (bench:browse, bench:digest): profiles loaded in SQL into a migrated,
// empty database, in one owner's name. Profile i (1 = newest) became public i minutes ago.
import { log } from './lib.mjs';

/** Loads `rows` varied Active profiles with one photo row each, then VACUUM ANALYZE; the owner's id. */
export async function seedProfiles(pool, rows) {
  const started = Date.now();
  const [{ id: ownerId }] = (
    await pool.query(`INSERT INTO users (email, password_hash) VALUES ('bench-owner@example.org', 'x') RETURNING id`)
  ).rows;
  // Fictional rows built in SQL: varied states, genders, ages, religions, seeking and words.
  await pool.query(
    `INSERT INTO profiles (owner_id, name, gender, birthdate, religion, sexual_orientation, inmate_id, prison_name,
        mailing_street, mailing_city, mailing_state, mailing_zip, bio, interests, seeking_relationships,
        status, payment_status, is_premium, is_popular, view_count, date_added, video_key)
     SELECT $1,
            (ARRAY['Marcus','Angela','Jordan','Denise','Luis','Maria','Tyrone','Crystal','Victor','Rosa'])[1 + i % 10] || ' ' ||
            (ARRAY['Reed','Cruz','Hall','Stone','Brooks','Garcia','Price','Lopez','Hayes','Ortiz','Wright'])[1 + i % 11] || ' ' || i,
            (ARRAY['Male','Male','Female','Other'])[1 + i % 4],
            (current_date - ((18 + i % 55) * 365 + i % 365) * interval '1 day')::date,
            (ARRAY['Christian','Muslim','Catholic','Baptist','Buddhist','Hindu','Jewish','Spiritual','Atheist','Agnostic'])[1 + (i / 7) % 10],
            (ARRAY['Straight','Gay','Lesbian','Bisexual'])[1 + i % 4],
            'B-' || i, 'Bench Correctional Facility', 'P.O. Box ' || i, 'Benchville',
            (ARRAY['CA','TX','NY','FL','GA','OH','PA','IL','NC','MI','AZ','LA','AL','VA','WA','TN','OK','SC','KY','CO'])[1 + i % 20],
            lpad((10000 + i % 89999)::text, 5, '0'),
            'I am learning ' || (ARRAY['chess','guitar','spanish','drawing','poetry','welding','cooking','history','yoga','law'])[1 + i % 10] ||
              ' and I read every day. Writing letters keeps me going, and I would love to hear about your life, ' ||
              'your family and your town. I answer every letter I receive.',
            ARRAY[(ARRAY['reading','chess','fitness','music','art','gardening'])[1 + i % 6], (ARRAY['cooking','poetry','basketball','history'])[1 + i % 4]],
            ARRAY[(ARRAY['Friendship','Pen Pal','Romance','Mentorship','Legal Help','Financial Support'])[1 + i % 6]],
            'Active', 'paid', i % 17 = 0, i % 23 = 0, i % 997, now() - (i * interval '1 minute'),
            CASE WHEN i % 50 = 0 THEN gen_random_uuid() || '.mp4' END
       FROM generate_series(1, $2) AS i`,
    [ownerId, rows],
  );
  await pool.query(
    `INSERT INTO profile_photos (profile_id, position, card_key, full_key, width, height)
     SELECT id, 0, gen_random_uuid() || '-card.webp', gen_random_uuid() || '-full.webp', 600, 750 FROM profiles`,
  );
  // The steady state of a table that is mostly read: autovacuum would soon do the same after a bulk load
  // (statistics for the planner, and the visibility map that lets counts and id walks skip the rows).
  await pool.query('VACUUM (ANALYZE) profiles, profile_photos');
  log(`Loaded ${rows.toLocaleString('en-US')} profiles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ownerId;
}

/**
 * The settings every bench's throwaway instance runs with: production mode with bench-only secrets and contact
 * details, on the bench's database and data folder. Each bench adds its own (port, log level, caches).
 */
export function benchSettings({ databaseUrl, dataDir, publicUrl }) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789-abcdefghijklmnop',
    CONTACT_EMAIL: 'bench@example.org',
    POSTAL_ADDRESS: 'Bench only, no mail',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  };
}
