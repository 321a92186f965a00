import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test` finds the Chromium its browser tests drive before any suite runs (scripts/lib.mjs):
 * CHROME_PATH when set (and never another browser behind its back), else Debian's headless shell, else
 * the full Chromium; as root with apt it installs the headless shell when it is missing, and with neither
 * browser and no way to install one it stops at once with the one command to run. These run the real script in a child Node process.
 */
const LIB = path.resolve(__dirname, '..', '..', '..', 'scripts', 'lib.mjs');

function runLib(code: string, env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `import * as lib from ${JSON.stringify(LIB)};\n${code}`], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm test and its browser', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-chromium-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uses the browser CHROME_PATH names', () => {
    const fake = path.join(dir, 'my-chromium');
    fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });
    const out = runLib('console.log(await lib.ensureChromium());', { CHROME_PATH: fake });
    expect(out.status).toBe(0);
    expect(out.stdout.trim()).toBe(fake);
  });

  it('stops at once with the one command to run when CHROME_PATH names no file, instead of using another browser', () => {
    const out = runLib('await lib.ensureChromium(); console.log("went on");', { CHROME_PATH: path.join(dir, 'missing-chromium') });
    expect(out.status).toBe(1);
    expect(out.stdout).not.toContain('went on');
    expect(out.stderr).toContain('Chromium not found at CHROME_PATH=');
    expect(out.stderr).toMatch(/Run: {2}(sudo )?apt-get install -y chromium-headless-shell|Run: {2}install Chromium/);
    expect(out.stderr).toContain('then npm test again');
  });

  it('names the install command for this machine (apt-get here, with sudo only when not root)', () => {
    const out = runLib('console.log(lib.chromiumInstallHint());', {});
    const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
    if (hasApt) expect(out.stdout.trim()).toBe(`${process.getuid?.() === 0 ? '' : 'sudo '}apt-get install -y chromium-headless-shell`);
    else expect(out.stdout).toContain('set CHROME_PATH');
  });

  it('finds the Chromium installed on this machine without CHROME_PATH (what CI uses after installing it)', () => {
    const out = runLib('console.log(lib.findTestBrowser() ?? "none");', { CHROME_PATH: undefined });
    expect(out.status).toBe(0);
    const found = out.stdout.trim();
    // npm test has made sure a Chromium is here before this suite runs (as root with apt, the headless shell).
    expect(found).not.toBe('none');
    expect(fs.existsSync(found)).toBe(true);
  });

  it('names the headless shell for the tests and keeps CHROME_PATH above it', () => {
    const fake = path.join(dir, 'my-chromium');
    fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });
    const out = runLib('console.log(lib.findTestBrowser());', { CHROME_PATH: fake });
    expect(out.stdout.trim()).toBe(fake);
  });
});
