// Transactions after issue: a change, cancellation, reinstatement or renewal is created in draft on
// the policy's latest issued transaction (its base), built from change instructions, and goes
// through the steps a quote does (initialize, validate, price, underwrite, accept, issue; the state
// table is quote-states.ts). Pricing rates the segment the transaction creates with the quote's
// `rate` export and pro-rates it over the segment in the policy's time zone; the remainder of the
// segment it replaces is reversed. Issuing writes the segment (and, for a renewal, the term),
// moves the policy's base and invalidates every other open transaction built on the old one, all
// in one database transaction that only commits while the base is still the one it read.
import { Decimal } from 'decimal.js';
import { AppError, conflict, notFound, unprocessable } from '../errors.js';
import type { EventType, NewEvent } from '../events/events-service.js';
import type { Schema } from '../http/api-types.js';
import type { RateResult, ValidateResult } from '../plugins/index.js';
import { flagAtLevel, flagUpdate, type FlagInput } from './flag-requests.js';
import type { Caller } from '../identity/auth-service.js';
import type { PageRequest } from '../shared/paging.js';
import { iso } from '../util.js';
import { CHANGE_ATTEMPTS, changedMeanwhile, modelOf, requireValidTree } from './context.js';
import {
  flatten,
  newTree,
  toElementResponse,
  type ElementCreate,
  type StoredElement,
} from './element-tree.js';
import { applyInstructions, type Instruction } from './instructions.js';
import { decide, type LifecycleDeps } from './lifecycle-service.js';
import {
  requireTransactionState,
  TRANSACTION_STEPS,
  transactionStepsTo,
  type TransactionStep,
} from './lifecycle.js';
import type { PoliciesService } from './policies-service.js';
import { toPolicyResponse, toTransactionResponse, transactionSubject } from './policies-service.js';
import { createPluginTables } from './plugin-tables.js';
import {
  findPolicy,
  findTransaction,
  insertTransaction,
  updatePolicy,
  updateTransaction,
  type FlagLevel,
  type FlagRecord,
  type PolicyRecord,
  type TransactionCategory,
  type TransactionRecord,
  type TransactionState,
} from './policy-store.js';
import {
  chargesOf,
  durationIn,
  proRated,
  reversalCharge,
  termEnd,
  toChargeResponse,
  type DurationBasis,
  type PricingConfig,
  type StoredCharge,
} from './pricing.js';
import type { QuotesService } from './quotes-service.js';
import { STORED } from './request-paths.js';
import { autoRenewalOfTerm } from './renewals-store.js';
import {
  allIssued,
  clearTransactionFlags,
  numberedPolicies,
  policiesWithNumber,
  setPolicyNumber,
  setTermNumber,
  termsWithNumber,
  deleteTransactionFlags,
  endSegment,
  findSegment,
  findTerm,
  insertSegment,
  insertTerm,
  insertTransactionFlags,
  invalidateOpen,
  invalidatedBy,
  issuedTransactions,
  listTerms,
  openTransactions,
  policySegments,
  readLatestSegment,
  readLatestSegmentCharges,
  readLatestTerm,
  readTransactionFlags,
  setTermEnd,
  termOf,
  transactionFlags,
  type SegmentRecord,
  type TermRecord,
} from './transactions-store.js';

type Data = Record<string, unknown>;
export type InstructionInput = Schema<'ParamsChangeInstructionCreateRequest'> | Data;
type Creatable = 'change' | 'cancellation' | 'reinstatement' | 'renewal';
const CREATABLE: readonly Creatable[] = ['change', 'cancellation', 'reinstatement', 'renewal'];
interface TransactionType {
  category: string;
  costBearing: boolean;
}
/** The published defaults, each named after its category (docs/policy-transactions.md). */
const DEFAULT_TYPES: Record<string, TransactionType> = {
  change: { category: 'change', costBearing: true },
  cancellation: { category: 'cancellation', costBearing: true },
  reinstatement: { category: 'reinstatement', costBearing: true },
  renewal: { category: 'renewal', costBearing: true },
};
export type Tx = Parameters<Parameters<LifecycleDeps['db']['transaction']>[0]>[0];
/** The tenant's configuration, read once per operation and handed to every step. */
type Config = Record<string, unknown>;

/** The transaction types of a configuration: its `transactionTypes` over the published defaults. */
const typesIn = (config: Config): Record<string, TransactionType> => ({
  ...DEFAULT_TYPES,
  ...((config as { transactionTypes?: Record<string, TransactionType> }).transactionTypes ?? {}),
});

const STEP_EVENT: Record<TransactionStep, EventType> = {
  initialize: 'transaction.initialize',
  validate: 'transaction.validate',
  price: 'transaction.price',
  underwrite: 'transaction.underwrite',
};

/** A write that found its row moved on: the database transaction is rolled back and the change retried. */
class Moved extends Error {}

/**
 * What a policy stands on now: its latest term and the segment in force issued last (of a
 * cancelled policy, the cancellation's gap, which holds the tree the cancellation ended); for a
 * renewal every term.
 */
interface Standing {
  term: TermRecord;
  latest: SegmentRecord;
  terms?: TermRecord[];
}

