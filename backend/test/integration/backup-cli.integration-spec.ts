import fs from 'node:fs';
import path from 'node:path';
import { builtSiteSandbox } from '../helpers/built-site';

/**
 * `npm run backup` / `npm run restore` as the built commands, beside the built site on one embedded
 * PostgreSQL: backup while the site runs (leaving it running), restore refused while it runs, refused on a
 * database with tables, done with --force once it is stopped; the site starts on the restored data.
 * Needs `npm run build -w backend` (npm test builds first).
 */
describe('npm run backup and npm run restore beside the site', () => {
  const sandbox = builtSiteSandbox('penpal-backup-cli-', { DEMO_DATA: 'true', DEMO_PROFILES: '6' });
  const { cli } = sandbox;
  const startSite = () => sandbox.startHealthySite();
  let root: string;

  beforeAll(() => {
    sandbox.setUp();
    root = sandbox.root();
  });
  afterAll(() => sandbox.tearDown());

  it('backs up a running site, restores only a stopped one, and the site starts on what was restored', async () => {
    const site = await startSite();
    const profiles = async (port: number) => ((await (await fetch(`http://127.0.0.1:${port}/api/profiles?limit=1`)).json()) as { total: number }).total;
    const before = await profiles(site.port);
    expect(before).toBeGreaterThan(0);

    const backup = await cli('backup.js', ['--out', path.join(root, 'archives')]);
    expect(backup.output).toMatch(/Wrote .*penpal-.*\.tar\.gz \([\d.]+ MB\): \d+ tables, \d+ rows, \d+ media files/);
    expect(backup.code).toBe(0);
    const [archive] = fs.readdirSync(path.join(root, 'archives')).map((f) => path.join(root, 'archives', f));
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect((await fetch(`http://127.0.0.1:${site.port}/api/health`)).status).toBe(200);

    const whileRunning = await cli('restore.js', [archive, '--force']);
    expect(whileRunning).toMatchObject({ code: 1, output: expect.stringMatching(/The site is running \(process \d+.*stop it first.*Nothing was changed/) });

    site.child.kill('SIGTERM');
    expect((await site.exited).code).toBe(0);
    const withoutForce = await cli('restore.js', [archive]);
    expect(withoutForce).toMatchObject({ code: 1, output: expect.stringContaining('The database already has tables and the media folder') });
    const forced = await cli('restore.js', [archive, '--force']);
    expect(forced.output).toMatch(/Restored the backup of .*every checksum matching/);
    expect(forced.code).toBe(0);

    const again = await startSite();
    expect(await profiles(again.port)).toBe(before);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 240_000);
});
