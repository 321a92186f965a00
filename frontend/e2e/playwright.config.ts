import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in real Chromium against the built app served by the backend
 * (`node ../backend/dist/main.js` serves frontend/dist at `/` and the API at `/api`).
 * Build both first: the root `npm test` does.
 */

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
/** The fake OpenAI-compatible model server the blog's AI drafting talks to (backend/test/fakes/fake-llm-server.js). */
const llmPort = Number(process.env.E2E_LLM_PORT ?? port + 1);

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with \`apt-get install -y chromium\` (Debian/Ubuntu) or set CHROME_PATH.`,
  );
}

/**
 * A fresh data folder per run (embedded PostgreSQL, uploads). Created once, in the
 * runner process, not again in each worker. As root the embedded PostgreSQL runs as
 * the `postgres` user, who must be able to enter it: mkdtemp makes it 0700, so open it up.
 */
function makeDataDir(): string {
  if (process.env.TEST_WORKER_INDEX !== undefined) return '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-e2e-'));
  fs.chmodSync(dir, 0o755);
  // Read by global-teardown.ts, which removes the folder after the run.
  process.env.PENPAL_E2E_DATA_DIR = dir;
  return dir;
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(frontendDir, 'test-results', 'e2e-artifacts'),
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // About 3 seconds per draft (40 pieces 75 ms apart), so the browser sees it grow.
      command: `node ../backend/test/fakes/fake-llm-server.js --port ${llmPort} --delay 75`,
      cwd: frontendDir,
      url: `http://127.0.0.1:${llmPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../backend/dist/main.js',
      cwd: frontendDir,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM (not Playwright's default SIGKILL) lets the backend stop its embedded PostgreSQL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        NODE_ENV: 'test',
        DATA_DIR: makeDataDir(),
        EMBEDDED_PG_EPHEMERAL: 'true',
        LOG_LEVEL: 'warn',
        // Every browser test signs in from 127.0.0.1, many as the demo admin: keep the per-IP and
        // per-address limits out of their way (the integration tests check those limits).
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
        // Fictional profiles to browse: enough for more than 5 pages of 24.
        DEMO_DATA: 'true',
        DEMO_PROFILES: '150',
        LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
        LLM_MODEL: 'fake-writer',
        // The journeys change profiles and posts and look at the pages at once: no rendered page is kept
        // (the integration tests check that cache; the browse API's own is 10 s and still applies).
        PAGE_CACHE_SECONDS: '0',
      },
    },
  ],
});
