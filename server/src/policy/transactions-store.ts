// SQL of what transactions after issue write (migration 20261128020000_policy_transactions): terms,
// segments, the transactions of a policy by state, and transaction underwriting flags. Every
// function takes the tenant: another tenant's rows do not exist here.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { inTransaction, txInsert, txRows, txUpdate } from '../db/tx-statements.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';
import type { StoredElement } from './element-tree.js';
import type { StoredCharge } from './pricing.js';
import {
  toPolicy,
  toTransaction,
  type PolicyRecord,
  type PolicyRow,
  type FlagLevel,
  type FlagRecord,
  type TransactionRecord,
  type TransactionRow,
  type TransactionState,
} from './policy-store.js';

type Conn = Db | Tx;

// ---- terms -------------------------------------------------------------------------------------

export interface TermRecord {
  id: string;
  staticId: string;
  policyId: string;
  number: number;
  start: string;
  end: string;
  previousId?: string;
  termNumber?: string;
  transactionId: string;
  createdAt: string;
}

interface TermRow {
  id: string;
  tenant_id: string;
  static_id: string;
  policy_id: string;
  number: number | string;
  start_time: string;
  end_time: string;
  previous_term_id: string | null;
  term_number: string | null;
  transaction_id: string;
  created_at: string;
}

const toTerm = (r: TermRow): TermRecord => ({
  id: r.id,
  staticId: r.static_id,
  policyId: r.policy_id,
  number: Number(r.number),
  start: r.start_time,
  end: r.end_time,
  ...(r.previous_term_id !== null ? { previousId: r.previous_term_id } : {}),
  ...(r.term_number !== null ? { termNumber: r.term_number } : {}),
  transactionId: r.transaction_id,
  createdAt: r.created_at,
});

export async function insertTerm(db: Conn, tenantId: string, t: TermRecord): Promise<void> {
  const row = {
    id: t.id,
    tenant_id: tenantId,
    static_id: t.staticId,
    policy_id: t.policyId,
    number: t.number,
    start_time: t.start,
    end_time: t.end,
    previous_term_id: t.previousId ?? null,
    term_number: t.termNumber ?? null,
    transaction_id: t.transactionId,
    created_at: t.createdAt,
  };
  await txInsert(db, 'insuite_insert_term', 'policy_terms', row);
}

export async function setTermEnd(db: Conn, tenantId: string, id: string, end: string): Promise<void> {
  await txUpdate(db, 'insuite_set_term_end', 'policy_terms', { end_time: end }, { tenant_id: tenantId, id });
}

export async function setTermNumber(
  db: Conn,
  tenantId: string,
  id: string,
  termNumber: string,
): Promise<void> {
  await db('policy_terms').where({ tenant_id: tenantId, id }).update({ term_number: termNumber });
}

export async function findTerm(db: Conn, tenantId: string, id: string): Promise<TermRecord | undefined> {
  const row = await db<TermRow>('policy_terms').where({ tenant_id: tenantId, id }).first();
  return row ? toTerm(row) : undefined;
}

/** The policy's term of that number, or its latest when none is given. */
export async function termOf(
  db: Conn,
  tenantId: string,
  policyId: string,
  number?: number,
): Promise<TermRecord | undefined> {
  const q = db<TermRow>('policy_terms').where({ tenant_id: tenantId, policy_id: policyId });
  const row =
    number === undefined ? await q.orderBy('number', 'desc').first() : await q.andWhere({ number }).first();
  return row ? toTerm(row) : undefined;
}

export function listTerms(
  db: Conn,
  tenantId: string,
  policyId: string,
  req: PageRequest,
): Promise<Page<TermRecord>> {
  const q = db<TermRow>('policy_terms').where({ tenant_id: tenantId, policy_id: policyId });
  return page<TermRow, TermRecord>(q, req, toTerm, ['number', 'id']);
}

export async function termsWithNumber(db: Conn, tenantId: string, termNumber: string): Promise<TermRecord[]> {
  const rows = await db<TermRow>('policy_terms')
    .where({ tenant_id: tenantId, term_number: termNumber })
    .orderBy('created_at')
    .orderBy('id')
    .limit(1000);
  return rows.map(toTerm);
}

// ---- segments ----------------------------------------------------------------------------------

export interface SegmentRecord {
  id: string;
  policyId: string;
  termId: string;
  transactionId: string;
  type: 'coverage' | 'gap';
  start: string;
  end: string;
  element: StoredElement;
  basedOn?: string;
  createdAt: string;
}

