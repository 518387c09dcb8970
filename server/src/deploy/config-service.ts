// Deploying a configuration: check it whole, then, in one transaction, record it as the tenant's
// configuration and create or update the resource groups its bootstrap section declares. The
// bootstrap's resource instances name instances that must already exist with the declared static
// name and jurisdictions: a deploy cannot make content up, so it checks them and groups them.
import type { Db, Tx } from '../db/knex.js';
import { notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import { memberProblems } from '../resource-groups/members.js';
import { canonicalTime } from '../resource-groups/resource-groups-service.js';
import { findGroupByName, insertGroup, updateGroup } from '../resource-groups/resource-groups-store.js';
import { normaliseJurisdictions } from '../resources/resolve.js';
import { findResourcesByNames } from '../resources/resource-store.js';
import { findTenant, setTenantConfig, tenantConfig } from '../tenants/tenants-store.js';
import { iso, type Clock, type Ids } from '../util.js';
import { insertDeployment, latestDeploymentId } from './config-store.js';
import { bootstrapOf, formatProblem, validateConfig, type ConfigProblem } from '../product/index.js';

export type Configuration = Record<string, unknown>;
export type DeploymentResult = Schema<'ConfigBuilderResult'>;
export type TenantDeploymentResult = Schema<'TenantDeploymentResult'>;

export interface ConfigDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
}

const metadata = (version: string): DeploymentResult['metadata'] => ({
  version1: version,
  version2: version,
  latestVersion: version,
  implementedPlugins: {},
  implementedAutomationPlugins: {},
});

/** Problems with the bootstrap section that depend on what the tenant holds. */
async function bootstrapProblems(tx: Tx, tenantId: string, config: Configuration): Promise<ConfigProblem[]> {
  const { instances, groups } = bootstrapOf(config);
  const problems: ConfigProblem[] = [];
  const found = new Map(
    (
      await findResourcesByNames(
        tx,
        tenantId,
        instances.map((i) => i.name),
      )
    ).map((r) => [r.name, r]),
  );
  for (const i of instances) {
    const path = `bootstrap.resources.resourceInstances.${i.name}`;
    const r = found.get(i.name);
    if (!r) {
      problems.push({
        path,
        message: 'no resource instance of this name exists; upload it before deploying',
      });
      continue;
    }
    if (r.staticName !== i.staticName) {
      problems.push({
        path,
        message: `the instance has static name "${r.staticName}", not "${i.staticName}"`,
      });
    }
    const declared = normaliseJurisdictions(i.jurisdictions);
    if (JSON.stringify(declared) !== JSON.stringify(r.jurisdictions)) {
      problems.push({
        path,
        message: `the instance has jurisdictions [${r.jurisdictions.join(', ')}], not [${declared.join(', ')}]`,
      });
    }
  }
  for (const g of groups) {
    const path = `bootstrap.resources.resourceGroups.${g.name}.resourceNames`;
    for (const p of await memberProblems(tx, tenantId, [...new Set(g.resourceNames)], path)) {
      problems.push({ path: p.location, message: p.message });
    }
  }
  return problems;
}

export function createConfigService(deps: ConfigDeps) {
  const { db, clock, ids } = deps;

  /**
   * Deploys a configuration inside `tx`: nothing is written unless every check passes. Returns the
   * problems found (none: deployed, with the new version).
   */
  async function deployIn(
    tx: Tx,
    caller: Caller,
    tenantId: string,
    config: Configuration,
  ): Promise<{ problems: ConfigProblem[]; version?: string }> {
    const problems = validateConfig(config);
    if (problems.length) return { problems };
    const more = await bootstrapProblems(tx, tenantId, config);
    if (more.length) return { problems: more };

    const now = iso(clock.now());
    const version = ids.ulid();
    await insertDeployment(tx, tenantId, { id: version, config, createdAt: now, createdBy: caller.userId });
    await setTenantConfig(tx, tenantId, config);
    for (const g of bootstrapOf(config).groups) {
      const resourceNames = [...new Set(g.resourceNames)];
      const selectionStartTime = canonicalTime(g.selectionStartTime);
      const existing = await findGroupByName(tx, tenantId, g.name);
      if (existing) {
        await updateGroup(tx, tenantId, existing.id, { selectionStartTime, resourceNames });
      } else {
        await insertGroup(tx, tenantId, {
          id: ids.ulid(),
          name: g.name,
          selectionStartTime,
          retired: false,
          resourceNames,
          createdAt: now,
          createdBy: caller.userId,
        });
      }
    }
    return { problems: [], version };
  }

  return {
    deployIn,

    /** deployConfigZip: an invalid configuration is reported, not thrown, and changes nothing. */
    async deploy(caller: Caller, tenantId: string, config: Configuration): Promise<TenantDeploymentResult> {
      const tenant = await findTenant(db, tenantId);
      if (!tenant) throw notFound('Tenant');
      const outcome = await db.transaction((tx) => deployIn(tx, caller, tenantId, config));
      if (outcome.version) {
        return {
          locator: tenant.id,
          name: tenant.name,
          deploymentResult: { isSuccess: true, errors: [], metadata: metadata(outcome.version) },
          bootstrapResult: { status: 'queued', error: '' },
        };
      }
      const current = (await latestDeploymentId(db, tenantId)) ?? ids.ulid();
      return {
        locator: tenant.id,
        name: tenant.name,
        deploymentResult: {
          isSuccess: false,
          errors: outcome.problems.map(formatProblem),
          metadata: metadata(current),
        },
        bootstrapResult: { status: 'failed', error: 'Not run: the configuration was not deployed' },
      };
    },

    async definition(tenantId: string): Promise<Configuration> {
      const config = await tenantConfig(db, tenantId);
      if (!config) throw notFound('Tenant');
      return config;
    },

    metadata,
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
