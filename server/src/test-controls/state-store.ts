// Every row of the database saved and brought back, for reset and snapshots of a server made for
// tests. The migrations' bookkeeping and the change counters (identity_epoch, resource_epochs,
// config_epochs) are never copied: a restore moves every counter forward instead, so that what
// any process keeps about stored data (the gate's token reads, resolutions, models, plugins) is
// read again, as after any other change.
// SQLite: the rows are kept in this process's memory and written back on Knex's one connection,
// synchronously, in one transaction with foreign keys checked at commit.
// PostgreSQL: each snapshot is a schema of its own in the same database (one table copy per
// table); a restore empties the tables and copies them back, parents first, in one round trip.
import { randomUUID } from 'node:crypto';
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

// One tenant's rows: every table with a `tenant_id` column, the rows of its tenant; a table without
// one whose foreign key points at such a table (a webhook's event types), the rows under the
// tenant's; and the tenant's own record, which is updated in place (users, roles and the tenant's
// place among them are the server's). Found from the schema, so a table a migration adds is in.

interface TableMeta {
  name: string;
  columns: string[];
  /** Foreign keys: this table's column → another table's column. */
  refs: { from: string; parent: string; to: string }[];
}

interface TenantPart {
  name: string;
  columns: string[];
  /** The rows of the tenant, with the tenant's id as its one binding. */
  where: string;
  /** Rows of another table's rows of the tenant: emptied before the tables it hangs from. */
  child: boolean;
}

const q = (name: string) => `"${name}"`;

function tenantParts(tables: TableMeta[]): TenantPart[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const hasTenant = (t: TableMeta | undefined) => !!t && t.columns.includes('tenant_id');
  const parts: TenantPart[] = [];
  for (const t of tables) {
    if (SKIPPED.has(t.name) || t.name === 'tenants') continue;
    if (hasTenant(t)) {
      parts.push({ name: t.name, columns: t.columns, where: 'tenant_id = ?', child: false });
      continue;
    }
    const ref = t.refs.find((r) => r.parent !== 'tenants' && hasTenant(byName.get(r.parent)));
    if (ref)
      parts.push({
        name: t.name,
        columns: t.columns,
        where: `${q(ref.from)} in (select ${q(ref.to)} from ${q(ref.parent)} where tenant_id = ?)`,
        child: true,
      });
  }
  return parts;
}

export interface TenantState extends SavedState {
  tenantId: string;
}

export async function saveTenant(db: Db, tenantId: string): Promise<TenantState | undefined> {
  return isPostgres(db) ? saveTenantPostgres(db, tenantId) : saveTenantSqlite(db, tenantId);
}

async function saveTenantSqlite(db: Db, tenantId: string): Promise<TenantState | undefined> {
  const saved = await withSqlite(db, (conn) =>
    conn.transaction(() => {
      const tenant = conn.prepare(`select * from tenants where id = ?`).get(tenantId) as
        Record<string, unknown> | undefined;
      if (!tenant) return undefined;
      const parts = tenantParts(sqliteTables(conn));
      return {
        tenant,
        parts: parts.map((p) => ({
          ...p,
          rows: conn
            .prepare(`select ${p.columns.map(q).join(', ')} from ${q(p.name)} where ${p.where}`)
            .raw(true)
            .all(tenantId) as unknown[][],
        })),
      };
    })(),
  );
  if (!saved) return undefined;
  const tenantColumns = Object.keys(saved.tenant).filter((c) => c !== 'id');
  return {
    tenantId,
    tables: saved.parts.length + 1,
    rows: saved.parts.reduce((n, p) => n + p.rows.length, 1),
    drop: async () => {
      saved.parts.length = 0;
    },
    restore: () =>
      withSqlite(db, (conn) =>
        conn.transaction(() => {
          conn.pragma('defer_foreign_keys = ON');
          const ordered = [...saved.parts.filter((p) => p.child), ...saved.parts.filter((p) => !p.child)];
          for (const p of ordered) conn.prepare(`delete from ${q(p.name)} where ${p.where}`).run(tenantId);
          for (const p of saved.parts) {
            if (!p.rows.length) continue;
            const insert = conn.prepare(
              `insert into ${q(p.name)} (${p.columns.map(q).join(', ')}) values (${p.columns.map(() => '?').join(', ')})`,
            );
            for (const row of p.rows) insert.run(row);
          }
          conn
            .prepare(`update tenants set ${tenantColumns.map((c) => `${q(c)} = ?`).join(', ')} where id = ?`)
            .run(...tenantColumns.map((c) => saved.tenant[c]), tenantId);
          for (const epochs of EPOCHS) conn.prepare(`update ${epochs} set n = n + 1`).run();
        })(),
      ),
  };
}

