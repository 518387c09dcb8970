// The only module with side effects: read the settings, open and migrate the database, make the
// bootstrap admin on first start, listen, and shut down cleanly on SIGTERM/SIGINT.
import { join } from 'node:path';
import { createApp } from './app.js';
import { SettingsError, loadSettings } from './settings.js';
import { createDb, type Db } from './db/knex.js';
import { migrateLatest } from './db/migrate.js';
import { bootstrap } from './identity/bootstrap.js';
import { createLogger } from './logger.js';
import { databaseFailure, listenFailure, wantsTrace } from './start-failures.js';
import { defaultIds, systemClock } from './util.js';

/** Ends the start with one line; the trace only when debugging. */
function failStart(line: string, err: unknown): never {
  console.error(`insuite: ${line}`);
  if (wantsTrace(process.env.LOG_LEVEL)) console.error(err);
  process.exit(1);
}

async function main(): Promise<void> {
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
  const logger = createLogger(settings);
  let db: Db;
  try {
    db = createDb({
      databaseUrl: settings.databaseUrl,
      sqlitePath: join(settings.dataDir, 'insuite.db'),
      sqliteSynchronous: settings.sqliteSynchronous,
      log: { debug: (m) => logger.debug(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
    });
    await migrateLatest(db);
  } catch (err) {
    failStart(databaseFailure(err, settings), err);
  }
  const boot = await bootstrap(
    { db, clock: systemClock, ids: defaultIds },
    { adminToken: settings.adminToken, dataDir: settings.dataDir },
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
    // Shown once; also written (mode 0600) to <data dir>/admin-token.
    process.stdout.write(
      `\ninsuite: created admin@insuite.local with admin token:\n\n  ${boot.generatedToken}\n\n` +
        `(also saved to ${join(settings.dataDir, 'admin-token')})\n\n`,
    );
  }

  const app = createApp({ settings, db, logger });
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
      },
      `insuite listening on ${settings.host}:${settings.port}`,
    );
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close(async () => {
      await app.close();
      await db.destroy();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => failStart(`failed to start: ${err instanceof Error ? err.message : String(err)}`, err));
