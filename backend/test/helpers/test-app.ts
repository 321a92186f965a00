import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { createDatabase, dropDatabase } from './database';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  database: { name: string; url: string };
  close(): Promise<void>;
}

/**
 * The real application (same createApp as production) on its own database.
 * `env` adds or overrides environment variables for this app.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    STATIC_DIR: '/nonexistent-frontend-build',
    ...env,
  });
  const app = await createApp(config);
  return {
    app,
    http: request(app.getHttpServer()),
    database,
    close: async () => {
      await app.close();
      await dropDatabase(database.name);
    },
  };
}
