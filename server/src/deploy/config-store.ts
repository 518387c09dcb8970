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
