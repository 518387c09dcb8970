// SQL of plugins: each tenant's compiled bundle, and the plugin logs.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';

type Conn = Db | Tx;

export async function saveBundle(
  tx: Tx,
  tenantId: string,
  bundle: { deploymentId: string; text: string; sourceMap?: string; createdAt: string } | undefined,
): Promise<void> {
  await tx('tenant_plugins').where({ tenant_id: tenantId }).delete();
  if (!bundle) return;
  await tx('tenant_plugins').insert({
    tenant_id: tenantId,
    deployment_id: bundle.deploymentId,
    bundle: bundle.text,
    source_map: bundle.sourceMap ?? null,
    created_at: bundle.createdAt,
  });
}

/**
 * The tenant's bundle, read on the reads' own connection: a plugin may be run inside a caller's
 * transaction, which on SQLite holds Knex's only connection.
 */
export async function readBundle(
  reads: HotReads,
  tenantId: string,
): Promise<{ deploymentId: string; text: string; sourceMap?: string } | undefined> {
  const rows = await reads.rows<{ deployment_id: string; bundle: string; source_map: string | null }>(
    'insuite_plugin_bundle',
    'select deployment_id, bundle, source_map from tenant_plugins where tenant_id = ?',
    [tenantId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    deploymentId: row.deployment_id,
    text: row.bundle,
    ...(row.source_map !== null ? { sourceMap: row.source_map } : {}),
  };
}

export interface PluginLogRecord {
  id: string;
  pluginType: string;
  requestId: string;
  objectLocator?: string;
  objectType?: string;
  outcome: 'succeeded' | 'failed';
  lines: string[];
  createdAt: string;
}

interface LogRow {
  id: string;
  tenant_id: string;
  plugin_type: string;
  request_id: string;
  object_locator: string | null;
  object_type: string | null;
  outcome: string;
  lines: string;
  created_at: string;
}

const fromRow = (r: LogRow): PluginLogRecord => ({
  id: r.id,
  pluginType: r.plugin_type,
  requestId: r.request_id,
  ...(r.object_locator !== null ? { objectLocator: r.object_locator } : {}),
  ...(r.object_type !== null ? { objectType: r.object_type } : {}),
  outcome: r.outcome === 'failed' ? 'failed' : 'succeeded',
  lines: JSON.parse(r.lines) as string[],
  createdAt: r.created_at,
});

/** Rows of one insert: SQLite takes at most 999 bound values a statement (9 a row). */
const LOGS_PER_INSERT = 100;

const LOG_COLUMNS =
  'id, tenant_id, plugin_type, request_id, object_locator, object_type, outcome, lines, created_at';

/**
 * Logs of any tenants, each with its tenant, in as few statements as the engine allows: each a
 * statement prepared once for its number of rows (a log is written with most calls that log).
 */
export async function insertLogs(
  reads: HotReads,
  logs: readonly { tenantId: string; log: PluginLogRecord }[],
): Promise<void> {
  for (let i = 0; i < logs.length; i += LOGS_PER_INSERT) {
    const batch = logs.slice(i, i + LOGS_PER_INSERT);
    const values = batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await reads.append(
      `insuite_plugin_logs_${batch.length}`,
      `insert into plugin_logs (${LOG_COLUMNS}) values ${values}`,
      batch.flatMap(({ tenantId, log }) => [
        log.id,
        tenantId,
        log.pluginType,
        log.requestId,
        log.objectLocator ?? null,
        log.objectType ?? null,
        log.outcome,
        JSON.stringify(log.lines),
        log.createdAt,
      ]),
    );
  }
}

export async function findLog(db: Conn, tenantId: string, id: string): Promise<PluginLogRecord | undefined> {
  const row = await db<LogRow>('plugin_logs').where({ tenant_id: tenantId, id }).first();
  return row ? fromRow(row) : undefined;
}

export interface LogFilter {
  requestId?: string;
  objectLocator?: string;
  createdAtMin?: string;
  createdAtMax?: string;
  offset: number;
  count: number;
}

/** Newest first; one more than `count` is read, to tell whether the list goes on. */
export async function listLogs(db: Conn, tenantId: string, f: LogFilter): Promise<PluginLogRecord[]> {
  const q = db<LogRow>('plugin_logs').where({ tenant_id: tenantId });
  if (f.requestId) q.andWhere({ request_id: f.requestId });
  if (f.objectLocator) q.andWhere({ object_locator: f.objectLocator });
  if (f.createdAtMin) q.andWhere('created_at', '>=', f.createdAtMin);
  if (f.createdAtMax) q.andWhere('created_at', '<=', f.createdAtMax);
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(f.offset)
    .limit(f.count + 1);
  return rows.map(fromRow);
}

/** Drops the tenant's oldest logs beyond the newest `keep`. */
export async function pruneLogs(db: Conn, tenantId: string, keep: number): Promise<void> {
  const edge = await db<LogRow>('plugin_logs')
    .select('id', 'created_at')
    .where({ tenant_id: tenantId })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .first();
  if (!edge) return;
  await db('plugin_logs')
    .where({ tenant_id: tenantId })
    .andWhere((w) => {
      w.where('created_at', '<', edge.created_at).orWhere((x) => {
        x.where('created_at', '=', edge.created_at).andWhere('id', '<=', edge.id);
      });
    })
    .delete();
}
