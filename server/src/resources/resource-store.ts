// All SQL of resource instances and their content. Every function takes the tenant: an instance
// or content of another tenant is never seen.
import { createHash } from 'node:crypto';
import type { HotReads } from '../db/hot-reads.js';
import { isPostgres, type Db, type Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';
import type { ResourceType } from '../product/index.js';

type Conn = Db | Tx;

export type TemplateFormat = 'liquid' | 'velocity';

export interface ResourceRecord {
  id: string;
  name: string;
  staticName: string;
  resourceType: ResourceType;
  jurisdictions: string[];
  templateFormat: TemplateFormat | undefined;
  /** Locator of the current content. */
  contentId: string | undefined;
  createdAt: string;
  createdBy: string;
}

export interface ContentRecord {
  id: string;
  resourceId: string;
  mediaType: string | undefined;
  size: number;
  sha256: string;
  createdAt: string;
  createdBy: string;
}

interface ResourceRow {
  id: string;
  tenant_id: string;
  name: string;
  static_name: string;
  resource_type: ResourceType;
  jurisdictions: string;
  template_format: TemplateFormat | null;
  content_id: string | null;
  created_at: string;
  created_by: string;
}

interface ContentRow {
  id: string;
  tenant_id: string;
  resource_id: string;
  media_type: string | null;
  size: number | string;
  sha256: string;
  created_at: string;
  created_by: string;
}

/** Content is stored in pieces of this size so that reading it back never needs it whole. */
export const CHUNK_BYTES = 1024 * 1024;

const toResource = (r: ResourceRow): ResourceRecord => ({
  id: r.id,
  name: r.name,
  staticName: r.static_name,
  resourceType: r.resource_type,
  jurisdictions: parseJson(r.jurisdictions, []),
  templateFormat: r.template_format ?? undefined,
  contentId: r.content_id ?? undefined,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

const toContent = (r: ContentRow): ContentRecord => ({
  id: r.id,
  resourceId: r.resource_id,
  mediaType: r.media_type ?? undefined,
  size: Number(r.size),
  sha256: r.sha256,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export async function insertResource(db: Conn, tenantId: string, r: ResourceRecord): Promise<void> {
  await db('resources').insert({
    id: r.id,
    tenant_id: tenantId,
    name: r.name,
    static_name: r.staticName,
    resource_type: r.resourceType,
    jurisdictions: JSON.stringify(r.jurisdictions),
    template_format: r.templateFormat ?? null,
    content_id: r.contentId ?? null,
    created_at: r.createdAt,
    created_by: r.createdBy,
  });
}

export async function findResource(
  db: Conn,
  tenantId: string,
  name: string,
): Promise<ResourceRecord | undefined> {
  const row = await db<ResourceRow>('resources').where({ tenant_id: tenantId, name }).first();
  return row ? toResource(row) : undefined;
}

/** Locks the instance's row for the rest of the transaction where the engine can (PostgreSQL). */
export async function findResourceForUpdate(
  tx: Tx,
  tenantId: string,
  name: string,
): Promise<ResourceRecord | undefined> {
  const q = tx<ResourceRow>('resources').where({ tenant_id: tenantId, name });
  if (isPostgres(tx)) q.forUpdate();
  const row = await q.first();
  return row ? toResource(row) : undefined;
}

export async function findResourcesByNames(
  db: Conn,
  tenantId: string,
  names: readonly string[],
): Promise<ResourceRecord[]> {
  const out: ResourceRecord[] = [];
  // Bounded IN lists keep every engine within its parameter limits.
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db<ResourceRow>('resources')
      .where({ tenant_id: tenantId })
      .whereIn('name', names.slice(i, i + 500));
    out.push(...rows.map(toResource));
  }
  return out;
}

/** The instances of one static name among `types`; prepared (every lookup by static name). */
export async function findResourcesByStaticName(
  reads: HotReads,
  tenantId: string,
  staticName: string,
  types: readonly ResourceType[],
): Promise<ResourceRecord[]> {
  const slots = types.map(() => '?').join(', ');
  const rows = await reads.rows<ResourceRow>(
    `insuite_resources_by_static_name_${types.length}`,
    `select * from resources where tenant_id = ? and static_name = ? and resource_type in (${slots})`,
    [tenantId, staticName, ...types],
  );
  return rows.map(toResource);
}

/**
 * The tenant's resource counter: every change to its resources or groups moves it (database
 * triggers, see the resource_epochs migration). One row by primary key, prepared once.
 */
export async function readResourceEpoch(reads: HotReads, tenantId: string): Promise<string> {
  const rows = await reads.stableRows<{ n: number | string }>(
    'insuite_resource_epoch',
    'select n from resource_epochs where tenant_id = ?',
    [tenantId],
  );
  return String(rows[0]?.n ?? 0);
}

/** findResource as a prepared statement, for fetches by name outside a transaction. */
export async function readResource(
  reads: HotReads,
  tenantId: string,
  name: string,
): Promise<ResourceRecord | undefined> {
  const [row] = await reads.rows<ResourceRow>(
    'insuite_resource_by_name',
    'select * from resources where tenant_id = ? and name = ?',
    [tenantId, name],
  );
  return row ? toResource(row) : undefined;
}

export async function listResources(
  db: Conn,
  tenantId: string,
  filter: { type?: ResourceType },
  req: PageRequest,
): Promise<Page<ResourceRecord>> {
  const q = db<ResourceRow>('resources').select('*').where({ tenant_id: tenantId });
  if (filter.type) q.where({ resource_type: filter.type });
  return page<ResourceRow, ResourceRecord>(q, req, toResource);
}

export async function setCurrentContent(
  db: Conn,
  tenantId: string,
  resourceId: string,
  contentId: string,
): Promise<void> {
  await db('resources').where({ tenant_id: tenantId, id: resourceId }).update({ content_id: contentId });
}

/** Removes the instance; its content goes with it (foreign keys cascade). */
export async function deleteResource(db: Conn, tenantId: string, resourceId: string): Promise<void> {
  await db('resource_content_chunks')
    .where({ tenant_id: tenantId })
    .whereIn(
      'content_id',
      db('resource_contents').select('id').where({ tenant_id: tenantId, resource_id: resourceId }),
    )
    .delete();
  await db('resource_contents').where({ tenant_id: tenantId, resource_id: resourceId }).delete();
  await db('resources').where({ tenant_id: tenantId, id: resourceId }).delete();
}

export async function insertContent(
  db: Conn,
  tenantId: string,
  c: Omit<ContentRecord, 'size' | 'sha256'>,
  bytes: Buffer,
): Promise<ContentRecord> {
  const record: ContentRecord = {
    ...c,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  await db('resource_contents').insert({
    id: record.id,
    tenant_id: tenantId,
    resource_id: record.resourceId,
    media_type: record.mediaType ?? null,
    size: record.size,
    sha256: record.sha256,
    created_at: record.createdAt,
    created_by: record.createdBy,
  });
  for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq++, at += CHUNK_BYTES) {
    await db('resource_content_chunks').insert({
      content_id: record.id,
      seq,
      tenant_id: tenantId,
      data: bytes.subarray(at, at + CHUNK_BYTES),
    });
  }
  return record;
}

export async function findContent(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<ContentRecord | undefined> {
  const row = await db<ContentRow>('resource_contents').where({ tenant_id: tenantId, id }).first();
  return row ? toContent(row) : undefined;
}

async function chunk(
  db: Conn,
  tenantId: string,
  contentId: string,
  seq: number,
): Promise<Buffer | undefined> {
  const row = await db<{ data: Buffer | Uint8Array; tenant_id: string; content_id: string; seq: number }>(
    'resource_content_chunks',
  )
    .select('data')
    .where({ tenant_id: tenantId, content_id: contentId, seq })
    .first();
  if (!row) return undefined;
  return Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
}

/** The content's bytes one stored piece at a time. */
export async function* contentChunks(db: Conn, tenantId: string, contentId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const data = await chunk(db, tenantId, contentId, seq);
    if (!data) return;
    if (data.length) yield data;
  }
}

/** The whole content; for the small kinds (templates, secrets). */
export async function readContent(db: Conn, tenantId: string, contentId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of contentChunks(db, tenantId, contentId)) parts.push(part);
  return Buffer.concat(parts);
}
