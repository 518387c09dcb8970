import type { AreaDeps } from '../area.js';
import type { ResourcesService } from '../resources/resources-service.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { createConstraintLookup, createTablesService } from './tables-service.js';
import { tablesRoutes } from './tables-routes.js';

export type { ConstraintLookup, ConstraintQuery } from './constraint-lookup.js';
export { createConstraintLookup, createTablesService, type TablesService } from './tables-service.js';

/** Lookup, range and constraint tables. */
export function tablesArea(deps: AreaDeps, needs: { resources: ResourcesService; tenants: TenantsService }) {
  const { db, settings } = deps;
  // Worker threads start on the first upload or index build.
  const tables = createTablesService({ db, resources: needs.resources, tenants: needs.tenants, settings });
  deps.onClose(() => tables.close());
  deps.onWarmUp(() => tables.warmUp());
  return {
    handlers: tablesRoutes(tables, settings.tableZipLimitBytes),
    services: { tables, constraints: createConstraintLookup(tables) },
  };
}
