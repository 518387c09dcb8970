import type { AreaDeps } from '../area.js';
import type { Tx } from '../db/knex.js';
import type { ConfigService } from '../deploy/config-service.js';
import type { EventsService } from '../events/events-service.js';
import type { IssuedTransaction } from '../policy/after-issue.js';
import type { PolicyServices } from '../policy/index.js';
import { chargesRoutes } from './charges-routes.js';
import { createChargesService } from './charges-service.js';
import { createDelinquencyService } from './delinquency-service.js';
import { delinquencyRoutes } from './delinquency-routes.js';
import { installmentsRoutes } from './installments-routes.js';
import { createInstallmentsService } from './installments-service.js';
import { invoiceBook } from './payments-invoices.js';
import { invoicesRoutes } from './invoices-routes.js';
import { createInvoicesService } from './invoices-service.js';
import { createPaymentsService } from './payments-service.js';
import { paymentsRoutes } from './payments-routes.js';

/** What the billing area is handed by the areas it builds on. */
export interface BillingNeeds {
  /** The tenant's deployed configuration: its plans (deploy area). */
  configs: Pick<ConfigService, 'definition'>;
  /** The outbox (events area). */
  events: EventsService;
  /** Policies, transactions, accounts and quotes, each read as the caller may (policy area). */
  policy: PolicyServices;
}

/** Charges, installment lattices, installments, payments, account credit and delinquency. */
export function billingArea(deps: AreaDeps, needs: BillingNeeds) {
  const { db, clock, ids } = deps;
  const installments = createInstallmentsService({
    db,
    clock,
    ids,
    configs: needs.configs,
    policies: needs.policy.policies,
    accounts: needs.policy.accounts,
    quotes: needs.policy.quotes,
  });
  const charges = createChargesService({
    db,
    policies: needs.policy.policies,
    accounts: needs.policy.accounts,
  });
  const late: { onSettled?: Parameters<typeof createInvoicesService>[0]['onSettled'] } = {};
  const invoiceService = createInvoicesService({
    db,
    clock,
    ids,
    configs: needs.configs,
    policies: needs.policy.policies,
    accounts: needs.policy.accounts,
    quotes: needs.policy.quotes,
    events: needs.events,
    logger: deps.logger,
    leaseMs: deps.settings.billingLeaseMs,
    batch: deps.settings.billingBatch,
    installments,
    onSettled: (...args) => late.onSettled?.(...args) ?? Promise.resolve(),
  });
  /**
   * The policy area's afterIssue, in the issue's transaction: the charges kept and spread. Their
   * invoices come from the job, on its next run (an installment already due: at once on a test
   * server's next clock move, within the poll elsewhere), but what a cancellation's invoicing plan
   * consolidates, invoiced at once; a reinstatement lets its policy's invoices that fell due while
   * it was cancelled be looked at by delinquency again.
   */
  const afterIssue = async (tx: Tx, tenantId: string, issued: IssuedTransaction) => {
    await installments.onIssued(tx, tenantId, issued);
    const category = issued.transaction.category;
    if (category === 'cancellation') await invoiceService.consolidate(tx, tenantId, issued);
    if (category === 'reinstatement' || category === 'reversal')
      await invoiceBook.unskip(tx, tenantId, issued.policy.id);
  };
  const invoices = invoiceBook;
  const delinquency = createDelinquencyService(
    {
      db,
      clock,
      ids,
      logger: deps.logger,
      events: needs.events,
      configs: needs.configs,
      invoices,
      leaseMs: deps.settings.billingLeaseMs,
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
  late.onSettled = (tx, tenantId, invoiceIds, at, requestId, userId) =>
    delinquency.settleFor(tx, tenantId, invoiceIds, at, requestId, userId);
  // One after the other, in this order, on every run: a move of the clock generates the invoices
  // that fell due before delinquency looks for the unpaid ones (the invoice job goes first).
  startJobs(deps, [invoiceService, delinquency]);
  return {
    handlers: {
      ...chargesRoutes(charges),
      ...installmentsRoutes(installments),
      ...invoicesRoutes(invoiceService),
      ...paymentsRoutes(payments, invoiceService),
      ...delinquencyRoutes(delinquency),
    },
    services: { installments, charges, invoices: invoiceService, afterIssue, payments, delinquency },
  };
}

/**
 * The jobs on the server's clock, run one after the other in the order given: once at start
 * (catching up after downtime), then every billingPollMs, and whenever a test moves the clock
 * (before the move answers), for the tenant whose clock moved. Each takes its own lease.
 */
function startJobs(deps: AreaDeps, jobs: { run(only?: string): Promise<void>; idle(): Promise<void> }[]) {
  let stopped = false;
  const runAll = async (only?: string) => {
    for (const job of jobs) if (!stopped) await job.run(only);
  };
  const first = setTimeout(() => void runAll(), 0);
  const every = setInterval(() => void runAll(), deps.settings.billingPollMs);
  first.unref();
  every.unref();
  deps.clock.onMove?.((tenantId) => (stopped ? Promise.resolve() : runAll(tenantId)));
  deps.onClose(async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    for (const job of jobs) await job.idle();
  });
}

export type BillingServices = ReturnType<typeof billingArea>['services'];
