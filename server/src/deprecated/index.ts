import type { AreaDeps } from '../area.js';
import { createPolicyServices } from '../policy/index.js';
import { deprecatedRoutes } from './deprecated-routes.js';

/** Deprecated-only operations. */
export function deprecatedArea(deps: AreaDeps) {
  return deprecatedRoutes(createPolicyServices(deps));
}
