// The server of `npm run bench:webhooks`, in its own process: the real application with its
// webhook dispatcher, on a fresh SQLite database (or BENCH_DATABASE_URL), allowed to deliver to
// loopback. It tells the parent its port and where its database is.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app.js';
import { loadSettings } from '../server/src/settings.js';
import { createDb } from '../server/src/db/knex.js';
import { migrateLatest } from '../server/src/db/migrate.js';
import { bootstrap } from '../server/src/identity/bootstrap.js';
import { createLogger } from '../server/src/logger.js';
import { defaultIds, systemClock } from '../server/src/util.js';

const [token] = process.argv.slice(2);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'insuite-bench-wh-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const settings = loadSettings({
    INSUITE_DATA_DIR: dataDir,
    INSUITE_ADMIN_TOKEN: token,
    LOG_LEVEL: 'silent',
    INSUITE_VALIDATE_RESPONSES: 'false',
    INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const sqlitePath = join(dataDir, 'insuite.db');
  const db = createDb({ databaseUrl, sqlitePath });
  await migrateLatest(db);
  await bootstrap({ db, clock: systemClock, ids: defaultIds }, { adminToken: token });
  const app = createApp({ settings, db, logger: createLogger(settings) });
  const server = app.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0, sqlitePath, databaseUrl });
  });
}

process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
void main();
