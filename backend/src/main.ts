import pino from 'pino';
import { createApp } from './bootstrap';
import { prettyTransport } from './common/logging/logging.module';
import { safeError } from './common/logging/safe-error';
import { AppConfig } from './config/app-config';
import { ConfigValidationError, loadConfig, readEnvironment } from './config/load-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { DemoForumSeed } from './database/seeds/demo-forum.seed';
import { DemoProfilesSeed } from './database/seeds/demo-profiles.seed';
import { DemoSeedService } from './database/seeds/demo-seed.service';
import { SiteGuidesInstaller } from './modules/site/site-guides.installer';

const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts the site: validated config, a database (yours via DATABASE_URL, or an
 * embedded PostgreSQL in DATA_DIR/postgres outside production), migrations,
 * then the API under /api and the built React app at /.
 */
export async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      console.error(`\n${error.message}\n\nSee .env.example for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({
    level: config.logLevel === 'silent' ? 'silent' : 'info',
    base: undefined,
    serializers: { err: safeError },
    transport: prettyTransport(config),
  });

  if (!config.isProduction && !config.listensOnLoopback) {
    log.warn(
      `ALLOW_REMOTE_DEVELOPMENT: the ${config.nodeEnv} site listens on ${config.host}, reachable from other machines. ` +
        'Demo accounts, demo profiles and demo payments are off. Use NODE_ENV=production for a real deployment.',
    );
  }

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    log.info(`No DATABASE_URL: starting the embedded PostgreSQL (data in ${config.embeddedPgDir})`);
    const started = Date.now();
    embedded = await startEmbeddedPostgres({
      dataDir: config.embeddedPgDir,
      database: 'penpal',
      port: config.embeddedPgPort,
      ephemeral: config.embeddedPgEphemeral,
      log: (line) => log.info(line),
    });
    log.info(`Embedded PostgreSQL ready on port ${embedded.port} in ${Date.now() - started} ms`);
    config = config.with({ databaseUrl: embedded.url });
    // Without its database the site can only answer 503: say why and exit, so a supervisor (or the person) restarts it.
    void embedded.unexpectedExit.then((reason) => {
      log.fatal(`${reason}: stopping the site`);
      process.exit(1);
    });
  }

  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app?.close();
      await embedded?.stop();
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown(signal));

  let demoAccounts: Awaited<ReturnType<DemoSeedService['run']>> | undefined;
  try {
    app = await createApp(config);
    // The site's own guides, in every environment (each version once; an admin's later edits stay).
    await app.get(SiteGuidesInstaller).run();
    if (config.demoData && config.demoAllowed) {
      demoAccounts = await app.get(DemoSeedService).run();
      const owner = demoAccounts.find((a) => !a.isAdmin)!.email;
      await app.get(DemoProfilesSeed).run(owner, config.demoProfiles);
      await app.get(DemoForumSeed).run();
    }
    await app.listen(config.port, config.host);
  } catch (error) {
    log.error({ err: error }, 'The server could not start');
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  log.info(`Site ready: ${url}  (API ${url}/api, docs ${url}/api/docs)`);
  if (!config.isProduction && !config.isTest) {
    const demo = demoAccounts
      ?.map((a) => `\n    ${a.isAdmin ? 'admin' : 'user '}  ${a.email}  /  ${a.password}`)
      .join('');
    console.log(
      `\n  Pen-pal directory is running at ${url}\n  API docs: ${url}/api/docs` +
        (demo ? `\n  Demo accounts (development only):${demo}` : '') +
        '\n  Press Ctrl-C to stop.\n',
    );
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
