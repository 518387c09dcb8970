// Auto-renewals: one per term, saying when its renewal transaction is created, accepted and issued
// and how far that went. `due_at` is the time of the next step while active (else null), what the
// job looks for; `version` moves with every write, so two processes cannot both take one step.
import type { Db, Tx } from '../db/knex.js';
import { txRun, txUpdate } from '../db/tx-statements.js';
import { parseJson } from '../util.js';

type Conn = Db | Tx;

export type AutoRenewalState =
  'active' | 'discarded' | 'doNotRenew' | 'issued' | 'error' | 'terminated' | 'invalidated';

export interface AutoRenewalRecord {
  id: string;
  policyId: string;
  termId: string;
  state: AutoRenewalState;
  transactionType: string;
  newTermDuration?: number;
  createTime: string;
  acceptTime: string;
  issueTime: string;
  transactionId?: string;
  createdTime?: string;
  acceptedTime?: string;
  issuedTime?: string;
  /** Why a step failed, as a ValidationResult: one item naming the auto-renewal. */
  validation?: {
    success: boolean;
    validationItems?: { elementType: string; locator: string; errors: string[] }[];
  };
  version: number;
  createdAt: string;
}

interface Row {
  id: string;
  tenant_id: string;
  policy_id: string;
  term_id: string;
  state: AutoRenewalState;
  transaction_type: string;
  new_term_duration: number | null;
  create_time: string;
  accept_time: string;
  issue_time: string;
  transaction_id: string | null;
  created_time: string | null;
  accepted_time: string | null;
  issued_time: string | null;
  validation: string | null;
  due_at: string | null;
  version: number | string;
  created_at: string;
}

const toRecord = (r: Row): AutoRenewalRecord => ({
  id: r.id,
  policyId: r.policy_id,
  termId: r.term_id,
  state: r.state,
  transactionType: r.transaction_type,
  ...(r.new_term_duration !== null ? { newTermDuration: Number(r.new_term_duration) } : {}),
  createTime: r.create_time,
  acceptTime: r.accept_time,
  issueTime: r.issue_time,
  ...(r.transaction_id !== null ? { transactionId: r.transaction_id } : {}),
  ...(r.created_time !== null ? { createdTime: r.created_time } : {}),
  ...(r.accepted_time !== null ? { acceptedTime: r.accepted_time } : {}),
  ...(r.issued_time !== null ? { issuedTime: r.issued_time } : {}),
  ...(r.validation !== null ? { validation: parseJson(r.validation, { success: false }) } : {}),
  version: Number(r.version),
  createdAt: r.created_at,
});

/** The time of the next step of an active auto-renewal; undefined when there is none. */
export function dueOf(r: AutoRenewalRecord): string | undefined {
  if (r.state !== 'active') return undefined;
  if (r.transactionId === undefined) return r.createTime;
  if (r.acceptedTime === undefined) return r.acceptTime;
  if (r.issuedTime === undefined) return r.issueTime;
  return undefined;
}

const columns = (r: AutoRenewalRecord) => ({
  state: r.state,
  transaction_type: r.transactionType,
  new_term_duration: r.newTermDuration ?? null,
  create_time: r.createTime,
  accept_time: r.acceptTime,
  issue_time: r.issueTime,
  transaction_id: r.transactionId ?? null,
  created_time: r.createdTime ?? null,
  accepted_time: r.acceptedTime ?? null,
  issued_time: r.issuedTime ?? null,
  validation: r.validation ? JSON.stringify(r.validation) : null,
  due_at: dueOf(r) ?? null,
  version: r.version,
});

const insertRow = (tenantId: string, r: AutoRenewalRecord) => ({
  id: r.id,
  tenant_id: tenantId,
  policy_id: r.policyId,
  term_id: r.termId,
  created_at: r.createdAt,
  ...columns(r),
});

/** Inserts the auto-renewal unless its term has one; answers whether it did. */
export async function insertAutoRenewal(db: Conn, tenantId: string, r: AutoRenewalRecord): Promise<boolean> {
  await db('auto_renewals').insert(insertRow(tenantId, r)).onConflict('term_id').ignore();
  const row = await db<Row>('auto_renewals').where({ tenant_id: tenantId, term_id: r.termId }).first('id');
  return row?.id === r.id;
}

/**
 * Inserts the auto-renewal in `tx` unless its term has one (the job's, which does not need to know
 * which): one statement prepared once.
 */
export async function addAutoRenewal(tx: Tx, tenantId: string, r: AutoRenewalRecord): Promise<void> {
  const row = insertRow(tenantId, r);
  const names = Object.keys(row);
  await txRun(
    tx,
    'insuite_add_auto_renewal',
    `insert into auto_renewals (${names.join(', ')}) values (${names.map(() => '?').join(', ')}) ` +
      'on conflict (term_id) do nothing',
    Object.values(row),
  );
}

/**
 * Writes `r` over the stored one of version `from` (by default `r.version - 1`); false when another
 * write came first.
 */
