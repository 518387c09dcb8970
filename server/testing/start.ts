// @insuite/server/testing: a throwaway insuite for an app's tests, started in the test's own
// process (an ephemeral port, a database in a temporary folder) and stopped without a trace. In
// the process rather than a child: the start costs the migrations of an empty database and no Node
// start, module loading or readiness polling, and nothing can outlive the test run. Its public
// types are in ../testing.d.mts.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@insuite/client';
import type { startInsuite as Declared, InsuiteTestServer } from '../testing.mjs';
import { freePort, memoryFolder } from '../cli/serve.js';
import { seedTenant } from '../cli/seed.js';
import { createApp } from '../src/app.js';
import { createDb } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrate.js';
import { bootstrap } from '../src/identity/bootstrap.js';
import { createLogger } from '../src/logger.js';
import { loadSettings } from '../src/settings.js';
import { defaultIds, systemClock } from '../src/util.js';
import { testControls } from './controls.js';
import { FOLDER_PREFIX, removeStaleFolders } from './stale.js';
import { startWebhookReceiver } from './webhooks.js';

/** Beside the compiled harness in the package (server/build.mjs); absent when run from sources. */
const MIGRATED = fileURLToPath(new URL('./migrated.db', import.meta.url));

export const startInsuite: typeof Declared = async (options = {}) => {
  removeStaleFolders();
  const dataDir = memoryFolder(`${FOLDER_PREFIX}${process.pid}-`);
  const adminToken = options.adminToken ?? `ist_${randomBytes(24).toString('base64url')}`;
  let stopped = false;
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const env = {
      INSUITE_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
      INSUITE_TEST_CONTROLS: 'true',
      // A webhook receiver's deliveries arrive within a few dispatcher rounds.
      INSUITE_WEBHOOK_POLL_MS: '50',
      // The server's answers are checked against the contract by its own tests; checking them
      // here would compile a validator of every answer an app's test meets, in every process.
      INSUITE_VALIDATE_RESPONSES: 'false',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
      INSUITE_ADMIN_TOKEN: adminToken,
      HOST: '127.0.0.1',
    };
    const sqlitePath = join(dataDir, 'insuite.db');
    // The package's migrated empty database, when there is one (server/build.mjs writes it): a copy
    // costs less than the migrations, which then find nothing left to apply.
    if (!options.databaseUrl && existsSync(MIGRATED)) copyFileSync(MIGRATED, sqlitePath);
    const db = createDb({ databaseUrl: options.databaseUrl, sqlitePath });
    cleanups.push(() => db.destroy());
    await migrateLatest(db);
    await bootstrap({ db, clock: systemClock, ids: defaultIds }, { adminToken, dataDir });
    // The port is chosen before the app is made, so that the URLs it hands out (INSUITE_PUBLIC_URL)
    // hold it; another process taking it meanwhile only costs another try.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const settings = loadSettings({ ...env, PORT: String(port) });
      const app = createApp({ settings, db, logger: createLogger(settings) });
      const server = app.listen(port, '127.0.0.1');
      const error = await new Promise<Error | undefined>((done) =>
        server.once('listening', () => done(undefined)).once('error', done),
      );
      const close = async () => {
        server.closeAllConnections();
        if (server.listening) await new Promise<void>((done) => server.close(() => done()));
        await app.close();
      };
      if (!error) {
        cleanups.push(close);
        // Once the first answer is out, what a first createTenant would wait for (a table worker
        // thread, the plugin compiler) starts while the test reads it; before, it would compete
        // with the first answer.
        server.once('request', (_req: unknown, res: NodeJS.EventEmitter) =>
          res.once('finish', () => setImmediate(() => stopped || app.warmUp())),
        );
        break;
      }
      await close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
    const url = `http://127.0.0.1:${port}`;
    const client = createClient({ baseUrl: url, token: adminToken });
    const test: InsuiteTestServer = {
      url,
      adminToken,
      client,
      createTenant: (name, configDirOrZip, opts) => seedTenant(client, name, configDirOrZip, opts),
      ...testControls(client),
      webhookReceiver: async (opts) => {
        const receiver = await startWebhookReceiver(client, opts);
        cleanups.push(() => receiver.close());
        return receiver;
      },
      stop,
    };
    return test;
  } catch (err) {
    await stop();
    throw err;
  }
};
