import type { AreaDeps } from '../area.js';
import { createResourcesService } from '../resources/resources-service.js';
import { createTablesService } from './tables-service.js';
import { tablesRoutes } from './tables-routes.js';

export type { ConstraintLookup, ConstraintQuery } from './constraint-lookup.js';
export { createConstraintLookup, createTablesService, type TablesService } from './tables-service.js';

/** Lookup, range and constraint tables. */
export function tablesArea(deps: AreaDeps) {
  const { db, clock, ids, settings } = deps;
  const resources = createResourcesService({ db, clock, ids });
  // Worker threads start on the first upload or index build.
  const tables = createTablesService({ db, resources, settings });
  deps.onClose(() => tables.close());
  return tablesRoutes(tables, settings.tableZipLimitBytes);
}
