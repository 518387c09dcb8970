import type { AreaDeps } from '../area.js';
import { createConfigService } from '../deploy/config-service.js';
import { createTenantsService } from './tenants-service.js';
import { tenantsRoutes } from './tenants-routes.js';

/** Tenants and their creation from a configuration. */
export function tenantsArea(deps: AreaDeps) {
  const { db, clock, ids } = deps;
  const configs = createConfigService({ db, clock, ids });
  return tenantsRoutes(createTenantsService({ db, clock, ids, businessAccount: 'insuite', configs }));
}
