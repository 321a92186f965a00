// `npm start`: install what is missing, build what changed, then run the site
// (API under /api, React app at /) on an embedded PostgreSQL unless DATABASE_URL is set.
// One line per step with its time, then the address and the demo sign-ins. `npm start -- --verbose`
// shows the install and build tools' output and every log line (the quiet start shows them only
// when a step fails, and logs warnings and errors only).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, ROOT } from './lib.mjs';

const verbose = process.argv.includes('--verbose');
await ensureInstalled({ verbose });
await ensureBuilt({ verbose });

/** A setting from the real environment or the repository's .env (which the server reads too). */
function setting(name) {
  if (process.env[name] !== undefined) return process.env[name];
  try {
    const match = new RegExp(`^\\s*${name}\\s*=\\s*(.*)$`, 'm').exec(fs.readFileSync(path.join(ROOT, '.env'), 'utf8'));
    return match ? match[1].trim().replace(/^(['"])(.*)\1$/, '$2') : undefined;
  } catch {
    return undefined;
  }
}

// Outside production: readable log lines (pino-pretty), and only warnings and errors unless --verbose
// or LOG_LEVEL says otherwise. Production keeps JSON lines at LOG_LEVEL.
if (setting('NODE_ENV') !== 'production') {
  if (!setting('LOG_PRETTY')) process.env.LOG_PRETTY = 'true';
  if (!setting('LOG_LEVEL') && !verbose) process.env.LOG_LEVEL = 'warn';
}
const server = await import(pathToFileURL(path.join(ROOT, 'backend', 'dist', 'main.js')).href);
await (server.main ?? server.default.main)();
