// Deploying a configuration: check it whole, then, in one transaction, record it as the tenant's
// configuration and create or update the resource groups its bootstrap section declares. The
// bootstrap's resource instances name instances that must already exist with the declared static
// name and jurisdictions: a deploy cannot make content up, so it checks them and groups them.
// A new tenant is created the same way, in the same transaction as its first deploy.
import type { Db, Tx } from '../db/knex.js';
import { unprocessable } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../http/authenticator.js';
import { implementedPlugins } from '../plugins/compile.js';
import type { PluginsRunner } from '../plugins/index.js';
import {
  answeredConfiguration,
  bootstrapOf,
  checkConfiguration,
  formatProblem,
  minorDigits,
  type ConfigProblem,
} from '../product/index.js';
import type { ResourceGroupsService } from '../resources/resource-groups-service.js';
import { normaliseJurisdictions } from '../resources/resolve.js';
import type { ResourcesService } from '../resources/resources-service.js';
import type { NewTenant, TenantsService } from '../tenants/tenants-service.js';
import { loadTimeZone } from '../shared/calendar.js';
import { deepFreeze, iso, type Clock, type Ids } from '../util.js';
import type { ConfigBody } from './config-body.js';
import { unratedCharges } from './unrated-charges.js';
import {
  findPluginSources,
  insertDeployment,
  latestDeploymentId,
  savePluginSources,
  type PluginSourcesRecord,
} from './config-store.js';

export type Configuration = Record<string, unknown>;
export type DeploymentResult = Schema<'ConfigBuilderResult'>;
export type TenantDeploymentResult = Schema<'TenantDeploymentResult'>;

export interface ConfigDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  tenants: TenantsService;
  resources: Pick<ResourcesService, 'findByNames'>;
  groups: Pick<ResourceGroupsService, 'memberProblems' | 'upsertByName'>;
  plugins: Pick<PluginsRunner, 'compile' | 'save' | 'loaded' | 'trial'>;
}

const metadata = (
  version: string,
  implemented: Record<string, string> = {},
): DeploymentResult['metadata'] => ({
  version1: version,
  version2: version,
  latestVersion: version,
  implementedPlugins: implemented,
  implementedAutomationPlugins: {},
});

/** A deploy's plugins: the bundle the sandbox runs, and the files and exports recorded beside it. */
interface Compiled {
  bundle: string;
  sourceMap: string;
  files: PluginSourcesRecord['files'];
  implemented: Record<string, string>;
}

/** What a deploy is told to do beyond the configuration: remove the tenant's plugins on purpose. */
export interface DeployOptions {
  removePlugins?: boolean;
}

const listed = (files: readonly { path: string }[]) => {
  const names = files.map((f) => f.path);
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
};

