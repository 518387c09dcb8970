import type { AreaDeps } from '../area.js';
import { createTenantsService } from './tenants-service.js';
import { tenantsRoutes } from './tenants-routes.js';

/** Tenants and their creation from a configuration. */
export function tenantsArea(deps: AreaDeps) {
  const { db, clock, ids } = deps;
  return tenantsRoutes(createTenantsService({ db, clock, ids, businessAccount: 'insuite' }));
}
