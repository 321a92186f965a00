// `npm run dev`: the API in watch mode on :3000 and Vite's dev server on :5173 (proxying /api).
import path from 'node:path';
import { ensureInstalled, log, run, ROOT } from './lib.mjs';

await ensureInstalled();
log('Starting the API (watch mode, http://localhost:3000) and Vite (http://localhost:5173)…');
const concurrently = path.join(ROOT, 'node_modules', '.bin', 'concurrently');
const code = await run(concurrently, [
  '--kill-others',
  '--names', 'backend,frontend',
  '--prefix-colors', 'green,magenta',
  'npm run dev -w backend',
  'npm run dev -w frontend',
], { env: { ...process.env, LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' } });
process.exit(code);
