// Builds every area once, in dependency order, handing each the services of the areas it builds
// on, and collects the handler of every operation of the contract, keyed by operationId. The
// map's type is derived from the contract (see http/api-types.ts): the build fails when an
// operation is missing, unknown, or answered with a status or body the contract does not declare.
// Operations whose area has not been built yet are registered explicitly as not implemented (501)
// and listed by `npm run ops:status`.
import type { AreaDeps } from './area.js';
import { billingArea } from './billing/index.js';
import { deployArea } from './deploy/index.js';
import { deprecatedArea } from './deprecated/index.js';
import { eventsArea } from './events/index.js';
import type { Handlers, OpId } from './http/api-types.js';
import { isImplemented } from './http/dispatch.js';
import { identityArea } from './identity/index.js';
import { idempotencyArea } from './idempotency/index.js';
import { pluginsArea } from './plugins/index.js';
import type { AfterIssue } from './policy/after-issue.js';
import { policyArea } from './policy/index.js';
import { resourcesArea } from './resources/index.js';
import { systemRoutes } from './system/system-routes.js';
import { tablesArea } from './tables/index.js';
import { tenantsArea } from './tenants/index.js';
import { testControlsArea } from './test-controls/index.js';
import type { ControlledClock } from './test-controls/clock.js';

export function buildAreas(
  deps: AreaDeps,
  system: Omit<Parameters<typeof systemRoutes>[0], 'notBuilt'>,
  controlled?: ControlledClock,
) {
  // Dependency order: an area is built after every area whose services it is handed.
  const controls = testControlsArea(deps, { clock: controlled });
  const tenants = tenantsArea(deps);
  const identity = identityArea(deps, { tenants: tenants.services.tenants });
  const resources = resourcesArea(deps, { tenants: tenants.services.tenants });
  const plugins = pluginsArea(deps, { tenants: tenants.services.tenants });
  const deploy = deployArea(deps, {
    tenants: tenants.services.tenants,
    resources: resources.services.resources,
    groups: resources.services.groups,
    plugins: plugins.services.plugins,
  });
  const tables = tablesArea(deps, {
    resources: resources.services.resources,
    tenants: tenants.services.tenants,
  });
  const events = eventsArea(deps, { deliveries: controls.services?.deliveries });
  // Billing is built after policy but writes in policy's issue transactions: its hook is bound late.
  const late: { afterIssue?: AfterIssue } = {};
  const policy = policyArea(deps, {
    configs: deploy.services.configs,
    dataAccess: identity.services.dataAccess,
    events: events.services.events,
    constraints: tables.services.constraints,
    tables: tables.services.tables,
    plugins: plugins.services.service,
    afterIssue: (tx, tenantId, issued) => late.afterIssue?.(tx, tenantId, issued) ?? Promise.resolve(),
  });
  const billing = billingArea(deps, {
    configs: deploy.services.configs,
    policy: policy.services,
    events: events.services.events,
  });
  late.afterIssue = billing.services.afterIssue;
  const deprecated = deprecatedArea(deps, { policy: policy.services });

  const areaHandlers = {
    ...tenants.handlers,
    ...identity.handlers,
    ...resources.handlers,
    ...plugins.handlers,
    ...deploy.handlers,
    ...tables.handlers,
    ...events.handlers,
    ...policy.handlers,
    ...billing.handlers,
    ...deprecated.handlers,
    ...controls.handlers,
  };
  // The served contract marks what answers 501 (see system/not-built.ts).
  const notBuilt = new Set(
    Object.entries(areaHandlers)
      .filter(([, h]) => !isImplemented(h))
      .map(([id]) => id),
  );
  // Creates whose contract takes an Idempotency-Key do their work once per key.
  const handlers = idempotencyArea(deps).wrap({
    ...areaHandlers,
    ...systemRoutes({ ...system, notBuilt }),
  } satisfies Handlers);
  // Spreads escape excess-property checks; this keeps unknown operation ids out of the map.
  const noUnknownIds: [Exclude<keyof typeof handlers, OpId>] extends [never] ? true : never = true;
  void noUnknownIds;
  return { handlers, auth: identity.services.auth, controls: controls.services };
}
