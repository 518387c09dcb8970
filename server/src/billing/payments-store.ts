// Payments, their targets, the credits a posted payment made (to invoice items and to the
// account's credit), and payment numbers. Amounts are the digits of exact decimals; sums are made
// by the service with decimal.js. `version` moves with every write of a payment, so two writers
// cannot both move it on.
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';
import type { PaymentState } from './payments-states.js';

type Conn = Db | Tx;

export interface TargetRecord {
  containerType: 'invoice' | 'invoiceItem' | 'account' | 'subpayment';
  containerLocator: string;
  /** Digits of the amount given for this target. */
  amount?: string;
}

export interface PaymentOptions {
  transactionMethod?: string;
  transactionNumber?: string;
  financialInstrumentLocator?: string;
  useDefaultFinancialInstrument?: boolean;
  retryPlanName?: string;
  nextRequestTime?: string;
}

export interface PaymentRecord {
  id: string;
  accountId: string;
  type: string;
  state: PaymentState;
  currency: string;
  amount: string;
  data: Record<string, unknown>;
  targets: TargetRecord[];
  options: PaymentOptions;
  paymentNumber?: string;
  validation?: {
    success: boolean;
    validationItems?: { elementType: string; locator: string; errors: string[] }[];
  };
  postedAt?: string;
  reversedAt?: string;
  reversedBy?: string;
  reversalReason?: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

export interface CreditRecord {
  id: string;
  paymentId: string;
  accountId: string;
  currency: string;
  /** Absent for the account's credit. */
  invoiceId?: string;
  itemId?: string;
  amount: string;
  reversed: boolean;
  createdAt: string;
}

interface Row {
  id: string;
  tenant_id: string;
  account_id: string;
  type: string;
  state: PaymentState;
  currency: string;
  amount: string;
  data: string;
  targets: string;
  options: string;
  payment_number: string | null;
  validation: string | null;
  posted_at: string | null;
  reversed_at: string | null;
  reversed_by: string | null;
  reversal_reason: string | null;
  version: number | string;
  created_at: string;
  created_by: string;
  updated_at: string;
}

const toRecord = (r: Row): PaymentRecord => ({
  id: r.id,
  accountId: r.account_id,
  type: r.type,
  state: r.state,
  currency: r.currency,
  amount: r.amount,
  data: parseJson(r.data, {}),
  targets: parseJson(r.targets, []),
  options: parseJson(r.options, {}),
  ...(r.payment_number !== null ? { paymentNumber: r.payment_number } : {}),
  ...(r.validation !== null ? { validation: parseJson(r.validation, { success: false }) } : {}),
  ...(r.posted_at !== null ? { postedAt: r.posted_at } : {}),
  ...(r.reversed_at !== null ? { reversedAt: r.reversed_at } : {}),
  ...(r.reversed_by !== null ? { reversedBy: r.reversed_by } : {}),
  ...(r.reversal_reason !== null ? { reversalReason: r.reversal_reason } : {}),
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

const columns = (p: PaymentRecord) => ({
  account_id: p.accountId,
  type: p.type,
  state: p.state,
  currency: p.currency,
  amount: p.amount,
  data: JSON.stringify(p.data),
  targets: JSON.stringify(p.targets),
  options: JSON.stringify(p.options),
  payment_number: p.paymentNumber ?? null,
  validation: p.validation === undefined ? null : JSON.stringify(p.validation),
  posted_at: p.postedAt ?? null,
  reversed_at: p.reversedAt ?? null,
  reversed_by: p.reversedBy ?? null,
  reversal_reason: p.reversalReason ?? null,
  version: p.version,
  updated_at: p.updatedAt,
});

/** The rows by which a payment is found from its targets (an item's invoice beside it). */
async function writeTargets(
  db: Conn,
  tenantId: string,
  p: PaymentRecord,
  invoiceOf: ReadonlyMap<string, string>,
) {
  await db('payment_targets').where({ payment_id: p.id }).delete();
  const rows = p.targets.map((t) => ({
    tenant_id: tenantId,
    payment_id: p.id,
    container_id: t.containerLocator,
    container_type: t.containerType,
    invoice_id:
      t.containerType === 'invoice' ? t.containerLocator : (invoiceOf.get(t.containerLocator) ?? null),
  }));
  if (rows.length) await db('payment_targets').insert(rows);
}

export async function insertPayment(
  db: Conn,
  tenantId: string,
  p: PaymentRecord,
  invoiceOf: ReadonlyMap<string, string>,
): Promise<void> {
  await db('payments').insert({
    id: p.id,
    tenant_id: tenantId,
    created_at: p.createdAt,
    created_by: p.createdBy,
    ...columns(p),
  });
  await writeTargets(db, tenantId, p, invoiceOf);
}

/**
 * Writes `p` over the stored one of version `p.version - 1`, its targets too when given; false
 * when another write came first.
 */
export async function updatePayment(
  db: Conn,
  tenantId: string,
  p: PaymentRecord,
  invoiceOf?: ReadonlyMap<string, string>,
): Promise<boolean> {
  const n = await db('payments')
    .where({ tenant_id: tenantId, id: p.id, version: p.version - 1 })
    .update(columns(p));
  if (Number(n) !== 1) return false;
  if (invoiceOf) await writeTargets(db, tenantId, p, invoiceOf);
  return true;
}

export async function findPayment(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<PaymentRecord | undefined> {
  const row = await db<Row>('payments').where({ tenant_id: tenantId, id }).first();
  return row ? toRecord(row) : undefined;
}

export async function paymentsWithNumber(
  db: Conn,
  tenantId: string,
  number: string,
): Promise<PaymentRecord[]> {
  const rows = await db<Row>('payments')
    .where({ tenant_id: tenantId, payment_number: number })
    .orderBy('created_at')
    .orderBy('id')
    .limit(1000);
  return rows.map(toRecord);
}

export async function listPayments(
  db: Conn,
  tenantId: string,
  filter: { accountId?: string; targetId?: string; invoiceId?: string; includeReversed?: boolean },
  req: PageRequest,
): Promise<Page<PaymentRecord>> {
  const q = db<Row>('payments').where('payments.tenant_id', tenantId).select('payments.*');
  if (filter.accountId !== undefined) q.andWhere('payments.account_id', filter.accountId);
  if (filter.targetId !== undefined || filter.invoiceId !== undefined)
    q.whereIn(
      'payments.id',
      db('payment_targets')
        .where('tenant_id', tenantId)
        .andWhere((w) => {
          if (filter.targetId !== undefined) w.orWhere('container_id', filter.targetId);
          if (filter.invoiceId !== undefined) w.orWhere('invoice_id', filter.invoiceId);
        })
        .select('payment_id'),
    );
  if (filter.includeReversed === false) q.andWhereNot('payments.state', 'reversed');
  return page(q, req, toRecord, ['payments.created_at', 'payments.id']);
}

/**
 * Takes the row lock of the tenant's payment counter (made if missing), held to the end of the
 * transaction, in one statement: the posts and reversals of a tenant follow each other.
 */
export async function lockPosts(tx: Tx, tenantId: string): Promise<void> {
  await tx('payment_numbers')
    .insert({ tenant_id: tenantId, last: 0 })
    .onConflict('tenant_id')
    .merge({ last: tx.raw('?? + 0', ['payment_numbers.last']) });
}

/** The next payment number of the tenant, counted under the counter row's lock. */
export async function nextPaymentNumber(tx: Tx, tenantId: string): Promise<number> {
  await tx('payment_numbers').insert({ tenant_id: tenantId, last: 0 }).onConflict('tenant_id').ignore();
  await tx('payment_numbers').where({ tenant_id: tenantId }).increment('last', 1);
  const row = await tx('payment_numbers').where({ tenant_id: tenantId }).first('last');
  return Number((row as { last: number | string }).last);
}

// ---- credits ---------------------------------------------------------------------------------------

interface CreditRow {
  id: string;
  tenant_id: string;
  payment_id: string;
  account_id: string;
  currency: string;
  invoice_id: string | null;
  item_id: string | null;
  amount: string;
  reversed: boolean | number;
  created_at: string;
}

const toCredit = (r: CreditRow): CreditRecord => ({
  id: r.id,
  paymentId: r.payment_id,
  accountId: r.account_id,
  currency: r.currency,
  ...(r.invoice_id !== null ? { invoiceId: r.invoice_id } : {}),
  ...(r.item_id !== null ? { itemId: r.item_id } : {}),
  amount: r.amount,
  reversed: Boolean(r.reversed),
  createdAt: r.created_at,
});

export async function insertCredits(tx: Tx, tenantId: string, credits: CreditRecord[]): Promise<void> {
  if (!credits.length) return;
  await tx('payment_credits').insert(
    credits.map((c) => ({
      id: c.id,
      tenant_id: tenantId,
      payment_id: c.paymentId,
      account_id: c.accountId,
      currency: c.currency,
      invoice_id: c.invoiceId ?? null,
      item_id: c.itemId ?? null,
      amount: c.amount,
      reversed: 0,
      created_at: c.createdAt,
    })),
  );
}

export async function creditsOfPayment(
  db: Conn,
  tenantId: string,
  paymentId: string,
): Promise<CreditRecord[]> {
  const rows = await db<CreditRow>('payment_credits')
    .where({ tenant_id: tenantId, payment_id: paymentId })
    .orderBy('id');
  return rows.map(toCredit);
}

export async function reverseCredits(tx: Tx, tenantId: string, paymentId: string): Promise<void> {
  await tx('payment_credits').where({ tenant_id: tenantId, payment_id: paymentId }).update({ reversed: 1 });
}

/** The credits in force (not reversed) on these invoices' items. */
export async function creditsOnInvoices(
  db: Conn,
  tenantId: string,
  invoiceIds: readonly string[],
): Promise<CreditRecord[]> {
  if (!invoiceIds.length) return [];
  const rows: CreditRow[] = [];
  for (let i = 0; i < invoiceIds.length; i += 500)
    rows.push(
      ...(await db<CreditRow>('payment_credits')
        .where({ tenant_id: tenantId, reversed: 0 })
        .whereIn('invoice_id', invoiceIds.slice(i, i + 500))),
    );
  return rows.map(toCredit);
}

/** The account's credits in force (the parts of payments no invoice took), in every currency. */
export async function accountCredits(db: Conn, tenantId: string, accountId: string): Promise<CreditRecord[]> {
  const rows = await db<CreditRow>('payment_credits')
    .where({ tenant_id: tenantId, account_id: accountId, reversed: 0 })
    .whereNull('item_id');
  return rows.map(toCredit);
}

// ---- the invoices payments settle --------------------------------------------------------------------
// The invoices and their items are the invoices' own (their store writes them); a post takes what it
// places off each item's and invoice's remaining amount, settling an invoice that owes nothing
// more, and a reversal puts it back, reopening it. Both move the invoice's version, so a writer of
// the invoices that read it before sees it changed.

export interface InvoiceRow {
  id: string;
  tenant_id: string;
  account_id: string;
  policy_id: string | null;
  state: 'open' | 'settled' | 'discarded';
  due_time: string;
  currency: string;
  total_amount: string;
  remaining_amount: string;
  settled_time: string | null;
  version: number | string;
}

export interface InvoiceItemRow {
  id: string;
  invoice_id: string;
  amount: string;
  remaining_amount: string;
  position: number;
}

export interface InvoiceWithItems {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
}

async function withItems(db: Conn, tenantId: string, rows: InvoiceRow[]): Promise<InvoiceWithItems[]> {
  if (!rows.length) return [];
  const items = (await db('invoice_items')
    .where('tenant_id', tenantId)
    .whereIn(
      'invoice_id',
      rows.map((r) => r.id),
    )
    .orderBy('position')
    .select('id', 'invoice_id', 'amount', 'remaining_amount', 'position')) as InvoiceItemRow[];
  return rows.map((invoice) => ({ invoice, items: items.filter((i) => i.invoice_id === invoice.id) }));
}

export async function invoicesById(
  db: Conn,
  tenantId: string,
  ids: readonly string[],
): Promise<InvoiceWithItems[]> {
  if (!ids.length) return [];
  const rows = (await db('invoices')
    .where('tenant_id', tenantId)
    .whereIn('id', [...ids])
    .select('*')) as InvoiceRow[];
  return withItems(db, tenantId, rows);
}

export async function invoicesOfItems(
  db: Conn,
  tenantId: string,
  itemIds: readonly string[],
): Promise<InvoiceWithItems[]> {
  if (!itemIds.length) return [];
  const ids = (await db('invoice_items')
    .where('tenant_id', tenantId)
    .whereIn('id', [...itemIds])
    .distinct('invoice_id')) as { invoice_id: string }[];
  return invoicesById(
    db,
    tenantId,
    ids.map((r) => r.invoice_id),
  );
}

/** Sets an item's and its invoice's remaining amounts, and the invoice's state and times. */
export async function writeInvoiceRemaining(
  tx: Tx,
  tenantId: string,
  invoice: {
    id: string;
    remaining: string;
    state: 'open' | 'settled';
    settledTime?: string;
    unsettledTime?: string;
  },
  items: { id: string; remaining: string; settlementTime: string | null }[],
): Promise<void> {
  // Every item in one statement.
  if (items.length) {
    const cases = items.map(() => 'when ? then ?').join(' ');
    await tx('invoice_items')
      .where({ tenant_id: tenantId })
      .whereIn(
        'id',
        items.map((it) => it.id),
      )
      .update({
        remaining_amount: tx.raw(
          `case id ${cases} end`,
          items.flatMap((it) => [it.id, it.remaining]),
        ),
        settlement_time: tx.raw(
          `case id ${cases} end`,
          items.flatMap((it) => [it.id, it.settlementTime]),
        ),
      });
  }
  await tx('invoices')
    .where({ tenant_id: tenantId, id: invoice.id })
    .update({
      remaining_amount: invoice.remaining,
      state: invoice.state,
      ...(invoice.settledTime !== undefined ? { settled_time: invoice.settledTime } : {}),
      ...(invoice.unsettledTime !== undefined ? { unsettled_time: invoice.unsettledTime } : {}),
      version: tx.raw('version + 1'),
    });
}

/**
 * Open invoices of any tenant due by `upTo` with something still owed that no open delinquency
 * concerns, by locator after `after`.
 */
export async function overdueInvoices(
  db: Conn,
  upTo: string,
  after: string,
  limit: number,
): Promise<InvoiceRow[]> {
  return (await db('invoices')
    .where('state', 'open')
    .andWhere('due_time', '<=', upTo)
    .andWhere('id', '>', after)
    .whereNull('delinquency_skipped_at')
    .whereNotExists(
      db('delinquency_references')
        .whereRaw("delinquency_references.open_key = 'i:' || invoices.id")
        .select(db.raw('1')),
    )
    .orderBy('id')
    .limit(limit)
    .select('*')) as InvoiceRow[];
}

/** Marks an invoice the delinquency job starts nothing for, so that its later runs pass it by. */
export async function skipDelinquency(db: Conn, tenantId: string, invoiceId: string, at: string) {
  await db('invoices')
    .where({ tenant_id: tenantId, id: invoiceId })
    .whereNull('delinquency_skipped_at')
    .update({ delinquency_skipped_at: at });
}

/** Lets the delinquency job look at a policy's open invoices it passed by again. */
export async function unskipDelinquency(db: Conn, tenantId: string, policyId: string) {
  await db('invoices')
    .where({ tenant_id: tenantId, policy_id: policyId, state: 'open' })
    .whereNotNull('delinquency_skipped_at')
    .update({ delinquency_skipped_at: null });
}
