// SQL of accounts, quotes and quick quotes, policies and policy transactions (migration
// 20261123010000_policy). Every function takes the tenant: another tenant's rows do not exist here.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { txInsert, txUpdate } from '../db/tx-statements.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';
import type { StoredElement } from './element-tree.js';
import type { QuoteState } from './lifecycle.js';
import type { StoredCharge, StoredPrice, StoredValidation } from './pricing.js';

type Conn = Db | Tx;
type Data = Record<string, unknown>;

export interface AccountRecord {
  id: string;
  type: string;
  data: Data;
  /** The invoicing plan named for the account (billing invoices its policies under it). */
  invoicingPlan?: string;
  /** Its installment preferences (billing lays its policies' terms out with them). */
  preferences?: Data;
  state: 'draft';
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

interface AccountRow {
  id: string;
  tenant_id: string;
  type: string;
  data: string;
  invoicing_plan: string | null;
  preferences: string | null;
  state: 'draft';
  version: number | string;
  created_at: string;
  created_by: string;
  updated_at: string;
}

const toAccount = (r: AccountRow): AccountRecord => ({
  id: r.id,
  type: r.type,
  data: parseJson(r.data, {}),
  ...(r.invoicing_plan !== null && r.invoicing_plan !== undefined ? { invoicingPlan: r.invoicing_plan } : {}),
  ...(r.preferences !== null && r.preferences !== undefined
    ? { preferences: parseJson(r.preferences, {}) }
    : {}),
  state: r.state,
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

export async function insertAccount(db: Conn, tenantId: string, a: AccountRecord): Promise<void> {
  await db('accounts').insert({
    id: a.id,
    tenant_id: tenantId,
    type: a.type,
    data: JSON.stringify(a.data),
    invoicing_plan: a.invoicingPlan ?? null,
    preferences: a.preferences !== undefined ? JSON.stringify(a.preferences) : null,
    state: a.state,
    version: a.version,
    created_at: a.createdAt,
    created_by: a.createdBy,
    updated_at: a.updatedAt,
  });
}

export async function findAccount(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<AccountRecord | undefined> {
  const row = await db<AccountRow>('accounts').where({ tenant_id: tenantId, id }).first();
  return row ? toAccount(row) : undefined;
}

/** The accounts' billing settings (invoicing plan, preferences), by locator; one statement. */
export async function accountsBilling(
  db: Conn,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, Pick<AccountRecord, 'invoicingPlan' | 'preferences'>>> {
  if (!ids.length) return new Map();
  const rows = (await db('accounts')
    .where({ tenant_id: tenantId })
    .whereIn('id', [...new Set(ids)])
    .select('id', 'invoicing_plan', 'preferences')) as Pick<
    AccountRow,
    'id' | 'invoicing_plan' | 'preferences'
  >[];
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...(r.invoicing_plan !== null ? { invoicingPlan: r.invoicing_plan } : {}),
        ...(r.preferences !== null ? { preferences: parseJson(r.preferences, {}) } : {}),
      },
    ]),
  );
}

/** Writes the account's data if it is still at `a.version - 1`; false when another change came first. */
export async function updateAccountData(db: Conn, tenantId: string, a: AccountRecord): Promise<boolean> {
  const n = await db('accounts')
    .where({ tenant_id: tenantId, id: a.id, version: a.version - 1 })
    .update({
      data: JSON.stringify(a.data),
      invoicing_plan: a.invoicingPlan ?? null,
      preferences: a.preferences !== undefined ? JSON.stringify(a.preferences) : null,
      version: a.version,
      updated_at: a.updatedAt,
    });
  return Number(n) === 1;
}

// ---- quotes and quick quotes -------------------------------------------------------------------

export type QuoteKind = 'quote' | 'quickquote';

export interface QuoteRecord {
  id: string;
  kind: QuoteKind;
  productName: string;
  accountId?: string;
  startTime?: string;
  endTime?: string;
  jurisdiction?: string;
  state: QuoteState;
  element: StoredElement;
  policyId?: string;
  validation?: StoredValidation;
  price?: StoredPrice;
  underwritingStatus?: string;
  currency?: string;
  timezone?: string;
  durationBasis?: string;
  groupId?: string;
  acceptedTime?: string;
  issuedTime?: string;
  /** The delinquency plan named for the quote (updateQuoteDelinquencyPlan); its policy keeps it. */
  delinquencyPlan?: string;
  /** Its installment preferences (billing lays its policy's terms out with them). */
  preferences?: Data;
  /** The invoice fee named for it (decimal digits); its policy keeps it. */
  invoiceFeeAmount?: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

interface QuoteRow {
  id: string;
  tenant_id: string;
  kind: QuoteKind;
  product_name: string;
  account_id: string | null;
  start_time: string | null;
  end_time: string | null;
  jurisdiction: string | null;
  state: QuoteState;
  element: string;
  policy_id: string | null;
  validation: string | null;
  price: string | null;
  underwriting_status: string | null;
  currency: string | null;
  timezone: string | null;
  duration_basis: string | null;
  group_id: string | null;
  accepted_time: string | null;
  issued_time: string | null;
  delinquency_plan?: string | null;
  preferences?: string | null;
  invoice_fee_amount?: string | null;
  version: number | string;
  created_at: string;
  created_by: string;
  updated_at: string;
}

const toQuote = (r: QuoteRow): QuoteRecord => ({
  id: r.id,
  kind: r.kind,
  productName: r.product_name,
  ...(r.account_id !== null ? { accountId: r.account_id } : {}),
  ...(r.start_time !== null ? { startTime: r.start_time } : {}),
  ...(r.end_time !== null ? { endTime: r.end_time } : {}),
  ...(r.jurisdiction !== null ? { jurisdiction: r.jurisdiction } : {}),
  state: r.state,
  element: parseJson(r.element, {} as StoredElement),
  ...(r.policy_id !== null ? { policyId: r.policy_id } : {}),
  ...(r.validation ? { validation: parseJson(r.validation, { success: true }) as StoredValidation } : {}),
  ...(r.price ? { price: parseJson(r.price, {}) as StoredPrice } : {}),
  ...(r.underwriting_status !== null ? { underwritingStatus: r.underwriting_status } : {}),
  ...(r.currency !== null ? { currency: r.currency } : {}),
  ...(r.timezone !== null ? { timezone: r.timezone } : {}),
  ...(r.duration_basis !== null ? { durationBasis: r.duration_basis } : {}),
  ...(r.group_id !== null ? { groupId: r.group_id } : {}),
  ...(r.accepted_time !== null ? { acceptedTime: r.accepted_time } : {}),
  ...(r.issued_time !== null ? { issuedTime: r.issued_time } : {}),
  ...(r.delinquency_plan ? { delinquencyPlan: r.delinquency_plan } : {}),
  ...(r.preferences ? { preferences: parseJson(r.preferences, {}) } : {}),
  ...(r.invoice_fee_amount ? { invoiceFeeAmount: r.invoice_fee_amount } : {}),
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

/** The lifecycle's columns, as insert and update write them. */
const lifecycleColumns = (q: QuoteRecord) => ({
  validation: q.validation ? JSON.stringify(q.validation) : null,
  price: q.price ? JSON.stringify(q.price) : null,
  underwriting_status: q.underwritingStatus ?? null,
  currency: q.currency ?? null,
  timezone: q.timezone ?? null,
  duration_basis: q.durationBasis ?? null,
  group_id: q.groupId ?? null,
  accepted_time: q.acceptedTime ?? null,
  issued_time: q.issuedTime ?? null,
});

export async function insertQuote(db: Conn, tenantId: string, q: QuoteRecord): Promise<void> {
  await db('quotes').insert({
    id: q.id,
    tenant_id: tenantId,
    kind: q.kind,
    product_name: q.productName,
    account_id: q.accountId ?? null,
    start_time: q.startTime ?? null,
    end_time: q.endTime ?? null,
    jurisdiction: q.jurisdiction ?? null,
    state: q.state,
    element: JSON.stringify(q.element),
    policy_id: q.policyId ?? null,
    ...lifecycleColumns(q),
    delinquency_plan: q.delinquencyPlan ?? null,
    preferences: q.preferences !== undefined ? JSON.stringify(q.preferences) : null,
    invoice_fee_amount: q.invoiceFeeAmount ?? null,
    version: q.version,
    created_at: q.createdAt,
    created_by: q.createdBy,
    updated_at: q.updatedAt,
  });
}

export async function findQuote(
  db: Conn,
  tenantId: string,
  kind: QuoteKind,
  id: string,
): Promise<QuoteRecord | undefined> {
  const row = await db<QuoteRow>('quotes').where({ tenant_id: tenantId, kind, id }).first();
  return row ? toQuote(row) : undefined;
}

/**
 * `findQuote` outside any transaction, as one statement prepared once (HotReads): what reads of a
 * quote (and its evaluations and dependency maps) use.
 */
export async function readQuote(
  reads: HotReads,
  tenantId: string,
  kind: QuoteKind,
  id: string,
): Promise<QuoteRecord | undefined> {
  const rows = await reads.rows<QuoteRow>(
    'insuite_quote',
    'select * from quotes where tenant_id = ? and kind = ? and id = ?',
    [tenantId, kind, id],
  );
  return rows[0] ? toQuote(rows[0]) : undefined;
}

/** A quote's installment preferences (billing's read, in `db` when given a transaction). */
export async function quotePreferences(db: Conn, tenantId: string, id: string): Promise<Data | undefined> {
  const row = (await db('quotes').where({ tenant_id: tenantId, id }).first('preferences')) as
    { preferences: string | null } | undefined;
  return row?.preferences ? parseJson(row.preferences, {}) : undefined;
}

/** A page of the tenant's quotes (of one account when given), oldest first. */
export function listQuotes(
  db: Conn,
  tenantId: string,
  req: PageRequest & { accountId?: string },
): Promise<Page<QuoteRecord>> {
  const q = db<QuoteRow>('quotes').where({ tenant_id: tenantId, kind: 'quote' });
  if (req.accountId !== undefined) q.andWhere({ account_id: req.accountId });
  return page<QuoteRow, QuoteRecord>(q, req, toQuote);
}

/**
 * Writes everything a change may touch (times, jurisdiction, state, tree, policy) if the quote is
 * still at `q.version - 1`; false when another change came first.
 */
export async function updateQuote(db: Conn, tenantId: string, q: QuoteRecord): Promise<boolean> {
  const n = await db('quotes')
    .where({ tenant_id: tenantId, kind: q.kind, id: q.id, version: q.version - 1 })
    .update({
      start_time: q.startTime ?? null,
      end_time: q.endTime ?? null,
      jurisdiction: q.jurisdiction ?? null,
      state: q.state,
      element: JSON.stringify(q.element),
      policy_id: q.policyId ?? null,
      ...lifecycleColumns(q),
      preferences: q.preferences !== undefined ? JSON.stringify(q.preferences) : null,
      invoice_fee_amount: q.invoiceFeeAmount ?? null,
      version: q.version,
      updated_at: q.updatedAt,
    });
  return Number(n) === 1;
}

/**
 * Names the delinquency plan of a quote still at `q.version - 1` that is not issued or discarded
 * (`q` is the quote after it); false when another change came first. updateQuote leaves the plan
 * as it is.
 */
export async function setQuoteDelinquencyPlan(db: Conn, tenantId: string, q: QuoteRecord): Promise<boolean> {
  const n = await db('quotes')
    .where({ tenant_id: tenantId, kind: q.kind, id: q.id, version: q.version - 1 })
    .whereNotIn('state', ['issued', 'discarded'])
    .update({ delinquency_plan: q.delinquencyPlan ?? null, version: q.version, updated_at: q.updatedAt });
  return Number(n) === 1;
}

// ---- policies and transactions -----------------------------------------------------------------

export interface PolicyRecord {
  id: string;
  accountId: string;
  quoteId: string;
  productName: string;
  startTime: string;
  endTime?: string;
  jurisdiction?: string;
  currency: string;
  timezone: string;
  durationBasis: string;
  issuedTransactionId: string;
  /** The latest issued transaction: what a new transaction builds on. */
  headId: string;
  version: number;
  policyNumber?: string;
  /** The effective time of the cancellation in force. */
  cancelledAt?: string;
  autoRenewalPlan?: string;
  /** The delinquency plan named for the policy, or for its quote before it was issued. */
  delinquencyPlan?: string;
  /** The invoice fee its quote named (decimal digits), in place of the invoicing plan's. */
  invoiceFeeAmount?: string;
  createdAt: string;
  createdBy: string;
}

export interface PolicyRow {
  id: string;
  tenant_id: string;
  account_id: string;
  quote_id: string;
  product_name: string;
  start_time: string;
  end_time: string | null;
  jurisdiction: string | null;
  currency: string | null;
  timezone: string | null;
  duration_basis: string | null;
  issued_transaction_id: string;
  head_transaction_id: string | null;
  version: number | string | null;
  policy_number: string | null;
  cancelled_at: string | null;
  auto_renewal_plan: string | null;
  delinquency_plan?: string | null;
  invoice_fee_amount?: string | null;
  created_at: string;
  created_by: string;
}

export const toPolicy = (r: PolicyRow): PolicyRecord => ({
  id: r.id,
  accountId: r.account_id,
  quoteId: r.quote_id,
  productName: r.product_name,
  startTime: r.start_time,
  ...(r.end_time !== null ? { endTime: r.end_time } : {}),
  ...(r.jurisdiction !== null ? { jurisdiction: r.jurisdiction } : {}),
  // Policies issued before the lifecycle kept none of these: the defaults of a configuration.
  currency: r.currency ?? 'USD',
  timezone: r.timezone ?? 'UTC',
  durationBasis: r.duration_basis ?? 'months',
  issuedTransactionId: r.issued_transaction_id,
  headId: r.head_transaction_id ?? r.issued_transaction_id,
  version: Number(r.version ?? 1),
  ...(r.policy_number !== null ? { policyNumber: r.policy_number } : {}),
  ...(r.cancelled_at !== null ? { cancelledAt: r.cancelled_at } : {}),
  ...(r.auto_renewal_plan !== null ? { autoRenewalPlan: r.auto_renewal_plan } : {}),
  ...(r.delinquency_plan ? { delinquencyPlan: r.delinquency_plan } : {}),
  ...(r.invoice_fee_amount ? { invoiceFeeAmount: r.invoice_fee_amount } : {}),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export async function insertPolicy(db: Conn, tenantId: string, p: PolicyRecord): Promise<void> {
  await db('policies').insert({
    id: p.id,
    tenant_id: tenantId,
    account_id: p.accountId,
    quote_id: p.quoteId,
    product_name: p.productName,
    start_time: p.startTime,
    end_time: p.endTime ?? null,
    jurisdiction: p.jurisdiction ?? null,
    currency: p.currency,
    timezone: p.timezone,
    duration_basis: p.durationBasis,
    issued_transaction_id: p.issuedTransactionId,
    head_transaction_id: p.headId,
    version: p.version,
    policy_number: p.policyNumber ?? null,
    cancelled_at: p.cancelledAt ?? null,
    auto_renewal_plan: p.autoRenewalPlan ?? null,
    delinquency_plan: p.delinquencyPlan ?? null,
    invoice_fee_amount: p.invoiceFeeAmount ?? null,
    created_at: p.createdAt,
    created_by: p.createdBy,
  });
}

/**
 * Writes what issuing a transaction changes on the policy (head, end, cancellation, number, plan)
 * if it is still at `p.version - 1`; false when another issue came first.
 */
export async function updatePolicy(db: Conn, tenantId: string, p: PolicyRecord): Promise<boolean> {
  const set = {
    end_time: p.endTime ?? null,
    head_transaction_id: p.headId,
    version: p.version,
    policy_number: p.policyNumber ?? null,
    cancelled_at: p.cancelledAt ?? null,
    auto_renewal_plan: p.autoRenewalPlan ?? null,
  };
  const where = { tenant_id: tenantId, id: p.id, version: p.version - 1 };
  const n = await txUpdate(db, 'insuite_update_policy', 'policies', set, where);
  return Number(n) === 1;
}

/** Names the delinquency plan of a policy (updatePolicy leaves it as it is). */
export async function setPolicyDelinquencyPlan(
  db: Conn,
  tenantId: string,
  id: string,
  plan: string,
): Promise<void> {
  await db('policies').where({ tenant_id: tenantId, id }).update({ delinquency_plan: plan });
}

export async function findPolicy(db: Conn, tenantId: string, id: string): Promise<PolicyRecord | undefined> {
  const row = await db<PolicyRow>('policies').where({ tenant_id: tenantId, id }).first();
  return row ? toPolicy(row) : undefined;
}

/**
 * `findPolicy` outside any transaction, as one statement prepared once (HotReads): what every call
 * on a policy or a transaction of it reads first.
 */
export async function readPolicy(
  reads: HotReads,
  tenantId: string,
  id: string,
): Promise<PolicyRecord | undefined> {
  const rows = await reads.rows<PolicyRow>(
    'insuite_policy',
    'select * from policies where tenant_id = ? and id = ?',
    [tenantId, id],
  );
  return rows[0] ? toPolicy(rows[0]) : undefined;
}

/** A page of the policies of one account, oldest first. */
export function listPolicies(
  db: Conn,
  tenantId: string,
  accountId: string,
  req: PageRequest,
): Promise<Page<PolicyRecord>> {
  const q = db<PolicyRow>('policies').where({ tenant_id: tenantId, account_id: accountId });
  return page<PolicyRow, PolicyRecord>(q, req, toPolicy);
}

export type { TransactionState } from './quote-states.js';
import type { TransactionState } from './quote-states.js';
export type TransactionCategory =
  'issuance' | 'change' | 'renewal' | 'cancellation' | 'reinstatement' | 'reversal' | 'aggregate';

/** The segment a transaction creates: coverage with its element tree, or a gap (cancellation). */
export interface SegmentSpan {
  id: string;
  type: 'coverage' | 'gap';
  start: string;
  end: string;
}

export interface TransactionRecord {
  id: string;
  staticId: string;
  policyId: string;
  termId: string;
  baseId?: string;
  effectiveTime: string;
  state: TransactionState;
  category: TransactionCategory;
  type: string;
  data: Data;
  /** The element tree of the segment it creates (for a cancellation, the tree it ends). */
  element: StoredElement;
  instructions: (Data & { locator: string; action: string })[];
  segment: SegmentSpan;
  charges: StoredCharge[];
  validation?: StoredValidation;
  underwritingStatus?: string;
  acceptedTime?: string;
  issuedTime?: string;
  invalidatedBy?: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

interface TransactionRow {
  id: string;
  tenant_id: string;
  static_id: string;
  policy_id: string;
  term_id: string | null;
  base_transaction_id: string | null;
  effective_time: string;
  state: TransactionState;
  category: TransactionCategory;
  type: string;
  data: string;
  element: string;
  change_instructions: string | null;
  charges: string | null;
  validation: string | null;
  underwriting_status: string | null;
  accepted_time: string | null;
  issued_time: string | null;
  segment_id: string | null;
  segment_type: 'coverage' | 'gap' | null;
  segment_start: string | null;
  segment_end: string | null;
  invalidated_by: string | null;
  version: number | string | null;
  created_at: string;
  created_by: string;
  updated_at: string | null;
}

export const toTransaction = (r: TransactionRow): TransactionRecord => ({
  id: r.id,
  staticId: r.static_id,
  policyId: r.policy_id,
  termId: r.term_id ?? r.id,
  ...(r.base_transaction_id !== null ? { baseId: r.base_transaction_id } : {}),
  effectiveTime: r.effective_time,
  state: r.state,
  category: r.category,
  type: r.type,
  data: parseJson(r.data, {}),
  element: parseJson(r.element, {} as StoredElement),
  instructions: r.change_instructions ? parseJson(r.change_instructions, []) : [],
  segment: {
    id: r.segment_id ?? r.id,
    type: r.segment_type ?? 'coverage',
    start: r.segment_start ?? r.effective_time,
    end: r.segment_end ?? r.effective_time,
  },
  charges: r.charges ? parseJson(r.charges, [] as StoredCharge[]) : [],
  ...(r.validation ? { validation: parseJson(r.validation, { success: true }) as StoredValidation } : {}),
  ...(r.underwriting_status !== null ? { underwritingStatus: r.underwriting_status } : {}),
  ...(r.accepted_time !== null ? { acceptedTime: r.accepted_time } : {}),
  ...(r.issued_time !== null ? { issuedTime: r.issued_time } : {}),
  ...(r.invalidated_by !== null ? { invalidatedBy: r.invalidated_by } : {}),
  version: Number(r.version ?? 1),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at ?? r.created_at,
});

/** The columns a transaction's steps change, as insert and update write them. */
const transactionColumns = (t: TransactionRecord) => ({
  term_id: t.termId,
  base_transaction_id: t.baseId ?? null,
  effective_time: t.effectiveTime,
  state: t.state,
  data: JSON.stringify(t.data),
  element: JSON.stringify(t.element),
  change_instructions: JSON.stringify(t.instructions),
  charges: JSON.stringify(t.charges),
  validation: t.validation ? JSON.stringify(t.validation) : null,
  underwriting_status: t.underwritingStatus ?? null,
  accepted_time: t.acceptedTime ?? null,
  issued_time: t.issuedTime ?? null,
  segment_id: t.segment.id,
  segment_type: t.segment.type,
  segment_start: t.segment.start,
  segment_end: t.segment.end,
  invalidated_by: t.invalidatedBy ?? null,
  version: t.version,
  updated_at: t.updatedAt,
});

export async function insertTransaction(db: Conn, tenantId: string, t: TransactionRecord): Promise<void> {
  const row = {
    id: t.id,
    tenant_id: tenantId,
    static_id: t.staticId,
    policy_id: t.policyId,
    category: t.category,
    type: t.type,
    ...transactionColumns(t),
    created_at: t.createdAt,
    created_by: t.createdBy,
  };
  await txInsert(db, 'insuite_insert_transaction', 'policy_transactions', row);
}

/**
 * Writes `t` if the transaction is still at `from` (by default `t.version - 1`); false when another
 * change came first.
 */
export async function updateTransaction(
  db: Conn,
  tenantId: string,
  t: TransactionRecord,
  from = t.version - 1,
): Promise<boolean> {
  const where = { tenant_id: tenantId, id: t.id, version: from };
  const n = await txUpdate(
    db,
    'insuite_update_transaction',
    'policy_transactions',
    transactionColumns(t),
    where,
  );
  return Number(n) === 1;
}

export async function findTransaction(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<TransactionRecord | undefined> {
  const row = await db<TransactionRow>('policy_transactions').where({ tenant_id: tenantId, id }).first();
  return row ? toTransaction(row) : undefined;
}

export type { TransactionRow };

/** `findTransaction` outside any transaction, as one statement prepared once (HotReads). */
export async function readTransaction(
  reads: HotReads,
  tenantId: string,
  id: string,
): Promise<TransactionRecord | undefined> {
  const rows = await reads.rows<TransactionRow>(
    'insuite_policy_transaction',
    'select * from policy_transactions where tenant_id = ? and id = ?',
    [tenantId, id],
  );
  return rows[0] ? toTransaction(rows[0]) : undefined;
}

/** `findTransactionWithPolicy` outside any transaction, by statements prepared once (HotReads). */
export async function readTransactionWithPolicy(
  reads: HotReads,
  tenantId: string,
  id: string,
): Promise<{ transaction: TransactionRecord; policy: PolicyRecord } | undefined> {
  const transaction = await readTransaction(reads, tenantId, id);
  if (!transaction) return undefined;
  const policy = await readPolicy(reads, tenantId, transaction.policyId);
  return policy ? { transaction, policy } : undefined;
}

/** The transaction with the policy it belongs to. */
export async function findTransactionWithPolicy(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<{ transaction: TransactionRecord; policy: PolicyRecord } | undefined> {
  const transaction = await findTransaction(db, tenantId, id);
  if (!transaction) return undefined;
  const policy = await findPolicy(db, tenantId, transaction.policyId);
  return policy ? { transaction, policy } : undefined;
}

// ---- underwriting flags ------------------------------------------------------------------------

export type FlagLevel = 'info' | 'block' | 'decline' | 'reject' | 'approve';

export interface FlagRecord {
  id: string;
  quoteId: string;
  level: FlagLevel;
  note?: string;
  tag?: string;
  elementId?: string;
  createdBy: string;
  createdAt: string;
  clearedBy?: string;
  clearedAt?: string;
  /** Raised by the underwriting plugin (not a person), on the quote data of this digest. */
  plugin?: { digest: string };
}

interface FlagRow {
  id: string;
  tenant_id: string;
  quote_id: string;
  level: FlagLevel;
  note: string | null;
  tag: string | null;
  element_id: string | null;
  created_by: string;
  created_at: string;
  cleared_by: string | null;
  cleared_at: string | null;
  raised_by: string | null;
  data_digest: string | null;
}

const toFlag = (r: FlagRow): FlagRecord => ({
  id: r.id,
  quoteId: r.quote_id,
  level: r.level,
  ...(r.note !== null ? { note: r.note } : {}),
  ...(r.tag !== null ? { tag: r.tag } : {}),
  ...(r.element_id !== null ? { elementId: r.element_id } : {}),
  createdBy: r.created_by,
  createdAt: r.created_at,
  ...(r.cleared_by !== null ? { clearedBy: r.cleared_by } : {}),
  ...(r.cleared_at !== null ? { clearedAt: r.cleared_at } : {}),
  ...(r.raised_by === 'plugin' ? { plugin: { digest: r.data_digest ?? '' } } : {}),
});

/** Every flag of the quote, in force and cleared, oldest first. */
export async function quoteFlags(db: Conn, tenantId: string, quoteId: string): Promise<FlagRecord[]> {
  const rows = await db<FlagRow>('underwriting_flags')
    .where({ tenant_id: tenantId, quote_id: quoteId })
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  return rows.map(toFlag);
}

export async function insertFlags(db: Conn, tenantId: string, flags: FlagRecord[]): Promise<void> {
  if (!flags.length) return;
  await db('underwriting_flags').insert(
    flags.map((f) => ({
      id: f.id,
      tenant_id: tenantId,
      quote_id: f.quoteId,
      level: f.level,
      note: f.note ?? null,
      tag: f.tag ?? null,
      element_id: f.elementId ?? null,
      created_by: f.createdBy,
      created_at: f.createdAt,
      cleared_by: null,
      cleared_at: null,
      raised_by: f.plugin ? 'plugin' : null,
      data_digest: f.plugin?.digest ?? null,
    })),
  );
}

/** The invoice fees the tenant's given policies name (digits), with their currencies: billing's read. */
export async function policyInvoiceFees(db: Conn, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, { amount: string; currency: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = (await db('policies')
      .where({ tenant_id: tenantId })
      .whereIn('id', ids.slice(i, i + 500))
      .whereNotNull('invoice_fee_amount')
      .select('id', 'invoice_fee_amount', 'currency')) as {
      id: string;
      invoice_fee_amount: string;
      currency: string | null;
    }[];
    for (const r of rows) out.set(r.id, { amount: r.invoice_fee_amount, currency: r.currency ?? 'USD' });
  }
  return out;
}

/** The plugin raised these flags in force again, on the quote data of `digest`. */
export async function restampFlags(
  db: Conn,
  tenantId: string,
  quoteId: string,
  ids: string[],
  digest: string,
): Promise<void> {
  if (!ids.length) return;
  await db('underwriting_flags')
    .where({ tenant_id: tenantId, quote_id: quoteId })
    .whereIn('id', ids)
    .update({ data_digest: digest });
}

/** Clears the flags named that are in force; answers how many were. */
export async function clearFlags(
  db: Conn,
  tenantId: string,
  quoteId: string,
  ids: string[],
  by: { userId: string; at: string },
): Promise<number> {
  if (!ids.length) return 0;
  const n = await db('underwriting_flags')
    .where({ tenant_id: tenantId, quote_id: quoteId })
    .whereIn('id', ids)
    .whereNull('cleared_at')
    .update({ cleared_by: by.userId, cleared_at: by.at });
  return Number(n);
}

export async function deleteFlags(db: Conn, tenantId: string, quoteId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db('underwriting_flags')
    .where({ tenant_id: tenantId, quote_id: quoteId })
    .whereIn('id', ids)
    .delete();
}
