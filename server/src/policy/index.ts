import type { AreaDeps } from '../area.js';
import type { ConfigService } from '../deploy/config-service.js';
import type { EventsService } from '../events/events-service.js';
import type { DataAccessService } from '../identity/data-access-service.js';
import type { ConstraintLookup } from '../tables/constraint-lookup.js';
import { createAccountsService } from './accounts-service.js';
import { createConstraintsService } from './constraints-service.js';
import { createPoliciesService } from './policies-service.js';
import { dependencyRoutes, entityRoutes, evaluateRoutes } from './policy-routes.js';
import { createLifecycleService, type TableReads } from './lifecycle-service.js';
import { lifecycleRoutes } from './lifecycle-routes.js';
import type { PluginsService } from '../plugins/index.js';
import { createQuotesService } from './quotes-service.js';
import { underwritingRoutes } from './underwriting-routes.js';
import { createTransactionsService } from './transactions-service.js';
import { transactionFlagRoutes, transactionsRoutes } from './transactions-routes.js';

/** What the policy area is handed by the areas it builds on. */
export interface PolicyNeeds {
  /** The tenant's deployed configuration (deploy area). */
  configs: Pick<ConfigService, 'definition'>;
  /** The caller's data access records (identity area). */
  dataAccess: DataAccessService;
  /** The outbox every change writes its event to, in its own transaction (events area). */
  events: EventsService;
  /** Constraint tables, resolved by static name, date and jurisdiction (tables area). */
  constraints: ConstraintLookup;
  /** Lookup and range table rows for plugins (tables area). */
  tables: TableReads;
  /** The tenant's plugins: validation, rating and underwriting steps. */
  plugins: PluginsService;
}

/** Accounts, quotes, quick quotes, policies, transactions and constraint evaluation. */
export function policyArea(deps: AreaDeps, needs: PolicyNeeds) {
  const { db, reads, clock, ids } = deps;
  const policyDeps = {
    db,
    reads,
    clock,
    ids,
    lookup: needs.constraints,
    configs: needs.configs,
    dataAccess: needs.dataAccess,
    events: needs.events,
  };
  const accounts = createAccountsService(policyDeps);
  const quotes = createQuotesService(policyDeps, accounts);
  const policies = createPoliciesService(policyDeps, accounts);
  const lifecycle = createLifecycleService(
    { ...policyDeps, plugins: needs.plugins, tables: needs.tables },
    quotes,
    accounts,
  );
  const constraints = createConstraintsService(policyDeps, { accounts, quotes, policies });
  const transactions = createTransactionsService(
    { ...policyDeps, plugins: needs.plugins, tables: needs.tables },
    { quotes, policies },
  );
  const services = { accounts, quotes, policies, constraints, lifecycle, transactions };
  return {
    handlers: {
      ...entityRoutes(services),
      ...lifecycleRoutes(lifecycle, policies),
      ...underwritingRoutes(lifecycle),
      ...dependencyRoutes(constraints),
      ...evaluateRoutes(constraints),
      ...transactionsRoutes(transactions),
      ...transactionFlagRoutes(transactions),
    },
    services,
  };
}

export type PolicyServices = ReturnType<typeof policyArea>['services'];
