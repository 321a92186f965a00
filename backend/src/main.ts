import pino from 'pino';
import { createApp } from './bootstrap';
import { prettyTransport } from './common/logging/logging.module';
import { safeError } from './common/logging/safe-error';
import { AppConfig } from './config/app-config';
import { ConfigValidationError, loadConfig, readEnvironment } from './config/load-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { startMigrations } from './database/migration-lock';
import { DemoSavedSearchesSeed } from './database/seeds/demo-saved-searches.seed';
import { DemoForumSeed } from './database/seeds/demo-forum.seed';
import { DemoPenPalsSeed } from './database/seeds/demo-pen-pals.seed';
import { DemoProfilesSeed } from './database/seeds/demo-profiles.seed';
import { DemoSeedService } from './database/seeds/demo-seed.service';
import { SiteGuidesInstaller } from './modules/site/site-guides.installer';
import { startWebWorkers, workerIndex } from './web-workers';

const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts the site: validated config, a database (yours via DATABASE_URL, or an
 * embedded PostgreSQL in DATA_DIR/postgres outside production), migrations,
 * then the API under /api and the built React app at /. With WEB_WORKERS above 1
 * this process keeps the database and starts that many worker processes, each
 * running the rest (web-workers.ts).
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
    level: config.logLevel,
    base: undefined,
    serializers: { err: safeError },
    transport: prettyTransport(config),
  });
  // One of several worker processes: worker 0 alone prepares the database and runs the scheduled jobs.
  const worker = workerIndex();
  const first = worker === null || worker === 0;
  if (!first) config = config.with({ jobsEnabled: false });
  const primary = worker === null && config.webWorkers > 1;
  // For a person at `npm start` or `npm run dev` (outside production and tests): one line per step with
  // its time, then the address and the demo sign-ins. Elsewhere the same steps are log lines.
  const forPerson = !config.isProduction && !config.isTest && first;
  const step = (text: string, started: number) => {
    const line = `${text} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (forPerson) console.log(`${process.stdout.isTTY ? '\x1b[36m›\x1b[0m' : '›'} ${line}`);
    else log.info(line);
  };

  if (first && !config.isProduction && !config.listensOnLoopback) {
    log.warn(
      `ALLOW_REMOTE_DEVELOPMENT: the ${config.nodeEnv} site listens on ${config.host}, reachable from other machines. ` +
        'Demo accounts, demo profiles and demo payments are off. Use NODE_ENV=production for a real deployment.',
    );
  }

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    log.debug(`No DATABASE_URL: starting the embedded PostgreSQL (data in ${config.embeddedPgDir})`);
    const started = Date.now();
    embedded = await startEmbeddedPostgres({
      dataDir: config.embeddedPgDir,
      database: 'penpal',
      port: config.embeddedPgPort,
      ephemeral: config.embeddedPgEphemeral,
      log: (line) => log.info(line),
    });
    step(`Started the embedded PostgreSQL (port ${embedded.port}, data in ${config.embeddedPgDir})`, started);
    config = config.with({ databaseUrl: embedded.url });
    // Without its database the site can only answer 503: say why and exit, so a supervisor (or the person) restarts it.
    void embedded.unexpectedExit.then((reason) => {
      log.fatal(`${reason}: stopping the site`);
      process.exit(1);
    });
  }

  if (primary) return superviseWorkers(config, embedded, log, step);

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
    const appStarted = Date.now();
    app = await createApp(config);
    const { applied, ms } = startMigrations;
    step(applied ? `Applied ${applied} migration${applied === 1 ? '' : 's'}` : 'Checked migrations (none pending)', Date.now() - ms);
    step('Started the API', appStarted + ms);
    // The site's own guides, in every environment (each version once; an admin's later edits stay), and the
    // demo data: by the one process that prepares the database.
    if (first) {
      const guidesStarted = Date.now();
      const guides = await app.get(SiteGuidesInstaller).run();
      if (guides.length) step(`Installed ${guides.length} site guide${guides.length === 1 ? '' : 's'}`, guidesStarted);
      if (config.demoData && config.demoAllowed) {
        const seeded = Date.now();
        demoAccounts = await app.get(DemoSeedService).run();
        const owner = demoAccounts.find((a) => !a.isAdmin)!.email;
        const profiles = await app.get(DemoProfilesSeed).run(owner, config.demoProfiles);
        const threads = await app.get(DemoForumSeed).run();
        const penPals = await app.get(DemoPenPalsSeed).run(owner);
        const searches = await app.get(DemoSavedSearchesSeed).run(owner);
        const made = [[profiles, 'profiles'], [threads, 'forum threads'], [penPals, 'pen pals'], [searches, 'saved searches']]
          .filter(([count]) => count)
          .map(([count, what]) => `${count} ${what}`);
        step(made.length ? `Demo data: created ${made.join(', ')}` : 'Demo data: already there', seeded);
      }
    }
    await app.listen(config.port, config.host);
    if (!first) return log.info(`Worker ${worker} serving`);
  } catch (error) {
    log.error({ err: error }, 'The server could not start');
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  if (forPerson) {
    const demo = demoAccounts
      ?.map((a) => `\n    ${a.isAdmin ? 'admin' : 'user '}  ${a.email}  /  ${a.password}`)
      .join('');
    console.log(
      `\n  Pen-pal directory is running at ${url}\n  API docs:  ${url}/api/docs` +
        (demo ? `\n  Demo sign-ins (development only; e-mail / password):${demo}` : '') +
        '\n  Press Ctrl-C to stop.\n',
    );
  } else {
    log.info(`Site ready: ${url}  (API ${url}/api, docs ${url}/api/docs)`);
  }
}

/**
 * The primary of WEB_WORKERS processes: it owns the embedded PostgreSQL (when there is one) and the workers;
 * a signal stops the workers (each finishes its requests) and then the database.
 */
async function superviseWorkers(
  config: AppConfig,
  embedded: EmbeddedDatabase | undefined,
  log: pino.Logger,
  step: (text: string, started: number) => void,
): Promise<void> {
  const started = Date.now();
  const workers = startWebWorkers(config.webWorkers, embedded ? { DATABASE_URL: embedded.url } : {}, log);
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info(`${reason}: stopping the workers`);
    const force = setTimeout(() => process.exit(1), 40_000);
    force.unref();
    try {
      await workers.stop();
      await embedded?.stop();
      if (code === 0) log.info('Stopped cleanly');
    } catch (error) {
      log.error({ err: error }, 'Error during shutdown');
      code = 1;
    }
    process.exit(code);
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void stop(`${signal} received`, 0));
  void workers.failed.then((reason) => {
    log.error(`${reason}: the site could not start`);
    void stop('Could not start', 1);
  });
  await workers.started;
  step(`Started ${config.webWorkers} worker processes (WEB_WORKERS)`, started);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
