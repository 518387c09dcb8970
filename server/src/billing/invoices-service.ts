// Invoices: generated from installments at their generate time by the server's clock (a job that
// runs once across processes under a lease, at start, on its poll and whenever a test moves the
// clock, before the move answers), or at once for installments already due when their transaction
// is issued, or early when asked. An invoice gathers the installments of one policy with one
// generate time; it is written with its items, its installments taken (each once: the update is
// guarded) and its `invoice.generate` event in one database transaction, so a process killed
// mid-run leaves no invoice half-made and the next run goes on where it stopped.
import { Decimal } from 'decimal.js';
import { AppError, conflict, notFound, unprocessable } from '../errors.js';
import type { Db, Tx } from '../db/knex.js';
import { releaseLease, takeLease } from '../db/lease.js';
import { serialRuns } from '../shared/serial-runs.js';
import type { EventsService } from '../events/events-service.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import type { Logger } from '../logger.js';
import type { PageRequest } from '../shared/paging.js';
import { iso, tenantTime, type Ids } from '../util.js';
import {
  findInstallments,
  installmentsOfInvoice,
  latticeOfTerm,
  pendingInstallments,
  pendingOfPolicies,
  pendingOfPolicy,
  takeInstallments,
  type InstallmentRecord,
} from './installments-store.js';
import type { IssuedTransaction } from '../policy/after-issue.js';
import {
  groupInstallments,
  invoiceFee,
  invoicingPlanOf,
  NO_INVOICING_PLAN,
  type InvoicingConfig,
  type InvoicingPlan,
} from './invoicing-plans.js';
import type { BillingDeps, InstallmentsService } from './installments-service.js';
import {
  findInvoice,
  findInvoices,
  insertCreditDistribution,
  insertInvoices,
  insertWriteOff,
  invoicesWithNumber,
  itemsOf,
  listInvoices,
  nextCounter,
  setItemsRemaining,
  updateInvoice,
  type InvoiceItemRecord,
  type InvoiceRecord,
} from './invoices-store.js';

const JOB = 'invoices';
const CHUNK = 250;
/** The user the job writes as. */
const SYSTEM_USER = '00000000-0000-0000-0000-000000000000';

/** A write that found an installment taken meanwhile: its database transaction rolls back. */
class Taken extends Error {}

type InvoiceResponse = Schema<'InvoiceResponse'>;

/** A policy's own invoice fee replaces its plan's amount; the plan's handling still applies. */
const withOwnFee = (
  plan: InvoicingPlan,
  own: { amount: string; currency: string } | undefined,
): InvoicingPlan => (own ? { ...plan, invoiceFeeAmounts: { [own.currency]: Number(own.amount) } } : plan);

export interface InvoicesDeps extends BillingDeps {
  events: EventsService;
  logger: Logger;
  leaseMs: number;
  /** How many pending installments a run reads at a time. */
  batch: number;
  installments: Pick<InstallmentsService, 'quotePreview' | 'quoteOf' | 'transactionPreview'>;
  /** Called in the transaction that settles invoices (payments' delinquencies settle with them). */
  onSettled?: (
    tx: Tx,
    tenantId: string,
    invoiceIds: string[],
    at: string,
    requestId: string,
    userId: string,
  ) => Promise<void>;
}

const sum = (xs: readonly string[]) => xs.reduce((a, x) => a.plus(x), new Decimal(0));

