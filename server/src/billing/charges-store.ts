// The charges of issued transactions as billing keeps them: one row per charge, written in the
// transaction that issues it. Every function takes the tenant.
import type { Db, Tx } from '../db/knex.js';
import { page, type PageRequest } from '../shared/paging.js';

type Conn = Db | Tx;

export interface ChargeRecord {
  id: string;
  accountId: string;
  policyId: string;
  termId: string;
  transactionId: string;
  elementId: string;
  elementStaticId: string;
  chargeType: string;
  chargeCategory: string;
  chargeInvoicing: 'scheduled' | 'next' | 'immediate';
  amount: string;
  currency: string;
  tag?: string;
  reversalOfId?: string;
  issuedAt: string;
}

interface Row {
  id: string;
  tenant_id: string;
  account_id: string;
  policy_id: string;
  term_id: string;
  transaction_id: string;
  element_id: string;
  element_static_id: string;
  charge_type: string;
  charge_category: string;
  charge_invoicing: ChargeRecord['chargeInvoicing'];
  amount: string;
  currency: string;
  tag: string | null;
  reversal_of_id: string | null;
  issued_at: string;
}

const toRecord = (r: Row): ChargeRecord => ({
  id: r.id,
  accountId: r.account_id,
  policyId: r.policy_id,
  termId: r.term_id,
  transactionId: r.transaction_id,
  elementId: r.element_id,
  elementStaticId: r.element_static_id,
  chargeType: r.charge_type,
  chargeCategory: r.charge_category,
  chargeInvoicing: r.charge_invoicing,
  amount: r.amount,
  currency: r.currency,
  ...(r.tag !== null ? { tag: r.tag } : {}),
  ...(r.reversal_of_id !== null ? { reversalOfId: r.reversal_of_id } : {}),
  issuedAt: r.issued_at,
});

export async function insertCharges(tx: Tx, tenantId: string, charges: ChargeRecord[]): Promise<void> {
  if (!charges.length) return;
  const rows = charges.map((c) => ({
    id: c.id,
    tenant_id: tenantId,
    account_id: c.accountId,
    policy_id: c.policyId,
    term_id: c.termId,
    transaction_id: c.transactionId,
    element_id: c.elementId,
    element_static_id: c.elementStaticId,
    charge_type: c.chargeType,
    charge_category: c.chargeCategory,
    charge_invoicing: c.chargeInvoicing,
    amount: c.amount,
    currency: c.currency,
    tag: c.tag ?? null,
    reversal_of_id: c.reversalOfId ?? null,
    issued_at: c.issuedAt,
  }));
  await tx.batchInsert('billing_charges', rows, 200);
}

export type ChargeScope = { policyId: string } | { accountId: string } | { transactionId: string };

const scopeColumns = (s: ChargeScope) =>
  'policyId' in s
    ? { policy_id: s.policyId }
    : 'accountId' in s
      ? { account_id: s.accountId }
      : { transaction_id: s.transactionId };

export const listCharges = (db: Conn, tenantId: string, scope: ChargeScope, req: PageRequest) =>
  page<Row, ChargeRecord>(
    db('billing_charges').where({ tenant_id: tenantId, ...scopeColumns(scope) }),
    req,
    toRecord,
    ['issued_at', 'id'],
  );

/** Every charge of a term, for conservation checks and re-spreads. */
export async function termCharges(db: Conn, tenantId: string, termId: string): Promise<ChargeRecord[]> {
  const rows = (await db('billing_charges')
    .where({ tenant_id: tenantId, term_id: termId })
    .orderBy([{ column: 'issued_at' }, { column: 'id' }])) as Row[];
  return rows.map(toRecord);
}
