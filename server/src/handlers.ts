// The handler of every operation of the contract, keyed by operationId. Its type is derived from
// the contract (see http/api-types.ts): the build fails when an operation is missing, unknown, or
// answered with a status or body the contract does not declare. Operations whose area has not
// been built yet are registered explicitly as not implemented (501) and listed by `npm run ops:status`.
import type { AreaDeps } from './area.js';
import { deprecatedArea } from './deprecated/index.js';
import { eventsArea } from './events/index.js';
import type { Handlers, OpId } from './http/api-types.js';
import { identityArea } from './identity/index.js';
import { policyArea } from './policy/index.js';
import { resourcesArea } from './resources/index.js';
import { systemRoutes } from './system/system-routes.js';
import { tablesArea } from './tables/index.js';
import { tenantsArea } from './tenants/index.js';

export function buildHandlers(deps: AreaDeps, system: Parameters<typeof systemRoutes>[0]): Handlers {
  const handlers = {
    ...identityArea(deps),
    ...tenantsArea(deps),
    ...resourcesArea(deps),
    ...tablesArea(deps),
    ...policyArea(deps),
    ...eventsArea(deps),
    ...deprecatedArea(deps),
    ...systemRoutes(system),
  } satisfies Handlers;
  // Spreads escape excess-property checks; this keeps unknown operation ids out of the map.
  const noUnknownIds: [Exclude<keyof typeof handlers, OpId>] extends [never] ? true : never = true;
  void noUnknownIds;
  return handlers;
}
