// The only module with side effects: read the settings, open and migrate the database, make the
// bootstrap admin on first start, listen, and shut down cleanly on SIGTERM/SIGINT.
import { join } from 'node:path';
import { createApp } from './app.js';
import { SettingsError, loadSettings } from './settings.js';
import { createDb } from './db/knex.js';
import { migrateLatest } from './db/migrate.js';
import { bootstrap } from './identity/bootstrap.js';
import { createLogger } from './logger.js';
import { defaultIds, systemClock } from './util.js';

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
  const db = createDb({
    databaseUrl: settings.databaseUrl,
    sqlitePath: join(settings.dataDir, 'insuite.db'),
  });
  await migrateLatest(db);
  const boot = await bootstrap(
    { db, clock: systemClock, ids: defaultIds },
    { adminToken: settings.adminToken, dataDir: settings.dataDir },
  );
  if (boot.generatedToken) {
    // Shown once; also written (mode 0600) to <data dir>/admin-token.
    process.stdout.write(
      `\ninsuite: created admin@insuite.local with admin token:\n\n  ${boot.generatedToken}\n\n` +
        `(also saved to ${join(settings.dataDir, 'admin-token')})\n\n`,
    );
  }

  const app = createApp({ settings, db, logger });
  const server = app.listen(settings.port, settings.host, () => {
    logger.info(
      { port: settings.port, database: settings.databaseUrl ? 'postgresql' : 'sqlite' },
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

main().catch((err) => {
  console.error('insuite: failed to start', err);
  process.exit(1);
});
