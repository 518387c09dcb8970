// Invoices and their items. An invoice is written with its items in the transaction that takes
// its installments (installments-store's pending_at set to null, guarded so that one installment
// is invoiced once); `version` guards every later change. Every function takes the tenant, no
// exception.
import type { Db, Tx } from '../db/knex.js';
import { page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';

type Conn = Db | Tx;

export type InvoiceState = 'open' | 'settled' | 'discarded';

export interface InvoiceItemRecord {
  id: string;
  invoiceId: string;
  policyId?: string;
  elementStaticId?: string;
  chargeType: string;
  chargeCategory: string;
  amount: string;
  remainingAmount: string;
  settlementTime?: string;
  installmentItemIds: string[];
  transactionIds: string[];
  position: number;
  createdAt: string;
}

export interface InvoiceRecord {
  id: string;
  accountId: string;
  policyId?: string;
  state: InvoiceState;
  startTime: string;
  endTime: string;
  generatedTime: string;
  dueTime: string;
  currency: string;
  timezone: string;
  totalAmount: string;
  remainingAmount: string;
  invoiceNumber?: string;
  autopayTime?: string;
  suppressAutopay: boolean;
  settledTime?: string;
  unsettledTime?: string;
  version: number;
  createdAt: string;
  createdBy: string;
}

interface InvoiceRow {
  id: string;
  tenant_id: string;
  account_id: string;
  policy_id: string | null;
  state: InvoiceState;
  invoice_type: string;
  start_time: string;
  end_time: string;
  generated_time: string;
  due_time: string;
  currency: string;
  timezone: string;
  total_amount: string;
  remaining_amount: string;
  invoice_number: string | null;
  autopay_time: string | null;
  suppress_autopay: boolean | number;
  settled_time: string | null;
  unsettled_time: string | null;
  discarded_time: string | null;
  version: number | string;
  created_at: string;
  created_by: string;
}

interface ItemRow {
  id: string;
  tenant_id: string;
  invoice_id: string;
  policy_id: string | null;
  element_static_id: string | null;
  element_type: string | null;
  charge_type: string;
  charge_category: string;
  amount: string;
  remaining_amount: string;
  settlement_time: string | null;
  unsettled_time: string | null;
  installment_item_ids: string;
  transaction_ids: string;
  position: number | string;
  created_at: string;
}

export const toInvoice = (r: InvoiceRow): InvoiceRecord & { tenantId: string } => ({
  tenantId: r.tenant_id,
  id: r.id,
  accountId: r.account_id,
  ...(r.policy_id !== null ? { policyId: r.policy_id } : {}),
  state: r.state,
  startTime: r.start_time,
  endTime: r.end_time,
  generatedTime: r.generated_time,
  dueTime: r.due_time,
  currency: r.currency,
  timezone: r.timezone,
  totalAmount: r.total_amount,
  remainingAmount: r.remaining_amount,
  ...(r.invoice_number !== null ? { invoiceNumber: r.invoice_number } : {}),
  ...(r.autopay_time !== null ? { autopayTime: r.autopay_time } : {}),
  suppressAutopay: Boolean(r.suppress_autopay),
  ...(r.settled_time !== null ? { settledTime: r.settled_time } : {}),
  ...(r.unsettled_time !== null ? { unsettledTime: r.unsettled_time } : {}),
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

const toItem = (r: ItemRow): InvoiceItemRecord => ({
  id: r.id,
  invoiceId: r.invoice_id,
  ...(r.policy_id !== null ? { policyId: r.policy_id } : {}),
  ...(r.element_static_id !== null ? { elementStaticId: r.element_static_id } : {}),
  chargeType: r.charge_type,
  chargeCategory: r.charge_category,
  amount: r.amount,
  remainingAmount: r.remaining_amount,
  ...(r.settlement_time !== null ? { settlementTime: r.settlement_time } : {}),
  installmentItemIds: parseJson(r.installment_item_ids, [] as string[]),
  transactionIds: parseJson(r.transaction_ids, [] as string[]),
  position: Number(r.position),
  createdAt: r.created_at,
});

const invoiceColumns = (i: InvoiceRecord) => ({
  state: i.state,
  remaining_amount: i.remainingAmount,
  invoice_number: i.invoiceNumber ?? null,
  autopay_time: i.autopayTime ?? null,
  suppress_autopay: i.suppressAutopay,
  settled_time: i.settledTime ?? null,
  unsettled_time: i.unsettledTime ?? null,
  version: i.version,
});

/** Inserts invoices and their items, many at once. */
export async function insertInvoices(
  tx: Tx,
  tenantId: string,
  list: { invoice: InvoiceRecord; items: InvoiceItemRecord[] }[],
): Promise<void> {
  if (!list.length) return;
  await tx.batchInsert(
    'invoices',
    list.map(({ invoice: i }) => ({
      id: i.id,
      tenant_id: tenantId,
      account_id: i.accountId,
      policy_id: i.policyId ?? null,
      invoice_type: 'normal',
      start_time: i.startTime,
      end_time: i.endTime,
      generated_time: i.generatedTime,
      due_time: i.dueTime,
      currency: i.currency,
      timezone: i.timezone,
      total_amount: i.totalAmount,
      created_at: i.createdAt,
      created_by: i.createdBy,
      ...invoiceColumns(i),
    })),
    100,
  );
  await tx.batchInsert(
    'invoice_items',
    list.flatMap(({ items }) =>
      items.map((x) => ({
        id: x.id,
        tenant_id: tenantId,
        invoice_id: x.invoiceId,
        policy_id: x.policyId ?? null,
        element_static_id: x.elementStaticId ?? null,
        charge_type: x.chargeType,
        charge_category: x.chargeCategory,
        amount: x.amount,
        remaining_amount: x.remainingAmount,
        settlement_time: x.settlementTime ?? null,
        installment_item_ids: JSON.stringify(x.installmentItemIds),
        transaction_ids: JSON.stringify(x.transactionIds),
        position: x.position,
        created_at: x.createdAt,
      })),
    ),
    100,
  );
}

/** Writes a changed invoice if nothing changed it since it was read. */
export async function updateInvoice(db: Conn, tenantId: string, i: InvoiceRecord): Promise<boolean> {
  const n = await db('invoices')
    .where({ tenant_id: tenantId, id: i.id, version: i.version - 1 })
    .update(invoiceColumns(i));
  return Number(n) === 1;
}

export async function setItemsRemaining(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  remaining: 'zero' | 'amount',
  at: string | null,
): Promise<void> {
  await tx('invoice_items')
    .where({ tenant_id: tenantId, invoice_id: invoiceId })
    .update(
      remaining === 'zero'
        ? { remaining_amount: '0', settlement_time: at }
        : { remaining_amount: tx.ref('amount'), settlement_time: null, unsettled_time: at },
    );
}

export async function findInvoices(db: Conn, tenantId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = (await db('invoices').where({ tenant_id: tenantId }).whereIn('id', ids)) as InvoiceRow[];
  return rows.map(toInvoice);
}

export async function findInvoice(db: Conn, tenantId: string, id: string) {
  return (await findInvoices(db, tenantId, [id]))[0];
}

export async function itemsOf(db: Conn, tenantId: string, invoiceIds: readonly string[]) {
  if (!invoiceIds.length) return [];
  const rows = (await db('invoice_items')
    .where({ tenant_id: tenantId })
    .whereIn('invoice_id', invoiceIds)
    .orderBy([{ column: 'invoice_id' }, { column: 'position' }])) as ItemRow[];
  return rows.map(toItem);
}

export type InvoiceScope = { accountId: string } | { policyId: string };

export const listInvoices = (
  db: Conn,
  tenantId: string,
  scope: InvoiceScope,
  includeZero: boolean,
  req: PageRequest,
) => {
  const q = db('invoices').where({
    tenant_id: tenantId,
    ...('accountId' in scope ? { account_id: scope.accountId } : { policy_id: scope.policyId }),
  });
  if (!includeZero) q.whereNot({ total_amount: '0' });
  return page<InvoiceRow, InvoiceRecord>(q, req, toInvoice, ['generated_time', 'id']);
};

export async function invoicesWithNumber(db: Conn, tenantId: string, n: string) {
  const rows = (await db('invoices')
    .where({ tenant_id: tenantId, invoice_number: n })
    .orderBy('id')
    .limit(1000)) as InvoiceRow[];
  return rows.map(toInvoice);
}

/** The tenant's next value of a counter (invoice numbers), in `tx`. */
export async function nextCounter(tx: Tx, tenantId: string, name: string): Promise<number> {
  await tx('billing_counters')
    .insert({ tenant_id: tenantId, name, value: 0 })
    .onConflict(['tenant_id', 'name'])
    .ignore();
  await tx('billing_counters').where({ tenant_id: tenantId, name }).increment('value', 1);
  const row = (await tx('billing_counters').where({ tenant_id: tenantId, name }).first()) as {
    value: number | string;
  };
  return Number(row.value);
}

export async function insertWriteOff(
  tx: Tx,
  tenantId: string,
  w: {
    id: string;
    accountId: string;
    invoiceId: string;
    currency: string;
    amount: string;
    targets: unknown[];
    createdAt: string;
    createdBy: string;
  },
) {
  await tx('write_offs').insert({
    id: w.id,
    tenant_id: tenantId,
    account_id: w.accountId,
    invoice_id: w.invoiceId,
    credit_type: 'writeOff',
    state: 'distributed',
    currency: w.currency,
    amount: w.amount,
    targets: JSON.stringify(w.targets),
    created_at: w.createdAt,
    created_by: w.createdBy,
  });
}

export async function insertCreditDistribution(
  tx: Tx,
  tenantId: string,
  c: {
    id: string;
    accountId: string;
    currency: string;
    amount: string;
    sources: unknown[];
    targets: unknown[];
    at: string;
    createdBy: string;
  },
) {
  await tx('credit_distributions').insert({
    id: c.id,
    tenant_id: tenantId,
    account_id: c.accountId,
    state: 'executed',
    currency: c.currency,
    amount: c.amount,
    sources: JSON.stringify(c.sources),
    targets: JSON.stringify(c.targets),
    executed_at: c.at,
    created_at: c.at,
    created_by: c.createdBy,
  });
}
