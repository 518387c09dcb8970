// SQL of configuration deployments. The tenant's current configuration lives in tenants.config.
import type { Db, Tx } from '../db/knex.js';

type Conn = Db | Tx;

export interface DeploymentRecord {
  id: string;
  config: Record<string, unknown>;
  createdAt: string;
  createdBy: string;
}

export async function insertDeployment(db: Conn, tenantId: string, d: DeploymentRecord): Promise<void> {
  await db('config_deployments').insert({
    id: d.id,
    tenant_id: tenantId,
    config: JSON.stringify(d.config),
    created_at: d.createdAt,
    created_by: d.createdBy,
  });
}

/** Locator of the tenant's latest deployment. */
export async function latestDeploymentId(db: Conn, tenantId: string): Promise<string | undefined> {
  const row = await db<{ id: string; tenant_id: string; created_at: string }>('config_deployments')
    .select('id')
    .where({ tenant_id: tenantId })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first();
  return row?.id;
}

/** The plugins/ files of the tenant's current configuration and what they implement. */
export interface PluginSourcesRecord {
  deploymentId: string;
  files: { path: string; content: string }[];
  implemented: Record<string, string>;
}

/** Records the plugins/ files a deploy brought (none: the tenant has no plugins any more). */
export async function savePluginSources(
  tx: Tx,
  tenantId: string,
  sources: PluginSourcesRecord | undefined,
): Promise<void> {
  await tx('tenant_plugin_sources').where({ tenant_id: tenantId }).delete();
  if (!sources) return;
  await tx('tenant_plugin_sources').insert({
    tenant_id: tenantId,
    deployment_id: sources.deploymentId,
    files: JSON.stringify(sources.files),
    implemented: JSON.stringify(sources.implemented),
  });
}

export async function findPluginSources(
  db: Conn,
  tenantId: string,
): Promise<PluginSourcesRecord | undefined> {
  const row = await db<{ tenant_id: string; deployment_id: string; files: string; implemented: string }>(
    'tenant_plugin_sources',
  )
    .where({ tenant_id: tenantId })
    .first();
  if (!row) return undefined;
  return {
    deploymentId: row.deployment_id,
    files: JSON.parse(row.files) as PluginSourcesRecord['files'],
    implemented: JSON.parse(row.implemented) as Record<string, string>,
  };
}
