// The one place that knows which database engine is in use.
import knexFactory, { type Knex } from 'knex';
import { BUSY_TIMEOUT_MS } from './busy.js';
import { SqliteClient } from './sqlite-driver.js';

export type Db = Knex;
export type Tx = Knex.Transaction;

/** What the pool's set-up uses of a better-sqlite3 connection. */
interface SqliteConnection {
  pragma(sql: string): unknown;
}

export interface DbOptions {
  /** postgres:// URL; when absent, SQLite at `sqlitePath` (its folder must exist: the start makes it). */
  databaseUrl?: string;
  sqlitePath: string;
  /** SQLite's `synchronous` in WAL mode (settings: INSUITE_SQLITE_SYNCHRONOUS); default normal. */
  sqliteSynchronous?: 'normal' | 'full';
  /** Where the driver's own messages go; each failed connection attempt is one, at debug level. */
  log?: { debug(msg: string): void; warn(msg: string): void; error(msg: string): void };
}

function knexLog(log: DbOptions['log']) {
  if (!log) return undefined;
  return {
    warn: (m: string) => log.debug(String(m)),
    error: (m: string) => log.error(String(m)),
    deprecate: (m: string) => log.debug(String(m)),
    debug: (m: string) => log.debug(String(m)),
  };
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10 },
      log: knexLog(options.log),
    });
  }
  return knexFactory({
    client: SqliteClient,
    connection: { filename: options.sqlitePath },
    useNullAsDefault: true,
    log: knexLog(options.log),
    pool: {
      // NOTE(dialect): pragmas are per connection; foreign keys are off in SQLite unless asked for.
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) {
        conn.pragma('journal_mode = WAL');
        conn.pragma(`synchronous = ${options.sqliteSynchronous === 'full' ? 'FULL' : 'NORMAL'}`);
        // Checkpoints are the background worker's (db/checkpoints.ts); this threshold (about 40 MB
        // of log instead of 4) is the safety net for when there is none.
        conn.pragma('wal_autocheckpoint = 10000');
        // The writer's wait for the lock is mostly spent between calls (db/busy.ts, SqliteClient):
        // within one call the whole process waits.
        conn.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
        conn.pragma('foreign_keys = ON');
        done(null, conn);
      },
    },
  });
}

export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';
