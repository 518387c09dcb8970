import type { AreaDeps } from '../area.js';
import type { EventsService } from '../events/events-service.js';
import type { PolicyServices } from '../policy/index.js';
import { createDelinquencyService } from './delinquency-service.js';
import { delinquencyRoutes } from './delinquency-routes.js';
import { createPaymentsService, NO_INVOICES } from './payments-service.js';
import { paymentsRoutes } from './payments-routes.js';

/** What the billing area is handed by the areas it builds on. */
export interface BillingNeeds {
  configs: { definition(tenantId: string): Promise<unknown> };
  events: EventsService;
  policy: PolicyServices;
}

/** Payments, account credit and delinquency. */
export function billingArea(deps: AreaDeps, needs: BillingNeeds) {
  const { db, clock, ids } = deps;
  const invoices = NO_INVOICES;
  const delinquency = createDelinquencyService(
    {
      db,
      clock,
      ids,
      logger: deps.logger,
      events: needs.events,
      configs: needs.configs,
      invoices,
      leaseMs: deps.settings.renewalLeaseMs,
    },
    {
      policies: needs.policy.policies,
      quotes: needs.policy.quotes,
      accounts: needs.policy.accounts,
      transactions: needs.policy.transactions,
    },
  );
  const payments = createPaymentsService({
    db,
    clock,
    ids,
    events: needs.events,
    configs: needs.configs,
    accounts: needs.policy.accounts,
    invoices,
    onSettled: (tx, tenantId, invoiceIds, at, requestId, userId) =>
      delinquency.settleFor(tx, tenantId, invoiceIds, at, requestId, userId),
  });
  startJob(deps, delinquency);
  return {
    handlers: { ...paymentsRoutes(payments), ...delinquencyRoutes(delinquency) },
    services: { payments, delinquency },
  };
}

/**
 * The delinquency job: once at start (catching up after downtime), then every renewalPollMs, and
 * whenever a test moves the clock (before the move answers), for the tenant whose clock moved.
 */
function startJob(deps: AreaDeps, job: { run(only?: string): Promise<void>; idle(): Promise<void> }) {
  let stopped = false;
  const first = setTimeout(() => void job.run(), 0);
  const every = setInterval(() => void job.run(), deps.settings.renewalPollMs);
  first.unref();
  every.unref();
  deps.clock.onMove?.((tenantId) => (stopped ? Promise.resolve() : job.run(tenantId)));
  deps.onClose(async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await job.idle();
  });
}
