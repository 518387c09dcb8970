// Payments: recorded in draft against invoices, invoice items or the account; validated against
// what their targets owe; posted, which places the amount exactly (payments-allocation.ts) and
// keeps what the targets no longer owe as the account's credit; reversed, which takes back every
// credit it made and reopens the invoices it settled. Every change is one database transaction
// with its event. Posts of a tenant are serialised by a row lock, so two payments never both take
// what one invoice item owes.
import { Decimal } from 'decimal.js';
import type { Db, Tx } from '../db/knex.js';
import { AppError, conflict, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { EventsService, EventType } from '../events/events-service.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import { minorDigits } from '../product/index.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import {
  allocate,
  allocationProblems,
  type Allocation,
  type Slot,
  type Target,
} from './payments-allocation.js';
import type { InvoiceBook, InvoiceView } from './payments-invoices.js';
// The invoices as payments see them, over the invoices' tables (payments-invoices.ts).
export type { InvoiceBook, InvoiceView } from './payments-invoices.js';
import { movePayment, type PaymentOp } from './payments-states.js';
import {
  accountCredits,
  creditsOfPayment,
  findPayment,
  insertCredits,
  insertPayment,
  listPayments,
  lockPosts,
  nextPaymentNumber,
  paymentsWithNumber,
  reverseCredits,
  updatePayment,
  type CreditRecord,
  type PaymentRecord,
  type TargetRecord,
} from './payments-store.js';

type Conn = Db | Tx;
type PaymentResponse = Schema<'PaymentResponse'>;
type CreateBody = Schema<'PaymentCreateRequest'>;
type UpdateBody = Schema<'PaymentUpdateRequest'>;

interface PaymentsConfig {
  defaultCurrency?: string;
  payments?: Record<
    string,
    { abstract?: boolean; data?: Record<string, unknown>; numberingTrigger?: string }
  >;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  events: Pick<EventsService, 'record'>;
  configs: { definition(tenantId: string): Promise<unknown> };
  accounts: { readable(caller: Caller, tenantId: string, id: string): Promise<unknown> };
  invoices: InvoiceBook;
  /** Called in a post's transaction with the invoices it settled (delinquencies settle with them). */
  onSettled?: (
    tx: Tx,
    tenantId: string,
    invoiceIds: string[],
    at: string,
    requestId: string,
    userId: string,
  ) => Promise<void>;
}

const ZERO = new Decimal(0);
const money = (d: Decimal | string) => Number(new Decimal(d).toFixed());
const digits = (n: number) => new Decimal(n).toFixed();

/** A resolved payment: its account and currency, and its targets with what each owes. */
interface Resolved {
  accountId: string;
  currency: string;
  targets: Target[];
  invoices: InvoiceView[];
  invoiceOf: Map<string, string>;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, ids, events, invoices } = deps;
  const config = async (tenantId: string) => (await deps.configs.definition(tenantId)) as PaymentsConfig;

  // ---- answers -------------------------------------------------------------------------------------

  const creditItems = (credits: CreditRecord[]): Schema<'CreditItem'>[] =>
    credits.map((c) =>
      c.itemId !== undefined
        ? { containerType: 'invoiceItem', containerLocator: c.itemId, amount: money(c.amount) }
        : { containerType: 'account', containerLocator: c.accountId, amount: money(c.amount) },
    );

  function toResponse(p: PaymentRecord, credits?: CreditRecord[]): PaymentResponse {
    const placed = credits !== undefined && credits.length > 0;
    return {
      locator: p.id,
      paymentState: p.state,
      type: p.type,
      currency: p.currency,
      amount: money(p.amount),
      remainingAmount: placed ? 0 : money(p.amount),
      data: p.data as PaymentResponse['data'],
      createdAt: p.createdAt,
      createdBy: p.createdBy,
      accountLocator: p.accountId,
      targets: placed
        ? creditItems(credits)
        : p.targets.map((t) => ({
            containerType: t.containerType,
            containerLocator: t.containerLocator,
            ...(t.amount !== undefined ? { amount: money(t.amount) } : {}),
          })),
      ...(p.validation !== undefined ? { validationResult: p.validation } : {}),
      ...(p.postedAt !== undefined ? { postedAt: p.postedAt } : {}),
      ...(p.reversalReason !== undefined ? { reversalReason: p.reversalReason } : {}),
      ...(p.reversedAt !== undefined ? { reversedAt: p.reversedAt } : {}),
      ...(p.reversedBy !== undefined ? { reversedBy: p.reversedBy } : {}),
      shortfallCreditLocators: [],
      subpayments: [],
      paymentMode: 'normal',
      ...(p.paymentNumber !== undefined ? { paymentNumber: p.paymentNumber } : {}),
      executionLog: [],
      ...(p.options.nextRequestTime !== undefined ? { nextRequestTime: p.options.nextRequestTime } : {}),
      ...(p.options.retryPlanName !== undefined ? { retryPlanName: p.options.retryPlanName } : {}),
    };
  }

  const answer = async (conn: Conn, tenantId: string, p: PaymentRecord) =>
    toResponse(
      p,
      p.state === 'posted' || p.state === 'reversed'
        ? await creditsOfPayment(conn, tenantId, p.id)
        : undefined,
    );

  // ---- what a payment is made of -------------------------------------------------------------------

  const bad = (location: string, message: string): ProblemItem => ({ location, message });

  /** The payment type, declared and not abstract; its data's keys among the type's fields. */
  function checkType(c: PaymentsConfig, type: string, data: Record<string, unknown>, at: string) {
    const declared = c.payments?.[type];
    if (!declared || declared.abstract === true)
      throw unprocessable('Not a payment type of the configuration', [
        bad(
          `${at}.type`,
          `"${type}" is not ${declared ? 'a concrete' : 'a'} payment type of the configuration (${Object.keys(c.payments ?? {}).join(', ') || 'it declares none'})`,
        ),
      ]);
    const fields = declared.data ?? {};
    const unknown = Object.keys(data).filter((k) => !(k in fields));
    if (unknown.length)
      throw unprocessable(
        'Unknown payment data',
        unknown.map((k) => bad(`${at}.data.${k}`, `is not a field of payment type "${type}"`)),
      );
    return declared;
  }

  /**
   * The targets as they stand: the invoices and items found in the tenant (404 otherwise), all of
   * the paying account (422 otherwise), in the payment's currency, with what each item still owes.
   */
  async function resolve(
    conn: Conn,
    caller: Caller,
    tenantId: string,
    given: { accountId?: string; currency?: string; targets: TargetRecord[] },
    at: string,
    c: PaymentsConfig,
    /** Outside a transaction only: the caller may see the account (its reads are not the transaction's). */
    checkAccount: boolean,
  ): Promise<Resolved> {
    const problems: ProblemItem[] = [];
    const seen = new Set<string>();
    given.targets.forEach((t, i) => {
      if (t.containerType === 'subpayment')
        problems.push(
          bad(
            `${at}.targets[${i}].containerType`,
            'subpayment targets are not taken: insuite makes no aggregate payments',
          ),
        );
      if (seen.has(t.containerLocator))
        problems.push(bad(`${at}.targets[${i}]`, `${t.containerLocator} is named twice`));
      seen.add(t.containerLocator);
    });
    if (problems.length) throw unprocessable('Bad targets', problems);

    const invoiceIds = given.targets
      .filter((t) => t.containerType === 'invoice')
      .map((t) => t.containerLocator);
    const itemIds = given.targets
      .filter((t) => t.containerType === 'invoiceItem')
      .map((t) => t.containerLocator);
    const found = await invoices.find(conn, tenantId, invoiceIds);
    const holding = await invoices.ofItems(conn, tenantId, itemIds);
    const byId = new Map([...found, ...holding].map((v) => [v.id, v]));
    const invoiceOf = new Map<string, string>();
    for (const v of holding) for (const it of v.items) invoiceOf.set(it.id, v.id);
    for (const id of invoiceIds) if (!byId.has(id)) throw notFound('Invoice');
    for (const id of itemIds) if (!invoiceOf.has(id)) throw notFound('Invoice item');

    const accountTarget = given.targets.find((t) => t.containerType === 'account')?.containerLocator;
    const firstInvoice = [...byId.values()][0];
    const accountId = given.accountId ?? accountTarget ?? firstInvoice?.accountId;
    if (accountId === undefined)
      throw unprocessable('No account', [
        bad(`${at}.accountLocator`, 'is required when no target names an account or invoice'),
      ]);
    // The account exists in the tenant and the caller may see it.
    if (checkAccount) await deps.accounts.readable(caller, tenantId, accountId);
    const currency = given.currency ?? firstInvoice?.currency ?? c.defaultCurrency ?? 'USD';

    const targets: Target[] = [];
    given.targets.forEach((t, i) => {
      const where = `${at}.targets[${i}]`;
      if (t.containerType === 'account') {
        if (t.containerLocator !== accountId)
          problems.push(
            bad(`${where}.containerLocator`, `is another account than the payment's, ${accountId}`),
          );
        targets.push({
          containerType: 'account',
          containerLocator: t.containerLocator,
          ...(t.amount !== undefined ? { amount: new Decimal(t.amount) } : {}),
          slots: [],
        });
        return;
      }
      const invoice = byId.get(
        t.containerType === 'invoice' ? t.containerLocator : invoiceOf.get(t.containerLocator)!,
      )!;
      if (invoice.accountId !== accountId)
        problems.push(
          bad(
            `${where}.containerLocator`,
            `invoice ${invoice.id} is another account's than the payment's, ${accountId}`,
          ),
        );
      if (invoice.currency !== currency)
        problems.push(
          bad(`${at}.currency`, `is ${currency}; invoice ${invoice.id} is in ${invoice.currency}`),
        );
      if (invoice.state === 'discarded')
        problems.push(bad(`${where}.containerLocator`, `invoice ${invoice.id} is discarded`));
      targets.push({
        containerType: t.containerType as 'invoice' | 'invoiceItem',
        containerLocator: t.containerLocator,
        ...(t.amount !== undefined ? { amount: new Decimal(t.amount) } : {}),
        slots: [],
      });
    });
    if (problems.length) throw unprocessable('Bad targets', dedupe(problems));

    // What each item owes now: its remaining amount (payments and write-offs taken off).
    const slotsOf = (v: InvoiceView, only?: string): Slot[] =>
      v.items
        .filter((it) => only === undefined || it.id === only)
        .map((it) => ({
          invoiceId: v.id,
          itemId: it.id,
          dueTime: v.dueTime,
          owed: new Decimal(it.remaining),
        }));
    for (const t of targets) {
      if (t.containerType === 'invoice') t.slots = slotsOf(byId.get(t.containerLocator)!);
      if (t.containerType === 'invoiceItem')
        t.slots = slotsOf(byId.get(invoiceOf.get(t.containerLocator)!)!, t.containerLocator);
    }
    return { accountId, currency, targets, invoices: [...byId.values()], invoiceOf };
  }

  const dedupe = (ps: ProblemItem[]) =>
    ps.filter((p, i) => ps.findIndex((q) => q.location === p.location && q.message === p.message) === i);

  /** 422 for every way the amount does not fit its targets (`at`: where the fields are named). */
  function requireFits(p: { amount: string; currency: string }, r: Resolved, at: string) {
    const problems = allocationProblems(
      new Decimal(p.amount),
      r.targets,
      minorDigits(r.currency),
      (i) => `${at}.targets[${i}]`,
    ).map((x) => ({ ...x, location: x.location.replace(/^body/, at) }));
    if (problems.length) throw unprocessable('The payment does not fit its targets', problems);
  }

  async function numbered(
    tx: Tx,
    tenantId: string,
    p: PaymentRecord,
    trigger: 'creation' | 'validation',
    c: PaymentsConfig,
  ) {
    if (p.paymentNumber !== undefined) return p;
    const declared = c.payments?.[p.type];
    if (declared?.numberingTrigger !== trigger) return p;
    return { ...p, paymentNumber: `PAY${String(await nextPaymentNumber(tx, tenantId)).padStart(6, '0')}` };
  }

  const record = (
    tx: Tx,
    tenantId: string,
    requestId: string,
    caller: Caller,
    type: EventType,
    data: PaymentResponse,
  ) =>
    events.record(tx, tenantId, {
      type,
      requestId,
      userId: caller.userId,
      data: data as unknown as Record<string, unknown>,
    });

  async function readable(caller: Caller, tenantId: string, id: string, conn: Conn = db) {
    const p = await findPayment(conn, tenantId, id);
    if (!p) throw notFound('Payment');
    await deps.accounts.readable(caller, tenantId, p.accountId);
    return p;
  }

  const targetRecords = (ts: Schema<'CreditItem'>[]): TargetRecord[] =>
    ts.map((t) => ({
      containerType: t.containerType,
      containerLocator: t.containerLocator,
      ...(t.amount !== undefined ? { amount: digits(t.amount) } : {}),
    }));

  const optionsOf = (
    b: CreateBody | UpdateBody,
    base: PaymentRecord['options'] = {},
  ): PaymentRecord['options'] => ({
    ...base,
    ...(b.transactionMethod !== undefined ? { transactionMethod: b.transactionMethod } : {}),
    ...(b.transactionNumber !== undefined ? { transactionNumber: b.transactionNumber } : {}),
    ...(b.financialInstrumentLocator !== undefined
      ? { financialInstrumentLocator: b.financialInstrumentLocator }
      : {}),
    ...(b.useDefaultFinancialInstrument !== undefined
      ? { useDefaultFinancialInstrument: b.useDefaultFinancialInstrument }
      : {}),
    ...(b.retryPlanName !== undefined ? { retryPlanName: b.retryPlanName } : {}),
    ...('nextRequestTime' in b && b.nextRequestTime !== undefined
      ? { nextRequestTime: new Date(b.nextRequestTime).toISOString() }
      : {}),
  });

  function requireNormal(mode: string | undefined, at: string) {
    if (mode === 'aggregate')
      throw unprocessable('Aggregate payments are not taken', [
        bad(`${at}.paymentMode`, 'only normal payments are made here'),
      ]);
  }

  /** A change by a caller: one transaction, the version guarding it, with its event. */
  async function change(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    op: PaymentOp,
    type: EventType,
    fn: (
      tx: Tx,
      p: PaymentRecord,
      now: string,
      c: PaymentsConfig,
      /** The state it was in. */
      from: PaymentRecord['state'],
    ) => Promise<{ next: PaymentRecord; invoiceOf?: Map<string, string>; credits?: CreditRecord[] }>,
    /** Checks made before the transaction, over the payment as it stands (reads outside it). */
    before?: (p: PaymentRecord, c: PaymentsConfig) => Promise<void>,
    /** Posts and reversals: the tenant's lock taken before the payment is read in the transaction. */
    locked = false,
  ) {
    const current = await readable(caller, tenantId, id);
    const c = await config(tenantId);
    movePayment(op, current.state);
    if (before) await before(current, c);
    return db.transaction(async (tx) => {
      // Posts and reversals of a tenant follow each other: two never both take what one item owes.
      if (locked) await lockPosts(tx, tenantId);
      const p = (await findPayment(tx, tenantId, id))!;
      const state = movePayment(op, p.state);
      const now = iso(clock.now());
      const { next, invoiceOf, credits } = await fn(tx, { ...p, state }, now, c, p.state);
      const written: PaymentRecord = { ...next, version: p.version + 1, updatedAt: now };
      if (!(await updatePayment(tx, tenantId, written, invoiceOf)))
        throw conflict(`Payment ${id} was changed meanwhile: read it again`);
      // A post knows the credits it wrote: the answer shows them without reading them back.
      const shown = credits ? toResponse(written, credits) : await answer(tx, tenantId, written);
      await record(tx, tenantId, requestId, caller, type, shown);
      return shown;
    });
  }

  /** What a stored payment names, as resolve takes it. */
  const stored = (p: PaymentRecord) => ({ accountId: p.accountId, currency: p.currency, targets: p.targets });

  /** What the invoices of `r` still owe, each, once `placed` is taken off. */
  const owedAfter = (r: Resolved, a: Allocation | undefined) =>
    r.invoices.map((v) => {
      const now = (a?.placed ?? [])
        .filter((x) => x.invoiceId === v.id)
        .reduce((sum, x) => sum.plus(x.amount), ZERO);
      return { invoice: v, total: new Decimal(v.total), owed: new Decimal(v.remaining).minus(now) };
    });

  async function preview(
    caller: Caller,
    tenantId: string,
    id: string,
    op: 'validatePayment' | 'postPayment',
  ) {
    const p = await readable(caller, tenantId, id);
    const at = 'payment';
    let validation: PaymentRecord['validation'] = { success: true };
    let r: Resolved | undefined;
    let a: Allocation | undefined;
    let state = p.state;
    try {
      state = movePayment(op, p.state);
      r = await resolve(
        db,
        caller,
        tenantId,
        { accountId: p.accountId, currency: p.currency, targets: p.targets },
        at,
        await config(tenantId),
        true,
      );
      if (op === 'validatePayment' || p.state === 'draft') requireFits(p, r, at);
      if (op === 'postPayment') a = allocate(new Decimal(p.amount), r.targets);
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      validation = {
        success: false,
        validationItems: [
          {
            elementType: 'payment',
            locator: p.id,
            errors: [e.message, ...(e.errors ?? []).map((x) => `${x.location}: ${x.message}`)],
          },
        ],
      };
    }
    const base = toResponse(p);
    const credits: Schema<'CreditWithBalance'>[] = a
      ? [
          ...a.placed.map((x) => ({
            type: 'invoiceItem' as const,
            locator: x.itemId,
            amount: money(x.amount),
          })),
          ...(a.credit.gt(0)
            ? [{ type: 'accountCreditBalance' as const, locator: p.accountId, amount: money(a.credit) }]
            : []),
        ]
      : [];
    return {
      locator: p.id,
      paymentState: validation.success ? state : p.state,
      type: p.type,
      currency: p.currency,
      amount: base.amount,
      data: base.data ?? {},
      createdAt: p.createdAt,
      createdBy: p.createdBy,
      accountLocator: p.accountId,
      remainingAmount: a ? 0 : base.amount,
      validationResult: validation,
      paymentMode: 'normal' as const,
      targets: base.targets,
      credits,
      shortfallCredits: [],
      invoices: {
        listCompleted: true,
        items: r
          ? owedAfter(r, a).map(({ invoice, total, owed }) => ({
              locator: invoice.id,
              accountLocator: invoice.accountId,
              invoiceState:
                invoice.state === 'discarded'
                  ? ('discarded' as const)
                  : owed.lte(0)
                    ? ('settled' as const)
                    : ('open' as const),
              amount: money(total),
              remainingAmount: money(Decimal.max(owed, 0)),
            }))
          : [],
      },
    } satisfies Schema<'PreviewPaymentResponse'>;
  }

  return {
    toResponse,

    async create(caller: Caller, tenantId: string, requestId: string, body: CreateBody) {
      requireNormal(body.paymentMode, 'body');
      const data = (body.data ?? {}) as Record<string, unknown>;
      const c = await config(tenantId);
      checkType(c, body.type, data, 'body');
      const targets = targetRecords(body.targets);
      const amount = digits(body.amount);
      const given = {
        ...(body.accountLocator !== undefined ? { accountId: body.accountLocator } : {}),
        ...(body.currency !== undefined ? { currency: body.currency } : {}),
        targets,
      };
      await resolve(db, caller, tenantId, given, 'body', c, true);
      return db.transaction(async (tx) => {
        const r = await resolve(tx, caller, tenantId, given, 'body', c, false);
        requireFits({ amount, currency: r.currency }, r, 'body');
        const now = iso(clock.now());
        let p: PaymentRecord = {
          id: ids.ulid(),
          accountId: r.accountId,
          type: body.type,
          state: 'draft',
          currency: r.currency,
          amount,
          data,
          targets,
          options: optionsOf(body),
          version: 1,
          createdAt: now,
          createdBy: caller.userId,
          updatedAt: now,
        };
        p = await numbered(tx, tenantId, p, 'creation', c);
        await insertPayment(tx, tenantId, p, r.invoiceOf);
        const shown = toResponse(p);
        await record(tx, tenantId, requestId, caller, 'payment.create', shown);
        return shown;
      });
    },

    async fetch(caller: Caller, tenantId: string, id: string) {
      return answer(db, tenantId, await readable(caller, tenantId, id));
    },

    async list(
      caller: Caller,
      tenantId: string,
      filter: { accountId?: string; targetId?: string },
      req: PageRequest,
    ): Promise<Page<PaymentResponse>> {
      if (filter.accountId !== undefined) await deps.accounts.readable(caller, tenantId, filter.accountId);
      const found = await listPayments(db, tenantId, filter, req);
      const items = [];
      for (const p of found.items) {
        // A payment of an account the caller may not see is left out.
        if (
          filter.accountId === undefined &&
          !(await deps.accounts.readable(caller, tenantId, p.accountId).then(
            () => true,
            () => false,
          ))
        )
          continue;
        items.push(await answer(db, tenantId, p));
      }
      return { items, listCompleted: found.listCompleted };
    },

    async ofInvoice(
      caller: Caller,
      tenantId: string,
      invoiceId: string,
      includeReversed: boolean,
      req: PageRequest,
    ) {
      const [invoice] = await invoices.find(db, tenantId, [invoiceId]);
      if (!invoice) throw notFound('Invoice');
      await deps.accounts.readable(caller, tenantId, invoice.accountId);
      const found = await listPayments(db, tenantId, { invoiceId, includeReversed }, req);
      const items = [];
      for (const p of found.items) items.push(await answer(db, tenantId, p));
      return { items, listCompleted: found.listCompleted };
    },

    async withNumber(caller: Caller, tenantId: string, number: string) {
      const out = [];
      for (const p of await paymentsWithNumber(db, tenantId, number)) {
        if (
          !(await deps.accounts.readable(caller, tenantId, p.accountId).then(
            () => true,
            () => false,
          ))
        )
          continue;
        out.push(await answer(db, tenantId, p));
      }
      return out;
    },

    replace(caller: Caller, tenantId: string, requestId: string, id: string, body: CreateBody) {
      requireNormal(body.paymentMode, 'body');
      const data = (body.data ?? {}) as Record<string, unknown>;
      const targets = targetRecords(body.targets);
      const given = {
        ...(body.accountLocator !== undefined ? { accountId: body.accountLocator } : {}),
        ...(body.currency !== undefined ? { currency: body.currency } : {}),
        targets,
      };
      return change(
        caller,
        tenantId,
        requestId,
        id,
        'updatePayment',
        'payment.update',
        async (tx, p, _now, c) => {
          const r = await resolve(tx, caller, tenantId, given, 'body', c, false);
          const amount = digits(body.amount);
          requireFits({ amount, currency: r.currency }, r, 'body');
          const { validation: _v, ...rest } = p;
          return {
            next: {
              ...rest,
              accountId: r.accountId,
              currency: r.currency,
              type: body.type,
              amount,
              data,
              targets,
              options: optionsOf(body),
            },
            invoiceOf: r.invoiceOf,
          };
        },
        async (_p, c) => {
          checkType(c, body.type, data, 'body');
          await resolve(db, caller, tenantId, given, 'body', c, true);
        },
      );
    },

    update(caller: Caller, tenantId: string, requestId: string, id: string, body: UpdateBody) {
      requireNormal(body.paymentMode, 'body');
      /** The payment as the body changes it. */
      const changed = (p: PaymentRecord) => {
        const data = { ...p.data, ...(body.setData ?? {}) } as Record<string, unknown>;
        for (const k of Object.keys(body.removeData ?? {})) delete data[k];
        const removed = new Set(body.removeTargets ?? []);
        const targets = [
          ...p.targets.filter((t) => !removed.has(t.containerLocator)),
          ...targetRecords(body.addTargets ?? []),
        ];
        if (!targets.length)
          throw unprocessable('A payment needs a target', [
            bad('body.removeTargets', 'would leave the payment without targets'),
          ]);
        const given = {
          accountId: body.accountLocator ?? p.accountId,
          currency: body.currency ?? p.currency,
          targets,
        };
        return { data, type: body.type ?? p.type, targets, given };
      };
      return change(
        caller,
        tenantId,
        requestId,
        id,
        'updatePayment',
        'payment.update',
        async (tx, p, _now, c) => {
          const { data, type, targets, given } = changed(p);
          const r = await resolve(tx, caller, tenantId, given, 'body', c, false);
          const amount = body.amount !== undefined ? digits(body.amount) : p.amount;
          requireFits({ amount, currency: r.currency }, r, 'body');
          const { validation: _v, ...rest } = p;
          return {
            next: {
              ...rest,
              accountId: r.accountId,
              currency: r.currency,
              type,
              amount,
              data,
              targets,
              options: optionsOf(body, p.options),
            },
            invoiceOf: r.invoiceOf,
          };
        },
        async (p, c) => {
          const { data, type, given } = changed(p);
          checkType(c, type, data, 'body');
          await resolve(db, caller, tenantId, given, 'body', c, true);
        },
      );
    },

    validate: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      change(
        caller,
        tenantId,
        requestId,
        id,
        'validatePayment',
        'payment.validate',
        async (tx, p, _now, c) => {
          const r = await resolve(tx, caller, tenantId, stored(p), 'payment', c, false);
          requireFits(p, r, 'payment');
          return {
            next: await numbered(tx, tenantId, { ...p, validation: { success: true } }, 'validation', c),
          };
        },
      ),

    post: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      change(
        caller,
        tenantId,
        requestId,
        id,
        'postPayment',
        'payment.post',
        async (tx, p, now, c, from) => {
          // Read under the tenant's lock: what the targets owe now.
          const r = await resolve(tx, caller, tenantId, stored(p), 'payment', c, false);
          // A draft is validated on the way; a validated payment places what its targets still owe
          // and keeps the rest as credit.
          if (from === 'draft') requireFits(p, r, 'payment');
          const a = allocate(new Decimal(p.amount), r.targets);
          const credits: CreditRecord[] = [
            ...a.placed.map((x) => ({
              id: ids.ulid(),
              paymentId: p.id,
              accountId: p.accountId,
              currency: p.currency,
              invoiceId: x.invoiceId,
              itemId: x.itemId,
              amount: x.amount.toFixed(),
              reversed: false,
              createdAt: now,
            })),
            ...(a.credit.gt(0)
              ? [
                  {
                    id: ids.ulid(),
                    paymentId: p.id,
                    accountId: p.accountId,
                    currency: p.currency,
                    amount: a.credit.toFixed(),
                    reversed: false,
                    createdAt: now,
                  },
                ]
              : []),
          ];
          await insertCredits(tx, tenantId, credits);
          // The invoices as resolve read them, under the lock: not read again.
          const { settled } = await invoices.move(tx, tenantId, a.placed, 1, now, r.invoices);
          if (settled.length && deps.onSettled)
            await deps.onSettled(tx, tenantId, settled, now, requestId, caller.userId);
          const validated =
            from === 'draft'
              ? await numbered(tx, tenantId, { ...p, validation: { success: true } }, 'validation', c)
              : p;
          return { next: { ...validated, postedAt: now }, credits };
        },
        undefined,
        true,
      ),

    reverse: (caller: Caller, tenantId: string, requestId: string, id: string, reason: string) =>
      change(
        caller,
        tenantId,
        requestId,
        id,
        'reversePayment',
        'payment.reverse',
        async (tx, p, now) => {
          const credits = (await creditsOfPayment(tx, tenantId, p.id)).filter((c) => !c.reversed);
          await reverseCredits(tx, tenantId, p.id);
          // What it settled is owed again: its invoices reopen.
          await invoices.move(
            tx,
            tenantId,
            credits.flatMap((x) =>
              x.invoiceId !== undefined && x.itemId !== undefined
                ? [{ invoiceId: x.invoiceId, itemId: x.itemId, amount: new Decimal(x.amount) }]
                : [],
            ),
            -1,
            now,
          );
          return { next: { ...p, reversedAt: now, reversedBy: caller.userId, reversalReason: reason } };
        },
        undefined,
        true,
      ),

    discard: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      change(caller, tenantId, requestId, id, 'discardPayment', 'payment.discard', async (_tx, p) => ({
        next: p,
      })),
    cancel: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      change(caller, tenantId, requestId, id, 'cancelPayment', 'payment.cancel', async (_tx, p) => ({
        next: p,
      })),
    fail: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      change(caller, tenantId, requestId, id, 'failPayment', 'payment.fail', async (_tx, p) => ({ next: p })),
    reset: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      change(caller, tenantId, requestId, id, 'resetPayment', 'payment.reset', async (_tx, p) => {
        const { validation: _v, ...rest } = p;
        return { next: rest };
      }),

    previewValidate: (caller: Caller, tenantId: string, id: string) =>
      preview(caller, tenantId, id, 'validatePayment'),
    previewPost: (caller: Caller, tenantId: string, id: string) =>
      preview(caller, tenantId, id, 'postPayment'),

    /** The account's credit by currency: what posted payments kept over, less what was reversed. */
    async accountCredit(caller: Caller, tenantId: string, accountId: string) {
      await deps.accounts.readable(caller, tenantId, accountId);
      const by = new Map<string, Decimal>();
      for (const c of await accountCredits(db, tenantId, accountId))
        by.set(c.currency, (by.get(c.currency) ?? ZERO).plus(c.amount));
      return {
        accountLocator: accountId,
        items: [...by.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([currency, amount]) => ({ currency, amount: money(amount) })),
      };
    },

    /** The invoices a payment targets or settled (by its targets and credits). */
    async invoiceIdsOf(
      caller: Caller,
      tenantId: string,
      id: string,
      includeReversed: boolean,
    ): Promise<string[]> {
      const p = await readable(caller, tenantId, id);
      if (p.state === 'reversed' && !includeReversed) return [];
      const credits = await creditsOfPayment(db, tenantId, p.id);
      const fromItems = await invoices.ofItems(
        db,
        tenantId,
        p.targets.filter((t) => t.containerType === 'invoiceItem').map((t) => t.containerLocator),
      );
      return [
        ...new Set([
          ...p.targets.filter((t) => t.containerType === 'invoice').map((t) => t.containerLocator),
          ...fromItems.map((v) => v.id),
          ...credits.flatMap((c) => (c.invoiceId !== undefined ? [c.invoiceId] : [])),
        ]),
      ];
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