function sqliteTables(conn: Database.Database): TableMeta[] {
  const names = (
    conn
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .all() as { name: string }[]
  ).map((r) => r.name);
  return names.map((name) => ({
    name,
    columns: (conn.prepare(`pragma table_info(${q(name)})`).all() as { name: string }[]).map((c) => c.name),
    refs: (
      conn.prepare(`pragma foreign_key_list(${q(name)})`).all() as {
        from: string;
        table: string;
        to: string;
      }[]
    ).map((f) => ({ from: f.from, parent: f.table, to: f.to })),
  }));
}

async function postgresTables(db: Db): Promise<TableMeta[]> {
  const ordered = await tablesParentsFirst(db);
  const columns = (
    (await db.raw(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() order by table_name, ordinal_position`,
    )) as { rows: { table_name: string; column_name: string }[] }
  ).rows;
  const refs = (
    (await db.raw(`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        a.attname as from_col, af.attname as to_col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`)) as {
      rows: { child: string; parent: string; from_col: string; to_col: string }[];
    }
  ).rows;
  return ordered.map((name) => ({
    name,
    columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name),
    refs: refs
      .filter((r) => r.child === name)
      .map((r) => ({ from: r.from_col, parent: r.parent, to: r.to_col })),
  }));
}

/** A tenant's locator in its stored form, checked before it is written into SQL. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function saveTenantPostgres(db: Db, tenantId: string): Promise<TenantState | undefined> {
  if (!UUID.test(tenantId)) return undefined;
  const schema = `insuite_snapshot_${randomUUID().replaceAll('-', '')}`;
  const parts = tenantParts(await postgresTables(db));
  let rows = 0;
  let tenantColumns: string[] = [];
  const found = await db.transaction(async (tx) => {
    await tx.raw('set transaction isolation level repeatable read');
    const tenant = (await tx('tenants').where({ id: tenantId }).first()) as
      Record<string, unknown> | undefined;
    if (!tenant) return false;
    tenantColumns = Object.keys(tenant).filter((c) => c !== 'id');
    await tx.raw(`create schema ${q(schema)}`);
    await tx.raw(`create unlogged table ${q(schema)}.tenants as select * from tenants where id = ?`, [
      tenantId,
    ]);
    for (const p of parts) {
      const r = (await tx.raw(
        `create unlogged table ${q(schema)}.${q(p.name)} as select * from ${q(p.name)} where ${p.where}`,
        [tenantId],
      )) as { rowCount: number };
      rows += r.rowCount ?? 0;
    }
    return true;
  });
  if (!found) return undefined;
  const id = `'${tenantId}'`;
  const where = (p: TenantPart) => p.where.replace('?', id);
  const ordered = [...parts.filter((p) => p.child), ...[...parts.filter((p) => !p.child)].reverse()];
  return {
    tenantId,
    tables: parts.length + 1,
    rows: rows + 1,
    drop: async () => {
      await db.raw(`drop schema if exists ${q(schema)} cascade`);
    },
    // One round trip, as for the whole database: the tenant's rows emptied children first, filled
    // back parents first, and its record updated in place.
    restore: () =>
      db.transaction(async (tx) => {
        await tx.raw(
          [
            ...ordered.map((p) => `delete from ${q(p.name)} where ${where(p)}`),
            ...parts.map((p) => `insert into ${q(p.name)} select * from ${q(schema)}.${q(p.name)}`),
            `update tenants set (${tenantColumns.map(q).join(', ')}) = (select ${tenantColumns.map(q).join(', ')} from ${q(schema)}.tenants) where id = ${id}`,
            ...EPOCHS.map((epochs) => `update ${epochs} set n = n + 1`),
          ].join(';\n'),
        );
      }),
  };
}
