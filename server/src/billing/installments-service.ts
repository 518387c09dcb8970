// Installments: on every issue (the policy area's afterIssue, in the database transaction)
// the transaction's charges are kept, its term's lattice laid out if the term has none, and the
// charges spread over the lattice's frames (spread.ts). A quote's installments, and a transaction's
// before it is issued, are previews: the same spread, nothing written.
import { Decimal } from 'decimal.js';
import type { Db, Tx } from '../db/knex.js';
import type { ConfigService } from '../deploy/config-service.js';
import { conflict, notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import type { IssuedTransaction } from '../policy/after-issue.js';
import type { AccountsService } from '../policy/accounts-service.js';
import type { PoliciesService } from '../policy/policies-service.js';
import type { QuotesService } from '../policy/quotes-service.js';
import { minorDigits } from '../product/index.js';
import type { PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import { insertCharges, type ChargeRecord } from './charges-store.js';
import {
  findInstallment,
  findLattice,
  insertInstallments,
  insertLattice,
  latticeOfTerm,
  listInstallments,
  listLattices,
  type InstallmentRecord,
  type LatticeRecord,
} from './installments-store.js';
import { latticeFrames, planOf, type BillingConfig } from './plans.js';
import { spread, type SpreadCharge } from './spread.js';

export interface BillingDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  configs: Pick<ConfigService, 'definition'>;
  policies: Pick<PoliciesService, 'readablePolicy' | 'readableTransaction' | 'invoiceFeesOf'>;
  accounts: Pick<AccountsService, 'readable' | 'billingOf'>;
  quotes: Pick<QuotesService, 'fetch' | 'preferencesOf'>;
}

type Quote = Awaited<ReturnType<QuotesService['fetch']>>;
type Policy = Awaited<ReturnType<PoliciesService['readablePolicy']>>;
type Transaction = IssuedTransaction['transaction'];

const DAY_MS = 86_400_000;
const days = (a: string, b: string) => (new Date(b).getTime() - new Date(a).getTime()) / DAY_MS;

export const toLatticeResponse = (
  l: LatticeRecord,
  quoteId?: string,
): Schema<'InstallmentLatticeResponse'> => ({
  locator: l.id,
  accountLocator: l.accountId,
  ...(l.policyId ? { policyLocator: l.policyId } : {}),
  ...(quoteId !== undefined ? { quoteLocator: quoteId } : {}),
  ...(l.termId ? { termLocator: l.termId } : {}),
  termStartTime: l.termStart,
  termEndTime: l.termEnd,
  effectiveTime: l.effectiveTime,
  currency: l.currency,
  timezone: l.timezone,
  reversalLattice: false,
  createdAt: l.createdAt,
  createdBy: l.createdBy,
  frames: l.frames.map((f) => ({
    installmentStartTime: f.start,
    installmentEndTime: f.end,
    coverageStartTime: f.start,
    coverageEndTime: f.end,
    installmentDuration: days(f.start, f.end),
    coverageDuration: days(f.start, f.end),
    normalizedWeight: Number(f.normalizedWeight),
    generateTime: f.generateTime,
    dueTime: f.dueTime,
    autopayTime: f.autopayTime,
  })),
});

export const toInstallmentResponse = (i: InstallmentRecord, quoteId?: string): Schema<'Installment'> => ({
  locator: i.id,
  installmentLatticeLocator: i.latticeId,
  accountLocator: i.accountId,
  ...(i.policyId ? { policyLocator: i.policyId } : {}),
  ...(quoteId !== undefined ? { quoteLocator: quoteId } : {}),
  ...(i.transactionId ? { transactionLocator: i.transactionId } : {}),
  ...(i.termId ? { termLocator: i.termId } : {}),
  currency: i.currency,
  timezone: i.timezone,
  installmentFrameIndex: i.frameIndex,
  installmentStartTime: i.start,
  installmentEndTime: i.end,
  coverageStartTime: i.start,
  coverageEndTime: i.end,
  installmentDuration: days(i.start, i.end),
  coverageDuration: days(i.start, i.end),
  generateTime: i.generateTime,
  dueTime: i.dueTime,
  ...(i.autopayTime !== undefined ? { autopayTime: i.autopayTime } : {}),
  ...(i.invoiceId !== undefined ? { invoiceLocator: i.invoiceId } : {}),
  createdAt: i.createdAt,
  createdBy: i.createdBy,
  updatedAt: i.updatedAt,
  updatedBy: i.updatedBy,
  installmentItems: i.items.map((x) => ({
    locator: x.id,
    installmentLocator: i.id,
    chargeLocator: x.chargeId,
    elementLocator: x.elementId,
    elementStaticLocator: x.elementStaticId,
    chargeType: x.chargeType,
    chargeCategory: x.chargeCategory,
    amount: Number(x.amount),
    ...(x.invoiceItemId !== undefined ? { invoiceItemLocator: x.invoiceItemId } : {}),
    createdAt: i.createdAt,
    createdBy: i.createdBy,
  })),
});

export function createInstallmentsService(deps: BillingDeps) {
  const { db, clock, ids } = deps;

  /**
   * The installment preferences a term is laid out with: its account's, and its quote's over them
   * (field by field; a quote's empty weights keep the account's).
   */
  async function preferencesOf(
    tenantId: string,
    owner: { accountId: string; quoteId?: string; quotePreferences?: Record<string, unknown> },
    conn: Db | Tx,
  ) {
    const installment = (p: Record<string, unknown> | undefined) => {
      const ip = p?.installmentPreferences;
      return typeof ip === 'object' && ip !== null ? (ip as Record<string, unknown>) : undefined;
    };
    const account = owner.accountId
      ? installment(
          (await deps.accounts.billingOf(tenantId, [owner.accountId], conn)).get(owner.accountId)
            ?.preferences,
        )
      : undefined;
    const quote = installment(
      owner.quotePreferences ??
        (owner.quoteId ? await deps.quotes.preferencesOf(tenantId, owner.quoteId, conn) : undefined),
    );
    if (!quote) return account;
    const weights = Array.isArray(quote.installmentWeights) && quote.installmentWeights.length;
    return {
      ...account,
      ...quote,
      ...(weights ? {} : { installmentWeights: account?.installmentWeights ?? [] }),
    };
  }

  async function laidOut(
    tenantId: string,
    owner: {
      accountId: string;
      policyId: string;
      termId: string;
      productName: string;
      currency: string;
      timezone: string;
      quoteId?: string;
      quotePreferences?: Record<string, unknown>;
    },
    term: { start: string; end: string },
    at: { now: string; userId: string },
    /** The configuration, when the caller read it already (inside an issue's transaction). */
    configuration?: object,
    /** Where the account is read (the transaction, inside one). */
    conn: Db | Tx = db,
  ): Promise<LatticeRecord> {
    const config = (configuration ?? (await deps.configs.definition(tenantId))) as BillingConfig;
    const { name, plan } = planOf(config, owner.productName, await preferencesOf(tenantId, owner, conn));
    return {
      id: ids.ulid(),
      accountId: owner.accountId,
      policyId: owner.policyId,
      termId: owner.termId,
      currency: owner.currency,
      timezone: owner.timezone,
      ...(name !== undefined ? { planName: name } : {}),
      plan,
      termStart: term.start,
      termEnd: term.end,
      effectiveTime: term.start,
      frames: latticeFrames(plan, term.start, term.end, owner.timezone),
      createdAt: at.now,
      createdBy: at.userId,
    };
  }

  /** The installments `t`'s charges make on `lattice`, as of `now`. */
  function installmentsOf(
    lattice: LatticeRecord,
    t: { id: string; effectiveTime: string; charges: readonly SpreadCharge[] },
    at: { now: string; userId: string },
  ): InstallmentRecord[] {
    const drafts = spread(lattice.frames, t.charges, {
      effectiveTime: t.effectiveTime,
      now: at.now,
      digits: minorDigits(lattice.currency),
      dueAfterGenerateDays: lattice.plan.generateLeadDays - lattice.plan.dueLeadDays,
    });
    return drafts.map((d) => {
      let total = new Decimal(0);
      const items = d.items.map((x) => {
        total = total.plus(x.amount);
        return {
          id: ids.ulid(),
          chargeId: x.charge.locator,
          elementId: x.charge.elementLocator,
          elementStaticId: x.charge.elementStaticLocator,
          chargeType: x.charge.chargeType,
          chargeCategory: x.charge.chargeCategory,
          amount: x.amount,
        };
      });
      return {
        id: ids.ulid(),
        latticeId: lattice.id,
        accountId: lattice.accountId,
        policyId: lattice.policyId,
        termId: lattice.termId,
        transactionId: t.id,
        frameIndex: d.frameIndex,
        start: d.start,
        end: d.end,
        generateTime: d.generateTime,
        dueTime: d.dueTime,
        autopayTime: d.autopayTime,
        currency: lattice.currency,
        timezone: lattice.timezone,
        amount: total.toFixed(),
        items,
        version: 1,
        createdAt: at.now,
        createdBy: at.userId,
        updatedAt: at.now,
        updatedBy: at.userId,
      };
    });
  }

  const chargesOf = (t: Transaction): SpreadCharge[] =>
    t.charges.map((c) => ({
      locator: c.locator,
      elementLocator: c.elementLocator,
      elementStaticLocator: c.elementStaticLocator,
      chargeType: c.chargeType,
      chargeCategory: c.chargeCategory,
      invoicing: c.invoicing,
      amount: c.amount,
    }));

  /** The policy area's afterIssue: charges kept, lattice laid out if new, charges spread. */
  async function onIssued(tx: Tx, tenantId: string, issued: IssuedTransaction): Promise<InstallmentRecord[]> {
    const { policy, term, transaction: t, userId } = issued;
    const now = t.issuedTime ?? iso(clock.now());
    const charges: ChargeRecord[] = t.charges.map((c) => ({
      id: c.locator,
      accountId: policy.accountId,
      policyId: policy.id,
      termId: term.id,
      transactionId: t.id,
      elementId: c.elementLocator,
      elementStaticId: c.elementStaticLocator,
      chargeType: c.chargeType,
      chargeCategory: c.chargeCategory,
      chargeInvoicing: c.invoicing,
      amount: c.amount,
      currency: policy.currency,
      ...(c.tag !== undefined ? { tag: c.tag } : {}),
      ...(c.reversalOfLocator !== undefined ? { reversalOfId: c.reversalOfLocator } : {}),
      issuedAt: now,
    }));
    await insertCharges(tx, tenantId, charges);
    if (!charges.length) return [];
    const lattice =
      (await latticeOfTerm(tx, tenantId, term.id)) ??
      (await insertLattice(
        tx,
        tenantId,
        await laidOut(
          tenantId,
          { ...policy, policyId: policy.id, termId: term.id },
          term,
          { now, userId },
          issued.configuration,
          tx,
        ),
      ));
    const made = installmentsOf(
      lattice,
      { id: t.id, effectiveTime: t.effectiveTime, charges: chargesOf(t) },
      {
        now,
        userId,
      },
    );
    await insertInstallments(tx, tenantId, made);
    return made;
  }

  // ---- reads ------------------------------------------------------------------------------------------

  /** A quote's term laid out and its priced charges spread, as if it were issued now; nothing written. */
  async function quotePreview(tenantId: string, q: Quote, userId: string) {
    if (!q.price) throw conflict(`Quote ${q.id} is not priced: price it to see its installments`);
    const now = iso(clock.now());
    const start = q.startTime!;
    const lattice = await laidOut(
      tenantId,
      {
        accountId: q.accountId ?? '',
        policyId: '',
        termId: '',
        productName: q.productName,
        currency: q.currency ?? 'USD',
        timezone: q.timezone ?? 'UTC',
        ...(q.preferences !== undefined ? { quotePreferences: q.preferences } : {}),
      },
      { start, end: q.endTime ?? start },
      { now, userId },
    );
    const charges = q.price.items.map((c) => ({ ...c }));
    const installments = installmentsOf(lattice, { id: '', effectiveTime: start, charges }, { now, userId });
    return { lattice, installments };
  }

  const quoteOf = (caller: Caller, tenantId: string, id: string) =>
    deps.quotes.fetch(caller, tenantId, 'quote', id);

  /** The issued policy's first lattice, for a quote that was issued. */
  async function issuedLattice(caller: Caller, tenantId: string, q: Quote) {
    const policy = await deps.policies.readablePolicy(caller, tenantId, q.policyId!);
    const first = (await listLattices(db, tenantId, policy.id, { count: 1 })).items[0];
    return { policy, lattice: first };
  }

  async function readablePolicy(caller: Caller, tenantId: string, id: string): Promise<Policy> {
    return deps.policies.readablePolicy(caller, tenantId, id);
  }

  /**
   * What issuing the transaction now would make on its term's lattice (nothing written); an issued
   * one answers the installments it made.
   */
  async function transactionPreview(caller: Caller, tenantId: string, transactionId: string) {
    const { transaction: t, policy } = await deps.policies.readableTransaction(
      caller,
      tenantId,
      transactionId,
    );
    if (t.state === 'issued' || t.state === 'reversed') {
      const made = await listInstallments(db, tenantId, { transactionId: t.id }, { count: 1000 });
      return { t, installments: made.items };
    }
    const now = iso(clock.now());
    const lattice =
      (await latticeOfTerm(db, tenantId, t.termId)) ??
      (await laidOut(
        tenantId,
        { ...policy, policyId: policy.id, termId: t.termId },
        { start: t.segment.start, end: t.segment.end },
        { now, userId: caller.userId },
      ));
    const at = { now, userId: caller.userId };
    const made = installmentsOf(
      lattice,
      { id: t.id, effectiveTime: t.effectiveTime, charges: chargesOf(t) },
      at,
    );
    return { t, installments: made };
  }

  return {
    onIssued,
    installmentsOf,

    async latticesOfPolicy(caller: Caller, tenantId: string, policyId: string, req: PageRequest) {
      const policy = await readablePolicy(caller, tenantId, policyId);
      const p = await listLattices(db, tenantId, policy.id, req);
      return { ...p, items: p.items.map((l) => toLatticeResponse(l)) };
    },

    async latticeOfQuote(caller: Caller, tenantId: string, quoteId: string) {
      const q = await quoteOf(caller, tenantId, quoteId);
      if (q.policyId !== undefined) {
        const { lattice } = await issuedLattice(caller, tenantId, q);
        if (lattice) return toLatticeResponse(lattice, q.id);
      }
      return toLatticeResponse((await quotePreview(tenantId, q, caller.userId)).lattice, q.id);
    },

    async lattice(caller: Caller, tenantId: string, id: string) {
      const l = await findLattice(db, tenantId, id);
      if (!l) throw notFound('Installment lattice');
      await readablePolicy(caller, tenantId, l.policyId);
      return toLatticeResponse(l);
    },

    async ofPolicy(caller: Caller, tenantId: string, policyId: string, req: PageRequest) {
      const policy = await readablePolicy(caller, tenantId, policyId);
      const p = await listInstallments(db, tenantId, { policyId: policy.id }, req);
      return { ...p, items: p.items.map((i) => toInstallmentResponse(i)) };
    },

    async ofQuote(caller: Caller, tenantId: string, quoteId: string, req: PageRequest) {
      const q = await quoteOf(caller, tenantId, quoteId);
      if (q.policyId !== undefined) {
        const policy = await readablePolicy(caller, tenantId, q.policyId);
        const p = await listInstallments(db, tenantId, { transactionId: policy.issuedTransactionId }, req);
        return { ...p, items: p.items.map((i) => toInstallmentResponse(i, q.id)) };
      }
      const all = (await quotePreview(tenantId, q, caller.userId)).installments;
      return pageOf(
        all.map((i) => toInstallmentResponse(i, q.id)),
        req,
      );
    },

    async ofTransaction(caller: Caller, tenantId: string, transactionId: string, req: PageRequest) {
      const { t, installments } = await transactionPreview(caller, tenantId, transactionId);
      if (t.state === 'issued' || t.state === 'reversed') {
        const p = await listInstallments(db, tenantId, { transactionId: t.id }, req);
        return { ...p, items: p.items.map((i) => toInstallmentResponse(i)) };
      }
      return pageOf(
        installments.map((i) => toInstallmentResponse(i)),
        req,
      );
    },

    async one(caller: Caller, tenantId: string, id: string) {
      const i = await findInstallment(db, tenantId, id);
      if (!i) throw notFound('Installment');
      await readablePolicy(caller, tenantId, i.policyId);
      return toInstallmentResponse(i);
    },

    quotePreview,
    quoteOf,
    transactionPreview,
  };
}

const pageOf = <T>(all: T[], req: PageRequest) => {
  const offset = req.offset ?? 0;
  const count = req.count ?? 100;
  return { items: all.slice(offset, offset + count), listCompleted: offset + count >= all.length };
};

export type InstallmentsService = ReturnType<typeof createInstallmentsService>;
