import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson, toBool } from '../util.js';

type Conn = Db | Tx;

export interface ResourceGroupRecord {
  id: string;
  name: string;
  selectionStartTime: string;
  retired: boolean;
  resourceNames: string[];
  createdAt: string;
  createdBy: string;
}

interface GroupRow {
  id: string;
  tenant_id: string;
  name: string;
  selection_start_time: string;
  retired: unknown;
  resource_names: string;
  created_at: string;
  created_by: string;
}

const toGroup = (r: GroupRow): ResourceGroupRecord => ({
  id: r.id,
  name: r.name,
  selectionStartTime: r.selection_start_time,
  retired: toBool(r.retired),
  resourceNames: parseJson(r.resource_names, []),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export async function insertGroup(db: Conn, tenantId: string, g: ResourceGroupRecord): Promise<void> {
  await db('resource_groups').insert({
    id: g.id,
    tenant_id: tenantId,
    name: g.name,
    selection_start_time: g.selectionStartTime,
    retired: g.retired,
    resource_names: JSON.stringify(g.resourceNames),
    created_at: g.createdAt,
    created_by: g.createdBy,
  });
}

export async function findGroup(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<ResourceGroupRecord | undefined> {
  const row = await db<GroupRow>('resource_groups').where({ tenant_id: tenantId, id }).first();
  return row ? toGroup(row) : undefined;
}

/** insertGroup as one prepared statement (autocommit), for a group that names no instances. */
export async function insertGroupPrepared(
  reads: HotReads,
  tenantId: string,
  g: ResourceGroupRecord,
): Promise<void> {
  await reads.run(
    'insuite_group_insert',
    `insert into resource_groups
      (id, tenant_id, name, selection_start_time, retired, resource_names, created_at, created_by)
      values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      g.id,
      tenantId,
      g.name,
      g.selectionStartTime,
      g.retired,
      JSON.stringify(g.resourceNames),
      g.createdAt,
      g.createdBy,
    ],
  );
}

/** findGroup as a prepared statement, for fetchResourceGroup. */
export async function readGroup(
  reads: HotReads,
  tenantId: string,
  id: string,
): Promise<ResourceGroupRecord | undefined> {
  const [row] = await reads.rows<GroupRow>(
    'insuite_group',
    'select * from resource_groups where tenant_id = ? and id = ?',
    [tenantId, id],
  );
  return row ? toGroup(row) : undefined;
}

export async function updateGroup(
  db: Conn,
  tenantId: string,
  id: string,
  patch: Partial<Pick<ResourceGroupRecord, 'name' | 'selectionStartTime' | 'resourceNames' | 'retired'>>,
): Promise<void> {
  await db('resource_groups')
    .where({ tenant_id: tenantId, id })
    .update({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.selectionStartTime !== undefined ? { selection_start_time: patch.selectionStartTime } : {}),
      ...(patch.resourceNames !== undefined ? { resource_names: JSON.stringify(patch.resourceNames) } : {}),
      ...(patch.retired !== undefined ? { retired: patch.retired } : {}),
    });
}

export async function listGroups(
  db: Conn,
  tenantId: string,
  filter: { excludeRetired: boolean; excludeActive: boolean },
  req: PageRequest,
): Promise<Page<ResourceGroupRecord>> {
  const q = db<GroupRow>('resource_groups').select('*').where({ tenant_id: tenantId });
  if (filter.excludeRetired) q.where('retired', false);
  if (filter.excludeActive) q.where('retired', true);
  return page<GroupRow, ResourceGroupRecord>(q, req, toGroup);
}

export async function findGroupByName(
  db: Conn,
  tenantId: string,
  name: string,
): Promise<ResourceGroupRecord | undefined> {
  const row = await db<GroupRow>('resource_groups').where({ tenant_id: tenantId, name }).first();
  return row ? toGroup(row) : undefined;
}

/**
 * The tenant's groups not retired, whatever their selection start, for resolution by static name
 * (which picks by date in memory); prepared. Read again only when the tenant's resource counter
 * moves (resolution-cache.ts).
 */
export async function activeGroups(reads: HotReads, tenantId: string): Promise<ResourceGroupRecord[]> {
  const rows = await reads.rows<GroupRow>(
    'insuite_active_groups',
    'select * from resource_groups where tenant_id = ? and retired = ?',
    [tenantId, false],
  );
  return rows.map(toGroup);
}

/** Takes a removed instance's name out of every group of the tenant. */
export async function removeNameFromGroups(db: Conn, tenantId: string, name: string): Promise<void> {
  // Names are stored as JSON text; a LIKE on the quoted name narrows the rows to rewrite (its
  // `_` wildcards and SQLite's case folding only widen the match, which the check below undoes).
  const rows = await db<GroupRow>('resource_groups')
    .where({ tenant_id: tenantId })
    .where('resource_names', 'like', `%${JSON.stringify(name)}%`);
  for (const row of rows) {
    const g = toGroup(row);
    if (!g.resourceNames.includes(name)) continue;
    await updateGroup(db, tenantId, g.id, { resourceNames: g.resourceNames.filter((n) => n !== name) });
  }
}
