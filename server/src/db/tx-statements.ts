// Statements of the hot writes inside a database transaction, prepared once per connection and run
// on the transaction's own connection instead of Knex queries built for each call: Knex builds,
// compiles and wraps each query in promises and events, which costs more than SQLite takes to run
// the statement. On SQLite the statement runs synchronously on the connection the transaction
// holds; on PostgreSQL it is a named statement (parsed once per connection) sent on it, queued
// with the transaction's other queries as any of them. txInsert and txUpdate, given the pool
// instead of a transaction, run as Knex queries.
import type { PoolClient } from 'pg';
import type Database from './sqlite-driver.js';
import type { Db, Tx } from './knex.js';

export type Param = string | number | boolean | null;

/** A SQLite connection's prepared statements, by name. */
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();
/** PostgreSQL's texts (`$1` placeholders), by name. */
const texts = new Map<string, string>();

/** `?` placeholders as PostgreSQL's `$1`, `$2`, … (the statements hold no `?` in literals). */
const numbered = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

const isPg = (tx: Tx) => tx.client.config.client === 'pg';

/** better-sqlite3 binds no booleans; SQLite stores them as 0 and 1. */
const forSqlite = (params: readonly Param[]) => params.map((p) => (typeof p === 'boolean' ? Number(p) : p));

function sqliteStatement(conn: Database.Database, name: string, sql: string): Database.Statement {
  let byName = prepared.get(conn);
  if (!byName) prepared.set(conn, (byName = new Map()));
  let stmt = byName.get(name);
  if (!stmt) byName.set(name, (stmt = conn.prepare(sql)));
  return stmt;
}

async function pgQuery(tx: Tx, name: string, sql: string, params: readonly Param[]) {
  let text = texts.get(name);
  if (text === undefined) texts.set(name, (text = numbered(sql)));
  const conn = (await tx.client.acquireConnection()) as PoolClient;
  return conn.query({ name, text, values: params as unknown[] });
}

/**
 * Runs the write `sql` (`?` placeholders) with `params` in `tx`; answers how many rows it changed.
 * `name` identifies the statement: one name for one text.
 */
export async function txRun(tx: Tx, name: string, sql: string, params: readonly Param[]): Promise<number> {
  if (isPg(tx)) return (await pgQuery(tx, name, sql, params)).rowCount ?? 0;
  const conn = (await tx.client.acquireConnection()) as Database.Database;
  return sqliteStatement(conn, name, sql).run(...forSqlite(params)).changes;
}

/** The rows of `sql` (a read, or a write with RETURNING) with `params` in `tx`. */
export async function txRows<T>(tx: Tx, name: string, sql: string, params: readonly Param[]): Promise<T[]> {
  if (isPg(tx)) return (await pgQuery(tx, name, sql, params)).rows as T[];
  const conn = (await tx.client.acquireConnection()) as Database.Database;
  return sqliteStatement(conn, name, sql).all(...forSqlite(params)) as T[];
}

/** Whether `conn` is a database transaction (a Knex transaction), not the pool. */
export const inTransaction = (conn: unknown): conn is Tx =>
  (conn as { isTransaction?: unknown }).isTransaction === true;

/** Texts built once per name (txInsert, txUpdate): a name always has the same columns. */
const built = new Map<string, string>();
const textOf = (name: string, build: () => string) => {
  let sql = built.get(name);
  if (sql === undefined) built.set(name, (sql = build()));
  return sql;
};

/**
 * Inserts `rows` (each column → value, all with the same columns) into `table` in `tx`, in one
 * statement; `name` always with the same columns (a statement is prepared for each number of rows).
 */
export async function txInsert(
  tx: Db | Tx,
  name: string,
  table: string,
  rows: Record<string, Param> | readonly Record<string, Param>[],
): Promise<number> {
  const list = Array.isArray(rows) ? rows : [rows as Record<string, Param>];
  if (!inTransaction(tx)) {
    await tx(table).insert(list);
    return list.length;
  }
  const columns = Object.keys(list[0]!);
  const named = list.length === 1 ? name : `${name}_${list.length}`;
  const sql = textOf(named, () => {
    const one = `(${columns.map(() => '?').join(', ')})`;
    return `insert into ${table} (${columns.join(', ')}) values ${list.map(() => one).join(', ')}`;
  });
  return txRun(
    tx,
    named,
    sql,
    list.length === 1 ? Object.values(list[0]!) : list.flatMap((r) => Object.values(r)),
  );
}

/**
 * Sets `set` (column → value) on the rows of `table` whose columns equal `where`, in `tx`; answers
 * how many it changed. `name` always with the same columns.
 */
export async function txUpdate(
  tx: Db | Tx,
  name: string,
  table: string,
  set: Record<string, Param>,
  where: Record<string, Param>,
): Promise<number> {
  if (!inTransaction(tx)) return Number(await tx(table).where(where).update(set));
  const sql = textOf(
    name,
    () =>
      `update ${table} set ${Object.keys(set)
        .map((c) => `${c} = ?`)
        .join(', ')} where ${Object.keys(where)
        .map((c) => `${c} = ?`)
        .join(' and ')}`,
  );
  return txRun(tx, name, sql, [...Object.values(set), ...Object.values(where)]);
}
