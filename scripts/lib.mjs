// Helpers shared by the root scripts (start, test, dev, bench). Node built-ins only:
// these run before any dependency is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
export const NPM = isWindows ? 'npm.cmd' : 'npm';

/**
 * The Node flags the server runs with, wherever it is started (npm start, the backend's start script, the Docker
 * image, the benches; its worker processes inherit them): a young generation of up to 64 MB a half. A render makes
 * a lot of short-lived objects and, with pages in flight, many survive a scavenge: with Node's default (16 MB) a
 * busy server spent about a tenth of its time in some 750 scavenges a bench run; at 64 MB 200, 40 % less time
 * (issue 28). A spec checks every launcher carries them.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

export function log(message) {
  console.log(`${process.stdout.isTTY ? '\x1b[36m›\x1b[0m' : '›'} ${message}`);
}

/** Seconds since `started` (a Date.now()), as the step lines print them. */
export function seconds(started) {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files under the given paths (skipping node_modules and dist). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        walk(path.join(p, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(walk);
  return newest;
}

/** Runs a command, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: isWindows, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Runs a command with its output kept aside; resolves with its exit code and everything it printed. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], shell: isWindows, ...options });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/**
 * Runs a step's command and exits when it fails. `verbose` (the default) shows its output as it runs;
 * otherwise the output is kept aside and printed only if the command fails.
 */
export async function runOrExit(command, args, options = {}, { verbose = true } = {}) {
  let code;
  if (verbose) {
    code = await run(command, args, options);
  } else {
    const result = await runCaptured(command, args, options);
    code = result.code;
    if (code !== 0) process.stderr.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  }
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/**
 * Installs dependencies when node_modules is missing or older than a manifest or the lockfile.
 * `verbose: false` keeps npm's output aside unless the install fails.
 */
export async function ensureInstalled({ verbose = true } = {}) {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const manifests = ['package.json', 'package-lock.json', 'backend/package.json', 'frontend/package.json'].map((f) =>
    path.join(ROOT, f),
  );
  const installedAt = mtime(marker);
  if (installedAt && manifests.every((f) => mtime(f) <= installedAt)) return;
  const fresh = !installedAt;
  log(fresh ? 'Installing dependencies (first run, about a minute)…' : 'Dependencies changed: updating…');
  const started = Date.now();
  // A fresh tree installs exactly what the lockfile says.
  const args = fresh && fs.existsSync(path.join(ROOT, 'package-lock.json')) ? ['ci'] : ['install'];
  await runOrExit(NPM, [...args, '--no-audit', '--no-fund', '--loglevel=error'], {}, { verbose });
  fs.utimesSync(marker, new Date(), new Date());
  log(`Installed dependencies in ${seconds(started)}`);
}

const BENCH_TOOLS = path.join(ROOT, 'scripts', 'bench-tools');

/**
 * The tools only the benchmarks and checks use (autocannon, Lighthouse, the Nu HTML Checker), from
 * `scripts/bench-tools`: a package of its own with its own lockfile, installed on the first
 * `npm run bench…` or `npm run check:html` (and again when its manifest changes), so `npm start` and
 * `npm test` never fetch them.
 */
export async function benchTools() {
  await ensureBenchTools();
  return import(pathToFileURL(path.join(BENCH_TOOLS, 'index.mjs')).href);
}

/** Installs `scripts/bench-tools` when it is missing or its manifest changed (what `benchTools()` loads). */
export async function ensureBenchTools() {
  const marker = path.join(BENCH_TOOLS, 'node_modules', '.package-lock.json');
  const installedAt = mtime(marker);
  const manifests = ['package.json', 'package-lock.json'].map((f) => path.join(BENCH_TOOLS, f));
  if (!installedAt || manifests.some((f) => mtime(f) > installedAt)) {
    log('Installing the benchmark tools (autocannon, Lighthouse, vnu; first run only)…');
    // `install`, not `ci`: Lighthouse's trace engine asks for third-party-web@"latest", which `npm ci` calls out of sync.
    await runOrExit(NPM, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: BENCH_TOOLS });
    fs.utimesSync(marker, new Date(), new Date());
  }
}

const BUILDS = {
  backend: ['backend/src', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
  frontend: [
    'frontend/src',
    'frontend/public',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/package.json',
    'frontend/tsconfig.json',
  ],
};

/**
 * Builds backend and frontend when their sources are newer than their last build. `verbose: false`
 * prints one line per build and the build tools' output only when a build fails.
 */
export async function ensureBuilt({ force = false, verbose = true } = {}) {
  for (const [name, sources] of Object.entries(BUILDS)) {
    const stamp = path.join(ROOT, name, 'dist', '.build-stamp');
    const sourcesAt = newestMtime(sources.map((s) => path.join(ROOT, s)));
    if (!force && mtime(stamp) >= sourcesAt) continue;
    if (verbose) log(`Building ${name}…`);
    const started = Date.now();
    await runOrExit(NPM, ['run', 'build', '-w', name, '--silent'], {}, { verbose });
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, new Date().toISOString());
    log(`Built ${name} in ${seconds(started)}`);
  }
}

/** The first of `names` on the PATH, or undefined. */
function onPath(names) {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout?.trim();
    if (found) return found;
  }
  return undefined;
}

/**
 * The full Chromium (what the benchmarks measure, as a visitor's browser runs): CHROME_PATH, Debian's
 * `chromium` package, or one on the PATH.
 */
export function findChromium() {
  // An explicit CHROME_PATH must be right: silently using another browser would hide the mistake.
  if (process.env.CHROME_PATH) return fs.existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return onPath(['chromium', 'chromium-browser', 'google-chrome']);
}

/** Debian's package of Chromium's headless shell: the same engine without the browser's window code. */
const HEADLESS_SHELL = 'chromium-headless-shell';

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Chromium's headless shell (Debian's
 * `chromium-headless-shell`, what Playwright itself runs headless tests in: the same Blink and V8, and on two
 * cores the suite takes about a seventh less time than in the full browser), else the full Chromium.
 */