interface SegmentRow {
  id: string;
  tenant_id: string;
  policy_id: string;
  term_id: string;
  transaction_id: string;
  segment_type: 'coverage' | 'gap';
  start_time: string;
  end_time: string;
  element: string;
  based_on: string | null;
  created_at: string;
}

const toSegment = (r: SegmentRow): SegmentRecord => ({
  id: r.id,
  policyId: r.policy_id,
  termId: r.term_id,
  transactionId: r.transaction_id,
  type: r.segment_type,
  start: r.start_time,
  end: r.end_time,
  element: parseJson(r.element, {} as StoredElement),
  ...(r.based_on !== null ? { basedOn: r.based_on } : {}),
  createdAt: r.created_at,
});

export async function insertSegment(db: Conn, tenantId: string, s: SegmentRecord): Promise<void> {
  const row = {
    id: s.id,
    tenant_id: tenantId,
    policy_id: s.policyId,
    term_id: s.termId,
    transaction_id: s.transactionId,
    segment_type: s.type,
    start_time: s.start,
    end_time: s.end,
    element: JSON.stringify(s.element),
    based_on: s.basedOn ?? null,
    created_at: s.createdAt,
  };
  await txInsert(db, 'insuite_insert_segment', 'policy_segments', row);
}

/** Ends a segment earlier: a later one replaces its rest. */
export async function endSegment(db: Conn, tenantId: string, id: string, end: string): Promise<void> {
  await txUpdate(
    db,
    'insuite_end_segment',
    'policy_segments',
    { end_time: end },
    { tenant_id: tenantId, id },
  );
}

