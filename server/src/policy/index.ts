import type { AreaDeps } from '../area.js';
import { createConfigService } from '../deploy/config-service.js';
import { notImplementedError } from '../errors.js';
import { createEventsService } from '../events/events-service.js';
import { notImplemented } from '../http/dispatch.js';
import { createDataAccessService } from '../identity/data-access-service.js';
import type { ConstraintLookup } from '../tables/constraint-lookup.js';
import { createAccountsService } from './accounts-service.js';
import { createConstraintsService } from './constraints-service.js';
import { createPoliciesService } from './policies-service.js';
import { dependencyRoutes, entityRoutes, evaluateRoutes } from './policy-routes.js';
import { createQuotesService } from './quotes-service.js';

/** Until the tables area answers constraint lookups, anything that needs table rows answers 501. */
const noConstraintTables: ConstraintLookup = {
  constraintValues: () => Promise.reject(notImplementedError('Constraint table lookup')),
};

/** The services of the policy area, for it and for the areas that read its entities. */
export function createPolicyServices(deps: AreaDeps, lookup: ConstraintLookup = noConstraintTables) {
  const { db, clock, ids, auth } = deps;
  const policyDeps = {
    db,
    clock,
    ids,
    lookup,
    configs: createConfigService({ db, clock, ids }),
    dataAccess: createDataAccessService({ db, clock, auth }),
    events: createEventsService({ clock, ids }),
  };
  const accounts = createAccountsService(policyDeps);
  const quotes = createQuotesService(policyDeps, accounts);
  const policies = createPoliciesService(policyDeps, accounts);
  const constraints = createConstraintsService(policyDeps, { accounts, quotes, policies });
  return { accounts, quotes, policies, constraints };
}

export type PolicyServices = ReturnType<typeof createPolicyServices>;

/** Accounts, quotes, quick quotes, policies, transactions and constraint evaluation. */
export function policyArea(deps: AreaDeps, lookup?: ConstraintLookup) {
  const services = createPolicyServices(deps, lookup);
  return {
    ...entityRoutes(services),
    ...dependencyRoutes(services.constraints),
    ...(lookup
      ? evaluateRoutes(services.constraints)
      : {
          evaluateConstraintsForAccount: notImplemented('evaluateConstraintsForAccount'),
          evaluateConstraintsForPolicyTransaction: notImplemented('evaluateConstraintsForPolicyTransaction'),
          evaluateConstraintsForQuickQuote: notImplemented('evaluateConstraintsForQuickQuote'),
          evaluateConstraintsForQuote: notImplemented('evaluateConstraintsForQuote'),
        }),
  };
}
