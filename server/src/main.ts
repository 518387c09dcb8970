// The only module with side effects: read the settings, open and migrate the database, make the
// bootstrap admin on first start, listen, and shut down cleanly on SIGTERM/SIGINT.
import { join } from 'node:path';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/knex.js';
import { migrateLatest } from './db/migrate.js';
import { bootstrap } from './identity/bootstrap.js';
import { createLogger } from './logger.js';
import { defaultIds, systemClock } from './util.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`insuite: bad setting: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config);
  const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: join(config.dataDir, 'insuite.db') });
  await migrateLatest(db);
  const boot = await bootstrap(
    { db, clock: systemClock, ids: defaultIds },
    { adminToken: config.adminToken, dataDir: config.dataDir },
  );
  if (boot.generatedToken) {
    // Shown once; also written (mode 0600) to <data dir>/admin-token.
    process.stdout.write(
      `\ninsuite: created admin@insuite.local with admin token:\n\n  ${boot.generatedToken}\n\n` +
        `(also saved to ${join(config.dataDir, 'admin-token')})\n\n`,
    );
  }

  const app = createApp({ config, db, logger });
  const server = app.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: config.databaseUrl ? 'postgresql' : 'sqlite' },
      `insuite listening on ${config.host}:${config.port}`,
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
