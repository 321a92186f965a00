import type { FullConfig } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib.mjs';
import { dataDirVariable, llmUrl, serverPort, serverUrl } from './support/servers';

/**
 * Starts one built site per worker (see support/servers.ts), all at once: each on a fresh data folder
 * (embedded PostgreSQL, uploads) with the demo data, removed again by the teardown this returns.
 * Playwright's own webServer would start them one after the other.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const count = Math.max(1, config.workers);
  // A server already answering on a port would be tested instead of this build: refuse, as reuseExistingServer: false did.
  for (let index = 0; index < count; index++) {
    const answering = await fetch(`${serverUrl(index)}/api/health`).then(
      () => true,
      () => false,
    );
    if (answering) throw new Error(`Port ${serverPort(index)} is already in use: stop that server or choose another E2E_PORT.`);
  }
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      startBuiltServer({
        port: serverPort(index),
        // The server's warnings and errors reach the test output.
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          // Every browser test signs in from 127.0.0.1, many as the demo admin: keep the per-IP and
          // per-address limits out of their way (the integration tests check those limits).
          AUTH_RATE_LIMIT_PER_IP: '1000',
          AUTH_RATE_LIMIT_PER_EMAIL: '1000',
          // Fictional profiles to browse: enough for more than 5 pages of 24.
          DEMO_DATA: 'true',
          DEMO_PROFILES: '150',
          LLM_BASE_URL: `${llmUrl}/v1`,
          LLM_MODEL: 'fake-writer',
          // The journeys change profiles and posts and look at the pages at once: no rendered page is kept
          // (the integration tests check that cache; the browse API's own is 10 s, cleared by every change).
          PAGE_CACHE_SECONDS: '0',
        },
      }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  // Workers start after this and inherit the environment: a test that reads its server's outbox finds it.
  servers.forEach((server, index) => (process.env[dataDirVariable(index)] = server.dataDir));
  return stopAll;
}
