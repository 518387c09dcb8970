import type { AreaDeps } from '../area.js';
import type { PluginsRunner } from '../plugins/index.js';
import type { ResourceGroupsService } from '../resources/resource-groups-service.js';
import type { ResourcesService } from '../resources/resources-service.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { configRoutes } from './config-routes.js';
import { createConfigService } from './config-service.js';

/** What deploy is built on: tenants (records, configurations), resources (instances, groups), plugins. */
export interface DeployNeeds {
  tenants: TenantsService;
  resources: ResourcesService;
  groups: ResourceGroupsService;
  plugins: PluginsRunner;
}

/** Configuration deploys, and tenant creation (a tenant's first deploy). */
export function deployArea(deps: AreaDeps, needs: DeployNeeds) {
  const { db, clock, ids } = deps;
  const configs = createConfigService({ db, clock, ids, ...needs });
  return { handlers: configRoutes(configs), services: { configs } };
}
