// Reads (and single-statement writes) that run on (almost) every request, as statements prepared
// once instead of Knex queries built per request. On SQLite they go through a connection of their own, used synchronously: no
// pool to queue for, so a request never waits behind other requests' statements, and (WAL) every
// statement sees every write committed before it. On PostgreSQL they are named statements (parsed
// once per connection) on a connection of Knex's pool. Only stableRows keeps answers, and only
// until the next commit: the next request always sees the last committed write, also one made
// by another process.
import Database from './sqlite-driver.js';
import type { PoolClient } from 'pg';
import { whileBusy } from './busy.js';
import { isPostgres, type Db } from './knex.js';

export interface HotReads {
  /**
   * The rows of `sql` (`?` placeholders) with `params`. `name` identifies the statement: one name
   * for one text, prepared once.
   */
  rows<T>(name: string, sql: string, params: readonly Param[]): Promise<T[]>;
  /**
   * `rows` for a statement read on (almost) every request whose answer changes only when something
   * is committed (the identity and resource counters). On SQLite the answer is kept until the
   * database changes: `PRAGMA data_version` moves with every commit made by any other connection,
   * of this process or another, and is read on every call, so the next request after a commit
   * reads the statement again. On PostgreSQL it is read for every call, by a statement sent after
   * the call (calls that come while one is under way share the next). The rows answered may be
   * shared between calls: callers do not change them.
   */
  stableRows<T>(name: string, sql: string, params: readonly Param[]): Promise<readonly T[]>;
  /**
   * One write statement, prepared once, on Knex's own connection (so it queues with Knex's
   * transactions instead of competing with them for SQLite's write lock); autocommit: for writes
   * that are a single statement. On SQLite it waits for the write lock as Knex's statements do.
   */
  run(name: string, sql: string, params: readonly Param[]): Promise<void>;
  /**
   * `run` for a write to a table that no stableRows statement reads (the plugin logs): on SQLite
   * the answers stableRows keeps outlive it when no other commit came between (a price's log
   * would otherwise send the next request's stable reads to the database again).
   */
  append(name: string, sql: string, params: readonly Param[]): Promise<void>;
  close(): Promise<void>;
}

type Param = string | number | boolean | null;

/** better-sqlite3 binds no booleans; SQLite stores them as 0 and 1. */
const forSqlite = (params: readonly Param[]) => params.map((p) => (typeof p === 'boolean' ? Number(p) : p));

/** `?` placeholders as PostgreSQL's `$1`, `$2`, … (the statements hold no `?` in literals). */
const numbered = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

function sqliteReads(db: Db, filename: string): HotReads {
  const conn = new Database(filename);
  conn.pragma('busy_timeout = 5000');
  // This connection only reads; the journal mode (WAL) is the database file's, set by the writer.
  conn.pragma('query_only = ON');
  const prepared = new Map<string, Database.Statement>();
  const all = (name: string, sql: string, params: readonly Param[]) => {
    let stmt = prepared.get(name);
    if (!stmt) prepared.set(name, (stmt = conn.prepare(sql)));
    return stmt.all(...forSqlite(params));
  };
  const dataVersion = conn.prepare('PRAGMA data_version').pluck();
  // Kept answers are valid while `epoch` stays: it moves when the data version read differs from
  // `seen`, except across an append known to be the only commit between two readings.
  let seen: unknown;
  let epoch = 0;
  const currentEpoch = () => {
    const version = dataVersion.get();
    if (version !== seen) {
      seen = version;
      epoch++;
    }
    return epoch;
  };
  // Answers of stableRows by statement and parameters, with the epoch read before them (an answer
  // newer than its epoch is only read again once more than needed).
  const kept = new Map<string, { epoch: number; rows: unknown[] }>();
  /** Runs `name` on Knex's connection; `around` gets the connection and the statement's run. */
  async function onWriter(
    name: string,
    sql: string,
    params: readonly Param[],
    around: (writer: Database.Database, run: () => void) => void,
  ) {
    const writer = (await db.client.acquireConnection()) as Database.Database;
    try {
      let byName = writerStatements.get(writer);
      if (!byName) writerStatements.set(writer, (byName = new Map()));
      let stmt = byName.get(name);
      if (!stmt) byName.set(name, (stmt = writer.prepare(sql)));
      // Synchronous: the statement is done before the connection goes back to the pool. Outside
      // any transaction, so one that found the lock taken wrote nothing and is tried again.
      await whileBusy(() => around(writer, () => stmt.run(...forSqlite(params))));
    } finally {
      await db.client.releaseConnection(writer);
    }
  }
  return {
    async rows<T>(name: string, sql: string, params: readonly Param[]) {
      return all(name, sql, params) as T[];
    },
    async stableRows<T>(name: string, sql: string, params: readonly Param[]) {
      const at = currentEpoch();
      const key = params.length ? `${name}\u0000${params.join('\u0000')}` : name;
      const hit = kept.get(key);
      if (hit && hit.epoch === at) return hit.rows as T[];
      const rows = all(name, sql, params);
      if (kept.size >= 10_000) kept.clear();
      kept.set(key, { epoch: at, rows });
      return rows as T[];
    },
    async run(name: string, sql: string, params: readonly Param[]) {
      await onWriter(name, sql, params, (_writer, run) => run());
    },
    async append(name: string, sql: string, params: readonly Param[]) {
      await onWriter(name, sql, params, (writer, run) => {
        // The writer's own data version moves only with other connections' commits: unchanged
        // from before the reader's first reading to after its second, nothing but this statement
        // was committed between those readings, and it changes nothing stableRows reads.
        const others = writerVersion(writer);
        const before = others.get();
        currentEpoch();
        run();
        const after = dataVersion.get();
        if (others.get() === before) seen = after;
      });
    },
    async close() {
      conn.close();
    },
  };
}

const writerStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const writerVersions = new WeakMap<Database.Database, Database.Statement>();
const writerVersion = (writer: Database.Database) => {
  let stmt = writerVersions.get(writer);
  if (!stmt) writerVersions.set(writer, (stmt = writer.prepare('PRAGMA data_version').pluck()));
  return stmt;
};

function postgresReads(db: Db): HotReads {
  const texts = new Map<string, string>();
  async function rows<T>(name: string, sql: string, params: readonly Param[]): Promise<T[]> {
    let text = texts.get(name);
    if (text === undefined) texts.set(name, (text = numbered(sql)));
    const conn = (await db.client.acquireConnection()) as PoolClient;
    try {
      const result = await conn.query({ name, text, values: params as unknown[] });
      return result.rows as T[];
    } finally {
      await db.client.releaseConnection(conn);
    }
  }
  // stableRows: callers asking for the same statement and parameters share one read, but only a
  // read sent after they asked. While one is under way, new callers wait for the next, sent when
  // it answers, for all of them at once: each caller still sees every commit made before it asked
  // (the statement's snapshot is taken after), and under load the counters the gate and the
  // resolution cache read on every request cost one round trip per round trip, not per request.
  interface Shared {
    name: string;
    sql: string;
    params: readonly Param[];
    running: boolean;
    waiting: { done(rows: unknown[]): void; fail(err: unknown): void }[];
  }
  const shared = new Map<string, Shared>();
  const send = (key: string, s: Shared) => {
    const batch = s.waiting;
    s.waiting = [];
    s.running = true;
    rows<unknown>(s.name, s.sql, s.params)
      .then(
        (r) => batch.forEach((w) => w.done(r)),
        (err: unknown) => batch.forEach((w) => w.fail(err)),
      )
      .finally(() => {
        s.running = false;
        if (s.waiting.length) send(key, s);
        else shared.delete(key);
      });
  };
  return {
    rows,
    stableRows<T>(name: string, sql: string, params: readonly Param[]): Promise<readonly T[]> {
      const key = params.length ? `${name}\u0000${params.join('\u0000')}` : name;
      return new Promise<unknown[]>((done, fail) => {
        let s = shared.get(key);
        if (!s) shared.set(key, (s = { name, sql, params, running: false, waiting: [] }));
        s.waiting.push({ done, fail });
        if (!s.running) send(key, s);
      }) as Promise<readonly T[]>;
    },
    async run(name: string, sql: string, params: readonly Param[]) {
      await rows(name, sql, params);
    },
    async append(name: string, sql: string, params: readonly Param[]) {
      await rows(name, sql, params);
    },
    async close() {},
  };
}

export function createHotReads(db: Db): HotReads {
  if (isPostgres(db)) return postgresReads(db);
  const filename = (db.client.config.connection as { filename: string }).filename;
  return sqliteReads(db, filename);
}
