// Delinquency: an invoice left unpaid at its due time starts one under its policy's plan
// (delinquency-states.ts); grace starts at the due time and ends `gracePeriodDays` later; a payment
// that settles every invoice it concerns before grace ends settles it; past grace the lapse
// transaction (a cancellation of the plan's type, effective at the end of grace) is made through
// the policy area's transaction services and taken as far as the plan says (issued: the policy
// lapses). The job runs on the server's clock like the auto-renewals: each step one database
// transaction with the delinquency's row (whose version guards it), so a process killed mid-run
// leaves every delinquency at a step it finishes later, and a lease lets one process run it at a
// time. The configuration's plan is read when a delinquency starts; it keeps those settings.
import { Decimal } from 'decimal.js';
import type { Db, Tx } from '../db/knex.js';
import { releaseLease, takeLease } from '../db/lease.js';
import { serialRuns } from '../shared/serial-runs.js';
import { AppError, conflict, notFound, unprocessable } from '../errors.js';
import type { EventsService, EventType } from '../events/events-service.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import type { Logger } from '../logger.js';
import { SYSTEM_USER_ID } from '../policy/context.js';
import type { PoliciesService } from '../policy/policies-service.js';
import { toQuoteResponse } from '../policy/quotes-service.js';
import type { PageRequest } from '../shared/paging.js';
import { iso, tenantTime, type Clock, type Ids } from '../util.js';
import {
  configuredEvents,
  graceEnd,
  nextDue,
  planNameOf,
  reached,
  settingsOf,
  SETTLEABLE,
  triggerTime,
  type DelinquencyConfig,
  type DelinquencyPlan,
} from './delinquency-states.js';
import {
  closeReferences,
  dueDelinquencies,
  eventsOf,
  findDelinquency,
  insertDelinquency,
  insertEvents,
  insertReferences,
  listDelinquencies,
  openOfPolicy,
  openReferencesOfInvoices,
  referencesOf,
  setLapseTransaction,
  updateDelinquency,
  updateEvent,
  type DelinquencyEventRecord,
  type DelinquencyRecord,
} from './delinquency-store.js';
import type { InvoiceBook, InvoiceView } from './payments-invoices.js';

type Response = Schema<'DelinquencyResponse'>;
type PolicyRecord = Awaited<ReturnType<PoliciesService['readablePolicy']>>;
type QuoteRecord = Parameters<typeof toQuoteResponse>[0];
type TxRecord = { id: string; state: string };

/** What delinquency needs of the policy area. */
export interface DelinquencyNeeds {
  policies: {
    readablePolicy(caller: Caller, tenantId: string, id: string): Promise<PolicyRecord>;
    policyResponse(tenantId: string, p: PolicyRecord): Promise<Schema<'PolicyResponse'>>;
    readableTransaction(caller: Caller, tenantId: string, id: string): Promise<{ transaction: TxRecord }>;
    setDelinquencyPlan(tx: Tx, tenantId: string, p: PolicyRecord, plan: string): Promise<PolicyRecord>;
  };
  quotes: {
    readable(caller: Caller, tenantId: string, kind: 'quote', id: string): Promise<QuoteRecord>;
    setDelinquencyPlan(
      tx: Tx,
      tenantId: string,
      q: QuoteRecord,
      plan: string,
      at: string,
    ): Promise<QuoteRecord | undefined>;
  };
  accounts: { readable(caller: Caller, tenantId: string, id: string): Promise<unknown> };
  transactions: {
    create(
      caller: Caller,
      tenantId: string,
      requestId: string,
      policyId: string,
      type: string,
      input: { action: 'params'; effectiveTime: string }[],
      opts: { at: (i: number) => string; more?: (tx: Tx, t: TxRecord) => Promise<void> },
    ): Promise<TxRecord>;
    validate(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      stateless: boolean,
    ): Promise<TxRecord>;
    price(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      stateless: boolean,
    ): Promise<{ transactionState: string }>;
    underwrite(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      stateless: boolean,
    ): Promise<{ transactionState: string }>;
    accept(caller: Caller, tenantId: string, requestId: string, id: string): Promise<TxRecord>;
    issue(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      autoRebase: boolean,
    ): Promise<TxRecord>;
  };
}

