// Delinquencies, what each concerns (invoices and the policy) and the events its plan configures
// (the plan named for a quote or a policy is kept on its row, by the policy area). `due_at` is when the job next acts on a
// delinquency (null once nothing is left); `version` moves with every write so two processes
// cannot both take one step. A reference's `open_key` is unique while its delinquency is open,
// so an unpaid invoice starts one delinquency however many processes see it.
import type { Db, Tx } from '../db/knex.js';
import { page, type Page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';
import type { ConfiguredEvent, DelinquencySettings, DelinquencyState } from './delinquency-states.js';

type Conn = Db | Tx;

export interface DelinquencyRecord {
  id: string;
  tenantId: string;
  accountId: string;
  policyId: string;
  state: DelinquencyState;
  settings: DelinquencySettings & { events: ConfiguredEvent[] };
  timezone: string;
  graceStartedAt?: string;
  graceEndAt: string;
  lapseEffectiveTime?: string;
  lapseTransactionId?: string;
  dueAt?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ReferenceRecord {
  id: string;
  delinquencyId: string;
  referenceType: 'policy' | 'invoice';
  referenceId: string;
  transactionId?: string;
  openKey?: string;
  createdAt: string;
}

export interface DelinquencyEventRecord {
  id: string;
  delinquencyId: string;
  name: string;
  state: 'active' | 'triggered' | 'cancelled';
  triggerTime: string;
  triggeredAt?: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

interface Row {
  id: string;
  tenant_id: string;
  account_id: string;
  policy_id: string;
  state: DelinquencyState;
  settings: string;
  timezone: string;
  grace_started_at: string | null;
  grace_end_at: string;
  lapse_effective_time: string | null;
  lapse_transaction_id: string | null;
  due_at: string | null;
  version: number | string;
  created_at: string;
  updated_at: string;
}

const toRecord = (r: Row): DelinquencyRecord => ({
  id: r.id,
  tenantId: r.tenant_id,
  accountId: r.account_id,
  policyId: r.policy_id,
  state: r.state,
  settings: parseJson(r.settings, {} as DelinquencyRecord['settings']),
  timezone: r.timezone,
  ...(r.grace_started_at !== null ? { graceStartedAt: r.grace_started_at } : {}),
  graceEndAt: r.grace_end_at,
  ...(r.lapse_effective_time !== null ? { lapseEffectiveTime: r.lapse_effective_time } : {}),
  ...(r.lapse_transaction_id !== null ? { lapseTransactionId: r.lapse_transaction_id } : {}),
  ...(r.due_at !== null ? { dueAt: r.due_at } : {}),
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const columns = (d: DelinquencyRecord) => ({
  state: d.state,
  settings: JSON.stringify(d.settings),
  timezone: d.timezone,
  grace_started_at: d.graceStartedAt ?? null,
  grace_end_at: d.graceEndAt,
  lapse_effective_time: d.lapseEffectiveTime ?? null,
  lapse_transaction_id: d.lapseTransactionId ?? null,
  due_at: d.dueAt ?? null,
  version: d.version,
  updated_at: d.updatedAt,
});

export async function insertDelinquency(tx: Tx, d: DelinquencyRecord): Promise<void> {
  await tx('delinquencies').insert({
    id: d.id,
    tenant_id: d.tenantId,
    account_id: d.accountId,
    policy_id: d.policyId,
    created_at: d.createdAt,
    ...columns(d),
  });
}

/** Writes `d` over the stored one of version `d.version - 1`; false when another write came first. */
export async function updateDelinquency(db: Conn, d: DelinquencyRecord): Promise<boolean> {
  const n = await db('delinquencies')
    .where({ tenant_id: d.tenantId, id: d.id, version: d.version - 1 })
    .update(columns(d));
  return Number(n) === 1;
}

export async function findDelinquency(
  db: Conn,
  tenantId: string,
  id: string,
): Promise<DelinquencyRecord | undefined> {
  const row = await db<Row>('delinquencies').where({ tenant_id: tenantId, id }).first();
  return row ? toRecord(row) : undefined;
}

export async function listDelinquencies(
  db: Conn,
  tenantId: string,
  by: { policyId?: string; accountId?: string; invoiceId?: string },
  req: PageRequest,
): Promise<Page<DelinquencyRecord>> {
  const q = db<Row>('delinquencies').where('tenant_id', tenantId);
  if (by.policyId !== undefined) q.andWhere('policy_id', by.policyId);
  if (by.accountId !== undefined) q.andWhere('account_id', by.accountId);
  if (by.invoiceId !== undefined)
    q.whereIn(
      'id',
      db('delinquency_references')
        .where({ tenant_id: tenantId, reference_id: by.invoiceId, reference_type: 'invoice' })
        .select('delinquency_id'),
    );
  return page(q, req, toRecord);
}

/** The open delinquency of a policy at the policy level (not settled, lapse not made), if any. */
export async function openOfPolicy(
  db: Conn,
  tenantId: string,
  policyId: string,
): Promise<DelinquencyRecord | undefined> {
  const ref = await db('delinquency_references')
    .where({ open_key: `p:${policyId}` })
    .first('delinquency_id');
  if (!ref) return undefined;
  return findDelinquency(db, tenantId, (ref as { delinquency_id: string }).delinquency_id);
}

/** Delinquencies of any tenant with something to do by `upTo`, earliest first. */
export async function dueDelinquencies(db: Conn, upTo: string, limit: number): Promise<DelinquencyRecord[]> {
  const rows = await db<Row>('delinquencies')
    .whereNotNull('due_at')
    .andWhere('due_at', '<=', upTo)
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit);
  return rows.map(toRecord);
}

// ---- references ------------------------------------------------------------------------------------

interface RefRow {
  id: string;
  tenant_id: string;
  delinquency_id: string;
  reference_type: 'policy' | 'invoice';
  reference_id: string;
  transaction_id: string | null;
  open_key: string | null;
  created_at: string;
}

const toRef = (r: RefRow): ReferenceRecord => ({
  id: r.id,
  delinquencyId: r.delinquency_id,
  referenceType: r.reference_type,
  referenceId: r.reference_id,
  ...(r.transaction_id !== null ? { transactionId: r.transaction_id } : {}),
  ...(r.open_key !== null ? { openKey: r.open_key } : {}),
  createdAt: r.created_at,
});

/** Inserts references; false when an open key is taken (another process started it first). */
export async function insertReferences(tx: Tx, tenantId: string, refs: ReferenceRecord[]): Promise<void> {
  await tx('delinquency_references').insert(
    refs.map((r) => ({
      id: r.id,
      tenant_id: tenantId,
      delinquency_id: r.delinquencyId,
      reference_type: r.referenceType,
      reference_id: r.referenceId,
      transaction_id: r.transactionId ?? null,
      open_key: r.openKey ?? null,
      created_at: r.createdAt,
    })),
  );
}

export async function referencesOf(
  db: Conn,
  tenantId: string,
  delinquencyIds: readonly string[],
): Promise<ReferenceRecord[]> {
  if (!delinquencyIds.length) return [];
  const rows = await db<RefRow>('delinquency_references')
    .where('tenant_id', tenantId)
    .whereIn('delinquency_id', delinquencyIds)
    .orderBy('created_at')
    .orderBy('id');
  return rows.map(toRef);
}

/** The open references of these invoices (those of delinquencies not settled). */
export async function openReferencesOfInvoices(
  db: Conn,
  invoiceIds: readonly string[],
): Promise<ReferenceRecord[]> {
  if (!invoiceIds.length) return [];
  const rows = await db<RefRow>('delinquency_references').whereIn(
    'open_key',
    invoiceIds.map((id) => `i:${id}`),
  );
  return rows.map(toRef);
}

/** A settled delinquency's references stop being open: its invoices may start another one. */
export async function closeReferences(tx: Tx, tenantId: string, delinquencyId: string): Promise<void> {
  await tx('delinquency_references')
    .where({ tenant_id: tenantId, delinquency_id: delinquencyId })
    .update({ open_key: null });
}

export async function setLapseTransaction(
  tx: Tx,
  tenantId: string,
  delinquencyId: string,
  transactionId: string,
): Promise<void> {
  await tx('delinquency_references')
    .where({ tenant_id: tenantId, delinquency_id: delinquencyId })
    .update({ transaction_id: transactionId });
}

// ---- configured events -----------------------------------------------------------------------------

interface EventRow {
  id: string;
  tenant_id: string;
  delinquency_id: string;
  name: string;
  state: DelinquencyEventRecord['state'];
  trigger_time: string;
  triggered_at: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

const toEvent = (r: EventRow): DelinquencyEventRecord => ({
  id: r.id,
  delinquencyId: r.delinquency_id,
  name: r.name,
  state: r.state,
  triggerTime: r.trigger_time,
  ...(r.triggered_at !== null ? { triggeredAt: r.triggered_at } : {}),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

export async function insertEvents(
  tx: Tx,
  tenantId: string,
  events: DelinquencyEventRecord[],
): Promise<void> {
  if (!events.length) return;
  await tx('delinquency_events').insert(
    events.map((e) => ({
      id: e.id,
      tenant_id: tenantId,
      delinquency_id: e.delinquencyId,
      name: e.name,
      state: e.state,
      trigger_time: e.triggerTime,
      triggered_at: e.triggeredAt ?? null,
      created_at: e.createdAt,
      created_by: e.createdBy,
      updated_at: e.updatedAt,
      updated_by: e.updatedBy,
    })),
  );
}

export async function eventsOf(
  db: Conn,
  tenantId: string,
  delinquencyId: string,
  req?: PageRequest,
): Promise<Page<DelinquencyEventRecord>> {
  const q = db<EventRow>('delinquency_events').where({ tenant_id: tenantId, delinquency_id: delinquencyId });
  return page(q, req ?? { count: 1000 }, toEvent, ['trigger_time', 'id']);
}

export async function updateEvent(db: Conn, tenantId: string, e: DelinquencyEventRecord): Promise<void> {
  await db('delinquency_events')
    .where({ tenant_id: tenantId, id: e.id })
    .update({
      state: e.state,
      trigger_time: e.triggerTime,
      triggered_at: e.triggeredAt ?? null,
      updated_at: e.updatedAt,
      updated_by: e.updatedBy,
    });
}
