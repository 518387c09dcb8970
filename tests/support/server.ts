// Starts the real application on a fresh database (a temporary SQLite file, or a new PostgreSQL
// database when the suite runs with TEST_DATABASE_URL) and listens on a free port. Tests talk to
// it only through the built SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createClient, type InsuiteClient } from '@insuite/client';
import { createApp } from '../../server/src/app.js';
import { loadSettings } from '../../server/src/settings.js';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { migrateLatest } from '../../server/src/db/migrate.js';
import { bootstrap } from '../../server/src/identity/bootstrap.js';
import { createLogger } from '../../server/src/logger.js';
import { defaultIds, systemClock, type Clock } from '../../server/src/util.js';

export interface TestServer {
  baseUrl: string;
  adminToken: string;
  /** The SDK with the admin token. */
  admin: InsuiteClient;
  /** The SDK with another token, or none. */
  as(token?: string): InsuiteClient;
  dataDir: string;
  engine: 'sqlite' | 'postgresql';
  /** The PostgreSQL database of this server (absent on SQLite: the file is in `dataDir`). */
  databaseUrl?: string;
  /** The server's own database, for tests that must look at what is stored. */
  db: Db;
  close(): Promise<void>;
}

/** The engine this run of the suite uses. */
export const engine = (): 'sqlite' | 'postgresql' =>
  process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite';

/** A fresh, empty database of the current engine, and how to drop it. */
export async function freshDatabase(): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `insuite_test_${randomBytes(6).toString('hex')}`;
  const root = knexFactory({ client: 'pg', connection: admin, pool: { min: 0, max: 1 } });
  await root.raw(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      await root.raw(`drop database if exists ${name} with (force)`);
      await root.destroy();
    },
  };
}

export async function startServer(
  opts: {
    env?: Record<string, string>;
    adminToken?: string | null;
    logLines?: string[];
    /** The application's clock (the bootstrap uses the system clock). */
    clock?: Clock;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'insuite-test-'));
  const database = await freshDatabase();
  const adminToken =
    opts.adminToken === null
      ? undefined
      : (opts.adminToken ?? `ist_${randomBytes(24).toString('base64url')}`);
  const settings = loadSettings({
    INSUITE_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    INSUITE_VALIDATE_RESPONSES: 'true',
    INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...(adminToken ? { INSUITE_ADMIN_TOKEN: adminToken } : {}),
    ...opts.env,
  });
  const db: Db = createDb({
    databaseUrl: settings.databaseUrl,
    sqlitePath: join(dataDir, 'insuite.db'),
    sqliteSynchronous: settings.sqliteSynchronous,
  });
  await migrateLatest(db);
  const boot = await bootstrap(
    { db, clock: systemClock, ids: defaultIds },
    { adminToken: settings.adminToken, dataDir },
  );
  const logger = opts.logLines
    ? createLogger({ logLevel: 'info' }, { write: (line: string) => void opts.logLines!.push(line) })
    : createLogger(settings);
  const app = createApp({ settings, db, logger, clock: opts.clock });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = adminToken ?? boot.generatedToken!;
  return {
    baseUrl,
    adminToken: token,
    admin: createClient({ baseUrl, token }),
    as: (t?: string) => createClient({ baseUrl, token: t }),
    dataDir,
    engine: engine(),
    databaseUrl: database.databaseUrl,
    db,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