export async function updateAutoRenewal(
  db: Conn,
  tenantId: string,
  r: AutoRenewalRecord,
  from = r.version - 1,
): Promise<boolean> {
  const where = { tenant_id: tenantId, id: r.id, version: from };
  const n = await txUpdate(db, 'insuite_update_auto_renewal', 'auto_renewals', columns(r), where);
  return Number(n) === 1;
}

export async function findAutoRenewal(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<AutoRenewalRecord | undefined> {
  const row = await db<Row>('auto_renewals').where({ tenant_id: tenantId, id }).first();
  return row ? toRecord(row) : undefined;
}

export async function autoRenewalOfTerm(
  db: Conn,
  tenantId: string,
  termId: string,
): Promise<AutoRenewalRecord | undefined> {
  const row = await db<Row>('auto_renewals').where({ tenant_id: tenantId, term_id: termId }).first();
  return row ? toRecord(row) : undefined;
}

/** Active auto-renewals of any tenant whose next step is due by `upTo`, earliest first. */
export async function dueAutoRenewals(
  db: Conn,
  upTo: string,
  limit: number,
): Promise<(AutoRenewalRecord & { tenantId: string })[]> {
  const rows = await db<Row>('auto_renewals')
    .where('state', 'active')
    .andWhere('due_at', '<=', upTo)
    .orderBy('due_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit);
  return rows.map((r) => ({ ...toRecord(r), tenantId: r.tenant_id }));
}

export interface RenewableTerm {
  tenantId: string;
  policyId: string;
  termId: string;
  termStart: string;
  termEnd: string;
  plan?: string;
  productName: string;
  /** The policy's time zone: lead days are calendar days there. */
  timezone: string;
  /** The tenant's configuration counter when the term was read. */
  epoch: number;
}

/**
 * The latest term of each policy not cancelled that has no auto-renewal yet (any tenant), after
 * `afterTermId` in locator order: the terms the job gives one by their policy's plan. A term found
 * to get none under the tenant's configuration as it stands (markNoAutoRenewal) is left out
 * until the configuration changes.
 */
export async function termsWithoutAutoRenewal(
  db: Conn,
  afterTermId: string,
  limit: number,
): Promise<RenewableTerm[]> {
  const rows = await db('policy_terms as t')
    .join('policies as p', 'p.id', 't.policy_id')
    .leftJoin('auto_renewals as a', 'a.term_id', 't.id')
    .leftJoin('config_epochs as e', 'e.tenant_id', 't.tenant_id')
    .whereNull('a.id')
    .whereNull('p.cancelled_at')
    .andWhere('t.id', '>', afterTermId)
    .andWhere((q) => {
      void q.whereNull('t.renewal_checked_epoch').orWhereRaw('t.renewal_checked_epoch <> coalesce(e.n, 0)');
    })
    .whereNotExists(
      db('policy_terms as n').whereRaw('n.policy_id = t.policy_id').andWhereRaw('n.number > t.number'),
    )
    .orderBy('t.id', 'asc')
    .limit(limit)
    .select(
      't.tenant_id as tenant_id',
      't.id as term_id',
      't.policy_id as policy_id',
      't.start_time as start_time',
      't.end_time as end_time',
      'p.auto_renewal_plan as plan',
      'p.product_name as product_name',
      'p.timezone as timezone',
      db.raw('coalesce(e.n, 0) as epoch'),
    );
  return (rows as Record<string, string | number | null>[]).map((r) => ({
    tenantId: String(r.tenant_id),
    policyId: String(r.policy_id),
    termId: String(r.term_id),
    termStart: String(r.start_time),
    termEnd: String(r.end_time),
    ...(r.plan !== null ? { plan: String(r.plan) } : {}),
    productName: String(r.product_name),
    // Policies issued before the lifecycle kept no time zone: UTC, as their records read.
    timezone: r.timezone === null ? 'UTC' : String(r.timezone),
    epoch: Number(r.epoch),
  }));
}

/** Notes that the term's plan gives it no auto-renewal under the configuration at `epoch`. */
export async function markNoAutoRenewal(
  db: Conn,
  tenantId: string,
  termId: string,
  epoch: number,
): Promise<void> {
  await txUpdate(
    db,
    'insuite_mark_no_auto_renewal',
    'policy_terms',
    { renewal_checked_epoch: epoch },
    { tenant_id: tenantId, id: termId },
  );
}

/** The policy's plan changed: the job looks at its terms again. */
export async function clearNoAutoRenewal(db: Conn, tenantId: string, policyId: string): Promise<void> {
  await db('policy_terms')
    .where({ tenant_id: tenantId, policy_id: policyId })
    .whereNotNull('renewal_checked_epoch')
    .update({ renewal_checked_epoch: null });
}

/** Whether the policy's latest term is marked not to be renewed. */
export async function doNotRenew(db: Conn, tenantId: string, termId: string): Promise<boolean> {
  const row = await db('auto_renewals')
    .where({ tenant_id: tenantId, term_id: termId, state: 'doNotRenew' })
    .first('id');
  return row !== undefined;
}
