// Starts the real application on a fresh database (a temporary SQLite file, or a new PostgreSQL
// database when the suite runs with TEST_DATABASE_URL) and listens on a free port. Tests talk to
// it only through the built SDK.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { createClient, type InsuiteClient } from '@insuite/client';
import { createApp, keepIdleConnections } from '../../server/src/app.js';
import { loadSettings } from '../../server/src/settings.js';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { migrateLatest, writeMigratedSqlite } from '../../server/src/db/migrate.js';
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

/**
 * The migrations' own files and Knex's version (which writes their SQL), hashed: the name of the
 * migrated database they make (the template of migratedDatabase), so that a change makes another.
 */
function migrationsHash(): string {
  const dir = fileURLToPath(new URL('../../server/src/db/migrations/', import.meta.url));
  const knexVersion = (createRequire(import.meta.url)('knex/package.json') as { version: string }).version;
  const hash = createHash('sha256').update(knexVersion);
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

const migratedTemplates = new Map<string, Promise<string>>();

/**
 * PostgreSQL: the name of a database with every migration applied and nothing else, made once on
 * the server under a name of its own and renamed into place when whole, so that the workers of a
 * run (and other runs on the same server) that need it at once find it whole or make their own.
 */
function postgresTemplate(admin: string): Promise<string> {
  const made = migratedTemplates.get(admin);
  if (made) return made;
  const making = (async () => {
    const name = `insuite_migrated_${migrationsHash()}`;
    const root = knexFactory({ client: 'pg', connection: admin, pool: { min: 0, max: 1 } });
    try {
      const exists = async () =>
        ((await root.raw('select 1 from pg_database where datname = ?', [name])) as { rows: unknown[] }).rows
          .length > 0;
      if (await exists()) return name;
      const temporary = `insuite_making_${randomBytes(6).toString('hex')}`;
      await root.raw(`create database ${temporary}`);
      const url = new URL(admin);
      url.pathname = `/${temporary}`;
      const db = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
      try {
        await migrateLatest(db);
      } finally {
        await db.destroy();
      }
      try {
        await root.raw(`alter database ${temporary} rename to ${name}`);
      } catch (err) {
        // Another worker renamed its own first: that one is used.
        await root.raw(`drop database if exists ${temporary} with (force)`);
        if (!(await exists())) throw err;
      }
      return name;
    } finally {
      await root.destroy();
    }
  })();
  migratedTemplates.set(admin, making);
  // A failure is not kept: the next server tries again.
  making.catch(() => migratedTemplates.delete(admin));
  return making;
}

/**
 * SQLite: a file with every migration applied and nothing else, beside the system's temporary
 * files under the migrations' hash, written elsewhere first and renamed into place when whole.
 */
let migratedSqlite: Promise<string> | undefined;
function sqliteTemplate(): Promise<string> {
  migratedSqlite ??= (async () => {
    const file = join(tmpdir(), `insuite-migrated-${migrationsHash()}.db`);
    if (existsSync(file)) return file;
    const making = `${file}.${randomBytes(6).toString('hex')}`;
    await writeMigratedSqlite(making);
    renameSync(making, file);
    return file;
  })();
  return migratedSqlite;
}

/**
 * A fresh database of the current engine with every migration applied and nothing else, and how
 * to drop it: on PostgreSQL a copy of a migrated template (CREATE DATABASE … TEMPLATE), on SQLite
 * `sqlitePath` written as a copy of a migrated file (without one, nothing: the harness keeps its
 * SQLite file in a folder of its own). What a server's start then migrates is nothing; the
 * migrations themselves run whole once per run, and from an empty database where a test is about
 * that (freshDatabase: the migrations' test, a first start, the harness's own tests).
 */
export async function migratedDatabase(
  sqlitePath?: string,
): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    if (sqlitePath) copyFileSync(await sqliteTemplate(), sqlitePath);
    return { drop: async () => {} };
  }
  const template = await postgresTemplate(admin);
  return freshDatabase(template);
}

/** A fresh, empty database of the current engine, and how to drop it. */
export async function freshDatabase(
  /** PostgreSQL: a database to copy (migratedDatabase's template). */
  template?: string,
): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `insuite_test_${randomBytes(6).toString('hex')}`;
  const root = knexFactory({ client: 'pg', connection: admin, pool: { min: 0, max: 1 } });
  await root.raw(`create database ${name}${template ? ` template ${template}` : ''}`);
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
  const database = await migratedDatabase(join(dataDir, 'insuite.db'));
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
  keepIdleConnections(server);
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