export const toInvoiceResponse = (i: InvoiceRecord, items?: InvoiceItemRecord[]): InvoiceResponse => ({
  locator: i.id,
  accountLocator: i.accountId,
  invoiceState: i.state,
  invoiceType: 'normal',
  startTime: i.startTime,
  endTime: i.endTime,
  generatedTime: i.generatedTime,
  dueTime: i.dueTime,
  currency: i.currency,
  timezone: i.timezone,
  totalAmount: Number(i.totalAmount),
  totalRemainingAmount: Number(i.remainingAmount),
  ...(i.invoiceNumber !== undefined ? { invoiceNumber: i.invoiceNumber } : {}),
  ...(i.autopayTime !== undefined ? { autopayTime: i.autopayTime } : {}),
  ...(i.settledTime !== undefined ? { settledTime: i.settledTime } : {}),
  ...(i.unsettledTime !== undefined ? { unsettledTime: i.unsettledTime } : {}),
  ...(items
    ? {
        invoiceItems: items.map((x) => ({
          locator: x.id,
          invoiceLocator: i.id,
          timezone: i.timezone,
          chargeType: x.chargeType,
          chargeCategory: x.chargeCategory,
          amount: Number(x.amount),
          remainingAmount: Number(x.remainingAmount),
          ...(x.settlementTime !== undefined ? { settlementTime: x.settlementTime } : {}),
          ...(x.policyId !== undefined ? { policyLocator: x.policyId } : {}),
          ...(x.elementStaticId !== undefined ? { elementStaticLocator: x.elementStaticId } : {}),
          installmentItemLocators: x.installmentItemIds,
          transactionLocators: x.transactionIds,
        })),
      }
    : {}),
});

const toSummaryView = (i: InvoiceRecord): Schema<'InvoiceSummaryView'> => {
  const { invoiceItems: _items, ...rest } = toInvoiceResponse(i);
  return rest;
};

/** Installments that share an invoice, under their policy's invoicing plan. */
interface Group {
  installments: readonly InstallmentRecord[];
  plan: InvoicingPlan;
  /** The invoice's due time when not its installments' earliest (a cancellation's consolidation). */
  dueTime?: string;
}

/** The invoice and items a group of installments of one policy makes, with its plan's fee. */
function invoiceOf(
  ids: Ids,
  { installments: group, plan, dueTime }: Group,
  at: { now: string; userId: string },
): { invoice: InvoiceRecord; items: InvoiceItemRecord[]; installmentIds: string[] } {
  const first = group[0]!;
  const id = ids.ulid();
  const byKey = new Map<string, InvoiceItemRecord>();
  for (const inst of group)
    for (const x of inst.items) {
      const key = `${x.elementStaticId}|${x.chargeType}|${x.chargeCategory}`;
      let item = byKey.get(key);
      if (!item) {
        item = {
          id: ids.ulid(),
          invoiceId: id,
          policyId: inst.policyId,
          elementStaticId: x.elementStaticId,
          chargeType: x.chargeType,
          chargeCategory: x.chargeCategory,
          amount: '0',
          remainingAmount: '0',
          installmentItemIds: [],
          transactionIds: [],
          position: byKey.size,
          createdAt: at.now,
        };
        byKey.set(key, item);
      }
      item.amount = new Decimal(item.amount).plus(x.amount).toFixed();
      item.remainingAmount = item.amount;
      item.installmentItemIds.push(x.id);
      if (!item.transactionIds.includes(inst.transactionId)) item.transactionIds.push(inst.transactionId);
    }
  const items = [...byKey.values()];
  const fee = invoiceFee(
    plan,
    first.currency,
    group.map((g) => g.generateTime),
    sum(items.map((x) => x.amount)),
  );
  // The fee is an item of its own: money billed beyond the charges, from no installment.
  if (fee)
    items.push({
      id: ids.ulid(),
      invoiceId: id,
      policyId: first.policyId,
      chargeType: 'invoiceFee',
      chargeCategory: 'invoiceFee',
      amount: fee.toFixed(),
      remainingAmount: fee.toFixed(),
      installmentItemIds: [],
      transactionIds: [],
      position: items.length,
      createdAt: at.now,
    });
  const total = sum(items.map((x) => x.amount)).toFixed();
  const min = (xs: string[]) => xs.reduce((a, b) => (b < a ? b : a));
  const max = (xs: string[]) => xs.reduce((a, b) => (b > a ? b : a));
  const autopay = group.flatMap((g) => (g.autopayTime !== undefined ? [g.autopayTime] : []));
  return {
    invoice: {
      id,
      accountId: first.accountId,
      policyId: first.policyId,
      state: 'open',
      startTime: min(group.map((g) => g.start)),
      endTime: max(group.map((g) => g.end)),
      generatedTime: at.now,
      dueTime: dueTime ?? min(group.map((g) => g.dueTime)),
      currency: first.currency,
      timezone: first.timezone,
      totalAmount: total,
      remainingAmount: total,
      ...(autopay.length ? { autopayTime: min(autopay) } : {}),
      suppressAutopay: false,
      version: 1,
      createdAt: at.now,
      createdBy: at.userId,
    },
    items,
    installmentIds: group.map((g) => g.id),
  };
}