export interface DelinquencyDeps {
  db: Db;
  clock: Clock & { within?<T>(tenantId: string, fn: () => T): T };
  ids: Ids;
  logger: Logger;
  events: Pick<EventsService, 'record'>;
  configs: { definition(tenantId: string): Promise<unknown> };
  invoices: InvoiceBook;
  leaseMs: number;
}

const JOB = 'delinquencies';
const BATCH = 500;
/** The job acts as the system user, whose data access covers everything. */
const SYSTEM: Caller = {
  userId: SYSTEM_USER_ID,
  userName: 'delinquency',
  tokenId: '',
  tokenKind: 'auth',
  tokenPermissions: [],
  tokenTenants: [],
  userTenants: [],
  roles: [],
};

/** A write that found its row moved on: the step's database transaction is rolled back. */
class Moved extends Error {}

export function createDelinquencyService(deps: DelinquencyDeps, s: DelinquencyNeeds) {
  const { db, clock, ids, logger, invoices } = deps;
  const holder = ids.ulid();
  const config = async (tenantId: string) => (await deps.configs.definition(tenantId)) as DelinquencyConfig;
  /** Runs `fn` on the tenant's clock: every time read inside it, by any area, is the tenant's. */
  const inTenant = <T>(tenantId: string, fn: () => Promise<T>): Promise<T> =>
    clock.within ? clock.within(tenantId, fn) : fn();
  const now = () => iso(clock.now());

  const toResponse = async (conn: Db | Tx, d: DelinquencyRecord): Promise<Response> => {
    const refs = await referencesOf(conn, d.tenantId, [d.id]);
    const { events, ...settings } = d.settings;
    return {
      locator: d.id,
      accountLocator: d.accountId,
      timezone: d.timezone,
      delinquencyState: d.state,
      settings,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      references: refs.map((r) => ({
        locator: r.id,
        delinquencyLocator: r.delinquencyId,
        referenceLocator: r.referenceId,
        referenceType: r.referenceType,
        ...(r.transactionId !== undefined ? { transactionLocator: r.transactionId } : {}),
      })),
      ...(d.graceStartedAt !== undefined ? { graceStartedAt: d.graceStartedAt } : {}),
      graceEndAt: d.graceEndAt,
      ...(d.lapseEffectiveTime !== undefined ? { lapseTransactionEffectiveDate: d.lapseEffectiveTime } : {}),
      configuredDelinquencyEvents: events.map((e) => ({
        name: e.name,
        offsetDays: e.offsetDays,
        offsetBasis: e.offsetBasis,
      })),
    };
  };

  const record = async (
    tx: Tx,
    d: DelinquencyRecord,
    type: EventType,
    requestId: string,
    userId: string,
    extra: Record<string, unknown> = {},
  ) =>
    deps.events.record(tx, d.tenantId, {
      type,
      requestId,
      userId,
      data: { ...(await toResponse(tx, d)), ...extra },
    });

  async function readable(caller: Caller, tenantId: string, id: string) {
    const d = await findDelinquency(db, tenantId, id);
    if (!d) throw notFound('Delinquency');
    await s.policies.readablePolicy(caller, tenantId, d.policyId);
    return d;
  }

  async function activeEventTimes(conn: Db | Tx, d: DelinquencyRecord) {
    return (await eventsOf(conn, d.tenantId, d.id)).items
      .filter((e) => e.state === 'active')
      .map((e) => e.triggerTime);
  }

  /** `d` with its next due time, from its state and its events still active. */
  async function withDue(conn: Db | Tx, d: DelinquencyRecord, lapseDone = false): Promise<DelinquencyRecord> {
    const due = nextDue({ ...d, lapseDone }, await activeEventTimes(conn, d));
    const { dueAt: _d, ...rest } = d;
    return due === undefined ? rest : { ...rest, dueAt: due };
  }

  const save = async (tx: Tx, next: DelinquencyRecord) => {
    if (!(await updateDelinquency(tx, next))) throw new Moved();
  };

  // ---- the plan of a policy --------------------------------------------------------------------------

  async function planOf(policy: Pick<PolicyRecord, 'delinquencyPlan' | 'productName'>, tenantId: string) {
    const c = await config(tenantId);
    // A policy keeps the plan named for its quote until one is named for it.
    const name = planNameOf(
      c,
      policy.delinquencyPlan !== undefined ? { policy: policy.delinquencyPlan } : {},
      policy.productName,
    );
    const plan: DelinquencyPlan | undefined = name === undefined ? undefined : c.delinquencyPlans?.[name];
    return { name, plan };
  }

  async function requirePlan(tenantId: string, name: string) {
    const c = await config(tenantId);
    if (!c.delinquencyPlans?.[name])
      throw unprocessable('Not a plan of the configuration', [
        {
          location: 'body.delinquencyPlanName',
          message: `"${name}" is not declared in the configuration's delinquencyPlans`,
        },
      ]);
  }

  // ---- settling, from a payment's transaction ----------------------------------------------------------

  /**
   * Settles the open delinquencies (preGrace, inGrace) whose invoices are all settled now; called in
   * the transaction of the payment that settled `invoiceIds`.
   */
  async function settleFor(
    tx: Tx,
    tenantId: string,
    invoiceIds: string[],
    at: string,
    requestId: string,
    userId: string,
  ) {
    const refs = await openReferencesOfInvoices(tx, invoiceIds);
    for (const delinquencyId of new Set(refs.map((r) => r.delinquencyId))) {
      const d = await findDelinquency(tx, tenantId, delinquencyId);
      if (!d || !SETTLEABLE.includes(d.state)) continue;
      const all = (await referencesOf(tx, tenantId, [d.id]))
        .filter((r) => r.referenceType === 'invoice')
        .map((r) => r.referenceId);
      const states = await invoices.find(tx, tenantId, all);
      if (states.some((v) => v.state === 'open')) continue;
      const { dueAt: _d, ...rest } = d;
      const next: DelinquencyRecord = { ...rest, state: 'settled', version: d.version + 1, updatedAt: at };
      for (const e of (await eventsOf(tx, tenantId, d.id)).items)
        if (e.state === 'active')
          await updateEvent(tx, tenantId, { ...e, state: 'cancelled', updatedAt: at, updatedBy: userId });
      await closeReferences(tx, tenantId, d.id);
      if (!(await updateDelinquency(tx, next)))
        throw conflict(`Delinquency ${d.id} was changed meanwhile: try again`);
      await record(tx, next, 'delinquency.settle', requestId, userId);
    }
  }

  // ---- the job ---------------------------------------------------------------------------------------

  /** Starts the delinquency of an invoice unpaid at its due time, or adds it to its policy's open one. */
  async function start(tenantId: string, invoice: InvoiceView) {
    // An invoice that starts none is marked so once: later runs pass it by (a reinstatement of
    // its policy lets them look again). One that owes nothing (an open invoice of zero or less),
    // one of a policy cancelled before it fell due, one of a policy without a plan start none.
    const skip = () => invoices.skip(db, tenantId, invoice.id, now());
    if (invoice.policyId === undefined || new Decimal(invoice.remaining).lte(0)) return skip();
    let gone = false;
    const policy = await s.policies.readablePolicy(SYSTEM, tenantId, invoice.policyId).catch((e: unknown) => {
      gone = e instanceof AppError && e.status === 404;
      return undefined;
    });
    if (!policy) return gone ? skip() : undefined;
    if (policy.cancelledAt !== undefined && policy.cancelledAt <= invoice.dueTime) return skip();
    const { plan } = await planOf(policy, tenantId);
    if (!plan) return skip();
    const at = now();
    const requestId = ids.ulid();
    const settings = { ...settingsOf(plan), events: configuredEvents(plan) };
    try {
      await db.transaction(async (tx) => {
        const open =
          settings.delinquencyLevel === 'policy' ? await openOfPolicy(tx, tenantId, policy.id) : undefined;
        // At the policy level an invoice joins the policy's delinquency until that one settles,
        // lapsed or not: one delinquency per policy, never a second lapse beside the first (and an
        // invoice joined stays on it, so it starts no other while it stays unpaid).
        if (open) {
          await insertReferences(tx, tenantId, [
            {
              id: ids.ulid(),
              delinquencyId: open.id,
              referenceType: 'invoice',
              referenceId: invoice.id,
              openKey: `i:${invoice.id}`,
              createdAt: at,
            },
          ]);
          const next = { ...open, version: open.version + 1, updatedAt: at };
          await save(tx, next);
          await record(tx, next, 'delinquency.update', requestId, SYSTEM_USER_ID);
          return;
        }
        const graceStartedAt = invoice.dueTime;
        const graceEndAt = graceEnd(graceStartedAt, settings, policy.timezone);
        const base: DelinquencyRecord = {
          id: ids.ulid(),
          tenantId,
          accountId: policy.accountId,
          policyId: policy.id,
          state: 'preGrace',
          settings,
          timezone: policy.timezone,
          graceStartedAt,
          graceEndAt,
          version: 1,
          createdAt: at,
          updatedAt: at,
        };
        const events: DelinquencyEventRecord[] = settings.events.map((e) => ({
          id: ids.ulid(),
          delinquencyId: base.id,
          name: e.name,
          state: 'active',
          triggerTime: triggerTime(e, graceStartedAt, graceEndAt, policy.timezone),
          createdAt: at,
          createdBy: SYSTEM_USER_ID,
          updatedAt: at,
          updatedBy: SYSTEM_USER_ID,
        }));
        const d = { ...base, dueAt: graceStartedAt };
        await insertDelinquency(tx, d);
        await insertEvents(tx, tenantId, events);
        await insertReferences(tx, tenantId, [
          {
            id: ids.ulid(),
            delinquencyId: d.id,
            referenceType: 'invoice',
            referenceId: invoice.id,
            openKey: `i:${invoice.id}`,
            createdAt: at,
          },
          {
            id: ids.ulid(),
            delinquencyId: d.id,
            referenceType: 'policy',
            referenceId: policy.id,
            ...(settings.delinquencyLevel === 'policy' ? { openKey: `p:${policy.id}` } : {}),
            createdAt: at,
          },
        ]);
        await record(tx, d, 'delinquency.create', requestId, SYSTEM_USER_ID);
      });
    } catch (e) {
      // Another process started it first (an open key taken), or moved the open one on.
      if (e instanceof Moved || isUniqueViolation(e)) return;
      throw e;
    }
  }

  const isUniqueViolation = (e: unknown) => /unique|duplicate/i.test(String((e as Error)?.message ?? ''));

  /** One step of `d` due by now; answers `d` after it, or undefined when nothing more is due. */
  async function step(d: DelinquencyRecord): Promise<DelinquencyRecord | undefined> {
    const at = now();
    if (d.dueAt === undefined || d.dueAt > at) return undefined;
    const requestId = ids.ulid();
    // Configured events that fell due come first, in their order.
    const events = (await eventsOf(db, d.tenantId, d.id)).items.filter(
      (e) => e.state === 'active' && e.triggerTime <= at,
    );
    const first = events[0];
    const stateDue =
      d.state === 'preGrace'
        ? (d.graceStartedAt ?? at)
        : d.state === 'inGrace'
          ? d.graceEndAt
          : d.state === 'lapseTriggered' || d.state === 'lapseTransactionCreated'
            ? d.graceEndAt
            : undefined;
    if (first && (stateDue === undefined || stateDue > at || first.triggerTime < stateDue)) {
      return db.transaction(async (tx) => {
        await updateEvent(tx, d.tenantId, {
          ...first,
          state: 'triggered',
          triggeredAt: at,
          updatedAt: at,
          updatedBy: SYSTEM_USER_ID,
        });
        const next = await withDue(
          tx,
          { ...d, version: d.version + 1, updatedAt: at },
          d.state === 'lapseTransactionCreated' && d.dueAt === undefined,
        );
        await save(tx, next);
        await record(tx, next, 'delinquency.triggerEvent', requestId, SYSTEM_USER_ID, {
          eventName: first.name,
        });
        return next;
      });
    }
    if (d.state === 'preGrace')
      return db.transaction(async (tx) => {
        const next = await withDue(tx, { ...d, state: 'inGrace', version: d.version + 1, updatedAt: at });
        await save(tx, next);
        await record(tx, next, 'delinquency.startGrace', requestId, SYSTEM_USER_ID);
        return next;
      });
    if (d.state === 'inGrace' && d.graceEndAt <= at)
      return db.transaction(async (tx) => {
        const next = await withDue(tx, {
          ...d,
          state: 'lapseTriggered',
          lapseEffectiveTime: d.graceEndAt,
          version: d.version + 1,
          updatedAt: at,
        });
        await save(tx, next);
        await record(tx, next, 'delinquency.triggerLapse', requestId, SYSTEM_USER_ID);
        return next;
      });
    if (d.state === 'lapseTriggered') return createLapse(d, at, requestId);
    if (d.state === 'lapseTransactionCreated') return advanceLapse(d, at, requestId);
    return undefined;
  }

  /** Stops acting on a lapse that cannot go on (the reason is logged), keeping its events' times. */
  async function giveUp(d: DelinquencyRecord, at: string, why: unknown) {
    logger.warn({ delinquency: d.id, tenant: d.tenantId, err: why }, 'lapse step refused');
    const next = await withDue(db as unknown as Tx, { ...d, version: d.version + 1, updatedAt: at }, true);
    return (await updateDelinquency(db, next)) ? next : undefined;
  }

  const refused = (e: unknown) => e instanceof AppError && e.status >= 400 && e.status < 500;

  async function createLapse(d: DelinquencyRecord, at: string, requestId: string) {
    const effectiveTime = d.lapseEffectiveTime ?? d.graceEndAt;
    try {
      let next: DelinquencyRecord | undefined;
      await s.transactions.create(
        SYSTEM,
        d.tenantId,
        requestId,
        d.policyId,
        d.settings.lapseTransactionType,
        [{ action: 'params', effectiveTime }],
        {
          at: (i) => `delinquency.lapse.instructions[${i}]`,
          more: async (tx, t) => {
            await setLapseTransaction(tx, d.tenantId, d.id, t.id);
            next = await withDue(tx, {
              ...d,
              state: 'lapseTransactionCreated',
              lapseTransactionId: t.id,
              version: d.version + 1,
              updatedAt: at,
            });
            await save(tx, next);
            await record(tx, next, 'delinquency.createLapseTransaction', requestId, SYSTEM_USER_ID);
          },
        },
      );
      return next;
    } catch (e) {
      if (e instanceof Moved) return undefined;
      if (refused(e)) return giveUp(d, at, e);
      throw e;
    }
  }

  /**
   * Takes the lapse transaction on toward the plan's state from the state it is in (a run killed
   * midway left it there); once there (or refused), stops.
   */
  async function advanceLapse(d: DelinquencyRecord, at: string, requestId: string) {
    const target = d.settings.advanceLapseTo;
    const id = d.lapseTransactionId!;
    try {
      // Read, not validated: validation is refused past `initialized`.
      let t = { state: (await s.policies.readableTransaction(SYSTEM, d.tenantId, id)).transaction.state };
      if (!reached(t.state, target)) {
        if (target === 'validated')
          t = await s.transactions.validate(SYSTEM, d.tenantId, requestId, id, false);
        else if (target === 'priced')
          t = {
            state: (await s.transactions.price(SYSTEM, d.tenantId, requestId, id, false)).transactionState,
          };
        else if (target === 'underwritten')
          t = {
            state: (await s.transactions.underwrite(SYSTEM, d.tenantId, requestId, id, false))
              .transactionState,
          };
        else {
          if (!reached(t.state, 'accepted'))
            t = await s.transactions.accept(SYSTEM, d.tenantId, requestId, id);
          if (target === 'issued' && t.state === 'accepted')
            t = await s.transactions.issue(SYSTEM, d.tenantId, requestId, id, true);
        }
      }
      if (!reached(t.state, target))
        return giveUp(d, at, new Error(`the lapse transaction stopped in ${t.state}`));
      const next = await withDue(db, { ...d, version: d.version + 1, updatedAt: at }, true);
      return (await updateDelinquency(db, next)) ? next : undefined;
    } catch (e) {
      if (refused(e)) return giveUp(d, at, e);
      throw e;
    }
  }

  /** Takes every step of `d` due by its tenant's time. */
  async function steps(first: DelinquencyRecord) {
    await inTenant(first.tenantId, async () => {
      let d: DelinquencyRecord | undefined = first;
      for (let i = 0; d && i < 100; i++) d = await step(d);
    });
  }

  /** One run: delinquencies started for invoices unpaid at their due time, then every step due. */
  async function pass(only?: string) {
    if (!(await takeLease(db, JOB, holder, deps.leaseMs))) return;
    try {
      const times = [clock.now(), ...(clock.apart?.().values() ?? [])].map(iso).sort();
      const upTo = times[times.length - 1]!;
      for (let after = ''; ;) {
        const overdue = await invoices.overdue(db, upTo, after, BATCH);
        for (const v of overdue) {
          if (only !== undefined && v.tenantId !== only) continue;
          if (v.dueTime > iso(tenantTime(clock, v.tenantId))) continue;
          await inTenant(v.tenantId, () => start(v.tenantId, v));
        }
        if (overdue.length < BATCH) break;
        after = overdue[overdue.length - 1]!.id;
        await takeLease(db, JOB, holder, deps.leaseMs);
      }
      for (;;) {
        const due = await dueDelinquencies(db, upTo, BATCH);
        let moved = false;
        for (const d of due) {
          if (only !== undefined && d.tenantId !== only) continue;
          if (d.dueAt! > iso(tenantTime(clock, d.tenantId))) continue;
          await steps(d);
          moved = true;
        }
        if (due.length < BATCH || !moved) break;
        await takeLease(db, JOB, holder, deps.leaseMs);
      }
    } finally {
      await releaseLease(db, JOB, holder);
    }
  }

  const { run, idle } = serialRuns(pass, (e) => logger.error({ err: e }, 'delinquency run failed'));

  const list = async (
    caller: Caller,
    tenantId: string,
    by: { policyId?: string; accountId?: string; invoiceId?: string },
    req: PageRequest,
  ) => {
    const found = await listDelinquencies(db, tenantId, by, req);
    const items = [];
    for (const d of found.items) items.push(await toResponse(db, d));
    return { items, listCompleted: found.listCompleted };
  };

  return {
    run,
    idle,
    settleFor,

    async fetch(caller: Caller, tenantId: string, id: string) {
      return toResponse(db, await readable(caller, tenantId, id));
    },

    async forPolicy(caller: Caller, tenantId: string, policyId: string, req: PageRequest) {
      await s.policies.readablePolicy(caller, tenantId, policyId);
      return list(caller, tenantId, { policyId }, req);
    },
    async forAccount(caller: Caller, tenantId: string, accountId: string, req: PageRequest) {
      await s.accounts.readable(caller, tenantId, accountId);
      return list(caller, tenantId, { accountId }, req);
    },
    async forInvoice(caller: Caller, tenantId: string, invoiceId: string, req: PageRequest) {
      const [v] = await invoices.find(db, tenantId, [invoiceId]);
      if (!v) throw notFound('Invoice');
      await s.accounts.readable(caller, tenantId, v.accountId);
      return list(caller, tenantId, { invoiceId }, req);
    },

    async events(caller: Caller, tenantId: string, id: string, req: PageRequest) {
      const d = await readable(caller, tenantId, id);
      const page = await eventsOf(db, tenantId, d.id, req);
      return {
        accountLocator: d.accountId,
        delinquencyLocator: d.id,
        listCompleted: page.listCompleted,
        items: page.items.map((e) => ({
          locator: e.id,
          delinquencyLocator: e.delinquencyId,
          name: e.name,
          delinquencyEventState: e.state,
          triggerTime: e.triggerTime,
          ...(e.triggeredAt !== undefined ? { triggeredAt: e.triggeredAt } : {}),
          createdAt: e.createdAt,
          createdBy: e.createdBy,
          updatedAt: e.updatedAt,
          updatedBy: e.updatedBy,
        })),
      };
    },

    async update(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      body: Schema<'DelinquencyUpdateRequest'>,
    ) {
      const d = await readable(caller, tenantId, id);
      if (!SETTLEABLE.includes(d.state))
        throw conflict(
          `updateDelinquency is not allowed on a delinquency in state ${d.state}; it is allowed in ${SETTLEABLE.join(', ')}`,
        );
      if (body.graceEndAt === undefined) return toResponse(db, d);
      const graceEndAt = new Date(body.graceEndAt).toISOString();
      if (d.graceStartedAt !== undefined && graceEndAt < d.graceStartedAt)
        throw unprocessable('Grace ends before it starts', [
          { location: 'body.graceEndAt', message: `is before grace started, ${d.graceStartedAt}` },
        ]);
      const at = now();
      return db.transaction(async (tx) => {
        // Events counted from the end of grace move with it.
        for (const e of (await eventsOf(tx, tenantId, d.id)).items) {
          const conf = d.settings.events.find((x) => x.name === e.name);
          if (e.state !== 'active' || conf?.offsetBasis !== 'gracePeriodEnd') continue;
          await updateEvent(tx, tenantId, {
            ...e,
            triggerTime: triggerTime(conf, d.graceStartedAt ?? graceEndAt, graceEndAt, d.timezone),
            updatedAt: at,
            updatedBy: caller.userId,
          });
        }
        const next = await withDue(tx, { ...d, graceEndAt, version: d.version + 1, updatedAt: at });
        if (!(await updateDelinquency(tx, next)))
          throw conflict(`Delinquency ${id} was changed meanwhile: read it again`);
        await record(tx, next, 'delinquency.update', requestId, caller.userId);
        return toResponse(tx, next);
      });
    },

    async setPolicyPlan(caller: Caller, tenantId: string, requestId: string, policyId: string, name: string) {
      await requirePlan(tenantId, name);
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      // Read before the transaction: a read inside it would take a second pooled connection.
      const shown = await s.policies.policyResponse(tenantId, { ...policy, delinquencyPlan: name });
      return db.transaction(async (tx) => {
        await s.policies.setDelinquencyPlan(tx, tenantId, policy, name);
        await deps.events.record(tx, tenantId, {
          type: 'policy.update',
          requestId,
          userId: caller.userId,
          data: shown,
        });
        return shown;
      });
    },

    async setQuotePlan(caller: Caller, tenantId: string, requestId: string, quoteId: string, name: string) {
      await requirePlan(tenantId, name);
      const q = await s.quotes.readable(caller, tenantId, 'quote', quoteId);
      if (q.state === 'issued' || q.state === 'discarded')
        throw conflict(`updateQuoteDelinquencyPlan is not allowed on a quote in state ${q.state}`);
      return db.transaction(async (tx) => {
        const next = await s.quotes.setDelinquencyPlan(tx, tenantId, q, name, now());
        // Issued, discarded or changed since it was read: the caller reads it again.
        if (!next) throw conflict(`Quote ${q.id} was changed meanwhile: read it again`);
        const shown = toQuoteResponse(next);
        await deps.events.record(tx, tenantId, {
          type: 'quote.update',
          requestId,
          userId: caller.userId,
          data: shown,
        });
        return shown;
      });
    },
  };
}

export type DelinquencyService = ReturnType<typeof createDelinquencyService>;
