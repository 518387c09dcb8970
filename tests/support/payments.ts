// What the payment and delinquency tests share: payment types and delinquency plans added to the
// homeowners configuration; and, for the payments benchmark, open invoices of given amounts.
import type { Schema } from '@insuite/client';
import { Decimal } from 'decimal.js';
import type { Db } from '../../server/src/db/knex.js';
import { newUlid as ulid } from '../../server/src/util.js';
import { homeownersConfig } from './given.js';

export const PAYMENT_TYPES = {
  standard: { numberingTrigger: 'creation', data: { reference: { type: 'string' } } },
  check: { numberingTrigger: 'validation' },
  base: { abstract: true },
};

export const DELINQUENCY_PLANS = {
  standard: {
    gracePeriodDays: 10,
    lapseTransactionType: 'cancellation',
    advanceLapseTo: 'issued',
    events: { reminder: { offsetDays: 3, offsetBasis: 'gracePeriodStart' } },
  },
  lenient: { gracePeriodDays: 30, advanceLapseTo: 'draft' },
};

/** The homeowners configuration with payment types and delinquency plans (`standard` the default). */
export function paymentsConfig(more: Record<string, unknown> = {}): Schema<'ConfigurationRef'> {
  return {
    ...(homeownersConfig() as object),
    payments: PAYMENT_TYPES,
    delinquencyPlans: DELINQUENCY_PLANS,
    defaultDelinquencyPlan: 'standard',
    ...more,
  } as unknown as Schema<'ConfigurationRef'>;
}

/**
 * An open invoice written straight into the invoices' tables, with one item per amount, as the
 * invoice job writes one: for npm run bench:payments, which makes one for each round it measures.
 * Tests reach their invoices through the clock instead (CONTENTS_RATE_PLUGIN in billing.ts makes
 * invoices of given amounts). Answers its locator and its items' locators.
 */
export async function openInvoice(
  db: Db,
  tenantId: string,
  o: { accountId: string; policyId?: string; dueTime: string; amounts: string[]; currency?: string },
): Promise<{ locator: string; items: string[] }> {
  const id = ulid();
  const now = new Date().toISOString();
  const total = o.amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed();
  await db('invoices').insert({
    id,
    tenant_id: tenantId,
    account_id: o.accountId,
    policy_id: o.policyId ?? null,
    state: 'open',
    invoice_type: 'normal',
    start_time: o.dueTime,
    end_time: o.dueTime,
    generated_time: now,
    due_time: o.dueTime,
    currency: o.currency ?? 'USD',
    timezone: 'America/Chicago',
    total_amount: total,
    remaining_amount: total,
    version: 1,
    created_at: now,
    created_by: '00000000-0000-0000-0000-000000000000',
  });
  const items = o.amounts.map(() => ulid());
  await db('invoice_items').insert(
    o.amounts.map((amount, position) => ({
      id: items[position],
      tenant_id: tenantId,
      invoice_id: id,
      policy_id: o.policyId ?? null,
      charge_type: 'premium',
      charge_category: 'premium',
      amount,
      remaining_amount: amount,
      installment_item_ids: '[]',
      transaction_ids: '[]',
      position,
      created_at: now,
    })),
  );
  return { locator: id, items };
}
