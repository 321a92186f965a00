import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { createDatabase, dropDatabase } from './database';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  database: { name: string; url: string };
  /** Runs SQL on this app's database (to arrange or inspect state the API does not expose). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The real application (same createApp as production) on its own database.
 * `env` adds or overrides environment variables for this app; `shared` runs it on another test app's database
 * (close that one last: it drops the database).
 */
export async function createTestApp(env: Record<string, string> = {}, shared?: TestApp['database']): Promise<TestApp> {
  // Another instance of the site on the same database (the several-instances tests), or a database of its own.
  const database = shared ?? (await createDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    STATIC_DIR: '/nonexistent-frontend-build',
    // Pages are sent unrendered unless a test asks for server rendering (page-rendering.integration-spec.ts).
    SSR_ENTRY: '/nonexistent-ssr-entry.cjs',
    DATA_DIR: dataDir,
    // High enough that ordinary tests never trip them; the rate-limit test sets its own.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    // Tests change profiles between requests; the browse cache has its own test.
    BROWSE_CACHE_SECONDS: '0',
    // Jobs run when a test calls them, with the time it chooses.
    JOBS_ENABLED: 'false',
    ...env,
  });
  const app = await createApp(config);
  const dataSource = app.get(DataSource);
  return {
    app,
    http: request(app.getHttpServer()),
    database,
    query: (sql, params) => dataSource.query(sql, params),
    close: async () => {
      await app.close();
      if (!shared) await dropDatabase(database.name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
