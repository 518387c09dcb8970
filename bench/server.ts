// A server for the benchmark, in its own process: `baseline` is bare Express answering a small
// JSON object; `insuite` is the real application on a fresh SQLite database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { createApp } from '../server/src/app.js';
import { loadSettings } from '../server/src/settings.js';
import { createDb } from '../server/src/db/knex.js';
import { migrateLatest } from '../server/src/db/migrate.js';
import { bootstrap } from '../server/src/identity/bootstrap.js';
import { createLogger } from '../server/src/logger.js';
import { defaultIds, systemClock } from '../server/src/util.js';

const [mode, token] = process.argv.slice(2);

async function main() {
  let app: express.Express;
  if (mode === 'baseline') {
    app = express();
    app.disable('x-powered-by');
    app.disable('etag');
    app.get('/item', (_req, res) => {
      res.json({ locator: '01J0000000000000000000000A', name: 'item', retired: false, resourceNames: [] });
    });
    app.post('/item', express.json(), (req, res) => {
      const body = req.body as { name: string; selectionStartTime: string; resourceNames: string[] };
      res.json({ locator: '01J0000000000000000000000A', ...body, retired: false });
    });
    // The shape of a table lookup's answer (npm run bench:tables).
    app.get('/row', (_req, res) => {
      res.json({
        value: { region: 'r17', product: 'p3', band: '42', factor: '1.62', label: 'band 42, region 17' },
      });
    });
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'insuite-bench-'));
    const settings = loadSettings({
      INSUITE_DATA_DIR: dataDir,
      INSUITE_ADMIN_TOKEN: token,
      LOG_LEVEL: 'silent',
      // Response validation is measured as configured for production unless asked for.
      INSUITE_VALIDATE_RESPONSES: process.env.BENCH_VALIDATE_RESPONSES ?? 'false',
    });
    const db = createDb({ sqlitePath: join(dataDir, 'insuite.db') });
    await migrateLatest(db);
    await bootstrap({ db, clock: systemClock, ids: defaultIds }, { adminToken: token });
    app = createApp({ settings, db, logger: createLogger(settings) });
  }
  const server = app.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
  });
}

process.on('SIGINT', () => process.exit(0));
void main();
