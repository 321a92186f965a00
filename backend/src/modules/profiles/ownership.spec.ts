import fs from 'node:fs';
import path from 'node:path';

/**
 * Only the profiles module writes `profiles` and `profile_photos` (docs/architecture.md, "Who
 * writes what"). Other modules change a profile through ProfileListingService and
 * ProfileRemovalService and read it through ProfileQueriesService / OwnerProfilesService, so none
 * of them holds a repository of the profile entities (a repository can write). Plain SQL that only
 * reads the tables (reports, joins, the media sweep) is allowed. Migrations and the demo seeds
 * write them too, by design, and are not checked.
 */
const SRC = path.resolve(__dirname, '..', '..');
const EXEMPT = ['modules/profiles/', 'database/migrations/', 'database/seeds/'];

const ENTITY = String.raw`(?:Profile|ProfilePhoto)\b`;
const TABLE = String.raw`"?(?:profiles|profile_photos)"?\b`;
const FORBIDDEN: Array<[string, RegExp]> = [
  ['a repository of a profile entity', new RegExp(String.raw`(?:getRepository|InjectRepository|getRepositoryToken)\(\s*${ENTITY}|Repository<\s*${ENTITY}`)],
  ['a profile entity registered in another module', new RegExp(String.raw`forFeature\(\s*\[[^\]]*\b${ENTITY}`)],
  [
    'an ORM write of a profile entity',
    new RegExp(String.raw`\.(?:save|insert|update|upsert|delete|remove|softDelete|softRemove|restore|increment|decrement|clear|create|preload|merge)\(\s*${ENTITY}|\.into\(\s*${ENTITY}|\.delete\(\)\s*\.from\(\s*${ENTITY}`),
  ],
  ['a new profile entity (made to be saved)', new RegExp(String.raw`new\s+${ENTITY}\s*\(`)],
  ['SQL that writes the profile tables', new RegExp(String.raw`\b(?:UPDATE|DELETE\s+FROM|INSERT\s+INTO|TRUNCATE(?:\s+TABLE)?|ALTER\s+TABLE|MERGE\s+INTO)\s+(?:ONLY\s+)?${TABLE}`, 'i')],
];

/** The code without its comments (which may well describe such writes). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');
}

/** `file:line: what` for every forbidden write in `text`. */
function violations(file: string, text: string): string[] {
  const lines = code(text).split('\n');
  const found: string[] = [];
  // Two lines at a time, so a call split over lines (`.update(\n  Profile`) is seen whole.
  lines.forEach((line, i) => {
    const window = `${line}\n${lines[i + 1] ?? ''}`;
    for (const [what, pattern] of FORBIDDEN) {
      const match = pattern.exec(window);
      if (match && match.index <= line.length) found.push(`${file}:${i + 1}: ${what}: ${match[0].trim()}`);
    }
  });
  return found;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the profiles module owns the profile tables', () => {
  it('no other module writes profiles or profile_photos', () => {
    const files = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !EXEMPT.some((prefix) => file.startsWith(prefix)));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => violations(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check sees each kind of write, and lets reads through', () => {
    const writes = [
      'const repo = tx.getRepository(Profile);',
      '@InjectRepository(ProfilePhoto) private readonly photos: Repository<ProfilePhoto>,',
      'imports: [TypeOrmModule.forFeature([Subscription, Profile])],',
      'await manager.update(Profile, { id }, { status });',
      'await tx.createQueryBuilder().update(Profile).set({ isPremium: false }).execute();',
      'await manager.delete(\n  ProfilePhoto, { profileId });',
      "await qb.insert().into(Profile).values(row).execute();",
      'await tx.createQueryBuilder().delete().from(ProfilePhoto).where({ profileId }).execute();',
      'await manager.save(Object.assign(new Profile(), row));',
      "await tx.query('UPDATE profiles SET video_paid = true WHERE id = $1', [id]);",
      'await tx.query(`delete from profile_photos where profile_id = $1`, [id]);',
      "await tx.query('INSERT INTO \"profiles\" (id) VALUES ($1)', [id]);",
    ];
    for (const text of writes) expect([text, violations('x.ts', text).length]).toEqual([text, 1]);

    const reads = [
      "import { Profile } from '../profiles/entities/profile.entity';",
      'const profile: Profile | null = await this.queries.find(id, tx);',
      "await tx.query('SELECT id FROM profiles WHERE owner_id = $1 FOR UPDATE', [userId]);",
      "SELECT count(*) FROM profiles p WHERE p.status = 'Active'",
      "await this.dataSource.createQueryBuilder().select('p.id').from(Profile, 'p').where('p.status = :s', { s }).getRawMany();",
      '// A webhook must never UPDATE profiles directly.',
      '/* DELETE FROM profiles happens in the profiles module */',
      'await this.listings.markPaid(profile.id, { method, paidUntil }, tx);',
      "await tx.query('UPDATE subscriptions SET status = $2 WHERE id = $1', [id, status]);",
    ];
    for (const text of reads) expect([text, violations('x.ts', text)]).toEqual([text, []]);
  });
});
