import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { loadConfig, readEnvironment } from '../config/load-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from '../database/embedded-postgres';

export interface CliContext {
  config: AppConfig;
  app: INestApplicationContext;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * Opens the configured database for a command-line task (migrations, admin
 * accounts): DATABASE_URL when set, else the same embedded PostgreSQL in
 * DATA_DIR that `npm start` uses (the running site's server when it runs; never
 * stopping it). Migrations are not run unless asked.
 */
export async function openCliContext(options: { runMigrations?: boolean } = {}): Promise<CliContext> {
  let config = loadConfig(readEnvironment()).with({ runMigrationsOnStart: options.runMigrations ?? false });
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    // With the site running, its server is used as it is; otherwise this command starts one and stops it after.
    embedded = await startEmbeddedPostgres({ dataDir: config.embeddedPgDir, database: 'penpal', attach: true, log: (line) => console.log(line) });
    config = config.with({ databaseUrl: embedded.url });
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config.with({ logLevel: 'warn' })), {
    logger: ['error', 'warn'],
  });
  const dataSource = app.get(DataSource);
  return {
    config,
    app,
    dataSource,
    close: async () => {
      await app.close();
      await embedded?.stop();
    },
  };
}

/**
 * The configured database without the Nest app (backups): DATABASE_URL, or the embedded server
 * (the running site's when it runs, else one started for this command; `attach: false` refuses a running site).
 */
export async function openDatabase(config: AppConfig, options: { attach: boolean }): Promise<{ url: string; embedded?: EmbeddedDatabase; close(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: config.embeddedPgDir, database: 'penpal', attach: options.attach, log: (line) => console.log(line) });
  return { url: embedded.url, embedded, close: () => embedded.stop() };
}

export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