export function findTestBrowser() {
  if (process.env.CHROME_PATH) return findChromium();
  const shell = `/usr/bin/${HEADLESS_SHELL}`;
  return (fs.existsSync(shell) ? shell : onPath([HEADLESS_SHELL])) ?? findChromium();
}

/** Whether a command is on the PATH. */
function hasCommand(name) {
  return onPath([name]) !== undefined;
}

/** The one command a person runs to get the tests' Chromium, for this machine. */
export function chromiumInstallHint(pkg = HEADLESS_SHELL) {
  if (hasCommand('apt-get')) return `${process.getuid?.() === 0 ? '' : 'sudo '}apt-get install -y ${pkg}`;
  return 'install Chromium with your system\'s package manager, or set CHROME_PATH to a Chromium or Chrome binary';
}

/**
 * Which Chromium each use wants: the browser tests Debian's headless shell (`findTestBrowser` takes a full Chromium
 * when the shell cannot be installed); the benches that measure a page as a visitor's browser loads it
 * (Lighthouse, INP) the full browser (Debian's `chromium`).
 */
const CHROMIUM_FOR = {
  tests: { pkg: HEADLESS_SHELL, find: findTestBrowser, anyFound: false, what: 'the browser tests', note: ' (they are never skipped)', again: 'npm test again' },
  benches: { pkg: 'chromium', find: findChromium, anyFound: true, what: 'the benches', note: '', again: 'run the bench again' },
};

/**
 * The Chromium for the browser tests (`findTestBrowser`). As root with apt-get (CI, containers), Debian's
 * headless shell is installed when it is missing; a full Chromium already here is used if that install fails.
 * Otherwise a missing browser stops the run at once with the one command to run: before any suite, not after
 * twenty minutes of them. An explicit CHROME_PATH is never second-guessed. `full: true`: the same for the benches'
 * full browser (CHROMIUM_FOR).
 */
export async function ensureChromium({ full = false } = {}) {
  const { pkg, find, anyFound, what, note, again } = full ? CHROMIUM_FOR.benches : CHROMIUM_FOR.tests;
  const stop = (why) => {
    console.error(`\n✖ ${why}, so ${what} cannot run${note}.\n  Run:  ${chromiumInstallHint(pkg)}\n  then ${again}.\n`);
    process.exit(1);
  };
  if (process.env.CHROME_PATH) return findChromium() ?? stop(`Chromium not found at CHROME_PATH=${process.env.CHROME_PATH}`);
  const found = find();
  // The tests take a full Chromium only when the headless shell cannot be installed; the benches take any.
  if (found && (anyFound || found.endsWith(pkg))) return found;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) return found ?? stop('Chromium not found');
  log(`Installing Debian's ${pkg} package with apt-get (${what}' Chromium; under a minute)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '-qq', pkg], { env });
  // Package lists may be missing or stale on a fresh machine: read them again only when the install needs it.
  const installed = (await install()) === 0 || ((await run('apt-get', ['update', '-qq'], { env })) === 0 && (await install()) === 0);
  if (!installed && found) {
    log(`apt-get install ${pkg} failed: using ${found}`);
    return found;
  }
  if (!installed) stop(`apt-get install ${pkg} failed`);
  return find() ?? stop('Chromium is still not found after installing it');
}


/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the built site (backend/dist/main.js, serving frontend/dist) on a throwaway data
 * folder with an ephemeral embedded PostgreSQL, and waits until it is healthy. `env` adds
 * variables (DEMO_DATA: 'true' for the demo profiles, posts and threads).
 * Resolves with the base URL and a stop() that ends the server and removes the folder.
 */
export async function startBuiltServer({ port, env = {}, stdio = 'ignore' }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-bench-'));
  // As root the embedded PostgreSQL runs as `postgres`, who must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'backend/dist/main.js'], {
    cwd: ROOT,
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      EMBEDDED_PG_EPHEMERAL: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${baseUrl}/api/health`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