export function createInvoicesService(deps: InvoicesDeps) {
  const { db, clock, ids, events, logger } = deps;
  const holder = ids.ulid();

  /** The invoicing plan of each of the installments' policies (their accounts'), by policy. */
  async function plansOf(
    tenantId: string,
    list: readonly InstallmentRecord[],
    conn: Db | Tx = db,
    configuration?: object,
  ): Promise<(policyId: string) => InvoicingPlan> {
    const config = (configuration ?? (await deps.configs.definition(tenantId))) as InvoicingConfig;
    if (!config.invoicingPlans || !Object.keys(config.invoicingPlans).length) return () => NO_INVOICING_PLAN;
    const [accounts, fees] = await Promise.all([
      deps.accounts.billingOf(
        tenantId,
        list.map((i) => i.accountId),
        conn,
      ),
      deps.policies.invoiceFeesOf(
        tenantId,
        list.map((i) => i.policyId),
        conn,
      ),
    ]);
    const accountOf = new Map(list.map((i) => [i.policyId, i.accountId]));
    return (policyId) => {
      const own = fees.get(policyId);
      return withOwnFee(invoicingPlanOf(config, accounts.get(accountOf.get(policyId)!)?.invoicingPlan), own);
    };
  }

  /** The installments a run invoices, grouped by their policies' plans. */
  async function groupsOf(tenantId: string, list: readonly InstallmentRecord[]): Promise<Group[]> {
    const planOf = await plansOf(tenantId, list);
    return groupInstallments(list, planOf).map((g) => ({ installments: g, plan: planOf(g[0]!.policyId) }));
  }

  /** Writes invoices for the groups in `tx`; throws Taken when an installment was taken meanwhile. */
  async function write(
    tx: Tx,
    tenantId: string,
    groups: readonly Group[],
    at: { now: string; userId: string; requestId: string },
  ): Promise<InvoiceRecord[]> {
    const filled = groups.filter((g) => g.installments.length);
    const made = filled.map((g) => invoiceOf(ids, g, at));
    if (!made.length) return [];
    await insertInvoices(tx, tenantId, made);
    // Each installment item names the invoice item it went on.
    const itemOf = new Map(
      made.flatMap((m) => m.items.flatMap((x) => x.installmentItemIds.map((i) => [i, x.id] as const))),
    );
    const taken = new Map(
      made.flatMap((m, k) =>
        filled[k]!.installments.map(
          (inst) =>
            [
              inst.id,
              {
                invoiceId: m.invoice.id,
                items: inst.items.map((x) => ({ ...x, invoiceItemId: itemOf.get(x.id)! })),
              },
            ] as const,
        ),
      ),
    );
    if (!(await takeInstallments(tx, tenantId, taken, at.now))) throw new Taken();
    await events.recordAll(
      tx,
      tenantId,
      made.map((m) => ({
        type: 'invoice.generate' as const,
        requestId: at.requestId,
        userId: at.userId,
        data: toInvoiceResponse(m.invoice, m.items) as unknown as Record<string, unknown>,
      })),
    );
    return made.map((m) => m.invoice);
  }

  /** Invoices for groups of one tenant, a chunk per transaction; a chunk that met a taken installment is done one group at a time. */
  async function generate(
    tenantId: string,
    groups: readonly Group[],
    at: { now: string; userId: string; requestId: string },
  ): Promise<number> {
    let n = 0;
    for (let i = 0; i < groups.length; i += CHUNK) {
      const chunk = groups.slice(i, i + CHUNK);
      try {
        n += (await db.transaction((tx) => write(tx, tenantId, chunk, at))).length;
      } catch (e) {
        if (!(e instanceof Taken)) throw e;
        for (const g of chunk)
          try {
            n += (await db.transaction((tx) => write(tx, tenantId, [g], at))).length;
          } catch (e2) {
            if (!(e2 instanceof Taken)) throw e2;
          }
      }
    }
    return n;
  }

  /**
   * A full batch with the rest of the pending installments of every policy it holds: a batch ends
   * anywhere in id order, and a policy's installments that belong on one invoice must be grouped
   * together (the later batches no longer see those the run invoiced).
   */
  async function wholePolicies(batch: (InstallmentRecord & { tenantId: string })[], upTo: string) {
    if (batch.length < deps.batch) return batch;
    const policies = new Map<string, Set<string>>();
    for (const i of batch) {
      const set = policies.get(i.tenantId);
      if (set) set.add(i.policyId);
      else policies.set(i.tenantId, new Set([i.policyId]));
    }
    const seen = new Set(batch.map((i) => i.id));
    const out = [...batch];
    for (const [tenantId, set] of policies)
      for (const i of await pendingOfPolicies(db, tenantId, [...set], upTo)) if (!seen.has(i.id)) out.push(i);
    return out;
  }

  /** One run: every installment whose generate time its tenant's clock reached, invoiced. */
  async function pass(only?: string) {
    if (!(await takeLease(db, JOB, holder, deps.leaseMs))) return;
    try {
      const times = [clock.now(), ...(clock.apart?.().values() ?? [])].map(iso).sort();
      const upTo = times[times.length - 1]!;
      for (let after = ''; ;) {
        const batch = await pendingInstallments(db, upTo, deps.batch, after);
        const byTenant = new Map<string, (InstallmentRecord & { tenantId: string })[]>();
        for (const i of await wholePolicies(batch, upTo)) {
          if (only !== undefined && i.tenantId !== only) continue;
          if (i.generateTime > iso(tenantTime(clock, i.tenantId))) continue;
          const list = byTenant.get(i.tenantId);
          if (list) list.push(i);
          else byTenant.set(i.tenantId, [i]);
        }
        for (const [tenantId, list] of byTenant)
          await generate(tenantId, await groupsOf(tenantId, list), {
            now: iso(tenantTime(clock, tenantId)),
            userId: SYSTEM_USER,
            requestId: ids.ulid(),
          });
        if (batch.length < deps.batch) break;
        after = batch[batch.length - 1]!.id;
        await takeLease(db, JOB, holder, deps.leaseMs);
      }
    } finally {
      await releaseLease(db, JOB, holder);
    }
  }

  const { run, idle } = serialRuns(pass, (e) => logger.error({ err: e }, 'invoice run failed'));

  // ---- reads -----------------------------------------------------------------------------------------

  async function readable(caller: Caller, tenantId: string, id: string) {
    const invoice = await findInvoice(db, tenantId, id);
    if (!invoice) throw notFound('Invoice');
    await deps.accounts.readable(caller, tenantId, invoice.accountId);
    return invoice;
  }

  const withItems = async (tenantId: string, i: InvoiceRecord) =>
    toInvoiceResponse(i, await itemsOf(db, tenantId, [i.id]));

  const listed = async (p: ReturnType<typeof listInvoices>) => {
    const page = await p;
    return { ...page, items: page.items.map(toSummaryView) };
  };

  /** Change an open invoice, version-checked, with what else must commit with it. */
  async function change(
    caller: Caller,
    tenantId: string,
    id: string,
    fn: (i: InvoiceRecord, now: string) => InvoiceRecord,
    more?: (tx: Tx, next: InvoiceRecord, now: string) => Promise<void>,
  ): Promise<InvoiceRecord> {
    const current = await readable(caller, tenantId, id);
    const now = iso(clock.now());
    const next = { ...fn(current, now), version: current.version + 1 };
    await db.transaction(async (tx) => {
      if (!(await updateInvoice(tx, tenantId, next)))
        throw conflict(`Invoice ${id} was changed meanwhile: read it again`);
      if (more) await more(tx, next, now);
    });
    return next;
  }

  const requireOpen = (i: InvoiceRecord, op: string) => {
    if (i.state !== 'open') throw conflict(`${op} needs an open invoice; invoice ${i.id} is ${i.state}`);
  };

  /**
   * Invoice previews from installments: each generate time as the job's run at that time would
   * invoice it (the plan's grouping within it, its fee); a fee item is shown on the root element.
   */
  function previews(
    list: readonly InstallmentRecord[],
    tree: Tree,
    plan: InvoicingPlan,
    owner: { quoteId?: string; policyId?: string },
    includeZero: boolean,
    count?: number,
  ) {
    const types = elementTypes(tree);
    const out: Schema<'InvoicePreviewResponse'>[] = [];
    const runs = [...groupBy(list, (i) => i.generateTime).values()].sort((a, b) =>
      a[0]!.generateTime < b[0]!.generateTime ? -1 : 1,
    );
    for (const g of runs.flatMap((r) => groupInstallments(r, () => plan))) {
      const { invoice, items } = invoiceOf(
        ids,
        { installments: g, plan },
        { now: g[0]!.generateTime, userId: SYSTEM_USER },
      );
      if (!includeZero && new Decimal(invoice.totalAmount).isZero()) continue;
      out.push({
        generateTime: g[0]!.generateTime,
        dueTime: invoice.dueTime,
        startTime: invoice.startTime,
        endTime: invoice.endTime,
        autopayTime: invoice.autopayTime ?? invoice.dueTime,
        totalAmount: Number(invoice.totalAmount),
        installmentLocators: g.map((i) => i.id),
        invoiceItems: items.map((x) => {
          const element = x.elementStaticId ?? tree.staticLocator;
          return {
            chargeType: x.chargeType,
            chargeCategory: x.chargeCategory,
            amount: Number(x.amount),
            elementStaticLocator: element,
            elementType: types.get(element) ?? '',
            ...(owner.quoteId !== undefined ? { quoteLocator: owner.quoteId } : {}),
            ...(owner.policyId ? { policyLocator: owner.policyId } : {}),
            transactionLocators: x.transactionIds.filter((t) => t !== ''),
          };
        }),
      });
      if (count !== undefined && out.length >= count) break;
    }
    return out;
  }

  /** The invoicing plan of an account (the configuration's default when it names none). */
  async function planOfAccount(tenantId: string, accountId: string | undefined) {
    if (accountId === undefined || accountId === '') return NO_INVOICING_PLAN;
    const config = (await deps.configs.definition(tenantId)) as InvoicingConfig;
    const named = (await deps.accounts.billingOf(tenantId, [accountId])).get(accountId)?.invoicingPlan;
    return invoicingPlanOf(config, named);
  }

  /**
   * At a cancellation's issue, in its database transaction: what its plan consolidates (`future`:
   * the policy's installments not yet generated; `all`: every one not yet invoiced) on one invoice
   * generated at the issue, due as an immediate charge is (the installment plan's generate lead
   * less its due lead after it).
   */
  async function consolidate(tx: Tx, tenantId: string, issued: IssuedTransaction) {
    const { policy, transaction: t, userId } = issued;
    const now = t.issuedTime ?? iso(clock.now());
    const config = issued.configuration as InvoicingConfig;
    if (!config.invoicingPlans || !Object.keys(config.invoicingPlans).length) return;
    const named = (await deps.accounts.billingOf(tenantId, [policy.accountId], tx)).get(policy.accountId);
    const plan = withOwnFee(
      invoicingPlanOf(config, named?.invoicingPlan),
      policy.invoiceFeeAmount !== undefined
        ? { amount: policy.invoiceFeeAmount, currency: policy.currency }
        : undefined,
    );
    const mode = plan.consolidateInvoicesOnCancellation;
    if (mode === 'none') return;
    for (let attempt = 0; attempt < 3; attempt++) {
      const pending = await pendingOfPolicy(tx, tenantId, policy.id);
      const chosen = mode === 'all' ? pending : pending.filter((i) => i.generateTime >= now);
      if (!chosen.length) return;
      const lattice = await latticeOfTerm(tx, tenantId, issued.term.id);
      const lead = lattice ? lattice.plan.generateLeadDays - lattice.plan.dueLeadDays : 0;
      const dueTime = new Date(new Date(now).getTime() + lead * 86_400_000).toISOString();
      try {
        // A savepoint: an installment the job took meanwhile undoes this attempt alone, not the issue.
        await tx.transaction((sp) =>
          write(sp, tenantId, [{ installments: chosen, plan, dueTime }], {
            now,
            userId,
            requestId: ids.ulid(),
          }),
        );
        return;
      } catch (e) {
        if (!(e instanceof Taken)) throw e;
      }
    }
  }

  return {
    run,
    idle,
    consolidate,

    /** The invoices of `ids` as lists answer them, oldest first (the invoices of a payment). */
    async summaries(tenantId: string, ids: readonly string[], req: PageRequest) {
      const found = (await findInvoices(db, tenantId, ids)).sort((x, y) =>
        x.createdAt === y.createdAt ? (x.id < y.id ? -1 : 1) : x.createdAt < y.createdAt ? -1 : 1,
      );
      const offset = req.offset ?? 0;
      const count = req.count ?? 100;
      return {
        items: found.slice(offset, offset + count).map(toSummaryView),
        listCompleted: offset + count >= found.length,
      };
    },

    async ofAccount(
      caller: Caller,
      tenantId: string,
      accountId: string,
      includeZero: boolean,
      req: PageRequest,
    ) {
      const a = await deps.accounts.readable(caller, tenantId, accountId);
      return listed(listInvoices(db, tenantId, { accountId: a.id }, includeZero, req));
    },

    async ofPolicy(
      caller: Caller,
      tenantId: string,
      policyId: string,
      includeZero: boolean,
      req: PageRequest,
    ) {
      const p = await deps.policies.readablePolicy(caller, tenantId, policyId);
      return listed(listInvoices(db, tenantId, { policyId: p.id }, includeZero, req));
    },

    async ofQuote(caller: Caller, tenantId: string, quoteId: string, includeZero: boolean, req: PageRequest) {
      const q = await deps.installments.quoteOf(caller, tenantId, quoteId);
      if (q.policyId === undefined) return { items: [], listCompleted: true };
      const p = await deps.policies.readablePolicy(caller, tenantId, q.policyId);
      return listed(listInvoices(db, tenantId, { policyId: p.id }, includeZero, req));
    },

    async withNumber(caller: Caller, tenantId: string, n: string) {
      const found = await invoicesWithNumber(db, tenantId, n);
      const out: InvoiceResponse[] = [];
      for (const i of found) {
        try {
          await deps.accounts.readable(caller, tenantId, i.accountId);
        } catch (e) {
          if (e instanceof AppError && e.status === 404) continue;
          throw e;
        }
        out.push(await withItems(tenantId, i));
      }
      return out;
    },

    async get(caller: Caller, tenantId: string, id: string) {
      return withItems(tenantId, await readable(caller, tenantId, id));
    },

    async details(caller: Caller, tenantId: string, id: string): Promise<Schema<'InvoiceDetailsResponse'>> {
      const i = await readable(caller, tenantId, id);
      const items = await itemsOf(db, tenantId, [i.id]);
      const installments = await installmentsOfInvoice(db, tenantId, i.id);
      const byItem = new Map(
        installments.flatMap((inst) => inst.items.map((x) => [x.id, { inst, x }] as const)),
      );
      const {
        invoiceItems: _x,
        locator: _l,
        totalAmount,
        totalRemainingAmount,
        ...rest
      } = toInvoiceResponse(i);
      return {
        ...rest,
        invoiceLocator: i.id,
        totalAmount: totalAmount ?? 0,
        totalRemainingAmount: totalRemainingAmount ?? 0,
        invoiceSummaries: [...groupBy(items, (x) => x.policyId ?? '')].map(([policyId, list]) => ({
          ...(policyId ? { policyLocator: policyId } : {}),
          invoiceItemSummaries: list.map((x) => ({
            invoiceItemLocator: x.id,
            ...(x.elementStaticId !== undefined ? { elementStaticLocator: x.elementStaticId } : {}),
            chargeType: x.chargeType,
            chargeCategory: x.chargeCategory,
            amount: Number(x.amount),
            remainingAmount: Number(x.remainingAmount),
            ...(x.settlementTime !== undefined ? { settlementTime: x.settlementTime } : {}),
            installmentItemSummaries: x.installmentItemIds.flatMap((iid) => {
              const found = byItem.get(iid);
              return found
                ? [
                    {
                      installmentItemLocator: iid,
                      installmentLocator: found.inst.id,
                      elementLocator: found.x.elementId,
                      transactionLocator: found.inst.transactionId,
                      amount: Number(found.x.amount),
                    },
                  ]
                : [];
            }),
          })),
        })),
      };
    },

    async update(caller: Caller, tenantId: string, id: string, body: Schema<'InvoiceUpdateRequest'>) {
      const next = await change(caller, tenantId, id, (i) => {
        requireOpen(i, 'updateInvoice');
        return {
          ...i,
          autopayTime: new Date(body.autopayTime).toISOString(),
          suppressAutopay: body.suppressAutopay,
        };
      });
      return withItems(tenantId, next);
    },

    async generateNumber(caller: Caller, tenantId: string, id: string) {
      const current = await readable(caller, tenantId, id);
      if (current.invoiceNumber !== undefined)
        throw conflict(`Invoice ${id} has number ${current.invoiceNumber}; a number is given once`);
      const next = await db.transaction(async (tx) => {
        const n = await nextCounter(tx, tenantId, 'invoiceNumber');
        const numbered = {
          ...current,
          invoiceNumber: String(n).padStart(6, '0'),
          version: current.version + 1,
        };
        if (!(await updateInvoice(tx, tenantId, numbered)))
          throw conflict(`Invoice ${id} was changed meanwhile: read it again`);
        return numbered;
      });
      return withItems(tenantId, next);
    },

    async setNumber(caller: Caller, tenantId: string, id: string, n: string) {
      const held = (await invoicesWithNumber(db, tenantId, n)).filter((i) => i.id !== id);
      if (held.length)
        throw unprocessable('The number is taken', [
          { location: 'query.invoiceNumber', message: `"${n}" is the number of invoice ${held[0]!.id}` },
        ]);
      const next = await change(caller, tenantId, id, (i) => ({ ...i, invoiceNumber: n }));
      return withItems(tenantId, next);
    },

    async settle(caller: Caller, tenantId: string, requestId: string, id: string) {
      let distribution: Schema<'CreditDistributionResponse'> | undefined;
      await change(
        caller,
        tenantId,
        id,
        (i, now) => {
          requireOpen(i, 'settleNegativeOrZeroInvoice');
          if (new Decimal(i.totalAmount).gt(0))
            throw conflict(
              `Invoice ${id} totals ${i.totalAmount}: only an invoice of zero or less is settled this way`,
            );
          return { ...i, state: 'settled', remainingAmount: '0', settledTime: now };
        },
        async (tx, next, now) => {
          await setItemsRemaining(tx, tenantId, id, 'zero', now);
          const credit = new Decimal(next.totalAmount).negated();
          if (!credit.isZero()) {
            const d = {
              id: ids.ulid(),
              accountId: next.accountId,
              currency: next.currency,
              amount: credit.toFixed(),
              sources: [
                { containerType: 'invoice' as const, containerLocator: id, amount: credit.toNumber() },
              ],
              targets: [
                {
                  containerType: 'account' as const,
                  containerLocator: next.accountId,
                  amount: credit.toNumber(),
                },
              ],
              at: now,
              createdBy: caller.userId,
            };
            await insertCreditDistribution(tx, tenantId, d);
            distribution = {
              locator: d.id,
              accountLocator: d.accountId,
              creditDistributionState: 'executed',
              currency: d.currency,
              amount: credit.toNumber(),
              createdAt: now,
              createdBy: caller.userId,
              executedAt: now,
              sources: d.sources,
              targets: d.targets,
              shortfallCreditLocators: [],
            };
          }
          await deps.onSettled?.(tx, tenantId, [id], now, requestId, caller.userId);
        },
      );
      return { listCompleted: true, items: distribution ? [distribution] : [] };
    },

    async writeOff(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
    ): Promise<Schema<'WriteOffResponse'>> {
      let out: Schema<'WriteOffResponse'> | undefined;
      let amount = '0';
      await change(
        caller,
        tenantId,
        id,
        (i, now) => {
          requireOpen(i, 'writeOffInvoice');
          if (!new Decimal(i.remainingAmount).gt(0))
            throw conflict(
              `Invoice ${id} has ${i.remainingAmount} remaining: only what remains to be paid is written off`,
            );
          amount = i.remainingAmount;
          return { ...i, state: 'settled', remainingAmount: '0', settledTime: now };
        },
        async (tx, next, now) => {
          const w = {
            id: ids.ulid(),
            accountId: next.accountId,
            invoiceId: id,
            currency: next.currency,
            amount,
            targets: [{ containerType: 'invoice' as const, containerLocator: id, amount: Number(amount) }],
            createdAt: now,
            createdBy: caller.userId,
          };
          await setItemsRemaining(tx, tenantId, id, 'zero', now);
          await insertWriteOff(tx, tenantId, w);
          await deps.onSettled?.(tx, tenantId, [id], now, requestId, caller.userId);
          out = {
            locator: w.id,
            accountLocator: w.accountId,
            creditType: 'writeOff',
            writeOffState: 'distributed',
            currency: w.currency,
            amount: Number(amount),
            createdAt: now,
            createdBy: caller.userId,
            targets: w.targets,
          };
        },
      );
      return out!;
    },

    async early(caller: Caller, tenantId: string, requestId: string, body: Schema<'EarlyInvoicingRequest'>) {
      const found = await findInstallments(db, tenantId, body.installmentLocators);
      const byId = new Map(found.map((i) => [i.id, i]));
      const problems = body.installmentLocators.flatMap((id, i) => {
        const inst = byId.get(id);
        if (!inst)
          return [{ location: `body.installmentLocators[${i}]`, message: `${id} names no installment` }];
        if (body.accountLocator !== undefined && inst.accountId !== body.accountLocator)
          return [
            {
              location: `body.installmentLocators[${i}]`,
              message: `${id} is not an installment of account ${body.accountLocator}`,
            },
          ];
        return [];
      });
      if (problems.length) throw unprocessable('Installments that cannot be invoiced early', problems);
      for (const p of new Set(found.map((i) => i.policyId)))
        await deps.policies.readablePolicy(caller, tenantId, p);
      const candidates = found.filter((i) => i.invoiceId === undefined);
      const now = iso(clock.now());
      // Invoiced now, whatever their generate times: one invoice per policy, with its plan's fee.
      const planOf = await plansOf(tenantId, candidates);
      const groups = [...groupBy(candidates, (i) => i.policyId).values()].map((g) => ({
        installments: g,
        plan: planOf(g[0]!.policyId),
      }));
      await generate(tenantId, groups, { now, userId: caller.userId, requestId });
      return { jobLocator: ids.ulid(), candidateInstallmentsCount: candidates.length };
    },

    async previewQuote(
      caller: Caller,
      tenantId: string,
      quoteId: string,
      includeZero: boolean,
      count?: number,
    ) {
      const q = await deps.installments.quoteOf(caller, tenantId, quoteId);
      const { installments } = await deps.installments.quotePreview(tenantId, q, caller.userId);
      const plan = withOwnFee(
        await planOfAccount(tenantId, q.accountId),
        q.invoiceFeeAmount !== undefined
          ? { amount: q.invoiceFeeAmount, currency: q.currency ?? 'USD' }
          : undefined,
      );
      return previews(installments, q.element, plan, { quoteId: q.id }, includeZero, count);
    },

    async previewTransaction(
      caller: Caller,
      tenantId: string,
      id: string,
      includeZero: boolean,
      count?: number,
    ) {
      const { t, installments } = await deps.installments.transactionPreview(caller, tenantId, id);
      const plan = withOwnFee(
        await planOfAccount(tenantId, installments[0]?.accountId),
        (await deps.policies.invoiceFeesOf(tenantId, [t.policyId])).get(t.policyId),
      );
      return previews(installments, t.element, plan, { policyId: t.policyId }, includeZero, count);
    },
  };
}

function groupBy<T, K>(list: readonly T[], key: (x: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const x of list) {
    const k = key(x);
    const g = out.get(k);
    if (g) g.push(x);
    else out.set(k, [x]);
  }
  return out;
}

interface Tree {
  staticLocator: string;
  type: string;
  elements?: Tree[];
}
function elementTypes(root: Tree): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (e: Tree) => {
    out.set(e.staticLocator, e.type);
    for (const c of e.elements ?? []) walk(c);
  };
  walk(root);
  return out;
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
