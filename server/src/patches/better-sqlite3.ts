// Patch of better-sqlite3 as Knex 3 drives it (13, or 12 where the driver module picks it:
// db/sqlite-driver.ts): a connection's `prepare` replaced on the connection object, kept because no
// option of Knex or better-sqlite3 keeps prepared statements (docs/performance-patches.md says what
// it was measured to buy). better-sqlite3.test.ts pins the installed versions and the upstream code
// it relies on (Knex's client preparing every query it runs through `prepare`, and running it
// whole), so an upgrade that changes that code fails there until the patch is read again against it.

export interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): unknown;
}

/** How many statement texts a SQLite connection keeps prepared (least recently used go first). */
const PREPARED_KEPT = 500;
/** Longer texts (many-row inserts) are prepared each time: preparing is little next to running them. */
const PREPARED_LONGEST = 2000;

/**
 * Makes `prepare` answer a statement prepared before for the same text. Knex prepares every query
 * it runs, and preparing costs more than running the small reads of a request; a statement is
 * reset after each run (Knex runs them whole with all or run), and SQLite prepares it again by
 * itself when the schema changes, so reusing one answers what a fresh one would. Knex changes no statement's mode unless a query
 * asks for safeIntegers, which none here does.
 */
export function keepPrepared(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const kept = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    if (sql.length > PREPARED_LONGEST) return prepare(sql);
    let stmt = kept.get(sql);
    if (stmt === undefined) {
      stmt = prepare(sql);
      if (kept.size >= PREPARED_KEPT) kept.delete(kept.keys().next().value!);
    } else kept.delete(sql);
    kept.set(sql, stmt);
    return stmt;
  };
}
