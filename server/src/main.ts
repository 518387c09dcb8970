// The only module with side effects: read the settings, make the data folder, open and migrate the
// database, make the bootstrap admin on first start, listen, and shut down cleanly on SIGTERM/SIGINT
// (or when the process that started it is gone: server/launch.mjs). With INSUITE_PROCESSES above 1
// this process becomes the primary of that many workers (cluster.ts): it prepares the database,
// then each worker opens its own connections and listens on the shared port.
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { runPrimary, workerLink, type ClusterLink } from './cluster.js';
import { createApp, keepIdleConnections, warmUpAfterFirstAnswer } from './app.js';
import { adminTokenFile, DataDirError, prepareDataDir } from './data-dir.js';
import { SettingsError, loadSettings, type Settings } from './settings.js';
import { createDb, type Db } from './db/knex.js';
import { DatabaseInUseError, holdDatabase } from './db/sqlite-lock.js';
import { migrateLatest } from './db/migrate.js';
import { bootstrap } from './identity/bootstrap.js';
import { createLogger, type Logger } from './logger.js';
import { loadMasterKey } from './shared/secret-box.js';
import { databaseFailure, listenFailure, wantsTrace } from './start-failures.js';
import { defaultIds, systemClock } from './util.js';

/** Ends the start with one line; the trace only when debugging. */
function failStart(line: string, err: unknown): never {
  console.error(`insuite: ${line}`);
  if (wantsTrace(process.env.LOG_LEVEL)) console.error(err);
  process.exit(1);
}

