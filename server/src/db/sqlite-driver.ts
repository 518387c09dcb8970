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
 * Knex's better-sqlite3 client, loading the driver from `sqliteDriverPackage` instead of the
 * package named better-sqlite3 (Knex takes a client class as `client`).
 */
export class SqliteClient extends BetterSqliteClient {
  _driver(): typeof BetterSqlite3 {
    return Database;
  }
}