/** Problems with the bootstrap section that depend on what the tenant holds. */
async function bootstrapProblems(
  deps: ConfigDeps,
  tx: Tx,
  tenantId: string,
  config: Configuration,
): Promise<ConfigProblem[]> {
  const { instances, groups } = bootstrapOf(config);
  const problems: ConfigProblem[] = [];
  const found = new Map(
    (
      await deps.resources.findByNames(
        tenantId,
        instances.map((i) => i.name),
        tx,
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
    for (const p of await deps.groups.memberProblems(tenantId, [...new Set(g.resourceNames)], path, tx)) {
      problems.push({ path: p.location, message: p.message });
    }
  }
  return problems;
}

/**
 * Deploys a configuration inside `tx`: nothing is written unless every check passes. Returns the
 * problems found (none: deployed, with the new version) and the warnings.
 */
async function deployIn(
  deps: ConfigDeps,
  tx: Tx,
  caller: Caller,
  tenantId: string,
  config: Configuration,
  plugins: Compiled | undefined,
  version: string,
  options: DeployOptions = {},
): Promise<{
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
  version?: string;
  implemented: Record<string, string>;
}> {
  const { problems, warnings } = checkConfiguration(config);
  const before = await findPluginSources(tx, tenantId);
  if (before && !plugins) {
    // A JSON body or a folder whose plugins/ went missing would leave the quotes unpriced.
    if (options.removePlugins) {
      warnings.push({
        path: 'plugins',
        severity: 'warning',
        message: `the tenant's plugins (${listed(before.files)}) are removed`,
      });
    } else {
      problems.push({
        path: 'plugins',
        message:
          `the tenant has plugins (${listed(before.files)}) and this configuration carries none: deploying it would ` +
          'remove them; send the configuration with its plugins/ folder, or remove them on purpose (removePlugins=true, ' +
          '`insuite deploy --remove-plugins`)',
      });
    }
  }
  // The bootstrap checks read the section the schema shaped; with the rest they make one round.
  const schemaSound = !problems.some((p) => p.path === 'bootstrap' || p.path.startsWith('bootstrap.'));
  if (schemaSound) problems.push(...(await bootstrapProblems(deps, tx, tenantId, config)));
  if (problems.length) return { problems, warnings, implemented: before?.implemented ?? {} };
  // Said of a configuration that deploys: of one refused, its problems are what matter.
  warnings.push(...unratedCharges(config, plugins?.implemented));

  const now = iso(deps.clock.now());
  await insertDeployment(tx, tenantId, { id: version, config, createdAt: now, createdBy: caller.userId });
  await deps.tenants.setConfiguration(tx, tenantId, config);
  await deps.plugins.save(tx, tenantId, version, plugins, now);
  await savePluginSources(
    tx,
    tenantId,
    plugins && { deploymentId: version, files: plugins.files, implemented: plugins.implemented },
  );
  for (const g of bootstrapOf(config).groups) {
    await deps.groups.upsertByName(tx, caller, tenantId, g, now);
  }
  return { problems: [], warnings, version, implemented: plugins?.implemented ?? {} };
}

/**
 * The configuration's plugins compiled and their top level run, before any transaction: plugins
 * that do not compile, import anything but their own files, or fail to load refuse the deploy
 * (422) naming file, line and column. `version` is the deployment they
 * are tried as (a new tenant's are tried apart).
 */
async function compiled(
  deps: ConfigDeps,
  body: ConfigBody,
  tenantId: string | undefined,
  version?: string,
): Promise<Compiled | undefined> {
  if (!body.plugins) return undefined;
  const [outcome, implemented] = await Promise.all([
    deps.plugins.compile(body.plugins),
    implementedPlugins(body.plugins),
  ]);
  if ('bundle' in outcome) {
    const files = [...body.plugins]
      .map(([path, data]) => ({ path, content: Buffer.from(data).toString('base64') }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const out = {
      bundle: outcome.bundle,
      sourceMap: outcome.sourceMap,
      files,
      implemented: implemented ?? {},
    };
    const fault = await deps.plugins.trial(tenantId, version ?? deps.ids.ulid(), out);
    if (fault) {
      const location = fault.location ?? 'plugins/';
      throw unprocessable(
        `The plugins fail to load (${location}: ${fault.message.replace(/^loading the plugins failed: /, '')}); ` +
          'nothing was deployed',
        [{ location, message: fault.message }],
      );
    }
    return out;
  }
  const first = outcome.problems[0]!;
  throw unprocessable(
    `The plugins do not compile (${outcome.problems.length} problem${outcome.problems.length > 1 ? 's' : ''}, ` +
      `first: ${first.location}: ${first.message}); nothing was deployed`,
    outcome.problems.map((p) => ({
      location: p.location,
      message: p.message,
      ...(p.file !== undefined ? { file: p.file } : {}),
      ...(p.line !== undefined ? { line: p.line } : {}),
    })),
  );
}

/**
 * After a redeploy commits, what its first calls would otherwise wait for: the plugins' sandbox
 * (made in its thread meanwhile), the minor unit of the configuration's currency and its time zone. The tenant's
 * quotes may be priced right after its deploy answers. A new tenant does not wait: it has no quote
 * yet, and its sandbox is made while the first ones are.
 */
async function readied(deps: ConfigDeps, version: string, config: Configuration): Promise<void> {
  const sandbox = deps.plugins.loaded(version);
  const currency = config.defaultCurrency;
  minorDigits(typeof currency === 'string' ? currency : 'USD');
  const zone = config.defaultTimeZone;
  loadTimeZone(typeof zone === 'string' ? zone : 'UTC');
  await sandbox;
}

/** createTenant: a tenant is created with a valid configuration or not at all (422). */
async function createTenant(
  deps: ConfigDeps,
  caller: Caller,
  input: NewTenant & ConfigBody,
): Promise<TenantDeploymentResult> {
  const bundle = await compiled(deps, input, undefined);
  const { tenant, version, warnings, implemented } = await deps.db.transaction(async (tx) => {
    const tenant = await deps.tenants.insert(tx, caller, input);
    const outcome = await deployIn(deps, tx, caller, tenant.id, input.config, bundle, deps.ids.ulid());
    if (!outcome.version) {
      const count = (n: number, what: string) => `${n} ${what}${n > 1 ? 's' : ''}`;
      const alsoWarned = outcome.warnings.length
        ? `; errors also lists ${count(outcome.warnings.length, 'warning')}`
        : '';
      throw unprocessable(
        `The configuration is not valid (${count(outcome.problems.length, 'problem')}, ` +
          `first: ${formatProblem(outcome.problems[0]!)}${alsoWarned}); no tenant was created`,
        [
          ...outcome.problems.map((p) => ({ location: `body.${p.path}`, message: p.message })),
          ...outcome.warnings.map((p) => ({
            location: `body.${p.path}`,
            message: p.message,
            severity: 'warning' as const,
          })),
        ],
      );
    }
    return { tenant, version: outcome.version, warnings: outcome.warnings, implemented: outcome.implemented };
  });
  return {
    locator: tenant.id,
    name: tenant.name,
    deploymentResult: {
      isSuccess: true,
      errors: [],
      warnings: warnings.map(formatProblem),
      problems: problemItems([], warnings),
      metadata: metadata(version, implemented),
    },
    bootstrapResult: { status: 'queued', error: '' },
  };
}

/** A deploy's errors and warnings as the result's `problems`, in the order of its strings. */
const problemItems = (errors: ConfigProblem[], warnings: ConfigProblem[]): Schema<'ProblemItem'>[] =>
  [...errors, ...warnings.map((p) => ({ ...p, severity: 'warning' as const }))].map((p) => ({
    location: p.path,
    message: p.message,
    ...(p.severity === 'warning' ? { severity: 'warning' as const } : {}),
    ...(p.file !== undefined ? { file: p.file } : {}),
    ...(p.line !== undefined ? { line: p.line } : {}),
  }));

/** deployConfigZip: an invalid configuration is reported, not thrown, and changes nothing. */
async function deploy(
  deps: ConfigDeps,
  caller: Caller,
  tenantId: string,
  body: ConfigBody,
  options: DeployOptions,
): Promise<TenantDeploymentResult> {
  const { db, ids } = deps;
  const tenant = await deps.tenants.find(tenantId);
  const version = ids.ulid();
  const bundle = await compiled(deps, body, tenantId, version);
  const outcome = await db.transaction((tx) =>
    deployIn(deps, tx, caller, tenantId, body.config, bundle, version, options),
  );
  if (outcome.version) {
    await readied(deps, outcome.version, body.config);
    return {
      locator: tenant.id,
      name: tenant.name,
      deploymentResult: {
        isSuccess: true,
        errors: [],
        warnings: outcome.warnings.map(formatProblem),
        problems: problemItems([], outcome.warnings),
        metadata: metadata(outcome.version, outcome.implemented),
      },
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
      warnings: outcome.warnings.map(formatProblem),
      problems: problemItems(outcome.problems, outcome.warnings),
      metadata: metadata(current, outcome.implemented),
    },
    bootstrapResult: { status: 'failed', error: 'Not run: the configuration was not deployed' },
  };
}

export function createConfigService(deps: ConfigDeps) {
  /** The answered form of each shared configuration (a configuration never changes: a new one is another object). */
  const answered = new WeakMap<object, Configuration>();
  return {
    createTenant: (caller: Caller, input: NewTenant & ConfigBody) => createTenant(deps, caller, input),
    deploy: (caller: Caller, tenantId: string, body: ConfigBody, options: DeployOptions = {}) =>
      deploy(deps, caller, tenantId, body, options),
    /** The plugins/ files of the tenant's current configuration, as deployed. */
    async plugins(tenantId: string): Promise<Schema<'DeployedPluginsResponse'>> {
      const found = await findPluginSources(deps.db, tenantId);
      if (!found) return { implementedPlugins: {}, files: [] };
      return {
        deploymentLocator: found.deploymentId,
        implementedPlugins: found.implemented,
        files: found.files,
      };
    },
    /** The tenant's current configuration as answered; frozen, one object per stored version. */
    async definition(tenantId: string): Promise<Configuration> {
      const config = await deps.tenants.sharedConfiguration(tenantId);
      let out = answered.get(config);
      if (!out) answered.set(config, (out = deepFreeze(answeredConfiguration(config as Configuration))));
      return out;
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;
