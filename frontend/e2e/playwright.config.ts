import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { LLM_PORT, llmUrl } from './support/servers';

/**
 * Browser tests in real Chromium against the built app served by the backend
 * (`node ../backend/dist/main.js` serves frontend/dist at `/` and the API at `/api`).
 * Build both first: the root `npm test` does. The servers (one per worker) start in global-setup.ts.
 */

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `npm test` sets CHROME_PATH (scripts/lib.mjs, findTestBrowser); run on its own, the headless shell first.
const chromePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with \`apt-get install -y chromium-headless-shell\` (Debian/Ubuntu) or set CHROME_PATH.`,
  );
}

/**
 * Two workers, each with a server of its own (global-setup.ts, support/servers.ts): on two cores the browser,
 * the server and PostgreSQL of one test leave time for another's. E2E_WORKERS=1 runs one after the other.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(frontendDir, 'test-results', 'e2e-artifacts'),
  globalSetup: './global-setup.ts',
  // Every test makes its own accounts and records on its worker's server, so tests of one file may run in
  // both workers: the long files do not leave one worker idle at the end.
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Two workers share two cores with their servers: a test's steps may wait longer for the CPU than with one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
  use: {
    // baseURL: the worker's own server, set in support/test.ts.
    headless: true,
    // A failed test keeps its trace with the page's DOM at each step; without the screencast's frames, which
    // every test paid for while recording (the failure's own screenshot is still taken).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The browser asks for less motion, as many phone users' do: antd's dialogs open at once (AntdTheme). A click
    // while one was still zooming in landed beside its growing button and was lost on a busy machine (CI).
    reducedMotion: 'reduce',
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
      // About 3 seconds per draft (40 pieces 75 ms apart), so the browser sees it grow. One for all workers.
      command: `node ../backend/test/fakes/fake-llm-server.js --port ${LLM_PORT} --delay 75`,
      cwd: frontendDir,
      url: `${llmUrl}/health`,
      reuseExistingServer: false,
      // Two workers share two cores with their servers: a test's steps may wait longer for the CPU than with one.
  timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
