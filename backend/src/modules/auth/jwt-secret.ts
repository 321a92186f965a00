import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../../config/app-config';

const resolved = new WeakMap<AppConfig, string>();

/**
 * JWT_SECRET when set (always in production: the config refuses to start without it).
 * In development, a random secret kept in DATA_DIR/jwt-secret so sign-ins survive
 * restarts; in tests, a fresh random one per app (one per config: the signer, the
 * passport strategy and the two-factor key all read the same value).
 */
export function resolveJwtSecret(config: AppConfig): string {
  let secret = resolved.get(config);
  if (!secret) {
    secret = readOrCreateSecret(config);
    resolved.set(config, secret);
  }
  return secret;
}

function readOrCreateSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.isProduction) throw new Error('JWT_SECRET is required in production');
  if (config.isTest) return randomBytes(48).toString('base64');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
