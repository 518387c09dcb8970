// Installment lattices (one per term) and installments (one per issued transaction and frame),
// their items as JSON in the installment's row. `pending_at` is the generate time of an
// installment no invoice has taken yet (else null): what the invoice job looks for. Every function
// takes the tenant, but `pendingInstallments`, the job's scan across tenants.
import type { Db, Tx } from '../db/knex.js';
import { page, type PageRequest } from '../shared/paging.js';
import { parseJson } from '../util.js';
import type { Frame, InstallmentPlan } from './plans.js';

type Conn = Db | Tx;

export interface LatticeRecord {
  id: string;
  accountId: string;
  policyId: string;
  termId: string;
  currency: string;
  timezone: string;
  planName?: string;
  plan: InstallmentPlan;
  termStart: string;
  termEnd: string;
  effectiveTime: string;
  frames: Frame[];
  createdAt: string;
  createdBy: string;
}

interface LatticeRow {
  id: string;
  tenant_id: string;
  account_id: string;
  policy_id: string;
  term_id: string;
  currency: string;
  timezone: string;
  plan_name: string | null;
  plan: string;
  term_start: string;
  term_end: string;
  effective_time: string;
  frames: string;
  created_at: string;
  created_by: string;
}

const toLattice = (r: LatticeRow): LatticeRecord => ({
  id: r.id,
  accountId: r.account_id,
  policyId: r.policy_id,
  termId: r.term_id,
  currency: r.currency,
  timezone: r.timezone,
  ...(r.plan_name !== null ? { planName: r.plan_name } : {}),
  plan: parseJson(r.plan, {} as InstallmentPlan),
  termStart: r.term_start,
  termEnd: r.term_end,
  effectiveTime: r.effective_time,
  frames: parseJson(r.frames, [] as Frame[]),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

/** Inserts the lattice unless its term has one; answers the term's lattice either way. */
export async function insertLattice(tx: Tx, tenantId: string, l: LatticeRecord): Promise<LatticeRecord> {
  await tx('installment_lattices')
    .insert({
      id: l.id,
      tenant_id: tenantId,
      account_id: l.accountId,
      policy_id: l.policyId,
      term_id: l.termId,
      currency: l.currency,
      timezone: l.timezone,
      plan_name: l.planName ?? null,
      plan: JSON.stringify(l.plan),
      term_start: l.termStart,
      term_end: l.termEnd,
      effective_time: l.effectiveTime,
      frames: JSON.stringify(l.frames),
      created_at: l.createdAt,
      created_by: l.createdBy,
    })
    .onConflict('term_id')
    .ignore();
  return (await latticeOfTerm(tx, tenantId, l.termId))!;
}

export async function latticeOfTerm(db: Conn, tenantId: string, termId: string) {
  const r = (await db('installment_lattices').where({ tenant_id: tenantId, term_id: termId }).first()) as
    LatticeRow | undefined;
  return r && toLattice(r);
}

export async function findLattice(db: Conn, tenantId: string, id: string) {
  const r = (await db('installment_lattices').where({ tenant_id: tenantId, id }).first()) as
    LatticeRow | undefined;
  return r && toLattice(r);
}

export const listLattices = (db: Conn, tenantId: string, policyId: string, req: PageRequest) =>
  page<LatticeRow, LatticeRecord>(
    db('installment_lattices').where({ tenant_id: tenantId, policy_id: policyId }),
    req,
    toLattice,
    ['term_start', 'id'],
  );

export interface InstallmentItemRecord {
  id: string;
  chargeId: string;
  elementId: string;
  elementStaticId: string;
  chargeType: string;
  chargeCategory: string;
  amount: string;
  invoiceItemId?: string;
}

export interface InstallmentRecord {
  id: string;
  latticeId: string;
  accountId: string;
  policyId: string;
  termId: string;
  transactionId: string;
  frameIndex: number;
  start: string;
  end: string;
  generateTime: string;
  dueTime: string;
  autopayTime?: string;
  currency: string;
  timezone: string;
  amount: string;
  items: InstallmentItemRecord[];
  invoiceId?: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

interface InstallmentRow {
  id: string;
  tenant_id: string;
  lattice_id: string;
  account_id: string;
  policy_id: string;
  term_id: string;
  transaction_id: string;
  frame_index: number | string;
  installment_start: string;
  installment_end: string;
  coverage_start: string;
  coverage_end: string;
  generate_time: string;
  due_time: string;
  autopay_time: string | null;
  currency: string;
  timezone: string;
  amount: string;
  items: string;
  invoice_id: string | null;
  pending_at: string | null;
  version: number | string;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export const toInstallment = (r: InstallmentRow): InstallmentRecord & { tenantId: string } => ({
  tenantId: r.tenant_id,
  id: r.id,
  latticeId: r.lattice_id,
  accountId: r.account_id,
  policyId: r.policy_id,
  termId: r.term_id,
  transactionId: r.transaction_id,
  frameIndex: Number(r.frame_index),
  start: r.installment_start,
  end: r.installment_end,
  generateTime: r.generate_time,
  dueTime: r.due_time,
  ...(r.autopay_time !== null ? { autopayTime: r.autopay_time } : {}),
  currency: r.currency,
  timezone: r.timezone,
  amount: r.amount,
  items: parseJson(r.items, [] as InstallmentItemRecord[]),
  ...(r.invoice_id !== null ? { invoiceId: r.invoice_id } : {}),
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

const installmentRow = (tenantId: string, i: InstallmentRecord): InstallmentRow => ({
  id: i.id,
  tenant_id: tenantId,
  lattice_id: i.latticeId,
  account_id: i.accountId,
  policy_id: i.policyId,
  term_id: i.termId,
  transaction_id: i.transactionId,
  frame_index: i.frameIndex,
  installment_start: i.start,
  installment_end: i.end,
  coverage_start: i.start,
  coverage_end: i.end,
  generate_time: i.generateTime,
  due_time: i.dueTime,
  autopay_time: i.autopayTime ?? null,
  currency: i.currency,
  timezone: i.timezone,
  amount: i.amount,
  items: JSON.stringify(i.items),
  invoice_id: i.invoiceId ?? null,
  pending_at: i.invoiceId === undefined ? i.generateTime : null,
  version: i.version,
  created_at: i.createdAt,
  created_by: i.createdBy,
  updated_at: i.updatedAt,
  updated_by: i.updatedBy,
});

export async function insertInstallments(tx: Tx, tenantId: string, list: InstallmentRecord[]): Promise<void> {
  if (!list.length) return;
  await tx.batchInsert(
    'installments',
    list.map((i) => installmentRow(tenantId, i)),
    100,
  );
}

export async function findInstallment(db: Conn, tenantId: string, id: string) {
  const r = (await db('installments').where({ tenant_id: tenantId, id }).first()) as
    InstallmentRow | undefined;
  return r && toInstallment(r);
}

export type InstallmentScope = { policyId: string } | { transactionId: string };

export const listInstallments = (db: Conn, tenantId: string, scope: InstallmentScope, req: PageRequest) =>
  page<InstallmentRow, InstallmentRecord>(
    db('installments').where({
      tenant_id: tenantId,
      ...('policyId' in scope ? { policy_id: scope.policyId } : { transaction_id: scope.transactionId }),
    }),
    req,
    toInstallment,
    ['generate_time', 'id'],
  );

/** Every installment of a term. */
export async function termInstallments(db: Conn, tenantId: string, termId: string) {
  const rows = (await db('installments')
    .where({ tenant_id: tenantId, term_id: termId })
    .orderBy([{ column: 'generate_time' }, { column: 'id' }])) as InstallmentRow[];
  return rows.map(toInstallment);
}

/** Installments of any tenant no invoice took yet whose generate time is at or before `upTo`. */
export async function pendingInstallments(db: Conn, upTo: string, limit: number, after = '') {
  const rows = (await db('installments')
    .whereNotNull('pending_at')
    .andWhere('pending_at', '<=', upTo)
    .andWhere('id', '>', after)
    .orderBy('id')
    .limit(limit)) as InstallmentRow[];
  return rows.map(toInstallment);
}

/**
 * The installments of the tenant's given policies no invoice took yet whose generate time is at
 * or before `upTo`: the rest of the policies a full batch of `pendingInstallments` ended inside.
 */
export async function pendingOfPolicies(
  db: Conn,
  tenantId: string,
  policyIds: readonly string[],
  upTo: string,
) {
  const out: ReturnType<typeof toInstallment>[] = [];
  for (let i = 0; i < policyIds.length; i += 500) {
    const rows = (await db('installments')
      .where({ tenant_id: tenantId })
      .whereIn('policy_id', policyIds.slice(i, i + 500))
      .whereNotNull('pending_at')
      .andWhere('pending_at', '<=', upTo)
      .orderBy('id')) as InstallmentRow[];
    out.push(...rows.map(toInstallment));
  }
  return out;
}

/** The installments of a policy no invoice took yet, whatever their generate times. */
export async function pendingOfPolicy(db: Conn, tenantId: string, policyId: string) {
  const rows = (await db('installments')
    .where({ tenant_id: tenantId, policy_id: policyId })
    .whereNotNull('pending_at')
    .orderBy([{ column: 'generate_time' }, { column: 'id' }])) as InstallmentRow[];
  return rows.map(toInstallment);
}

/** The given installments of the tenant, whoever took them. */
export async function findInstallments(db: Conn, tenantId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = (await db('installments')
    .where({ tenant_id: tenantId })
    .whereIn('id', ids)) as InstallmentRow[];
  return rows.map(toInstallment);
}

/** Installments of an invoice. */
export async function installmentsOfInvoice(db: Conn, tenantId: string, invoiceId: string) {
  const rows = (await db('installments')
    .where({ tenant_id: tenantId, invoice_id: invoiceId })
    .orderBy('id')) as InstallmentRow[];
  return rows.map(toInstallment);
}

/**
 * Gives each installment to its invoice (`taken`: installment → its invoice and its items, each
 * naming the invoice item it went on), in one statement, if no invoice took any of them; false (the
 * caller rolls back) when one was taken meanwhile.
 */
export async function takeInstallments(
  tx: Tx,
  tenantId: string,
  taken: ReadonlyMap<string, { invoiceId: string; items: readonly InstallmentItemRecord[] }>,
  at: string,
): Promise<boolean> {
  const ids = [...taken.keys()];
  if (!ids.length) return true;
  const cases = ids.map(() => 'when ? then ?').join(' ');
  const n = await tx('installments')
    .where({ tenant_id: tenantId })
    .whereIn('id', ids)
    .whereNotNull('pending_at')
    .update({
      invoice_id: tx.raw(
        `case id ${cases} end`,
        ids.flatMap((id) => [id, taken.get(id)!.invoiceId]),
      ),
      items: tx.raw(
        `case id ${cases} end`,
        ids.flatMap((id) => [id, JSON.stringify(taken.get(id)!.items)]),
      ),
      pending_at: null,
      updated_at: at,
      version: tx.raw('version + 1'),
    });
  return Number(n) === ids.length;
}
