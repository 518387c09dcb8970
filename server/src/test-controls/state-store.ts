// Every row of the database saved and brought back, for reset and snapshots of a server made for
// tests. The migrations' bookkeeping and the change counters (identity_epoch, resource_epochs,
// config_epochs) are never copied: a restore moves every counter forward instead, so that what
// any process keeps about stored data (the gate's token reads, resolutions, models, plugins) is
// read again, as after any other change.
// SQLite: the rows are kept in this process's memory and written back on Knex's one connection,
// synchronously, in one transaction with foreign keys checked at commit.
// PostgreSQL: each snapshot is a schema of its own in the same database (one table copy per
// table); a restore empties the tables and copies them back, parents first, in one round trip.
import type Database from 'better-sqlite3';
import { isPostgres, type Db } from '../db/knex.js';

const SKIPPED = new Set([
  'knex_migrations',
  'knex_migrations_lock',
  'identity_epoch',
  'resource_epochs',
  'config_epochs',
]);
const EPOCHS = ['identity_epoch', 'resource_epochs', 'config_epochs'];

export interface SavedState {
  tables: number;
  rows: number;
  /** Frees what the state holds (PostgreSQL: its schema). */
  drop(): Promise<void>;
  restore(): Promise<void>;
}

export function stateStore(db: Db): { save(name: string): Promise<SavedState> } {
  return { save: (name) => (isPostgres(db) ? savePostgres(db, name) : saveSqlite(db)) };
}

async function withSqlite<T>(db: Db, use: (conn: Database.Database) => T): Promise<T> {
  const conn = (await db.client.acquireConnection()) as Database.Database;
  try {
    return use(conn);
  } finally {
    await db.client.releaseConnection(conn);
  }
}

async function saveSqlite(db: Db): Promise<SavedState> {
  const saved = await withSqlite(db, (conn) =>
    conn.transaction(() => {
      const names = (
        conn
          .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
          .all() as {
          name: string;
        }[]
      )
        .map((r) => r.name)
        .filter((n) => !SKIPPED.has(n));
      return names.map((name) => {
        const stmt = conn.prepare(`select * from "${name}"`).raw(true);
        const columns = stmt.columns().map((c) => c.name);
        return { name, columns, rows: stmt.all() as unknown[][] };
      });
    })(),
  );
  return {
    tables: saved.length,
    rows: saved.reduce((n, t) => n + t.rows.length, 0),
    drop: async () => {
      saved.length = 0;
    },
    restore: () =>
      withSqlite(db, (conn) =>
        conn.transaction(() => {
          conn.pragma('defer_foreign_keys = ON');
          for (const t of saved) conn.prepare(`delete from "${t.name}"`).run();
          for (const t of saved) {
            if (!t.rows.length) continue;
            const insert = conn.prepare(
              `insert into "${t.name}" (${t.columns.map((c) => `"${c}"`).join(', ')}) values (${t.columns.map(() => '?').join(', ')})`,
            );
            for (const row of t.rows) insert.run(row);
          }
          for (const epochs of EPOCHS) conn.prepare(`update ${epochs} set n = n + 1`).run();
        })(),
      ),
  };
}

/** The tables of the current schema, each after the tables its foreign keys point at. */
async function tablesParentsFirst(db: Db): Promise<string[]> {
  const tables = (
    (await db.raw(`select tablename from pg_tables where schemaname = current_schema()`)) as {
      rows: { tablename: string }[];
    }
  ).rows
    .map((r) => r.tablename)
    .filter((n) => !SKIPPED.has(n));
  const refs = (
    (await db.raw(`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`)) as {
      rows: { child: string; parent: string }[];
    }
  ).rows;
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const r of refs) if (r.child !== r.parent) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (t: string, path: Set<string>) => {
    if (placed.has(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) place(p, path);
    placed.add(t);
    ordered.push(t);
  };
  for (const t of tables) place(t, new Set());
  return ordered;
}

async function savePostgres(db: Db, name: string): Promise<SavedState> {
  const schema = `insuite_snapshot_${name.toLowerCase()}`;
  const tables = await tablesParentsFirst(db);
  let rows = 0;
  await db.transaction(async (tx) => {
    await tx.raw('set transaction isolation level repeatable read');
    await tx.raw(`create schema "${schema}"`);
    for (const t of tables) {
      const r = (await tx.raw(`create unlogged table "${schema}"."${t}" as select * from "${t}"`)) as {
        rowCount: number;
      };
      rows += r.rowCount ?? 0;
    }
  });
  return {
    tables: tables.length,
    rows,
    drop: async () => {
      await db.raw(`drop schema if exists "${schema}" cascade`);
    },
    // One round trip: children emptied before their parents, parents filled before their children.
    // DELETE rather than TRUNCATE: for the few rows a test holds it is far cheaper.
    restore: () =>
      db.transaction(async (tx) => {
        await tx.raw(
          [
            ...[...tables].reverse().map((t) => `delete from "${t}"`),
            ...tables.map((t) => `insert into "${t}" select * from "${schema}"."${t}"`),
            ...EPOCHS.map((epochs) => `update ${epochs} set n = n + 1`),
          ].join(';\n'),
        );
      }),
  };
}
