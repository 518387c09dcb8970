import type { AreaDeps } from '../area.js';
import type { PolicyServices } from '../policy/index.js';
import { deprecatedRoutes } from './deprecated-routes.js';

/** Deprecated-only operations, answered from the policy area's entities (docs/decisions.md §9). */
export function deprecatedArea(
  _deps: AreaDeps,
  needs: { policy: Pick<PolicyServices, 'quotes' | 'policies'> },
) {
  return { handlers: deprecatedRoutes(needs.policy), services: {} };
}
