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
