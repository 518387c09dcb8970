import type { AreaDeps } from '../area.js';
import { createTenantsService } from './tenants-service.js';
import { tenantsRoutes } from './tenants-routes.js';

/** Tenants and their stored configurations. Built first: every other area works inside tenants. */
export function tenantsArea(deps: AreaDeps) {
  const { db, reads, clock, ids } = deps;
  const tenants = createTenantsService({ db, reads, clock, ids, businessAccount: 'insuite' });
  return { handlers: tenantsRoutes(tenants), services: { tenants } };
}
