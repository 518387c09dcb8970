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
import { createRenewalsService, jobClock } from './renewals-service.js';
import { renewalsRoutes } from './renewals-routes.js';
import type { AfterIssue } from './after-issue.js';
import { loadTimeZone } from '../shared/calendar.js';

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
  /** Runs in the database transaction of every issue (handlers.ts hands billing's in). */
  afterIssue?: AfterIssue;
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
    afterIssue: needs.afterIssue,
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
  // The auto-renewal job writes, for each tenant it acts for, that tenant's time.
  const job = jobClock(clock);
  const transactions = createTransactionsService(
    { ...policyDeps, clock: job.clock, plugins: needs.plugins, tables: needs.tables },
    { quotes, policies },
  );
  const renewals = createRenewalsService(
    {
      ...policyDeps,
      clock: job.clock,
      plugins: needs.plugins,
      tables: needs.tables,
      logger: deps.logger,
      leaseMs: deps.settings.renewalLeaseMs,
      within: job.within,
    },
    { policies, transactions },
  );
  startRenewals(deps, renewals);
  // Terms and pro rata shares are months on a time zone's wall clock.
  deps.onWarmUp(() => loadTimeZone('UTC'));
  const services = { accounts, quotes, policies, constraints, lifecycle, transactions, renewals };
  return {
    handlers: {
      ...entityRoutes(services),
      ...lifecycleRoutes(lifecycle, policies),
      ...underwritingRoutes(lifecycle),
      ...dependencyRoutes(constraints),
      ...evaluateRoutes(constraints),
      ...transactionsRoutes(transactions),
      ...transactionFlagRoutes(transactions),
      ...renewalsRoutes(renewals),
    },
    services,
  };
}

/**
 * The auto-renewal job: once at start (catching up after downtime), then every renewalPollMs, and
 * whenever a test moves the clock (before the move answers), for the tenant whose clock moved.
 */
function startRenewals(deps: AreaDeps, job: { run(only?: string): Promise<void>; idle(): Promise<void> }) {
  const run = (only?: string) => job.run(only);
  let stopped = false;
  const first = setTimeout(() => void run(), 0);
  const every = setInterval(() => void run(), deps.settings.renewalPollMs);
  first.unref();
  every.unref();
  deps.clock.onMove?.((tenantId) => (stopped ? Promise.resolve() : run(tenantId)));
  deps.onClose(async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await job.idle();
  });
}

export type PolicyServices = ReturnType<typeof policyArea>['services'];
