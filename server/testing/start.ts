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
import type { InsuiteClient } from '@insuite/client';
import type {
  connectInsuite as DeclaredConnect,
  startInsuite as Declared,
  InsuiteTestServer,
} from '../testing.mjs';
import { freePort, memoryFolder } from '../cli/serve.js';
import { seedTenant } from '../cli/seed.js';
import { createApp, keepIdleConnections, warmUpAfterFirstAnswer } from '../src/app.js';
import { createDb } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrate.js';
import { bootstrap } from '../src/identity/bootstrap.js';
import { createLogger } from '../src/logger.js';
import { loadSettings } from '../src/settings.js';
import { defaultIds, systemClock } from '../src/util.js';
import { tenantControls, testControls } from './controls.js';
import { sendEvent } from './events.js';
import { FOLDER_PREFIX, removeStaleFolders } from './stale.js';
import { startWebhookReceiver, type ReceiverHandle } from './webhooks.js';

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
      // Every answer checked against the contract, as a mock server generated from it would (a
      // server answering outside its contract fails the app's test, not the app in production);
      // validateResponses: false leaves out the cost of compiling each answer's check.
      INSUITE_VALIDATE_RESPONSES: options.validateResponses === false ? 'false' : 'true',
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
      port = options.port ?? (await freePort());
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
        keepIdleConnections(server);
        // What a first createTenant would wait for starts while the test reads the first answer.
        warmUpAfterFirstAnswer(server, app, () => stopped);
        break;
      }
      await close();
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (taken && options.port !== undefined)
        throw new Error(`port ${options.port} is taken: give another, or none for an ephemeral one`);
      if (!taken || attempt === 5) throw error;
    }
    const url = `http://127.0.0.1:${port}`;
    const test = harness(url, adminToken, () => stop());
    cleanups.push(() => test.closeReceivers());
    return test.server;
  } catch (err) {
    await stop();
    throw err;
  }
};

/**
 * The harness over a server started elsewhere (vitest's or Jest's globalSetup, `insuite serve
 * --memory`): the same controls and helpers; stop() closes this process's receivers only.
 */
export const connectInsuite: typeof DeclaredConnect = async ({ url, adminToken }) => {
  const test = harness(url.replace(/\/$/, ''), adminToken, async () => undefined);
  // The controls are there only on a server made for tests: say so now rather than at first use.
  await test.server.client.fetchTestClock().catch((e: { status?: number }) => {
    throw new Error(
      e.status === 404
        ? `${url} has no test controls: start it with startInsuite(), insuite serve --memory or INSUITE_TEST_CONTROLS=true`
        : `${url} did not answer as an insuite server made for tests: ${String(e)}`,
    );
  });
  return test.server;
};

/** The harness's face over a server: the SDK, the controls, tenants, receivers. */
function harness(url: string, adminToken: string, stopServer: () => Promise<void>) {
  const client: InsuiteClient = createClient({ baseUrl: url, token: adminToken });
  const receivers = new Set<ReceiverHandle>();
  const closeReceivers = async () => {
    for (const r of [...receivers]) await r.receiver.close();
    receivers.clear();
  };
  /** Runs a restore or reset, then brings the receivers (of one tenant, or all) past it. */
  const restoring = async (tenantLocator: string | undefined, run: () => Promise<void>) => {
    const cut = Date.now();
    await run();
    for (const r of receivers)
      if (tenantLocator === undefined || r.tenantLocator === tenantLocator) await r.afterRestore(cut);
  };
  const startReceiver = async (opts: Parameters<InsuiteTestServer['webhookReceiver']>[0]) => {
    const handle = await startWebhookReceiver(client, opts);
    receivers.add(handle);
    const close = handle.receiver.close.bind(handle.receiver);
    handle.receiver.close = async () => {
      receivers.delete(handle);
      await close();
    };
    return handle.receiver;
  };
  const controls = testControls(client);
  const server: InsuiteTestServer = {
    url,
    adminToken,
    client,
    createTenant: (name, configDirOrZip, opts) => seedTenant(client, name, configDirOrZip, opts),
    ...controls,
    reset: () => restoring(undefined, controls.reset),
    restore: (snapshot) => restoring(undefined, () => controls.restore(snapshot)),
    tenant: (tenant) => {
      const locator = typeof tenant === 'string' ? tenant : tenant.locator;
      const own = tenantControls(client, locator);
      return {
        locator,
        ...own,
        restore: (snapshot) => restoring(locator, () => own.restore(snapshot)),
        webhookReceiver: (opts) => startReceiver({ ...opts, tenant: locator }),
      };
    },
    webhookReceiver: startReceiver,
    events: { send: sendEvent },
    stop: async () => {
      await closeReceivers();
      await stopServer();
    },
  };
  return { server, closeReceivers };
}
