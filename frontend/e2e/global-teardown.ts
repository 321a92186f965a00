import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's temporary data folder (see makeDataDir in playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.PENPAL_E2E_DATA_DIR;
  if (!dir) return;
  // Only ever delete what the config created under the OS temp folder.
  if (path.dirname(path.resolve(dir)) !== path.resolve(os.tmpdir())) return;
  if (!path.basename(dir).startsWith('penpal-e2e-')) return;
  fs.rmSync(dir, { recursive: true, force: true });
}
