// SQL of accounts, quotes and quick quotes, policies and policy transactions (migration
// 20261123010000_policy). Every function takes the tenant: another tenant's rows do not exist here.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { parseJson } from '../util.js';
import type { StoredElement } from './element-tree.js';

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
  state: 'draft' | 'issued';
  element: StoredElement;
  policyId?: string;
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
  state: 'draft' | 'issued';
  element: string;
  policy_id: string | null;
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
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
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
    issued_transaction_id: p.issuedTransactionId,
    created_at: p.createdAt,
    created_by: p.createdBy,
  });
}

export async function findPolicy(db: Conn, tenantId: string, id: string): Promise<PolicyRecord | undefined> {
  const row = await db<PolicyRow>('policies').where({ tenant_id: tenantId, id }).first();
  return row ? toPolicy(row) : undefined;
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
