// `npm start`: install what is missing, build what changed, then run the site
// (API under /api, React app at /) on an embedded PostgreSQL unless DATABASE_URL is set.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, log, ROOT } from './lib.mjs';

const started = Date.now();
await ensureInstalled();
await ensureBuilt();
log(`Ready to start after ${((Date.now() - started) / 1000).toFixed(1)} s of setup`);

if (process.stdout.isTTY && process.env.LOG_PRETTY === undefined) process.env.LOG_PRETTY = 'true';
const server = await import(pathToFileURL(path.join(ROOT, 'backend', 'dist', 'main.js')).href);
await (server.main ?? server.default.main)();