export async function findSegment(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<SegmentRecord | undefined> {
  const row = await db<SegmentRow>('policy_segments').where({ tenant_id: tenantId, id }).first();
  return row ? toSegment(row) : undefined;
}

/**
 * The policy's segments in the order they were issued: by start (a transaction never takes effect
 * before the latest segment's start), then locator (one made later replaces one of no length).
 */
export async function policySegments(db: Conn, tenantId: string, policyId: string): Promise<SegmentRecord[]> {
  const rows = await db<SegmentRow>('policy_segments')
    .where({ tenant_id: tenantId, policy_id: policyId })
    .orderBy('start_time', 'asc')
    .orderBy('id', 'asc');
  return rows.map(toSegment);
}

// ---- transactions of a policy ------------------------------------------------------------------

export const OPEN_STATES: readonly TransactionState[] = [
  'draft',
  'initialized',
  'validated',
  'priced',
  'underwritten',
  'underwrittenBlocked',
  'declined',
  'rejected',
  'refused',
  'accepted',
];

/** The policy's issued transactions, in the order they were issued. */
export function issuedTransactions(
  db: Conn,
  tenantId: string,
  policyId: string,
  req: PageRequest,
): Promise<Page<TransactionRecord>> {
  const q = db<TransactionRow>('policy_transactions').where({
    tenant_id: tenantId,
    policy_id: policyId,
    state: 'issued',
  });
  return page<TransactionRow, TransactionRecord>(q, req, toTransaction, ['issued_time', 'id']);
}

/** Every issued transaction of the policy (at most `limit`), in the order they were issued. */
export async function allIssued(
  db: Conn,
  tenantId: string,
  policyId: string,
  limit = 100_000,
  states: readonly TransactionState[] = ['issued'],
): Promise<TransactionRecord[]> {
  const rows = await db<TransactionRow>('policy_transactions')
    .where({ tenant_id: tenantId, policy_id: policyId })
    .whereIn('state', states)
    .orderBy('issued_time', 'asc')
    .orderBy('id', 'asc')
    .limit(limit);
  return rows.map(toTransaction);
}

/** Oldest first: by creation time, then locator. */
const byCreation = (a: TransactionRow, b: TransactionRow) =>
  a.created_at !== b.created_at
    ? a.created_at < b.created_at
      ? -1
      : 1
    : a.id < b.id
      ? -1
      : a.id > b.id
        ? 1
        : 0;

/** The policy's transactions that are not final. */
export async function openTransactions(
  db: Conn,
  tenantId: string,
  policyId: string,
): Promise<TransactionRecord[]> {
  // Sorted here: an ORDER BY leads SQLite to the tenant's (created_at, id) index, a scan of every
  // transaction of the tenant, rather than the policy's (policy_id, state) one.
  const rows = inTransaction(db)
    ? await txRows<TransactionRow>(
        db,
        'insuite_open_transactions',
        'select * from policy_transactions where tenant_id = ? and policy_id = ? ' +
          `and state in (${OPEN_STATES.map(() => '?').join(', ')})`,
        [tenantId, policyId, ...OPEN_STATES],
      )
    : await db<TransactionRow>('policy_transactions')
        .where({ tenant_id: tenantId, policy_id: policyId })
        .whereIn('state', OPEN_STATES as TransactionState[]);
  return rows.sort(byCreation).map(toTransaction);
}

/** Transactions invalidated when `id` was issued. */
export async function invalidatedBy(db: Conn, tenantId: string, id: string): Promise<TransactionRecord[]> {
  const rows = await db<TransactionRow>('policy_transactions')
    .where({ tenant_id: tenantId, invalidated_by: id })
    .orderBy('id', 'asc');
  return rows.map(toTransaction);
}

/** Marks the open transactions of a policy but `except` invalidated by `by`; answers them. */
export async function invalidateOpen(
  db: Conn,
  tenantId: string,
  policyId: string,
  except: string,
  by: string,
  at: string,
): Promise<TransactionRecord[]> {
  const open = (await openTransactions(db, tenantId, policyId)).filter((t) => t.id !== except);
  if (!open.length) return [];
  await db('policy_transactions')
    .where({ tenant_id: tenantId, policy_id: policyId })
    .whereIn(
      'id',
      open.map((t) => t.id),
    )
    .update({ state: 'invalidated', invalidated_by: by, updated_at: at, version: db.raw('version + 1') });
  return open.map((t) => ({
    ...t,
    state: 'invalidated' as const,
    invalidatedBy: by,
    updatedAt: at,
    version: t.version + 1,
  }));
}

// ---- transaction underwriting flags ------------------------------------------------------------

interface FlagRow {
  id: string;
  tenant_id: string;
  transaction_id: string;
  level: FlagLevel;
  note: string | null;
  tag: string | null;
  element_id: string | null;
  created_by: string;
  created_at: string;
  cleared_by: string | null;
  cleared_at: string | null;
}

/** A flag of a transaction; `quoteId` of the shared record holds the transaction's locator. */
const toFlag = (r: FlagRow): FlagRecord => ({
  id: r.id,
  quoteId: r.transaction_id,
  level: r.level,
  ...(r.note !== null ? { note: r.note } : {}),
  ...(r.tag !== null ? { tag: r.tag } : {}),
  ...(r.element_id !== null ? { elementId: r.element_id } : {}),
  createdBy: r.created_by,
  createdAt: r.created_at,
  ...(r.cleared_by !== null ? { clearedBy: r.cleared_by } : {}),
  ...(r.cleared_at !== null ? { clearedAt: r.cleared_at } : {}),
});

export async function transactionFlags(
  db: Conn,
  tenantId: string,
  transactionId: string,
): Promise<FlagRecord[]> {
  const rows = await db<FlagRow>('transaction_flags')
    .where({ tenant_id: tenantId, transaction_id: transactionId })
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  return rows.map(toFlag);
}

export async function insertTransactionFlags(db: Conn, tenantId: string, flags: FlagRecord[]): Promise<void> {
  if (!flags.length) return;
  await db('transaction_flags').insert(
    flags.map((f) => ({
      id: f.id,
      tenant_id: tenantId,
      transaction_id: f.quoteId,
      level: f.level,
      note: f.note ?? null,
      tag: f.tag ?? null,
      element_id: f.elementId ?? null,
      created_by: f.createdBy,
      created_at: f.createdAt,
      cleared_by: null,
      cleared_at: null,
    })),
  );
}

export async function clearTransactionFlags(
  db: Conn,
  tenantId: string,
  transactionId: string,
  ids: string[],
  by: { userId: string; at: string },
): Promise<void> {
  if (!ids.length) return;
  await db('transaction_flags')
    .where({ tenant_id: tenantId, transaction_id: transactionId })
    .whereIn('id', ids)
    .whereNull('cleared_at')
    .update({ cleared_by: by.userId, cleared_at: by.at });
}

export async function deleteTransactionFlags(
  db: Conn,
  tenantId: string,
  transactionId: string,
  ids: string[],
): Promise<void> {
  if (!ids.length) return;
  await db('transaction_flags')
    .where({ tenant_id: tenantId, transaction_id: transactionId })
    .whereIn('id', ids)
    .delete();
}

/** The policy's latest term, outside any transaction, as one statement prepared once (HotReads). */
export async function readLatestTerm(
  reads: HotReads,
  tenantId: string,
  policyId: string,
): Promise<TermRecord | undefined> {
  const rows = await reads.rows<TermRow>(
    'insuite_latest_term',
    'select * from policy_terms where tenant_id = ? and policy_id = ? order by number desc limit 1',
    [tenantId, policyId],
  );
  return rows[0] ? toTerm(rows[0]) : undefined;
}

/** `latestSegment` outside any transaction, as one statement prepared once (HotReads). */
export async function readLatestSegment(
  reads: HotReads,
  tenantId: string,
  policyId: string,
): Promise<SegmentRecord | undefined> {
  const rows = await reads.rows<SegmentRow>(
    'insuite_latest_segment',
    'select * from policy_segments where tenant_id = ? and policy_id = ? and start_time < end_time ' +
      'order by start_time desc, id desc limit 1',
    [tenantId, policyId],
  );
  return rows[0] ? toSegment(rows[0]) : undefined;
}

/** `latestSegmentCharges` outside any transaction, as one statement prepared once (HotReads). */
export async function readLatestSegmentCharges(
  reads: HotReads,
  tenantId: string,
  policyId: string,
): Promise<{ start: string; charges: StoredCharge[] } | undefined> {
  const rows = await reads.rows<{ start_time: string; charges: string | null }>(
    'insuite_latest_segment_charges',
    'select s.start_time, t.charges from policy_segments s ' +
      'join policy_transactions t on t.tenant_id = s.tenant_id and t.id = s.transaction_id ' +
      'where s.tenant_id = ? and s.policy_id = ? and s.start_time < s.end_time ' +
      'order by s.start_time desc, s.id desc limit 1',
    [tenantId, policyId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { start: row.start_time, charges: row.charges ? parseJson(row.charges, [] as StoredCharge[]) : [] };
}

/** `transactionFlags` outside any transaction, as one statement prepared once (HotReads). */
export async function readTransactionFlags(
  reads: HotReads,
  tenantId: string,
  transactionId: string,
): Promise<FlagRecord[]> {
  const rows = await reads.rows<FlagRow>(
    'insuite_transaction_flags',
    'select * from transaction_flags where tenant_id = ? and transaction_id = ? order by created_at asc, id asc',
    [tenantId, transactionId],
  );
  return rows.map(toFlag);
}

/** The segment issued last: the one in force at the end of the latest term. */
export async function latestSegment(
  db: Conn,
  tenantId: string,
  policyId: string,
): Promise<SegmentRecord | undefined> {
  const row = await db<SegmentRow>('policy_segments')
    .where({ tenant_id: tenantId, policy_id: policyId })
    // A segment ended where it started (replaced from its first moment, or reversed) is not in force.
    .whereRaw('start_time < end_time')
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .first();
  return row ? toSegment(row) : undefined;
}

/**
 * The start of the segment issued last and the charges of the transaction that made it: what a
 * change reverses the remainder of. One statement; nothing else of either row is read.
 */
export async function latestSegmentCharges(
  db: Conn,
  tenantId: string,
  policyId: string,
): Promise<{ start: string; charges: StoredCharge[] } | undefined> {
  const row = (await db('policy_segments as s')
    .join('policy_transactions as t', function () {
      this.on('t.tenant_id', '=', 's.tenant_id').andOn('t.id', '=', 's.transaction_id');
    })
    .where({ 's.tenant_id': tenantId, 's.policy_id': policyId })
    .whereRaw('s.start_time < s.end_time')
    .orderBy('s.start_time', 'desc')
    .orderBy('s.id', 'desc')
    .first('s.start_time', 't.charges')) as { start_time: string; charges: string | null } | undefined;
  if (!row) return undefined;
  return { start: row.start_time, charges: row.charges ? parseJson(row.charges, [] as StoredCharge[]) : [] };
}

// ---- policy numbers ----------------------------------------------------------------------------

export async function setPolicyNumber(
  db: Conn,
  tenantId: string,
  id: string,
  policyNumber: string,
): Promise<void> {
  await db('policies').where({ tenant_id: tenantId, id }).update({ policy_number: policyNumber });
}

/** How many of the tenant's policies have a number. */
export async function numberedPolicies(db: Conn, tenantId: string): Promise<number> {
  const row = (await db('policies')
    .where({ tenant_id: tenantId })
    .whereNotNull('policy_number')
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

export async function policiesWithNumber(
  db: Conn,
  tenantId: string,
  policyNumber: string,
): Promise<PolicyRecord[]> {
  const rows = await db<PolicyRow>('policies')
    .where({ tenant_id: tenantId, policy_number: policyNumber })
    .orderBy('created_at')
    .orderBy('id')
    .limit(1000);
  return rows.map(toPolicy);
}
