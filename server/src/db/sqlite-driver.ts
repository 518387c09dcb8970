// Which better-sqlite3 this Node runs; every use of the driver loads it from here. better-sqlite3 13
// is built on Node-API 10: a Node without it (Node 20, Node 22 before 22.14) ends the process with
// a segmentation fault when the addon loads. 12, compiled at install for the running Node, aborts
// the process on Node 24 when the garbage collector frees one of its statements. So Node 24 runs
// 13, and every Node before it runs 12, which costs less CPU per statement where both work
// (docs/testing.md has the evidence and the measurements).
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
// Imported, not required by path, so that a bundle of the server (server/build.mjs) extends the
// Knex it holds rather than a second copy from node_modules.
import BetterSqliteClient from 'knex/lib/dialects/better-sqlite3/index.js';
import SqliteTransaction from 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js';
import type { Knex } from 'knex';
import { whileBusy } from './busy.js';

/** The package the driver is loaded from: better-sqlite3 13, or 12 installed under an alias. */
export const sqliteDriverPackage: string =
  Number(process.versions.node.split('.')[0]) >= 24 ? 'better-sqlite3' : 'better-sqlite3-12';

const require = createRequire(import.meta.url);

/** better-sqlite3's `Database` class, from the package this Node runs. */
const Database = require(sqliteDriverPackage) as typeof BetterSqlite3;
// The types, the same for both versions (@types/better-sqlite3), under the names the package
// gives them, so that a module using the driver reads as one importing the package.
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace Database {
  export type Database = BetterSqlite3.Database;
  export type Statement = BetterSqlite3.Statement;
  export type Options = BetterSqlite3.Options;
}
export default Database;

/**
 * A transaction that takes SQLite's write lock when it begins (BEGIN IMMEDIATE), so that waiting
 * for it is part of the begin, under the busy timeout. SQLite's default, BEGIN DEFERRED, starts as
 * a reader and asks for the lock at its first write; in WAL mode, when another connection has
 * committed since the transaction's first read, that ask fails at once (SQLITE_BUSY_SNAPSHOT)
 * instead of waiting, since the transaction's snapshot is stale. `{ readOnly: true }` keeps the
 * deferred begin, for a transaction that only reads and must not hold up writers.
 */
class ImmediateTransaction extends SqliteTransaction {
  begin(conn: Database.Database): Promise<unknown> {
    return this.query(conn, this.readOnly ? 'BEGIN;' : 'BEGIN IMMEDIATE;');
  }
}

interface QueryObject {
  sql?: string;
}

/**
 * Knex's better-sqlite3 client, loading the driver from `sqliteDriverPackage` instead of the
 * package named better-sqlite3 (Knex takes a client class as `client`), with the rules that make
 * writes safe from several processes: every transaction begins IMMEDIATE, and a statement outside
 * a transaction (a BEGIN, or a write in autocommit) that finds the lock taken past the busy timeout
 * is tried again until WRITE_WAIT_MS (db/busy.ts). A statement inside a transaction is never tried
 * again: the transaction fails as a whole.
 */
export class SqliteClient extends BetterSqliteClient {
  _driver(): typeof BetterSqlite3 {
    return Database;
  }

  override transaction(...args: unknown[]): Knex.Transaction {
    return new (
      ImmediateTransaction as unknown as new (client: unknown, ...rest: unknown[]) => Knex.Transaction
    )(this, ...args);
  }

  override _query(connection: Database.Database, obj: QueryObject): Promise<unknown> {
    if (connection.inTransaction) return super._query(connection, obj);
    return whileBusy(() => super._query(connection, obj));
  }
}
