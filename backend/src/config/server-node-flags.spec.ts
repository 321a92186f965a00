import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** SERVER_NODE_FLAGS as scripts/lib.mjs declares them: their one home. */
function serverNodeFlags(): string[] {
  const declared = /export const SERVER_NODE_FLAGS = \[([^\]]*)\];/.exec(read('scripts/lib.mjs'));
  expect(declared).not.toBeNull();
  return [...declared![1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

describe('the Node flags the server runs with', () => {
  const flags = serverNodeFlags();

  it('are declared', () => {
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag).toMatch(/^--[a-z-]+=\S+$/);
  });

  it('are on every command that starts it', () => {
    const starts = {
      'npm start': (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start,
      "the backend's start": (JSON.parse(read('backend/package.json')) as { scripts: Record<string, string> }).scripts.start,
      'the Docker image': /^CMD (.*)$/m.exec(read('Dockerfile'))![1],
    };
    for (const [launcher, command] of Object.entries(starts)) for (const flag of flags) expect([launcher, command.includes(flag)]).toEqual([launcher, true]);
  });

  it('are passed by every script that spawns it', () => {
    for (const script of ['scripts/lib.mjs', 'scripts/bench-render.mjs', 'scripts/bench-browse.mjs']) {
      const spawns = read(script).match(/spawn\(process\.execPath, \[[^\]]*'backend\/dist\/main\.js'\]/g) ?? [];
      expect([script, spawns.length > 0]).toEqual([script, true]);
      for (const call of spawns) expect([script, call.includes('...SERVER_NODE_FLAGS')]).toEqual([script, true]);
    }
  });
});
