import { DataSource } from 'typeorm';
import { migrations } from '../../src/database/migrations';
import { createDatabase, dropDatabase } from '../helpers/database';

describe('database migrations', () => {
  let database: { name: string; url: string };
  let ds: DataSource;

  beforeAll(async () => {
    database = await createDatabase({ empty: true });
    ds = new DataSource({ type: 'postgres', url: database.url, migrations, logging: ['error'] });
    await ds.initialize();
  });

  afterAll(async () => {
    await ds.destroy();
    await dropDatabase(database.name);
  });

  const extensions = async () =>
    (await ds.query(`SELECT extname FROM pg_extension WHERE extname IN ('citext','pg_trgm','unaccent') ORDER BY extname`)).map(
      (r: { extname: string }) => r.extname,
    );

  it('apply every migration to an empty database', async () => {
    const applied = await ds.runMigrations({ transaction: 'each' });
    expect(applied.map((m) => m.name)).toEqual(migrations.map((m) => new m().name));
    expect(await extensions()).toEqual(['citext', 'pg_trgm', 'unaccent']);
    expect(await ds.showMigrations()).toBe(false);
  });

  it('revert every migration back to an empty schema', async () => {
    for (let i = 0; i < migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    expect(await ds.query('SELECT name FROM migrations')).toEqual([]);
    expect(await extensions()).toEqual([]);
    const tables = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
  });

  it('apply again after a full revert', async () => {
    const applied = await ds.runMigrations({ transaction: 'each' });
    expect(applied).toHaveLength(migrations.length);
  });
});
