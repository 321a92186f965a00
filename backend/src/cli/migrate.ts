import fs from 'node:fs';
import path from 'node:path';
import { BACKEND_ROOT } from '../config/paths';
import { runMigrationsOnce, withMigrationLock } from '../database/migration-lock';
import { openCliContext, runCli } from './cli-context';

const MIGRATIONS_DIR = path.join(BACKEND_ROOT, 'src', 'database', 'migrations');
const USAGE = `Usage:
  npm run migration:run                 apply every pending migration
  npm run migration:revert              undo the last applied migration
  npm run migration:generate -- Name    write a migration for entity changes not yet in the schema
  npm run migration:show                list migrations and whether each is applied`;

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

/** Adds the new migration to migrations/index.ts, the explicit list the app loads. */
function register(className: string, fileBase: string): void {
  const indexFile = path.join(MIGRATIONS_DIR, 'index.ts');
  let source = fs.readFileSync(indexFile, 'utf8');
  source = source.replace(
    /\nexport const migrations = \[/,
    `import { ${className} } from './${fileBase}';\n\nexport const migrations = [`,
  );
  source = source.replace(/(export const migrations = \[[\s\S]*?)\n\];/, `$1\n  ${className},\n];`);
  source = source.replace(/\n\nimport/g, '\nimport');
  fs.writeFileSync(indexFile, source);
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (!['run', 'revert', 'generate', 'show'].includes(command ?? '')) throw new Error(USAGE);
  if (command === 'generate' && !/^[A-Z][A-Za-z0-9]*$/.test(name ?? '')) {
    throw new Error(`Give the migration a PascalCase name.\n${USAGE}`);
  }
  const ctx = await openCliContext();
  try {
    const ds = ctx.dataSource;
    if (command === 'run') {
      const applied = await runMigrationsOnce(ds);
      console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'Nothing to apply.');
    } else if (command === 'revert') {
      await withMigrationLock(ds, () => ds.undoLastMigration({ transaction: 'each' }));
      console.log('Reverted the last migration.');
    } else if (command === 'show') {
      const pending = await ds.showMigrations();
      const rows = await ds.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id').catch(() => []);
      console.log(`Applied: ${rows.map((r) => r.name).join(', ') || 'none'}`);
      console.log(pending ? 'Some migrations are pending.' : 'No pending migrations.');
    } else {
      await runMigrationsOnce(ds);
      const sql = await ds.driver.createSchemaBuilder().log();
      if (!sql.upQueries.length) {
        console.log('The schema already matches the entities: no migration written.');
        return;
      }
      const timestamp = Date.now();
      const className = `${name}${timestamp}`;
      const fileBase = `${timestamp}-${name}`;
      const up = sql.upQueries.map((q) => q.query);
      const down = sql.downQueries.map((q) => q.query).reverse();
      fs.writeFileSync(path.join(MIGRATIONS_DIR, `${fileBase}.ts`), migrationSource(className, up, down));
      register(className, fileBase);
      console.log(`Wrote src/database/migrations/${fileBase}.ts and registered it in migrations/index.ts.`);
    }
  } finally {
    await ctx.close();
  }
}

void runCli(main);
