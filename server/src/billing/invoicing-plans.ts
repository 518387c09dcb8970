// Invoicing plans (the configuration's `invoicingPlans`): which installments of a policy share an
// invoice, the fee an invoice carries, and what a cancellation invoices at once. An account names
// its plan (`invoicingPlanName`), else the configuration's `defaultInvoicingPlan` applies, else
// none: no fee, one invoice per generate time. docs/billing.md tells the rules; pure functions only.
import { Decimal } from 'decimal.js';

export type Matching = 'generateTime' | 'startTime' | 'all';
export type Window = 'start' | 'startAndEnd' | 'catchUp';

export interface InvoicingPlan {
  invoiceFeeHandling: 'max' | 'min' | 'sum' | 'waive';
  invoiceFeeAmounts: Record<string, number>;
  consolidateInvoicesOnCancellation: 'none' | 'future' | 'all';
  installmentGrouping: { matching: Matching; window: Window };
}

/** What applies without a plan: what insuite did before plans were applied. */
export const NO_INVOICING_PLAN: InvoicingPlan = {
  invoiceFeeHandling: 'waive',
  invoiceFeeAmounts: {},
  consolidateInvoicesOnCancellation: 'none',
  installmentGrouping: { matching: 'generateTime', window: 'start' },
};

export interface InvoicingConfig {
  invoicingPlans?: Record<string, InvoicingPlan | undefined>;
  defaultInvoicingPlan?: string;
}

/** The plan of an account that names `named` (or none). */
export function invoicingPlanOf(config: InvoicingConfig, named: string | undefined): InvoicingPlan {
  const name = named ?? config.defaultInvoicingPlan;
  return (name !== undefined ? config.invoicingPlans?.[name] : undefined) ?? NO_INVOICING_PLAN;
}

interface Groupable {
  policyId: string;
  generateTime: string;
  dueTime: string;
  start: string;
  end: string;
}

/**
 * The installments a run invoices, grouped as invoices gather them: never across policies; within
 * one, by the plan's `installmentGrouping` (`planOf` the policy's plan). Groups come in the order
 * of their earliest generate time.
 */
export function groupInstallments<T extends Groupable>(
  list: readonly T[],
  planOf: (policyId: string) => InvoicingPlan,
): T[][] {
  const byPolicy = new Map<string, T[]>();
  for (const i of list) {
    const g = byPolicy.get(i.policyId);
    if (g) g.push(i);
    else byPolicy.set(i.policyId, [i]);
  }
  const out: T[][] = [];
  for (const [policyId, insts] of byPolicy) {
    const { matching, window } = planOf(policyId).installmentGrouping;
    const key = (i: T) =>
      matching === 'all'
        ? ''
        : matching === 'startTime'
          ? window === 'startAndEnd'
            ? `${i.start}|${i.end}`
            : i.start
          : window === 'startAndEnd'
            ? `${i.generateTime}|${i.dueTime}`
            : i.generateTime;
    // catchUp: what was generated before the latest generate time the run reached joins its invoice.
    const latest = insts.reduce((a, i) => (i.generateTime > a ? i.generateTime : a), '');
    const latestKey = key(insts.find((i) => i.generateTime === latest)!);
    const groups = new Map<string, T[]>();
    for (const i of insts) {
      const k = window === 'catchUp' && i.generateTime < latest ? latestKey : key(i);
      const g = groups.get(k);
      if (g) g.push(i);
      else groups.set(k, [i]);
    }
    out.push(...groups.values());
  }
  const first = (g: T[]) => g.reduce((a, i) => (i.generateTime < a ? i.generateTime : a), g[0]!.generateTime);
  return out.sort((a, b) => (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : 0));
}

/**
 * The fee of an invoice in `currency` gathering installments of `generateTimes` whose charges total
 * `charges`: none when the plan waives it or names no fee for the currency, or when the charges
 * come to zero or less (a refund is not billed a fee); `sum` one fee per generate time gathered,
 * `max` and `min` one fee (one policy and one currency per invoice: their fees are the same).
 */
export function invoiceFee(
  plan: InvoicingPlan,
  currency: string,
  generateTimes: readonly string[],
  charges: Decimal,
): Decimal | undefined {
  if (plan.invoiceFeeHandling === 'waive' || !charges.gt(0)) return undefined;
  const amount = plan.invoiceFeeAmounts[currency];
  if (amount === undefined || !(amount > 0)) return undefined;
  const fee = new Decimal(amount);
  return plan.invoiceFeeHandling === 'sum' ? fee.times(new Set(generateTimes).size) : fee;
}