async function main(): Promise<void> {
  // server/launch.mjs (npm start, insuite serve) starts the server with an IPC channel, which
  // closes when the launcher ends, however it ends: then stop, as on SIGTERM, instead of being
  // left behind holding the port and the database. Before listening there is nothing to close.
  let stop = (): void => process.exit(1);
  if (process.channel) process.once('disconnect', () => stop());
  let settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`insuite: bad setting: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const link = workerLink();
  const primary = !link && settings.processes > 1;
  // Each line of a worker names it; the primary's lines carry no worker.
  const logger = link ? createLogger(settings).child({ worker: link.worker }) : createLogger(settings);
  // Before anything writes there: the SQLite database, the master key file, admin-token.
  try {
    prepareDataDir(settings.dataDir);
  } catch (err) {
    if (err instanceof DataDirError) failStart(err.message, err);
    throw err;
  }
  const sqlitePath = join(settings.dataDir, 'insuite.db');
  if (!settings.databaseUrl) {
    // Held for the life of this process: a restore refuses while any server holds it.
    try {
      holdDatabase(sqlitePath);
    } catch (err) {
      if (err instanceof DatabaseInUseError) failStart(err.message, err);
      throw err;
    }
  }
  let db: Db;
  try {
    db = createDb({
      databaseUrl: settings.databaseUrl,
      sqlitePath,
      sqliteSynchronous: settings.sqliteSynchronous,
      log: { debug: (m) => logger.debug(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
    });
    // Migrations and the bootstrap admin run once, in the primary, before any worker starts.
    if (!link) await migrateLatest(db);
  } catch (err) {
    failStart(databaseFailure(err, settings), err);
  }
  if (link) return serve({ settings, db, logger, link }, (s) => (stop = s));
  const boot = await bootstrap(
    { db, clock: systemClock, ids: defaultIds },
    { adminToken: settings.adminToken, dataDir: settings.dataDir, databaseUrl: settings.databaseUrl },
  );
  if (boot.recovered) {
    logger.warn(
      { userName: boot.recovered.userName, recreated: boot.recovered.userRecreated },
      `INSUITE_ADMIN_TOKEN opened no enabled user with every permission: ${boot.recovered.userName} was ` +
        `${boot.recovered.userRecreated ? 'recreated' : 'restored (enabled, admin role, every tenant)'} ` +
        'and holds that token again',
    );
  }
  if (boot.generatedToken) {
    // Shown once; also written (mode 0600) to the admin-token file of this database.
    process.stdout.write(
      `\ninsuite: created admin@insuite.local with admin token:\n\n  ${boot.generatedToken}\n\n` +
        `(also saved to ${adminTokenFile(settings.dataDir, settings.databaseUrl)})\n` +
        `The console (${settings.publicUrl}/console) signs in with it.\n\n`,
    );
  }

  if (primary) {
    await db.destroy();
    // The key file too is made here once, so that no worker reads it while another writes it.
    try {
      loadMasterKey({ masterKey: settings.masterKey, dataDir: settings.dataDir });
    } catch (err) {
      failStart(err instanceof Error ? err.message : String(err), err);
    }
    const { stop: stopAll } = runPrimary({ workers: settings.processes, logger });
    process.on('SIGTERM', () => stopAll({ signal: 'SIGTERM' }));
    process.on('SIGINT', () => stopAll({ signal: 'SIGINT' }));
    stop = () => stopAll({ reason: 'the process that started the server ended' });
    return;
  }
  return serve({ settings, db, logger, link: undefined }, (s) => (stop = s));
}

/** Listens and serves until SIGTERM or SIGINT; in a worker, tells the primary once it listens. */
function serve(
  {
    settings,
    db,
    logger,
    link,
  }: { settings: Settings; db: Db; logger: Logger; link: ClusterLink | undefined },
  onStop: (stop: () => void) => void,
): void {
  const app = createApp({ settings, db, logger, cluster: link });
  const semiSpace = process.execArgv.find((a) => a.startsWith('--max-semi-space-size='));
  const server = app.listen(settings.port, settings.host, (err) => {
    if (err) failStart(listenFailure(err, settings), err);
    logger.info(
      {
        port: settings.port,
        database: settings.databaseUrl ? 'postgresql' : 'sqlite',
        // server/launch.mjs chooses this by the CPUs the process may use.
        gc: process.execArgv.includes('--single-threaded-gc') ? 'single-threaded' : 'parallel',
        // V8's young generation semi-space in MiB (server/launch.mjs); null: V8's own sizing.
        semiSpaceMb: semiSpace ? Number(semiSpace.split('=')[1]) : null,
        // Compiled by server/build.mjs (what npm start runs), or the TypeScript sources.
        code: import.meta.url.endsWith('.ts') ? 'sources' : 'compiled',
        docs: `${settings.publicUrl}/docs`,
        console: `${settings.publicUrl}/console`,
      },
      `insuite listening on ${settings.host}:${settings.port}; the API reference is at ${settings.publicUrl}/docs, the console at ${settings.publicUrl}/console`,
    );
    link?.announceReady();
  });
  // Which worker answered, for whoever runs several processes (and for the cluster tests).
  if (link) {
    const worker = String(link.worker);
    server.prependListener('request', (_req, res: ServerResponse) =>
      res.setHeader('X-Insuite-Worker', worker),
    );
  }
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  keepIdleConnections(server);

  let closing = false;
  // The plugin results' checks, a table worker thread and the plugin compiler: ready before the
  // first price or deploy asks for them.
  warmUpAfterFirstAnswer(server, app, () => closing);
  const shutdown = (why: { signal: string } | { reason: string }) => {
    if (closing) return;
    closing = true;
    logger.info(why, 'shutting down');
    const release = async () => {
      await app.close();
      await db.destroy();
    };
    server.close(() => {
      release().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'could not release the app and the database on shutdown');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown({ signal: 'SIGTERM' }));
  process.on('SIGINT', () => shutdown({ signal: 'SIGINT' }));
  const stop = () => shutdown({ reason: 'the process that started the server ended' });
  // Also when the process that started this one (the launcher, or a worker's primary) is gone.
  onStop(stop);
}

main().catch((err) => failStart(`failed to start: ${err instanceof Error ? err.message : String(err)}`, err));
