import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/load-config';
import { resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set', () => {
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: 'from-the-environment' }))).toBe('from-the-environment');
  });

  it('keeps a generated development secret in the data folder, so sign-ins survive restarts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = resolveJwtSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(48);
      expect(resolveJwtSecret(config)).toBe(first);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes a fresh secret for each test app, the same one for every reader of that app', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(resolveJwtSecret(config)).toBe(resolveJwtSecret(config));
    expect(resolveJwtSecret(loadConfig({ NODE_ENV: 'test' }))).not.toBe(resolveJwtSecret(config));
  });
});