export function createTransactionsService(
  deps: LifecycleDeps,
  s: { quotes: QuotesService; policies: PoliciesService },
) {
  const { db, reads, clock, ids, events, plugins } = deps;
  const tablesAt = createPluginTables(deps);

  /**
   * Reads only what a transaction of `category` is built on (none given: the term and the latest
   * segment). A renewal's `instructions` with a params instruction need every term (to say which
   * one an effective time renewed); without one they are not read.
   */
  async function standing(
    tenantId: string,
    policy: PolicyRecord,
    category?: TransactionCategory,
    instructions?: readonly unknown[],
  ): Promise<Standing> {
    const terms =
      category === 'renewal' &&
      (instructions === undefined || instructions.some((x) => (x as Data).action === 'params'));
    const [term, latest, all] = await Promise.all([
      readLatestTerm(reads, tenantId, policy.id),
      readLatestSegment(reads, tenantId, policy.id),
      terms ? listTerms(db, tenantId, policy.id, { count: 1000 }) : undefined,
    ]);
    if (!term || !latest) throw conflict(`Policy ${policy.id} has no term: it was not issued whole`);
    return {
      term,
      latest,
      ...(all ? { terms: all.items } : {}),
    };
  }

  const basisOf = (p: PolicyRecord) => p.durationBasis as DurationBasis;

  /**
   * The transaction `instructions` make on the policy as it stands: its effective time, tree, data
   * and segment. Every rule about times is checked here (422 naming the field), so nothing is
   * written for a transaction that cannot take effect.
   */
  function build(
    policy: PolicyRecord,
    st: Standing,
    category: TransactionCategory,
    instructions: Instruction[],
    at: (i: number) => string,
    prior: { data: Data; segmentId?: string; termId?: string },
  ) {
    if (category === 'cancellation') {
      const i = instructions.findIndex((x) => x.action !== 'params');
      if (i >= 0)
        throw unprocessable('A cancellation takes only a params instruction', [
          {
            location: `${at(i)}.action`,
            message: `is ${instructions[i]!.action}; a cancellation changes no elements`,
          },
        ]);
    }
    // A reinstatement restores the tree the cancellation ended, which its gap holds: the tree of the
    // latest issued transaction before it (in force just before, unless that one took effect at the
    // same instant as the cancellation and was never in force).
    const base = st.latest.element;
    const applied = applyInstructions(ids, base, prior.data, instructions, at);
    const params = applied.params;
    const fail = (location: string, message: string): never => {
      throw unprocessable(message, [{ location, message }]);
    };
    const time = (field: 'effectiveTime' | 'newPolicyEndTime') => `${params?.at ?? 'body'}.${field}`;
    const { term } = st;
    let start: string;
    let end = term.end;
    let termId = term.id;
    if (category === 'renewal') {
      if (policy.cancelledAt !== undefined)
        fail('locator', `policy ${policy.id} is cancelled from ${policy.cancelledAt}: it is not renewed`);
      start = term.end;
      if (params && params.effectiveTime !== term.end) {
        const renewed = (st.terms ?? []).find((x) => x.end === params.effectiveTime && x.id !== term.id);
        fail(
          time('effectiveTime'),
          renewed
            ? `term ${renewed.number} (${renewed.id}) ending ${renewed.end} is already renewed`
            : `a renewal takes effect at the end of the latest term, ${term.end}`,
        );
      }
      const units = Math.max(
        1,
        Math.round(durationIn(basisOf(policy), term.start, term.end, policy.timezone).toNumber()),
      );
      end = params?.newPolicyEndTime ?? termEnd(basisOf(policy), start, units, policy.timezone);
      termId = prior.termId && prior.termId !== term.id ? prior.termId : ids.ulid();
    } else if (category === 'reinstatement') {
      if (policy.cancelledAt === undefined) fail('locator', `policy ${policy.id} is not cancelled`);
      start = params?.effectiveTime ?? policy.cancelledAt!;
      if (start < policy.cancelledAt!)
        fail(time('effectiveTime'), `is before the cancellation takes effect, ${policy.cancelledAt}`);
      if (start >= term.end) fail(time('effectiveTime'), `is not before the term's end, ${term.end}`);
    } else {
      if (!params) fail('body', `a ${category} needs a params instruction with its effectiveTime`);
      start = params!.effectiveTime;
      if (start < policy.startTime)
        fail(time('effectiveTime'), `is before the policy's start, ${policy.startTime}`);
      if (policy.cancelledAt !== undefined && start >= policy.cancelledAt)
        fail(
          time('effectiveTime'),
          category === 'cancellation'
            ? `the policy is already cancelled from ${policy.cancelledAt}`
            : `is not before the policy's cancellation takes effect, ${policy.cancelledAt}`,
        );
      if (start < term.start || start >= term.end)
        fail(time('effectiveTime'), `is outside the term, ${term.start} to ${term.end}`);
      if (start < st.latest.start)
        fail(
          time('effectiveTime'),
          `is before ${st.latest.start}, when the latest issued transaction takes effect: a transaction takes effect no earlier`,
        );
      if (category === 'change' && params!.newPolicyEndTime !== undefined) {
        end = params!.newPolicyEndTime;
        if (end <= start) fail(time('newPolicyEndTime'), `is not after the effective time, ${start}`);
      }
    }
    return {
      effectiveTime: start,
      element: applied.element,
      data: applied.data,
      termId,
      segment: {
        id: prior.segmentId ?? ids.ulid(),
        type: category === 'cancellation' ? ('gap' as const) : ('coverage' as const),
        start,
        end,
      },
    };
  }

  /**
   * Instructions as stored: each with its locator, and what they create made once (an added
   * element's locators, a modified element's new locator), so building the transaction again
   * gives the same tree.
   */
  const prepare = (x: InstructionInput, locator = ids.ulid()): Instruction => {
    const ins = { ...(x as Data), locator } as Instruction;
    if (ins.action === 'add')
      ins._elements = ((ins.elements ?? []) as ElementCreate[]).map((e) =>
        newTree(ids, e.type, e.data, e.elements ?? []),
      );
    if (ins.action === 'modify') ins._locator = ids.ulid();
    return ins;
  };
  const withLocators = (list: InstructionInput[]): Instruction[] => list.map((x) => prepare(x));

  /**
   * The transaction types: the configuration's `transactionTypes` over the published defaults (a
   * cost-bearing type of each category a policy can be given after issue, named after it).
   */
  async function transactionTypes(tenantId: string): Promise<Record<string, TransactionType>> {
    return typesIn(await deps.configs.definition(tenantId));
  }

  async function typeOf(tenantId: string, name: string): Promise<TransactionType & { category: Creatable }> {
    const declared = (await transactionTypes(tenantId))[name];
    if (!declared)
      throw unprocessable(`"${name}" is not a transaction type of the configuration`, [
        {
          location: 'transactionType',
          message: `"${name}" is not declared in the configuration's transactionTypes`,
        },
      ]);
    if (!CREATABLE.includes(declared.category as Creatable))
      throw unprocessable(`Transactions of category ${declared.category} are not created this way`, [
        {
          location: 'transactionType',
          message: `"${name}" is of category ${declared.category}; a transaction is created of a ${CREATABLE.join(', ')} type`,
        },
      ]);
    return declared as TransactionType & { category: Creatable };
  }

  /** The transaction `input` makes on the policy as it stands, not written. */
  async function draft(
    caller: Caller,
    tenantId: string,
    policyId: string,
    type: string,
    input: InstructionInput[],
    opts: { baseLocator?: string; at: (i: number) => string; category?: Creatable },
  ): Promise<{ t: TransactionRecord; policy: PolicyRecord; st: Standing }> {
    const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
    const category = opts.category ?? (await typeOf(tenantId, type)).category;
    if (opts.baseLocator !== undefined && opts.baseLocator !== policy.headId)
      throw unprocessable('The base is not the latest issued transaction', [
        {
          location: 'query.baseLocator',
          message: `${opts.baseLocator} is not the policy's latest issued transaction (${policy.headId})`,
        },
      ]);
    const st = await standing(tenantId, policy, category, input);
    const instructions = withLocators(input);
    const built = build(policy, st, category, instructions, opts.at, { data: {} });
    const now = iso(clock.now());
    const t: TransactionRecord = {
      id: ids.ulid(),
      staticId: ids.ulid(),
      policyId: policy.id,
      termId: built.termId,
      baseId: policy.headId,
      effectiveTime: built.effectiveTime,
      state: 'draft',
      category,
      type,
      data: built.data,
      element: built.element,
      instructions,
      segment: built.segment,
      charges: [],
      version: 1,
      createdAt: now,
      createdBy: caller.userId,
      updatedAt: now,
    };
    return { t, policy, st };
  }

  async function create(
    caller: Caller,
    tenantId: string,
    requestId: string,
    policyId: string,
    type: string,
    input: InstructionInput[],
    opts: {
      baseLocator?: string;
      at: (i: number) => string;
      category?: Creatable;
      /** More to write in the same database transaction (an auto-renewal's step). */
      more?: (tx: Tx, t: TransactionRecord) => Promise<void>;
    },
  ): Promise<TransactionRecord> {
    const { t } = await draft(caller, tenantId, policyId, type, input, opts);
    await db.transaction(async (tx) => {
      await insertTransaction(tx, tenantId, t);
      await record(tx, tenantId, requestId, caller, 'transaction.create', t);
      if (opts.more) await opts.more(tx, t);
    });
    return t;
  }

  /**
   * Creates the transaction and, when its steps accept it, issues it in the same database
   * transaction: an auto-renewal whose create, accept and issue are all due. The same writes and
   * events as create, then acceptTransaction and issueTransaction (the create's events under
   * `requestIds.create`, the steps' under `requestIds.steps`), with one commit. Answers undefined,
   * having written nothing, when the steps do not accept it, refuse it, or its issue is refused or
   * finds the policy moved on: the steps are then taken one call at a time, which answer as they
   * would have.
   */
  async function createAndIssue(
    caller: Caller,
    tenantId: string,
    requestIds: { create: string; steps: string },
    policyId: string,
    type: string,
    input: InstructionInput[],
    opts: {
      at: (i: number) => string;
      /** Written with the rest: the created transaction, then as issued. */
      more: (tx: Tx, created: TransactionRecord, issued: TransactionRecord) => Promise<void>;
    },
  ): Promise<TransactionRecord | undefined> {
    const { t, policy, st } = await draft(caller, tenantId, policyId, type, input, { at: opts.at });
    const requestId = requestIds.steps;
    let r: Awaited<ReturnType<typeof run>>;
    try {
      r = await run(
        caller,
        tenantId,
        requestId,
        t,
        policy,
        transactionStepsTo('acceptTransaction', t.state),
        true,
      );
    } catch (e) {
      if (e instanceof AppError) return undefined;
      throw e;
    }
    if (r.t.state !== 'accepted') return undefined;
    const now = iso(clock.now());
    const accepted = { ...r.t, version: t.version + 1, updatedAt: now };
    r.transitions[r.transitions.length - 1]![1] = accepted;
    const { issued, write: issueIn } = issuing(caller, tenantId, requestId, accepted, policy, st, now);
    const configuration = await deps.configs.definition(tenantId);
    try {
      await db.transaction(async (tx) => {
        await insertTransaction(tx, tenantId, t);
        await issueIn(tx, configuration, {
          from: t.version,
          before: [
            eventOf(requestIds.create, caller, 'transaction.create', t),
            ...r.transitions.map(([type, x]) => eventOf(requestId, caller, type, x)),
          ],
          more: async (tx, done) => {
            await insertTransactionFlags(tx, tenantId, r.added);
            await opts.more(tx, t, done);
          },
        });
      });
      return issued;
    } catch (e) {
      if (e instanceof Moved || e instanceof AppError) return undefined;
      throw e;
    }
  }

  /** Builds, then runs the steps up to `last` on a transaction that is never stored. */
  async function preview(
    caller: Caller,
    tenantId: string,
    requestId: string,
    policyId: string,
    type: string,
    input: InstructionInput[],
    opts: { baseLocator?: string; last: 'validate' | 'price' | 'underwrite' },
  ) {
    const { t, policy } = await draft(caller, tenantId, policyId, type, input, {
      ...(opts.baseLocator !== undefined ? { baseLocator: opts.baseLocator } : {}),
      at: (i) => `body[${i}]`,
    });
    const steps = TRANSACTION_STEPS.slice(0, TRANSACTION_STEPS.indexOf(opts.last) + 1);
    return run(caller, tenantId, requestId, t, policy, steps, false);
  }

  const eventOf = (requestId: string, caller: Caller, type: EventType, t: TransactionRecord): NewEvent => ({
    type,
    requestId,
    userId: caller.userId,
    data: toTransactionResponse(t),
  });

  const record = (
    tx: Tx,
    tenantId: string,
    requestId: string,
    caller: Caller,
    type: EventType,
    t: TransactionRecord,
  ) =>
    events.record(tx, tenantId, { type, requestId, userId: caller.userId, data: toTransactionResponse(t) });

  const load = (caller: Caller, tenantId: string, id: string) =>
    s.policies.readableTransaction(caller, tenantId, id);

  // ---- the plugins' view of a segment --------------------------------------------------------------

  /** The segment as a quote: the shape `validate`, `rate` and `underwrite` are given for quotes. */
  function asQuote(t: TransactionRecord, policy: PolicyRecord) {
    const quoteStates: readonly string[] = ['draft', 'validated', 'priced', 'underwritten', 'accepted'];
    return {
      locator: t.id,
      productName: policy.productName,
      accountLocator: policy.accountId,
      startTime: t.segment.start,
      endTime: t.segment.end,
      ...(policy.jurisdiction !== undefined ? { jurisdiction: policy.jurisdiction } : {}),
      quoteState: quoteStates.includes(t.state) ? t.state : 'draft',
      currency: policy.currency,
      timezone: policy.timezone,
      durationBasis: policy.durationBasis,
      billingLevel: 'inherit',
      contacts: [],
      underwritingStatus: t.underwritingStatus ?? 'none',
      element: toElementResponse(t.element),
      policyLocator: policy.id,
      transactionLocator: t.id,
      transactionCategory: t.category,
      transactionType: t.type,
      effectiveTime: t.effectiveTime,
      createdAt: t.createdAt,
      createdBy: t.createdBy,
    };
  }

  const pluginInput = async (
    tenantId: string,
    t: TransactionRecord,
    policy: PolicyRecord,
    config: Config,
  ) => ({
    more: {
      coverageTerms: (config as { coverageTerms?: unknown }).coverageTerms ?? {},
    } as Record<string, unknown>,
    quote: asQuote(t, policy),
    tenant: { locator: tenantId, timeZone: policy.timezone, currency: policy.currency },
    tables: await tablesAt(
      tenantId,
      {
        dates: {
          policyStartTime: policy.startTime,
          termStartTime: t.segment.start,
          transactionEffectiveTime: t.effectiveTime,
        },
        ...(policy.jurisdiction !== undefined ? { jurisdiction: policy.jurisdiction } : {}),
      },
      config,
    ),
  });

  // ---- the steps -----------------------------------------------------------------------------------

  /** The configuration's checks of the segment's tree (a gap has none). */
  async function checkTree(tenantId: string, t: TransactionRecord, policy: PolicyRecord, config: Config) {
    const model = modelOf(config);
    await requireValidTree(
      deps,
      model,
      t.element,
      transactionSubject(tenantId, model, t, policy, clock.now()),
      STORED,
      'P',
    );
  }

  /** The validation plugin's errors answer 422. */
  function requireNoErrors(t: TransactionRecord, result: ValidateResult | undefined) {
    const errors = result?.errors ?? [];
    if (errors.length)
      throw unprocessable(
        `The transaction is not valid: ${errors[0]!.message}`,
        errors.map((e) => ({
          location: e.elementLocator ? `element ${e.elementLocator}` : `transaction ${t.id}`,
          message: e.message,
        })),
      );
  }

  const validated = (t: TransactionRecord) => ({
    ...t,
    state: 'validated' as const,
    validation: { success: true },
  });

  async function validate(
    tenantId: string,
    requestId: string,
    t: TransactionRecord,
    policy: PolicyRecord,
    config: Config,
  ) {
    if (t.segment.type === 'coverage') {
      await checkTree(tenantId, t, policy, config);
      const result = await plugins.run(tenantId, 'validate', await pluginInput(tenantId, t, policy, config), {
        quoteLocator: t.id,
        requestId,
      });
      requireNoErrors(t, result);
    }
    return validated(t);
  }

  /**
   * Validation, then pricing of the transaction as validated, with the two plugin steps in one
   * visit to the sandbox (rating only when validation answered no errors), as for a quote.
   */
  async function validateAndPrice(
    tenantId: string,
    requestId: string,
    t: TransactionRecord,
    policy: PolicyRecord,
    config: Config,
  ): Promise<[TransactionRecord, TransactionRecord]> {
    const types = typesIn(config);
    if (t.segment.type !== 'coverage' || !(types[t.type]?.costBearing ?? true)) {
      const v = await validate(tenantId, requestId, t, policy, config);
      return [v, await price(tenantId, requestId, v, policy, config)];
    }
    await checkTree(tenantId, t, policy, config);
    const v = validated(t);
    const r = await plugins.runThen(
      tenantId,
      { step: 'validate', input: await pluginInput(tenantId, t, policy, config) },
      { step: 'rate', input: await pluginInput(tenantId, v, policy, config) },
      { quoteLocator: t.id, requestId },
    );
    requireNoErrors(t, r.first);
    return [v, await price(tenantId, requestId, v, policy, config, r.then)];
  }

  /**
   * The charges of the segment `t` creates, and the reversal of the remainder of the segment it
   * replaces (the policy's latest): together what the change costs. `rated` is the rating
   * plugin's answer when it already ran.
   */
  async function price(
    tenantId: string,
    requestId: string,
    t: TransactionRecord,
    policy: PolicyRecord,
    config: Config,
    rated?: { result: RateResult | undefined },
  ) {
    const charges: StoredCharge[] = [];
    const basis = basisOf(policy);
    // A type that is not cost-bearing moves no money: no charges, and the segment it replaces keeps its own.
    const costBearing = typesIn(config)[t.type]?.costBearing ?? true;
    if (!costBearing) return { ...t, state: 'priced' as const, charges };
    if (t.segment.type === 'coverage') {
      const result = rated
        ? rated.result
        : await plugins.run(tenantId, 'rate', await pluginInput(tenantId, t, policy, config), {
            quoteLocator: t.id,
            requestId,
          });
      charges.push(
        ...chargesOf(config as PricingConfig, policy.productName, t.element, result?.items ?? [], {
          currency: policy.currency,
          duration: durationIn(basis, t.segment.start, t.segment.end, policy.timezone),
          ids,
        }),
      );
    }
    if (t.category !== 'renewal') {
      const replaced = await readLatestSegmentCharges(reads, tenantId, policy.id);
      if (!replaced) throw conflict(`Policy ${policy.id} has no term: it was not issued whole`);
      const kept = durationIn(basis, replaced.start, t.segment.start, policy.timezone);
      for (const c of replaced.charges) {
        const back = reversalCharge(c, kept, policy.currency, ids.ulid());
        if (back) charges.push(back);
      }
    }
    return { ...t, state: 'priced' as const, charges };
  }

  function newFlag(
    caller: Caller,
    t: TransactionRecord,
    f: FlagInput,
    level: FlagLevel,
    now: string,
  ): FlagRecord {
    if (
      f.elementLocator !== undefined &&
      !flatten(t.element).some((p) => p.element.locator === f.elementLocator)
    )
      throw unprocessable('The flag names an element the transaction does not have', [
        {
          location: 'body.elementLocator',
          message: `${f.elementLocator} names no element of this transaction`,
        },
      ]);
    return {
      id: ids.ulid(),
      quoteId: t.id,
      level,
      ...(f.note !== undefined ? { note: f.note } : {}),
      ...(f.tag !== undefined ? { tag: f.tag } : {}),
      ...(f.elementLocator !== undefined ? { elementId: f.elementLocator } : {}),
      createdBy: caller.userId,
      createdAt: now,
    };
  }

  async function underwrite(
    caller: Caller,
    tenantId: string,
    requestId: string,
    t: TransactionRecord,
    policy: PolicyRecord,
    flags: FlagRecord[],
    config: Config,
  ) {
    const result =
      t.segment.type === 'coverage'
        ? await plugins.run(tenantId, 'underwrite', await pluginInput(tenantId, t, policy, config), {
            quoteLocator: t.id,
            requestId,
          })
        : undefined;
    const now = iso(clock.now());
    const added = (result?.flags ?? []).map((f) => newFlag(caller, t, f, f.level, now));
    const d = decide([...flags, ...added]);
    return { t: { ...t, state: d.state as TransactionState, underwritingStatus: d.status }, added };
  }

  /** Runs the steps `op` needs from the state, then its own; stores the result unless stateless. */
  async function advance(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    op:
      | 'initializeTransaction'
      | 'validateTransaction'
      | 'priceTransaction'
      | 'underwriteTransaction'
      | 'acceptTransaction',
    stateless: boolean,
    more?: (tx: Tx, t: TransactionRecord) => Promise<void>,
  ) {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const { transaction: current, policy } = await load(caller, tenantId, id);
      requireTransactionState(op, current.state);
      const steps = transactionStepsTo(op, current.state);
      const { t, flags, added, transitions } = await run(
        caller,
        tenantId,
        requestId,
        current,
        policy,
        steps,
        op === 'acceptTransaction',
      );
      if (stateless) return { t, flags };
      const written = await write(caller, tenantId, requestId, current, t, transitions, async (tx, next) => {
        await insertTransactionFlags(tx, tenantId, added);
        if (more) await more(tx, next);
      });
      if (written) return { t: written, flags };
    }
    throw changedMeanwhile();
  }

  /** The steps in order, computed before anything is written; with `accept`, the decision after them. */
  async function run(
    caller: Caller,
    tenantId: string,
    requestId: string,
    current: TransactionRecord,
    policy: PolicyRecord,
    steps: TransactionStep[],
    accept: boolean,
  ) {
    const flagged = accept || steps.includes('underwrite');
    const [existing, config] = await Promise.all([
      flagged ? readTransactionFlags(reads, tenantId, current.id) : [],
      deps.configs.definition(tenantId),
    ]);
    let t: TransactionRecord = { ...current };
    const added: FlagRecord[] = [];
    const transitions: [EventType, TransactionRecord][] = [];
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if (step === 'validate' && steps[i + 1] === 'price') {
        const [v, p] = await validateAndPrice(tenantId, requestId, t, policy, config);
        transitions.push([STEP_EVENT.validate, v], [STEP_EVENT.price, p]);
        t = p;
        i++;
        continue;
      }
      if (step === 'initialize') t = { ...t, state: 'initialized' };
      else if (step === 'validate') t = await validate(tenantId, requestId, t, policy, config);
      else if (step === 'price') t = await price(tenantId, requestId, t, policy, config);
      else {
        const r = await underwrite(caller, tenantId, requestId, t, policy, existing, config);
        t = r.t;
        added.push(...r.added);
      }
      transitions.push([STEP_EVENT[step], t]);
    }
    const flags = [...existing, ...added];
    if (accept) {
      const d = decide(flags);
      t = { ...t, state: d.state as TransactionState, underwritingStatus: d.status };
      if (d.state === 'underwritten') {
        t = { ...t, state: 'accepted', acceptedTime: iso(clock.now()) };
        transitions.push(['transaction.accept', t]);
      } else if (!transitions.some(([type]) => type === 'transaction.underwrite'))
        transitions.push(['transaction.underwrite', t]);
    }
    return { t, flags, added, transitions };
  }

  /** Writes `next` over `current` with an event per transition; undefined when another change came first. */
  async function write(
    caller: Caller,
    tenantId: string,
    requestId: string,
    current: TransactionRecord,
    next: TransactionRecord,
    transitions: [EventType, TransactionRecord][],
    more?: (tx: Tx, t: TransactionRecord) => Promise<void>,
  ): Promise<TransactionRecord | undefined> {
    const t = { ...next, version: current.version + 1, updatedAt: iso(clock.now()) };
    if (transitions.length) transitions[transitions.length - 1]![1] = t;
    const ok = await db.transaction(async (tx) => {
      if (!(await updateTransaction(tx, tenantId, t))) return false;
      if (more) await more(tx, t);
      await events.recordAll(
        tx,
        tenantId,
        transitions.map(([type, x]) => eventOf(requestId, caller, type, x)),
      );
      return true;
    });
    return ok ? t : undefined;
  }

  /** A state change with nothing computed: refuse, discard. */
  async function move(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    op: 'refuseTransaction' | 'discardTransaction',
    to: TransactionState,
    type: EventType,
  ) {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const { transaction: current } = await load(caller, tenantId, id);
      requireTransactionState(op, current.state);
      const next = { ...current, state: to };
      const written = await write(caller, tenantId, requestId, current, next, [[type, next]]);
      if (written) return written;
    }
    throw changedMeanwhile();
  }

  /** The instructions and data changed; the transaction is built again from its base and goes back to draft. */
  async function reinstruct(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    change: (t: TransactionRecord) => { instructions: Instruction[]; at: (i: number) => string; data?: Data },
  ) {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const { transaction: current, policy } = await load(caller, tenantId, id);
      requireTransactionState('changeInstructions', current.state);
      const next = rebuilt(
        current,
        policy,
        await standing(tenantId, policy, current.category),
        change(current),
      );
      const written = await write(caller, tenantId, requestId, current, next, [['transaction.update', next]]);
      if (written) return written;
    }
    throw changedMeanwhile();
  }

  function rebuilt(
    current: TransactionRecord,
    policy: PolicyRecord,
    st: Standing,
    c: { instructions: Instruction[]; at: (i: number) => string; data?: Data },
  ): TransactionRecord {
    const built = build(policy, st, current.category, c.instructions, c.at, {
      data: c.data ?? dataBefore(current),
      segmentId: current.segment.id,
      termId: current.termId,
    });
    const { validation: _v, underwritingStatus: _u, acceptedTime: _a, ...rest } = current;
    return {
      ...rest,
      baseId: policy.headId,
      effectiveTime: built.effectiveTime,
      element: built.element,
      data: built.data,
      termId: built.termId,
      segment: built.segment,
      instructions: c.instructions,
      charges: [],
      state: 'draft',
    };
  }

  /** The transaction's data before its transactionData instructions (those are applied again). */
  const dataBefore = (t: TransactionRecord): Data => {
    const fromInstructions = t.instructions
      .filter((x) => x.action === 'transactionData')
      .flatMap((x) => Object.keys((x.data as Data | undefined) ?? {}));
    return Object.fromEntries(Object.entries(t.data).filter(([k]) => !fromInstructions.includes(k)));
  };

  const storedAt = (t: TransactionRecord) => (i: number) =>
    `changeInstructions[${i}] (${t.instructions[i]?.locator ?? 'new'})`;

  // ---- issue ---------------------------------------------------------------------------------------

  /**
   * What issuing `t` (accepted, on the policy's latest issued transaction `st` was read from)
   * writes besides the transaction's own row: its segment (a renewal: its term), the end of the
   * segment it replaces (and of the term), the policy's base, the other open transactions
   * invalidated, and the events: `before` (the steps written with it), then the issue's.
   */
  function issuing(
    caller: Caller,
    tenantId: string,
    requestId: string,
    t: TransactionRecord,
    policy: PolicyRecord,
    st: Standing,
    now: string,
  ) {
    const issued: TransactionRecord = {
      ...t,
      state: 'issued',
      issuedTime: now,
      version: t.version + 1,
      updatedAt: now,
    };
    const next: PolicyRecord = { ...policy, headId: t.id, version: policy.version + 1 };
    const segment: SegmentRecord = {
      id: t.segment.id,
      policyId: policy.id,
      termId: t.termId,
      transactionId: t.id,
      type: t.segment.type,
      start: t.segment.start,
      end: t.segment.end,
      element: t.element,
      basedOn: st.latest.id,
      createdAt: now,
    };
    if (t.category === 'cancellation') next.cancelledAt = t.segment.start;
    if (t.category === 'reinstatement') delete next.cancelledAt;
    if (t.category === 'renewal' || t.segment.end !== st.term.end) next.endTime = t.segment.end;
    /** `from`: the version of the transaction's row the issue writes over. */
    const write = async (
      tx: Tx,
      configuration: Record<string, unknown>,
      opts: { from: number; before: NewEvent[]; more?: (tx: Tx, t: TransactionRecord) => Promise<void> },
    ) => {
      // The policy first: two issues on one policy wait for each other there, not in a deadlock.
      if (!(await updatePolicy(tx, tenantId, next))) throw new Moved();
      if (!(await updateTransaction(tx, tenantId, issued, opts.from))) throw new Moved();
      if (t.category === 'renewal') {
        await insertTerm(tx, tenantId, {
          id: t.termId,
          staticId: t.termId,
          policyId: policy.id,
          number: st.term.number + 1,
          start: t.segment.start,
          end: t.segment.end,
          previousId: st.term.id,
          transactionId: t.id,
          createdAt: now,
        });
      } else {
        await endSegment(tx, tenantId, st.latest.id, t.segment.start);
        if (t.segment.end !== st.term.end) await setTermEnd(tx, tenantId, st.term.id, t.segment.end);
      }
      await insertSegment(tx, tenantId, segment);
      if (opts.more) await opts.more(tx, issued);
      const term = t.category === 'renewal' ? { ...t.segment, id: t.termId } : st.term;
      await deps.afterIssue?.(tx, tenantId, {
        policy: next,
        term,
        transaction: issued,
        userId: caller.userId,
        configuration,
      });
      const gone = await invalidateOpen(tx, tenantId, policy.id, t.id, t.id, now);
      await events.recordAll(tx, tenantId, [
        ...opts.before,
        eventOf(requestId, caller, 'transaction.issue', issued),
        ...gone.map((x) => eventOf(requestId, caller, 'transaction.invalidate', x)),
        {
          type: 'policy.update',
          requestId,
          userId: caller.userId,
          data: toPolicyResponse(next, {
            termId: t.termId,
            segmentId: segment.id,
            endTime: t.category === 'renewal' || t.segment.end !== st.term.end ? t.segment.end : st.term.end,
          }),
        },
      ]);
    };
    return { issued, write };
  }

  /**
   * Accepts the transaction and, when it is accepted on the policy's latest issued transaction,
   * issues it in the same database transaction: the auto-renewal job's accept and issue when both
   * are due. The same writes and events as acceptTransaction then issueTransaction, but one commit
   * and one reading of the policy. Answers the transaction as written: not issued when it was not
   * accepted, its base moved, or issuing it refused (then only the accept is written, and the
   * issue is left to issueTransaction, which answers as it would have).
   */
  async function acceptAndIssue(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    more: {
      /** Written with the accept when it is written alone. */
      accepted: (tx: Tx, t: TransactionRecord) => Promise<void>;
      /** Written with the accept and the issue together: what `accepted` would, and the issue's. */
      issued: (tx: Tx, t: TransactionRecord, accepted: TransactionRecord) => Promise<void>;
    },
  ): Promise<TransactionRecord> {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const { transaction: current, policy } = await load(caller, tenantId, id);
      requireTransactionState('acceptTransaction', current.state);
      const steps = transactionStepsTo('acceptTransaction', current.state);
      const r = await run(caller, tenantId, requestId, current, policy, steps, true);
      const acceptOnly = () =>
        write(caller, tenantId, requestId, current, r.t, r.transitions, async (tx, next) => {
          await insertTransactionFlags(tx, tenantId, r.added);
          await more.accepted(tx, next);
        });
      if (r.t.state !== 'accepted' || current.baseId !== policy.headId) {
        const written = await acceptOnly();
        if (written) return written;
        continue;
      }
      const st = await standing(tenantId, policy);
      const now = iso(clock.now());
      const accepted = { ...r.t, version: current.version + 1, updatedAt: now };
      r.transitions[r.transitions.length - 1]![1] = accepted;
      const { issued, write: issueIn } = issuing(caller, tenantId, requestId, accepted, policy, st, now);
      const configuration = await deps.configs.definition(tenantId);
      try {
        await db.transaction(async (tx) => {
          await issueIn(tx, configuration, {
            from: current.version,
            before: r.transitions.map(([type, x]) => eventOf(requestId, caller, type, x)),
            more: async (tx, done) => {
              await insertTransactionFlags(tx, tenantId, r.added);
              await more.issued(tx, done, accepted);
            },
          });
        });
        return issued;
      } catch (e) {
        if (e instanceof Moved) continue;
        if (!(e instanceof AppError)) throw e;
        // Refused at the issue: the accept is written alone, as acceptTransaction writes it.
        const written = await acceptOnly();
        if (written) return written;
      }
    }
    throw changedMeanwhile();
  }

  async function issue(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    autoRebase: boolean,
    more?: (tx: Tx, t: TransactionRecord) => Promise<void>,
  ) {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const found = await load(caller, tenantId, id);
      const policy = found.policy;
      let t = found.transaction;
      const stale = t.state === 'invalidated' || t.baseId !== policy.headId;
      const st = await standing(
        tenantId,
        policy,
        stale && autoRebase ? t.category : undefined,
        t.instructions,
      );
      const now = iso(clock.now());
      if (stale && autoRebase) {
        requireTransactionState('rebaseTransaction', t.state);
        // Built again on the latest issued transaction, and every step run again before it issues.
        const fresh = rebuilt(t, policy, st, { instructions: t.instructions, at: storedAt(t) });
        const r = await run(
          caller,
          tenantId,
          requestId,
          { ...fresh, state: 'draft' },
          policy,
          [...TRANSACTION_STEPS],
          true,
        );
        if (r.t.state !== 'accepted') {
          const written = await write(caller, tenantId, requestId, t, r.t, r.transitions, (tx) =>
            insertTransactionFlags(tx, tenantId, r.added),
          );
          if (written) return written;
          continue;
        }
        const written = await write(caller, tenantId, requestId, t, r.t, r.transitions, (tx) =>
          insertTransactionFlags(tx, tenantId, r.added),
        );
        if (!written) continue;
        t = written;
      } else {
        // A 409 names what was asked: with autoRebase, the rebase's states (accepted, or stale).
        requireTransactionState(autoRebase ? 'rebaseTransaction' : 'issueTransaction', t.state);
        if (stale) {
          await db.transaction(async (tx) => {
            const next = {
              ...t,
              state: 'invalidated' as const,
              invalidatedBy: policy.headId,
              version: t.version + 1,
              updatedAt: now,
            };
            if (await updateTransaction(tx, tenantId, next))
              await record(tx, tenantId, requestId, caller, 'transaction.invalidate', next);
          });
          throw conflict(
            `Transaction ${t.id} was built on ${t.baseId}, no longer the policy's latest issued transaction (${policy.headId}): it is invalidated; issueTransaction with autoRebase=true builds it again on the latest`,
          );
        }
      }
      const { issued, write: issueIn } = issuing(caller, tenantId, requestId, t, policy, st, now);
      const configuration = await deps.configs.definition(tenantId);
      try {
        await db.transaction((tx) =>
          issueIn(tx, configuration, { from: issued.version - 1, before: [], ...(more ? { more } : {}) }),
        );
        return issued;
      } catch (e) {
        if (e instanceof Moved) continue;
        throw e;
      }
    }
    throw changedMeanwhile();
  }

  // ---- reversal ------------------------------------------------------------------------------------

  /**
   * Takes the policy back to where `toTransaction` left it. Every transaction issued after it must
   * be named (insuite does not re-apply later transactions over an earlier state); each becomes
   * `reversed`, its segment is ended where it started (no longer in force), and an issued reversal
   * transaction takes back each of its charges. The segment `toTransaction` made runs to its own
   * end again, and the term's end and the cancellation in force are as it left them.
   */
  async function reverse(
    caller: Caller,
    tenantId: string,
    requestId: string,
    policyId: string,
    body: Schema<'PolicyTransactionReversalRequest'>,
  ): Promise<TransactionRecord> {
    const fail = (location: string, message: string): never => {
      throw unprocessable(message, [{ location, message }]);
    };
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      if (body.baseLocator !== policy.headId)
        fail(
          'body.baseLocator',
          `${body.baseLocator} is not the policy's latest issued transaction (${policy.headId})`,
        );
      const st = await standing(tenantId, policy);
      const all = await policySegments(db, tenantId, policy.id);
      const byId = new Map(all.map((x) => [x.id, x]));
      // The issued chain, latest first: each segment names the one in force when it was issued.
      const head = await findTransaction(db, tenantId, policy.headId);
      const chain: SegmentRecord[] = [];
      for (let x = head && byId.get(head.segment.id); x; x = x.basedOn ? byId.get(x.basedOn) : undefined)
        chain.push(x);
      const to = chain.findIndex((x) => x.transactionId === body.toTransaction);
      if (to < 0)
        fail(
          'body.toTransaction',
          `${body.toTransaction} is not an issued transaction of policy ${policy.id}`,
        );
      const later = chain.slice(0, to).reverse();
      const named = new Set(body.reverseTransactions);
      body.reverseTransactions.forEach((id, i) => {
        if (!later.some((x) => x.transactionId === id))
          fail(
            `body.reverseTransactions[${i}]`,
            `${id} is not a transaction issued after ${body.toTransaction} on policy ${policy.id}`,
          );
      });
      const missing = later.find((x) => !named.has(x.transactionId));
      if (missing)
        fail(
          'body.reverseTransactions',
          `${missing.transactionId} was issued after ${body.toTransaction} and is not named: every later transaction is reversed with the others`,
        );
      const reversed = await Promise.all(later.map((x) => findTransaction(db, tenantId, x.transactionId)));
      reversed.forEach((t, i) => {
        if (t!.category === 'renewal')
          fail(
            `body.reverseTransactions[${body.reverseTransactions.indexOf(t!.id)}]`,
            `${t!.id} is a renewal: a term is not reversed (${later[i]!.start})`,
          );
      });
      const toT = (await findTransaction(db, tenantId, body.toTransaction))!;
      const toSeg = chain[to]!;
      const restoredEnd = toT.segment.end;
      const now = iso(clock.now());
      const charges: StoredCharge[] = reversed.flatMap((t) =>
        t!.charges.map((c) => ({
          ...c,
          locator: ids.ulid(),
          amount: new Decimal(c.amount).negated().toFixed(),
          rate: new Decimal(c.rate).negated().toFixed(),
          reversalOfLocator: c.locator,
        })),
      );
      const effectiveTime = later[0]!.start;
      const t: TransactionRecord = {
        id: ids.ulid(),
        staticId: ids.ulid(),
        policyId: policy.id,
        termId: toSeg.termId,
        baseId: policy.headId,
        effectiveTime,
        state: 'issued',
        category: 'reversal',
        type: 'reversal',
        data: {},
        element: toSeg.element,
        instructions: [],
        segment: { id: toSeg.id, type: toSeg.type, start: toSeg.start, end: restoredEnd },
        charges,
        issuedTime: now,
        version: 1,
        createdAt: now,
        createdBy: caller.userId,
        updatedAt: now,
      };
      const next: PolicyRecord = { ...policy, headId: t.id, version: policy.version + 1 };
      if (toSeg.type === 'gap') next.cancelledAt = toSeg.start;
      else delete next.cancelledAt;
      if (restoredEnd !== st.term.end) next.endTime = restoredEnd;
      const configuration = await deps.configs.definition(tenantId);
      try {
        await db.transaction(async (tx) => {
          if (!(await updatePolicy(tx, tenantId, next))) throw new Moved();
          await insertTransaction(tx, tenantId, t);
          await record(tx, tenantId, requestId, caller, 'transaction.create', t);
          for (const r of reversed) {
            const gone = { ...r!, state: 'reversed' as const, version: r!.version + 1, updatedAt: now };
            if (!(await updateTransaction(tx, tenantId, gone))) throw new Moved();
            await endSegment(tx, tenantId, r!.segment.id, r!.segment.start);
            await record(tx, tenantId, requestId, caller, 'transaction.reverse', gone);
          }
          await endSegment(tx, tenantId, toSeg.id, restoredEnd);
          if (restoredEnd !== st.term.end) await setTermEnd(tx, tenantId, toSeg.termId, restoredEnd);
          await deps.afterIssue?.(tx, tenantId, {
            policy: next,
            term: st.term,
            transaction: t,
            userId: caller.userId,
            configuration,
          });
          const gone = await invalidateOpen(tx, tenantId, policy.id, t.id, t.id, now);
          await record(tx, tenantId, requestId, caller, 'transaction.issue', t);
          for (const x of gone) await record(tx, tenantId, requestId, caller, 'transaction.invalidate', x);
          await events.record(tx, tenantId, {
            type: 'policy.update',
            requestId,
            userId: caller.userId,
            data: toPolicyResponse(next, { termId: toSeg.termId, segmentId: toSeg.id, endTime: restoredEnd }),
          });
        });
        return t;
      } catch (e) {
        if (e instanceof Moved) continue;
        throw e;
      }
    }
    throw changedMeanwhile();
  }

  // ---- flags ---------------------------------------------------------------------------------------

  const flagResponse = (f: FlagRecord) => ({
    locator: f.id,
    level: f.level,
    referenceType: 'transaction' as const,
    referenceLocator: f.quoteId,
    ...(f.note !== undefined ? { note: f.note } : {}),
    ...(f.tag !== undefined ? { tag: f.tag } : {}),
    ...(f.elementId !== undefined ? { elementLocator: f.elementId } : {}),
    createdBy: f.createdBy,
    createdTime: f.createdAt,
    ...(f.clearedBy !== undefined ? { clearedBy: f.clearedBy } : {}),
    ...(f.clearedAt !== undefined ? { clearedTime: f.clearedAt } : {}),
  });
  const flagsResponse = (id: string, flags: FlagRecord[]) => ({
    transactionLocator: id,
    flags: flags.filter((f) => f.clearedAt === undefined).map(flagResponse),
    clearedFlags: flags.filter((f) => f.clearedAt !== undefined).map(flagResponse),
  });

  async function changeFlags(
    caller: Caller,
    tenantId: string,
    id: string,
    add: { input: FlagInput; level: FlagLevel }[],
    clear: { ids: string[]; level?: FlagLevel },
  ) {
    const { transaction: t } = await load(caller, tenantId, id);
    requireTransactionState('changeFlags', t.state);
    const now = iso(clock.now());
    const flags = await transactionFlags(db, tenantId, id);
    for (const fid of clear.ids) {
      const f = flags.find((x) => x.id === fid && x.clearedAt === undefined);
      if (!f || (clear.level !== undefined && f.level !== clear.level))
        throw notFound(
          `Underwriting flag ${fid}${clear.level ? ` of level ${clear.level}` : ''} in force on this transaction`,
        );
    }
    const added = add.map((a) => newFlag(caller, t, a.input, a.level, now));
    await db.transaction(async (tx) => {
      // The version moves with the flags, so a step computed from the flags before cannot be written after.
      if (!(await updateTransaction(tx, tenantId, { ...t, version: t.version + 1, updatedAt: now })))
        throw changedMeanwhile();
      await insertTransactionFlags(tx, tenantId, added);
      await clearTransactionFlags(tx, tenantId, id, clear.ids, { userId: caller.userId, at: now });
    });
    return flagsResponse(id, await transactionFlags(db, tenantId, id));
  }

  // ---- reads ---------------------------------------------------------------------------------------

  const segmentResponse = (
    p: PolicyRecord,
    x: {
      id: string;
      transactionId: string;
      type: 'coverage' | 'gap';
      start: string;
      end: string;
      element: StoredElement;
      basedOn?: string;
    },
  ) => ({
    locator: x.id,
    transactionLocator: x.transactionId,
    segmentType: x.type,
    startTime: x.start,
    endTime: x.end,
    element: toElementResponse(x.element),
    duration: durationIn(basisOf(p), x.start, x.end, p.timezone).toDecimalPlaces(10).toNumber(),
    ...(x.basedOn !== undefined ? { basedOn: x.basedOn } : {}),
  });

  const termResponse = (t: TermRecord) => ({
    locator: t.id,
    staticLocator: t.staticId,
    policyLocator: t.policyId,
    number: t.number,
    ...(t.previousId !== undefined ? { previousTermLocator: t.previousId } : {}),
    startTime: t.start,
    endTime: t.end,
    ...(t.termNumber !== undefined ? { termNumber: t.termNumber } : {}),
  });

  async function readableTerm(caller: Caller, tenantId: string, id: string) {
    const term = await findTerm(db, tenantId, id);
    if (!term) throw notFound('Term');
    const policy = await s.policies.readablePolicy(caller, tenantId, term.policyId);
    return { term, policy };
  }

  /** The term's parts in force, in order, each element with what it costs there by charge type. */
  async function summary(tenantId: string, policy: PolicyRecord, term: TermRecord) {
    const segments = (await policySegments(db, tenantId, policy.id)).filter(
      (x) => x.termId === term.id && x.start < x.end,
    );
    const issued = new Map((await allIssued(db, tenantId, policy.id)).map((t) => [t.id, t]));
    const basis = basisOf(policy);
    return {
      policyLocator: policy.id,
      locator: term.id,
      staticLocator: term.staticId,
      termNumber: term.number,
      startTime: term.start,
      endTime: term.end,
      duration: durationIn(basis, term.start, term.end, policy.timezone).toDecimalPlaces(10).toNumber(),
      durationBasis: basis,
      subsegments: segments.map((x) => {
        const duration = durationIn(basis, x.start, x.end, policy.timezone);
        const charges = (issued.get(x.transactionId)?.charges ?? []).filter(
          (c) => c.reversalOfLocator === undefined,
        );
        return {
          locator: x.id,
          type: x.type,
          basedOn: x.id,
          startTime: x.start,
          endTime: x.end,
          duration: duration.toDecimalPlaces(10).toNumber(),
          documentSummary: [],
          elements:
            x.type === 'gap'
              ? []
              : flatten(x.element).map(({ element }) => {
                  const sums: Record<string, number> = {};
                  for (const c of charges.filter((c) => c.elementStaticLocator === element.staticLocator)) {
                    const part = new Decimal(c.rate).isZero()
                      ? new Decimal(c.amount)
                      : proRated(c.rate, duration, policy.currency);
                    sums[c.chargeType] = new Decimal(sums[c.chargeType] ?? 0).plus(part).toNumber();
                  }
                  return {
                    locator: element.locator,
                    staticLocator: element.staticLocator,
                    type: element.type,
                    data: element.data,
                    chargeSummaries: sums,
                  };
                }),
        };
      }),
    };
  }

  const priceResponse = (t: TransactionRecord) => ({
    locator: t.id,
    policyLocator: t.policyId,
    effectiveTime: t.effectiveTime,
    transactionState: t.state,
    transactionCategory: t.category,
    charges: t.charges.map(toChargeResponse),
    ...(t.validation ? { validationResult: t.validation } : {}),
  });

  const underwritingResponse = (t: TransactionRecord, flags: FlagRecord[]) => ({
    locator: t.id,
    policyLocator: t.policyId,
    effectiveTime: t.effectiveTime,
    transactionState: t.state,
    transactionCategory: t.category,
    underwritingStatus: t.underwritingStatus ?? 'none',
    underwritingFlags: flags.filter((f) => f.clearedAt === undefined).map(flagResponse),
    ...(t.validation ? { validationResult: t.validation } : {}),
  });

  /** The element operations: an instruction added to the transaction, and its segment as it stands. */
  async function elementChange(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    change:
      | { action: 'add'; elements: unknown[] }
      | { action: 'delete'; staticElementLocators: string[] }
      | { action: 'modify'; update: Schema<'ElementUpdateRequest'> },
  ) {
    const t = await reinstruct(caller, tenantId, requestId, id, (cur) => {
      let input: Data = change;
      if (change.action === 'modify') {
        const { update } = change;
        const found = flatten(cur.element).find(
          (p) => p.element.locator === update.locator || p.element.staticLocator === update.locator,
        );
        if (!found)
          throw unprocessable('The element is not in the transaction', [
            { location: 'body.locator', message: `${update.locator} names no element of this transaction` },
          ]);
        input = {
          action: 'modify',
          staticLocator: found.element.staticLocator,
          setData: update.setData ?? {},
          removeData: update.removeData ?? {},
        };
      }
      return {
        instructions: [...cur.instructions, ...withLocators([input])],
        at: (i) => (i === cur.instructions.length ? 'body' : storedAt(cur)(i)),
      };
    });
    const { policy } = await load(caller, tenantId, id);
    return [segmentResponse(policy, { ...t.segment, transactionId: t.id, element: t.element })];
  }

  return {
    create,
    typeOf,
    reverse,
    preview,
    priceResponse,
    underwritingResponse,
    elementChange,

    async withChanges(caller: Caller, tenantId: string, id: string) {
      const { transaction: t, policy } = await load(caller, tenantId, id);
      if (t.state === 'issued' || t.category === 'issuance') return t;
      return rebuilt(t, policy, await standing(tenantId, policy, t.category, t.instructions), {
        instructions: t.instructions,
        at: storedAt(t),
      });
    },

    async setPolicyNumber(caller: Caller, tenantId: string, requestId: string, id: string, number?: string) {
      const policy = await s.policies.readablePolicy(caller, tenantId, id);
      if (number === undefined && policy.policyNumber !== undefined)
        return s.policies.policyResponse(tenantId, policy);
      // The event carries the policy as it stands after the change, as every policy.update does.
      const shown = await s.policies.policyResponse(tenantId, policy);
      await db.transaction(async (tx) => {
        const value = number ?? `P${String((await numberedPolicies(tx, tenantId)) + 1).padStart(6, '0')}`;
        await setPolicyNumber(tx, tenantId, policy.id, value);
        await events.record(tx, tenantId, {
          type: 'policy.update',
          requestId,
          userId: caller.userId,
          data: { ...shown, policyNumber: value },
        });
      });
      return s.policies.policyResponse(tenantId, (await findPolicy(db, tenantId, policy.id))!);
    },

    async policiesWithNumber(caller: Caller, tenantId: string, number: string) {
      const out = [];
      for (const p of await policiesWithNumber(db, tenantId, number)) {
        const readable = await s.policies.readablePolicy(caller, tenantId, p.id).then(
          () => true,
          () => false,
        );
        if (readable) out.push(await s.policies.policyResponse(tenantId, p));
      }
      return out;
    },

    async setTermNumber(caller: Caller, tenantId: string, id: string, number?: string) {
      const { term, policy } = await readableTerm(caller, tenantId, id);
      if (number === undefined && term.termNumber !== undefined) return termResponse(term);
      const value = number ?? `${policy.policyNumber ?? policy.id}-${term.number}`;
      await setTermNumber(db, tenantId, term.id, value);
      return termResponse({ ...term, termNumber: value });
    },

    async termsWithNumber(caller: Caller, tenantId: string, number: string) {
      const out = [];
      for (const term of await termsWithNumber(db, tenantId, number)) {
        const readable = await s.policies.readablePolicy(caller, tenantId, term.policyId).then(
          () => true,
          () => false,
        );
        if (readable) out.push(termResponse(term));
      }
      return out;
    },

    /** The policy with the segment in force at `date` (by issue time: as the transactions issued by then left it). */
    async snapshot(caller: Caller, tenantId: string, id: string, date: string, byIssuedTime: boolean) {
      const policy = await s.policies.readablePolicy(caller, tenantId, id);
      const at = new Date(date).toISOString();
      const issued = await allIssued(db, tenantId, policy.id);
      let found:
        | {
            segment:
              | SegmentRecord
              | {
                  id: string;
                  transactionId: string;
                  type: 'coverage' | 'gap';
                  start: string;
                  end: string;
                  element: StoredElement;
                };
            t: TransactionRecord;
          }
        | undefined;
      if (byIssuedTime) {
        const by = issued.filter((t) => (t.issuedTime ?? t.createdAt) <= at);
        // Replay the segments as issued by then: the last one starting at or before the date is in force.
        const spans = by
          .map((t) => ({ t, start: t.segment.start }))
          .filter((x) => x.start <= at)
          .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
        const last = spans[spans.length - 1];
        if (last && at < last.t.segment.end)
          found = {
            t: last.t,
            segment: { ...last.t.segment, transactionId: last.t.id, element: last.t.element },
          };
      } else {
        const seg = (await policySegments(db, tenantId, policy.id)).find((x) => x.start <= at && at < x.end);
        const t = seg && issued.find((x) => x.id === seg.transactionId);
        if (seg && t) found = { t, segment: seg };
      }
      if (!found) throw notFound(`Coverage of policy ${policy.id} at ${at}`);
      return {
        locator: policy.id,
        accountLocator: policy.accountId,
        region: policy.jurisdiction ?? '',
        productName: policy.productName,
        currency: policy.currency,
        timezone: policy.timezone,
        static: {},
        transaction: {
          locator: found.t.id,
          transactionCategory: found.t.category,
          transactionType: found.t.type,
          effectiveTime: found.t.effectiveTime,
          issuedTime: found.t.issuedTime ?? found.t.createdAt,
          preferences: {},
          segment: segmentResponse(policy, found.segment),
        },
      };
    },

    createInstruction: (
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      input: InstructionInput,
    ) =>
      reinstruct(caller, tenantId, requestId, id, (t) => ({
        instructions: [...t.instructions, ...withLocators([input])],
        at: (i) => (i === t.instructions.length ? 'body' : storedAt(t)(i)),
      })),

    updateInstruction: (
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      instructionId: string,
      input: InstructionInput,
    ) =>
      reinstruct(caller, tenantId, requestId, id, (t) => {
        const i = t.instructions.findIndex((x) => x.locator === instructionId);
        if (i < 0) throw notFound(`Change instruction ${instructionId} of this transaction`);
        const instructions = [...t.instructions];
        instructions[i] = prepare(input, instructionId);
        return { instructions, at: (j) => (j === i ? 'body' : storedAt(t)(j)) };
      }),

    deleteInstruction: (
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      instructionId: string,
    ) =>
      reinstruct(caller, tenantId, requestId, id, (t) => {
        const i = t.instructions.findIndex((x) => x.locator === instructionId);
        if (i < 0) throw notFound(`Change instruction ${instructionId} of this transaction`);
        const instructions = t.instructions.filter((_, j) => j !== i);
        return { instructions, at: (j) => storedAt({ ...t, instructions })(j) };
      }),

    patchData: (
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      input: Schema<'PatchTransactionDataRequest'>,
    ) =>
      reinstruct(caller, tenantId, requestId, id, (t) => {
        const data = { ...dataBefore(t) };
        for (const k of Object.keys(input.removeData ?? {})) delete data[k];
        Object.assign(data, input.setData ?? {});
        return { instructions: t.instructions, at: storedAt(t), data };
      }),

    initialize: async (caller: Caller, tenantId: string, requestId: string, id: string) =>
      (await advance(caller, tenantId, requestId, id, 'initializeTransaction', false)).t,

    validate: async (caller: Caller, tenantId: string, requestId: string, id: string, stateless: boolean) =>
      (await advance(caller, tenantId, requestId, id, 'validateTransaction', stateless)).t,

    price: async (caller: Caller, tenantId: string, requestId: string, id: string, stateless: boolean) =>
      priceResponse((await advance(caller, tenantId, requestId, id, 'priceTransaction', stateless)).t),

    async underwrite(caller: Caller, tenantId: string, requestId: string, id: string, stateless: boolean) {
      const { t, flags } = await advance(caller, tenantId, requestId, id, 'underwriteTransaction', stateless);
      return {
        locator: t.id,
        policyLocator: t.policyId,
        effectiveTime: t.effectiveTime,
        transactionState: t.state,
        transactionCategory: t.category,
        underwritingStatus: t.underwritingStatus ?? 'none',
        underwritingFlags: flags.filter((f) => f.clearedAt === undefined).map(flagResponse),
        ...(t.validation ? { validationResult: t.validation } : {}),
      };
    },

    accept: async (
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      more?: (tx: Tx, t: TransactionRecord) => Promise<void>,
    ) => (await advance(caller, tenantId, requestId, id, 'acceptTransaction', false, more)).t,

    issue,
    acceptAndIssue,
    createAndIssue,

    refuse: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      move(caller, tenantId, requestId, id, 'refuseTransaction', 'refused', 'transaction.refuse'),

    discard: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      move(caller, tenantId, requestId, id, 'discardTransaction', 'discarded', 'transaction.discard'),

    async reset(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      options: Schema<'ResetOptions'>,
      toDraft: boolean,
    ) {
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const { transaction: current } = await load(caller, tenantId, id);
        requireTransactionState('resetTransaction', current.state);
        const flags = await transactionFlags(db, tenantId, id);
        const live = flags.filter((f) => f.clearedAt === undefined).map((f) => f.id);
        const named = options.resetAllUnderwritingFlags ? live : (options.resetFlags ?? []);
        const unknown = named.filter((f) => !flags.some((x) => x.id === f));
        if (unknown.length)
          throw unprocessable(
            'The reset names flags the transaction does not have',
            unknown.map((f) => ({
              location: 'body.resetFlags',
              message: `${f} names no flag of this transaction`,
            })),
          );
        const now = iso(clock.now());
        const { validation: _v, underwritingStatus: _u, acceptedTime: _a, ...rest } = current;
        const next: TransactionRecord = { ...rest, charges: [], state: toDraft ? 'draft' : 'initialized' };
        const written = await write(
          caller,
          tenantId,
          requestId,
          current,
          next,
          [['transaction.reset', next]],
          async (tx) => {
            if (options.resetFlagsAction === 'delete') await deleteTransactionFlags(tx, tenantId, id, named);
            else await clearTransactionFlags(tx, tenantId, id, named, { userId: caller.userId, at: now });
          },
        );
        if (written) return written;
      }
      throw changedMeanwhile();
    },

    async segment(caller: Caller, tenantId: string, id: string) {
      const { transaction: t, policy } = await load(caller, tenantId, id);
      const stored = t.state === 'issued' ? await findSegment(db, tenantId, t.segment.id) : undefined;
      return segmentResponse(policy, stored ?? { ...t.segment, transactionId: t.id, element: t.element });
    },

    async policySegment(caller: Caller, tenantId: string, segmentId: string) {
      const x = await findSegment(db, tenantId, segmentId);
      if (!x) throw notFound('Segment');
      const { policy } = await load(caller, tenantId, x.transactionId);
      return segmentResponse(policy, x);
    },

    async affected(caller: Caller, tenantId: string, id: string) {
      await load(caller, tenantId, id);
      return (await invalidatedBy(db, tenantId, id)).map((t) => ({
        locator: t.id,
        action: 'invalidated' as const,
      }));
    },

    async term(caller: Caller, tenantId: string, id: string) {
      const { term } = await readableTerm(caller, tenantId, id);
      const auto = await autoRenewalOfTerm(db, tenantId, term.id);
      return { ...termResponse(term), ...(auto ? { autoRenewalLocator: auto.id } : {}) };
    },

    async terms(caller: Caller, tenantId: string, policyId: string, req: PageRequest) {
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      const page = await listTerms(db, tenantId, policy.id, req);
      const items = [];
      for (const term of page.items) {
        const auto = await autoRenewalOfTerm(db, tenantId, term.id);
        items.push({ ...termResponse(term), ...(auto ? { autoRenewalLocator: auto.id } : {}) });
      }
      return { listCompleted: page.listCompleted, items };
    },

    async termCharges(caller: Caller, tenantId: string, id: string) {
      const { term, policy } = await readableTerm(caller, tenantId, id);
      const out: Record<string, ReturnType<typeof toChargeResponse>[]> = {};
      // A reversed transaction's charges stay: the reversal that takes them back is beside them.
      for (const t of await allIssued(db, tenantId, policy.id, undefined, ['issued', 'reversed']))
        if (t.termId === term.id) out[t.id] = t.charges.map(toChargeResponse);
      return out;
    },

    async termSummary(caller: Caller, tenantId: string, id: string) {
      const { term, policy } = await readableTerm(caller, tenantId, id);
      return summary(tenantId, policy, term);
    },

    async termSummaryByNumber(caller: Caller, tenantId: string, policyId: string, number?: number) {
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      const term = await termOf(db, tenantId, policy.id, number);
      if (!term) throw notFound(`Term ${number} of the policy`);
      return summary(tenantId, policy, term);
    },

    async issued(caller: Caller, tenantId: string, policyId: string, req: PageRequest) {
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      const page = await issuedTransactions(db, tenantId, policy.id, req);
      return { listCompleted: page.listCompleted, items: page.items.map(toTransactionResponse) };
    },

    async branches(caller: Caller, tenantId: string, policyId: string) {
      const policy = await s.policies.readablePolicy(caller, tenantId, policyId);
      const out: Record<string, ReturnType<typeof toTransactionResponse>[]> = {};
      for (const t of await openTransactions(db, tenantId, policy.id))
        (out[t.baseId ?? policy.headId] ??= []).push(toTransactionResponse(t));
      return out;
    },

    async flags(caller: Caller, tenantId: string, id: string) {
      await load(caller, tenantId, id);
      return flagsResponse(id, await transactionFlags(db, tenantId, id));
    },

    addFlag: (caller: Caller, tenantId: string, id: string, level: FlagLevel, input: FlagInput) =>
      changeFlags(caller, tenantId, id, [flagAtLevel(level, input)], { ids: [] }),

    clearFlag: (caller: Caller, tenantId: string, id: string, level: FlagLevel, flagId: string) =>
      changeFlags(caller, tenantId, id, [], { ids: [flagId], level }),

    updateFlags(
      caller: Caller,
      tenantId: string,
      id: string,
      input: Schema<'UnderwritingFlagsUpdateRequest'>,
    ) {
      const { add, clear } = flagUpdate(input);
      return changeFlags(caller, tenantId, id, add, { ids: clear });
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
