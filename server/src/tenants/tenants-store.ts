import type { Knex } from 'knex';
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';

type Conn = Db | Tx;
export type TenantType = 'test' | 'production' | 'retired';

export interface TenantRecord {
  id: string;
  name: string;
  description: string | undefined;
  type: TenantType;
  config: Record<string, unknown>;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

interface TenantRow {
  id: string;
  name: string;
  description: string | null;
  type: TenantType;
  config: string;
  created_at: string;
  created_by: string;
  updated_at: string;
}

const toTenant = (r: TenantRow): TenantRecord => ({
  id: r.id,
  name: r.name,
  description: r.description ?? undefined,
  type: r.type,
  config: parseJson(r.config, {}),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

export async function insertTenant(db: Conn, t: TenantRecord): Promise<void> {
  await db('tenants').insert({
    id: t.id,
    name: t.name,
    description: t.description ?? null,
    type: t.type,
    config: JSON.stringify(t.config),
    created_at: t.createdAt,
    created_by: t.createdBy,
    updated_at: t.updatedAt,
  });
}

export async function findTenant(db: Conn, id: string): Promise<TenantRecord | undefined> {
  const row = await db<TenantRow>('tenants').where({ id }).first();
  return row ? toTenant(row) : undefined;
}

/** The id and type of each of these tenants that exists, without reading their configurations. */
export async function findTenantRefs(
  db: Conn,
  ids: string[],
): Promise<Map<string, { id: string; type: TenantType }>> {
  if (!ids.length) return new Map();
  const rows = await db('tenants')
    .whereIn('id', [...new Set(ids)])
    .select<{ id: string; type: TenantType }[]>('id', 'type');
  return new Map(rows.map((r) => [r.id, r]));
}

export async function updateTenant(
  db: Conn,
  id: string,
  patch: Partial<Pick<TenantRecord, 'name' | 'description' | 'type' | 'updatedAt'>>,
): Promise<void> {
  await db('tenants')
    .where({ id })
    .update({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.type !== undefined ? { type: patch.type } : {}),
      ...(patch.updatedAt !== undefined ? { updated_at: patch.updatedAt } : {}),
    });
}

/** Restricts a tenants query to what a list of tenant entries (`any`, `type:test`, locators) allows. */
function whereAllowed(q: Knex.QueryBuilder, entries: readonly string[]): void {
  if (entries.includes('any')) return;
  const ids = entries.filter((e) => e !== 'type:test');
  const test = entries.includes('type:test');
  q.where((w) => {
    w.whereIn('id', ids.length ? ids : ['']);
    if (test) w.orWhere('type', 'test');
  });
}

export interface TenantFilter {
  /** Every list must allow a tenant for it to be listed. */
  allowedBy: (readonly string[])[];
  types?: TenantType[];
}

export async function listTenants(
  db: Conn,
  filter: TenantFilter,
  req: PageRequest,
): Promise<Page<TenantRecord>> {
  const q = db<TenantRow>('tenants').select('*');
  for (const entries of filter.allowedBy) whereAllowed(q, entries);
  if (filter.types?.length) q.whereIn('type', filter.types);
  return page<TenantRow, TenantRecord>(q, req, toTenant);
}

/** Replaces the tenant's current configuration (the deploy records the version beside it). */
export async function setTenantConfig(db: Conn, id: string, config: Record<string, unknown>): Promise<void> {
  await db('tenants')
    .where({ id })
    .update({ config: JSON.stringify(config) });
}

/**
 * The text of the tenant's current configuration as stored (null: none), undefined without a
 * tenant; through the hot reads when given (a statement prepared once, outside any transaction).
 */
export async function tenantConfigText(
  db: Conn,
  id: string,
  reads?: HotReads,
): Promise<string | null | undefined> {
  const row = reads
    ? (
        await reads.rows<{ config: string | null }>(
          'insuite_tenant_config',
          'select config from tenants where id = ?',
          [id],
        )
      )[0]
    : await db<{ id: string; config: string | null }>('tenants').select('config').where({ id }).first();
  return row ? row.config : undefined;
}

/**
 * The tenant's configuration counter: every change to its configuration moves it (database
 * triggers, see the config_epochs migration). One row by primary key, kept until the next commit.
 */
export async function readConfigEpoch(reads: HotReads, id: string): Promise<string> {
  const rows = await reads.stableRows<{ n: number | string }>(
    'insuite_config_epoch',
    'select n from config_epochs where tenant_id = ?',
    [id],
  );
  return String(rows[0]?.n ?? 0);
}

/** The tenant's current configuration alone, without the rest of its record. */
export async function tenantConfig(db: Conn, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await db<{ id: string; config: string }>('tenants').select('config').where({ id }).first();
  return row ? parseJson(row.config, {}) : undefined;
}
