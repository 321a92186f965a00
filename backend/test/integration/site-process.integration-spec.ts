import { findFreePort } from '../../src/database/embedded-postgres';
import { GOOD_PASSWORD, uniqueEmail } from '../factories/users';
import { alive, builtSiteSandbox, within } from '../helpers/built-site';

/**
 * The built site (`node backend/dist/main.js`, what `npm start` runs) and the built
 * command-line tasks on one data directory, as separate processes: the site owns its
 * embedded PostgreSQL; a command run meanwhile uses it and leaves it running; only a
 * server whose owner is gone is a leftover; the site exits when its database dies.
 * Needs `npm run build -w backend` (npm test builds first).
 */
describe('the site and command-line tasks on one embedded PostgreSQL', () => {
  const sandbox = builtSiteSandbox('penpal-site-');
  const { postmasterPid } = sandbox;
  const startSite = (port: number) => sandbox.startSite(port);
  const waitHealthy = (_port: number, site: ReturnType<typeof startSite>) => sandbox.waitHealthy(site);
  const runCli = sandbox.cli;

  beforeAll(() => sandbox.setUp());
  afterAll(() => sandbox.tearDown());

  it('admin:create uses the running site\'s database and leaves it running; a second site is refused', async () => {
    const port = await findFreePort();
    const site = startSite(port);
    await waitHealthy(port, site);
    const serverPid = postmasterPid();

    const email = uniqueEmail('cli-admin');
    const created = await runCli('admin-create.js', ['--email', email, '--password', GOOD_PASSWORD]);
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining(`Created admin ${email}.`) });

    expect(alive(serverPid)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { is_admin: boolean } }).user.is_admin).toBe(true);

    const second = startSite(await findFreePort());
    const refused = await within(second.exited, 60_000);
    expect(refused.code).not.toBe(0);
    expect(second.output()).toMatch(/run by another process/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // kill -9 of the site leaves its PostgreSQL behind (it runs in its own process group): a leftover now.
    site.child.kill('SIGKILL');
    await site.exited;
    expect(alive(serverPid)).toBe(true);
    const shown = await runCli('migrate.js', ['show']);
    expect(shown).toMatchObject({ code: 0, output: expect.stringContaining('No pending migrations.') });
    expect(shown.output).toMatch(/left running/);
    expect(alive(serverPid)).toBe(false);
  }, 180_000);

  it('exits non-zero, saying why, when its embedded PostgreSQL dies', async () => {
    const port = await findFreePort();
    const site = startSite(port);
    await waitHealthy(port, site);
    process.kill(postmasterPid(), 'SIGKILL');
    const exit = await within(site.exited, 15_000);
    expect(exit.code).toBe(1);
    expect(site.output()).toMatch(/embedded PostgreSQL .* exited unexpectedly/);
  }, 180_000);
});
