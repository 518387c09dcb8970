// SQL of accounts, quotes and quick quotes, policies and policy transactions (migration
// 20261123010000_policy). Every function takes the tenant: another tenant's rows do not exist here.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
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

/** Writes the account's data if it is still at `a.version - 1`; false when another change came first. */
export async function updateAccountData(db: Conn, tenantId: string, a: AccountRecord): Promise<boolean> {
  const n = await db('accounts')
    .where({ tenant_id: tenantId, id: a.id, version: a.version - 1 })
    .update({ data: JSON.stringify(a.data), version: a.version, updated_at: a.updatedAt });
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
      version: q.version,
      updated_at: q.updatedAt,
    });
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
  createdAt: string;
  createdBy: string;
}

interface PolicyRow {
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
  created_at: string;
  created_by: string;
}

const toPolicy = (r: PolicyRow): PolicyRecord => ({
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
    created_at: p.createdAt,
    created_by: p.createdBy,
  });
}

export async function findPolicy(db: Conn, tenantId: string, id: string): Promise<PolicyRecord | undefined> {
  const row = await db<PolicyRow>('policies').where({ tenant_id: tenantId, id }).first();
  return row ? toPolicy(row) : undefined;
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

export interface TransactionRecord {
  id: string;
  staticId: string;
  policyId: string;
  effectiveTime: string;
  state: 'issued';
  category: 'issuance';
  type: string;
  data: Data;
  element: StoredElement;
  charges: StoredCharge[];
  createdAt: string;
  createdBy: string;
}

interface TransactionRow {
  id: string;
  tenant_id: string;
  static_id: string;
  policy_id: string;
  effective_time: string;
  state: 'issued';
  category: 'issuance';
  type: string;
  data: string;
  element: string;
  charges: string | null;
  created_at: string;
  created_by: string;
}

const toTransaction = (r: TransactionRow): TransactionRecord => ({
  id: r.id,
  staticId: r.static_id,
  policyId: r.policy_id,
  effectiveTime: r.effective_time,
  state: r.state,
  category: r.category,
  type: r.type,
  data: parseJson(r.data, {}),
  element: parseJson(r.element, {} as StoredElement),
  charges: r.charges ? parseJson(r.charges, [] as StoredCharge[]) : [],
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export async function insertTransaction(db: Conn, tenantId: string, t: TransactionRecord): Promise<void> {
  await db('policy_transactions').insert({
    id: t.id,
    tenant_id: tenantId,
    static_id: t.staticId,
    policy_id: t.policyId,
    effective_time: t.effectiveTime,
    state: t.state,
    category: t.category,
    type: t.type,
    data: JSON.stringify(t.data),
    element: JSON.stringify(t.element),
    charges: JSON.stringify(t.charges),
    created_at: t.createdAt,
    created_by: t.createdBy,
  });
}

export async function findTransaction(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<TransactionRecord | undefined> {
  const row = await db<TransactionRow>('policy_transactions').where({ tenant_id: tenantId, id }).first();
  return row ? toTransaction(row) : undefined;
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
