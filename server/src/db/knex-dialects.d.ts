// Knex publishes no types for its dialect modules; the ones the server extends (sqlite-driver.ts).
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  import type { Knex } from 'knex';
  class Client_BetterSQLite3 extends Knex.Client {
    /** Runs one statement on `connection`; `obj.sql` is its text. */
    _query(connection: unknown, obj: unknown): Promise<unknown>;
  }
  export default Client_BetterSQLite3;
}

declare module 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js' {
  /** Knex's SQLite transaction: `begin` opens it, `query` runs a statement on its connection. */
  class Transaction_Sqlite {
    readOnly?: boolean;
    query(conn: unknown, sql: string): Promise<unknown>;
  }
  export default Transaction_Sqlite;
}
