// The quote's lifecycle: validate, price, underwrite, accept, issue, and the side exits (refuse,
// discard, reset), each checked against the state table (lifecycle.ts). A forward step runs the
// steps the quote has not had first; all of them are computed before anything is written, and
// what they change (state, validation, price, flags, events) is written in one transaction, so a
// failing step leaves the quote as it was.
import { conflict, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import { flagAtLevel, flagUpdate, type FlagInput } from './flag-requests.js';
import type { Caller } from '../identity/auth-service.js';
import { configDigest } from '../product/index.js';
import { iso } from '../util.js';
import type { AccountsService } from './accounts-service.js';
import { CHANGE_ATTEMPTS, changedMeanwhile, requireValidTree, type PolicyDeps } from './context.js';
import { flatten, type StoredElement } from './element-tree.js';
import { STORED } from './request-paths.js';
import { requireState, stepsTo, type QuoteState } from './lifecycle.js';
import { createPluginTables, type TableReads } from './plugin-tables.js';

export type { TableReads } from './plugin-tables.js';
import { issuanceRecords } from './issuance.js';
import { toPolicyResponse } from './policies-service.js';
import { insertSegment, insertTerm } from './transactions-store.js';
import type { PluginsService, PluginTables, RateResult, ValidateResult } from '../plugins/index.js';
import {
  chargesOf,
  durationIn,
  termEnd,
  toChargeResponse,
  type DurationBasis,
  type PricingConfig,
  type StoredPrice,
} from './pricing.js';
import {
  clearFlags,
  deleteFlags,
  insertFlags,
  insertPolicy,
  insertQuote,
  insertTransaction,
  listPolicies,
  listQuotes,
  quoteFlags,
  restampFlags,
  updateQuote,
  type FlagLevel,
  type FlagRecord,
  type QuoteRecord,
} from './policy-store.js';
import { SCOPE_OF, quoteDates, quoteSubject, toQuoteResponse, type QuotesService } from './quotes-service.js';
import type { EventType } from '../events/events-service.js';
import type { PageRequest } from '../shared/paging.js';

type Step = 'validate' | 'price' | 'underwrite';
export type QuotePriceResponse = Schema<'QuotePriceResponse'>;
export type FlagsResponse = Schema<'QuoteUnderwritingFlagsResponse'>;

export interface LifecycleDeps extends PolicyDeps {
  plugins: PluginsService;
  tables: TableReads;
}

/** What the flags in force decide: the first of reject, decline, block (unless approved) stops the quote. */
export function decide(flags: Pick<FlagRecord, 'level' | 'clearedAt'>[]): {
  state: QuoteState;
  status: string;
} {
  const live = new Set(flags.filter((f) => f.clearedAt === undefined).map((f) => f.level));
  if (live.has('reject')) return { state: 'rejected', status: 'rejected' };
  if (live.has('decline')) return { state: 'declined', status: 'declined' };
  if (live.has('block') && !live.has('approve')) return { state: 'underwrittenBlocked', status: 'blocked' };
  return { state: 'underwritten', status: 'approved' };
}

const STEP_EVENT: Record<Step, EventType> = {
  validate: 'quote.validate',
  price: 'quote.price',
  underwrite: 'quote.underwrite',
};

export function createLifecycleService(
  deps: LifecycleDeps,
  quotes: QuotesService,
  accounts: AccountsService,
) {
  const { db, clock, ids, events, plugins } = deps;

  /** A plugin's lookups resolve by static name at the quote's dates, in its jurisdiction. */
  const tablesAt = createPluginTables(deps);
  const pluginTables = (tenantId: string, q: QuoteRecord): Promise<PluginTables> =>
    tablesAt(tenantId, {
      dates: quoteDates(q),
      ...(q.jurisdiction !== undefined ? { jurisdiction: q.jurisdiction } : {}),
    });
  /** What every step gets: the quote, the tenant, its tables, and the coverage terms' options. */
  const pluginInput = async (tenantId: string, q: QuoteRecord) => {
    const config = (await deps.configs.definition(tenantId)) as { coverageTerms?: unknown };
    return {
      quote: toQuoteResponse(q),
      tenant: { locator: tenantId, timeZone: q.timezone ?? 'UTC', currency: q.currency ?? 'USD' },
      tables: await pluginTables(tenantId, q),
      more: { coverageTerms: config.coverageTerms ?? {} } as Record<string, unknown>,
    };
  };

  /** Validation's first part: the configuration's rules and constraints; errors answer 422. */
  async function checkRules(tenantId: string, q: QuoteRecord): Promise<void> {
    const model = await quotes.models(tenantId);
    await requireValidTree(
      deps,
      model,
      q.element,
      quoteSubject(tenantId, model, q, clock.now()),
      STORED,
      SCOPE_OF[q.kind],
    );
  }

  /** The validation plugin's errors answer 422. */
  function requireNoErrors(q: QuoteRecord, result: ValidateResult | undefined): void {
    const errors = result?.errors ?? [];
    if (!errors.length) return;
    const problems: ProblemItem[] = errors.map((e) => ({
      location: e.elementLocator ? `element ${e.elementLocator}` : `quote ${q.id}`,
      message: e.message,
    }));
    throw unprocessable(`The quote is not valid: ${errors[0]!.message}`, problems);
  }

  /** The quote as validation leaves it. */
  function validated(q: QuoteRecord): QuoteRecord {
    // A quote without an end time gets the product's default term (one unit of its basis).
    const basis = (q.durationBasis ?? 'months') as DurationBasis;
    const endTime = q.endTime ?? termEnd(basis, q.startTime!, 1, q.timezone ?? 'UTC');
    return { ...q, endTime, state: 'validated', validation: { success: true } };
  }

  /**
   * Validation: the configuration's rules and constraints, then the plugin; errors answer 422.
   * Here and below, `requestId` is the request's: the plugins' logs carry it.
   */
  async function validate(tenantId: string, requestId: string, q: QuoteRecord): Promise<QuoteRecord> {
    await checkRules(tenantId, q);
    const result = await plugins.run(tenantId, 'validate', await pluginInput(tenantId, q), {
      quoteLocator: q.id,
      requestId,
    });
    requireNoErrors(q, result);
    return validated(q);
  }

  /**
   * Validation, then pricing of the quote as validated: the two plugin steps run in one visit to
   * the sandbox (the rating only when validation answered no errors, as one step after the other).
   */
  async function validateAndPrice(
    tenantId: string,
    requestId: string,
    q: QuoteRecord,
  ): Promise<[QuoteRecord, QuoteRecord]> {
    await checkRules(tenantId, q);
    const next = validated(q);
    const r = await plugins.runThen(
      tenantId,
      { step: 'validate', input: await pluginInput(tenantId, q) },
      { step: 'rate', input: await pluginInput(tenantId, next) },
      { quoteLocator: q.id, requestId },
    );
    requireNoErrors(q, r.first);
    return [next, await price(tenantId, requestId, next, r.then)];
  }

  /** Pricing; `rated` is the rating plugin's answer when it already ran. */
  async function price(
    tenantId: string,
    requestId: string,
    q: QuoteRecord,
    rated?: { result: RateResult | undefined },
  ): Promise<QuoteRecord> {
    const config = (await deps.configs.definition(tenantId)) as PricingConfig;
    const basis = (q.durationBasis ?? 'months') as DurationBasis;
    const duration = durationIn(basis, q.startTime!, q.endTime!, q.timezone ?? 'UTC');
    const result = rated
      ? rated.result
      : await plugins.run(tenantId, 'rate', await pluginInput(tenantId, q), {
          quoteLocator: q.id,
          requestId,
        });
    const items = chargesOf(config, q.productName, q.element, result?.items ?? [], {
      currency: q.currency ?? 'USD',
      duration,
      ids,
    });
    const stored: StoredPrice = { duration: duration.toFixed(), durationBasis: basis, items };
    return { ...q, state: 'priced', price: stored };
  }

  /**
   * Underwriting. The plugin is handed the flags in force and the price; its flags replace those it
   * raised before: one it raises again stays as it is, one it no longer raises goes, and one an
   * underwriter cleared stays cleared unless the quote's data changed since it was raised. The
   * flags in force then decide the state.
   */
  async function underwrite(
    caller: Caller,
    tenantId: string,
    requestId: string,
    q: QuoteRecord,
    flags: FlagRecord[],
  ): Promise<{ quote: QuoteRecord; added: FlagRecord[]; kept: string[]; replaced: string[] }> {
    const inForce = flags.filter((f) => f.clearedAt === undefined);
    const base = await pluginInput(tenantId, q);
    const input = {
      ...base,
      more: {
        ...base.more,
        flags: inForce.map(flagResponse),
        ...(q.price ? { price: priceResponse(tenantId, q, q.price) } : {}),
      },
    };
    const result = await plugins.run(tenantId, 'underwrite', input, { quoteLocator: q.id, requestId });
    const now = iso(clock.now());
    const digest = dataDigest(q);
    const own = flags.filter((f) => f.plugin);
    const kept = new Set<string>();
    const added: FlagRecord[] = [];
    for (const f of result?.flags ?? []) {
      const same = (x: FlagRecord) =>
        x.level === f.level &&
        x.note === f.note &&
        x.tag === f.tag &&
        x.elementId === f.elementLocator &&
        !kept.has(x.id);
      const live = own.find((x) => x.clearedAt === undefined && same(x));
      if (live) kept.add(live.id);
      else if (!own.some((x) => x.clearedAt !== undefined && x.plugin!.digest === digest && same(x)))
        added.push({ ...newFlag(caller, q, f, f.level, now), plugin: { digest } });
    }
    const replaced = own.filter((f) => f.clearedAt === undefined && !kept.has(f.id)).map((f) => f.id);
    const d = decide([...flags.filter((f) => !replaced.includes(f.id)), ...added]);
    return {
      quote: { ...q, state: d.state, underwritingStatus: d.status },
      added,
      kept: [...kept],
      replaced,
    };
  }

  /** What a flag of the plugin was raised on: the quote's data as underwriting sees it. */
  const dataDigest = (q: QuoteRecord): string => {
    const tree = (e: StoredElement): Record<string, unknown> => ({
      locator: e.locator,
      type: e.type,
      data: e.data,
      elements: e.elements.map(tree),
    });
    return configDigest({
      element: tree(q.element),
      accountId: q.accountId ?? null,
      startTime: q.startTime ?? null,
      endTime: q.endTime ?? null,
      jurisdiction: q.jurisdiction ?? null,
      currency: q.currency ?? null,
      durationBasis: q.durationBasis ?? null,
    });
  };

  function newFlag(caller: Caller, q: QuoteRecord, f: FlagInput, level: FlagLevel, now: string): FlagRecord {
    if (
      f.elementLocator !== undefined &&
      !flatten(q.element).some((p) => p.element.locator === f.elementLocator)
    )
      throw unprocessable('The flag names an element the quote does not have', [
        { location: 'body.elementLocator', message: `${f.elementLocator} names no element of this quote` },
      ]);
    return {
      id: ids.ulid(),
      quoteId: q.id,
      level,
      ...(f.note !== undefined ? { note: f.note } : {}),
      ...(f.tag !== undefined ? { tag: f.tag } : {}),
      ...(f.elementLocator !== undefined ? { elementId: f.elementLocator } : {}),
      createdBy: caller.userId,
      createdAt: now,
    };
  }

  const load = (caller: Caller, tenantId: string, id: string) =>
    quotes.readable(caller, tenantId, 'quote', id);

  /**
   * Writes `next` over `current` (if nothing came between), the flags added, and an event per
   * transition, in one transaction; false when another change came first.
   */
  async function write(
    caller: Caller,
    tenantId: string,
    requestId: string,
    current: QuoteRecord,
    next: QuoteRecord,
    transitions: [EventType, QuoteRecord][],
    more?: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await updateQuote(tx, tenantId, { ...next, version: current.version + 1 }))) return false;
      if (more) await more(tx);
      for (const [type, q] of transitions)
        await events.record(tx, tenantId, {
          type,
          requestId,
          userId: caller.userId,
          data: toQuoteResponse(q),
        });
      return true;
    });
  }

  /** Runs the steps `op` needs from the quote's state, then its own; stores the result unless stateless. */
  async function advance(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    op: 'validateQuote' | 'priceQuote' | 'underwriteQuote' | 'acceptQuote',
    stateless: boolean,
  ): Promise<{ quote: QuoteRecord; flags: FlagRecord[] }> {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const current = await load(caller, tenantId, id);
      requireState(op, current.state);
      const steps = stepsTo(op, current.state);
      // Flags decide only underwriting and acceptance: validating and pricing need none read.
      const flagged = op === 'acceptQuote' || steps.includes('underwrite');
      const existing = flagged ? await quoteFlags(db, tenantId, id) : [];
      let q: QuoteRecord = { ...current };
      const added: FlagRecord[] = [];
      const replaced: string[] = [];
      let restamp: { ids: string[]; digest: string } | undefined;
      const transitions: [EventType, QuoteRecord][] = [];
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]!;
        if (step === 'validate' && steps[i + 1] === 'price') {
          const [v, p] = await validateAndPrice(tenantId, requestId, q);
          transitions.push([STEP_EVENT.validate, v], [STEP_EVENT.price, p]);
          q = p;
          i++;
          continue;
        }
        if (step === 'validate') q = await validate(tenantId, requestId, q);
        else if (step === 'price') q = await price(tenantId, requestId, q);
        else {
          const r = await underwrite(caller, tenantId, requestId, q, existing);
          q = r.quote;
          added.push(...r.added);
          replaced.push(...r.replaced);
          restamp = { ids: r.kept, digest: dataDigest(q) };
        }
        transitions.push([STEP_EVENT[step], q]);
      }
      const flags = [...existing.filter((f) => !replaced.includes(f.id)), ...added];
      if (op === 'acceptQuote') {
        // Flags may have changed since underwriting: acceptance goes by those in force now.
        const d = decide(flags);
        q = { ...q, state: d.state, underwritingStatus: d.status };
        if (d.state === 'underwritten') {
          q = { ...q, state: 'accepted', acceptedTime: iso(clock.now()) };
          transitions.push(['quote.accept', q]);
        } else if (!transitions.some(([type]) => type === 'quote.underwrite'))
          transitions.push(['quote.underwrite', q]);
      }
      if (stateless) return { quote: q, flags };
      q = { ...q, version: current.version + 1, updatedAt: iso(clock.now()) };
      // The last transition's event carries the quote as written.
      if (transitions.length) transitions[transitions.length - 1]![1] = q;
      const written = await write(caller, tenantId, requestId, current, q, transitions, async (tx) => {
        await deleteFlags(tx, tenantId, id, replaced);
        await insertFlags(tx, tenantId, added);
        if (restamp) await restampFlags(tx, tenantId, id, restamp.ids, restamp.digest);
      });
      if (written) return { quote: q, flags };
    }
    throw changedMeanwhile();
  }

  /** A state change with nothing computed: refuse, discard. */
  async function move(
    caller: Caller,
    tenantId: string,
    requestId: string,
    id: string,
    op: 'refuseQuote' | 'discardQuote',
    to: QuoteState,
    type: EventType,
  ): Promise<QuoteRecord> {
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
      const current = await load(caller, tenantId, id);
      requireState(op, current.state);
      const next = { ...current, state: to, version: current.version + 1, updatedAt: iso(clock.now()) };
      if (await write(caller, tenantId, requestId, current, next, [[type, next]])) return next;
    }
    throw changedMeanwhile();
  }

  const priceResponse = (tenantId: string, q: QuoteRecord, p: StoredPrice): QuotePriceResponse => ({
    tenantLocator: tenantId,
    quoteLocator: q.id,
    accountLocator: q.accountId!,
    quoteState: q.state,
    productName: q.productName,
    startTime: q.startTime!,
    endTime: q.endTime!,
    duration: Number(p.duration),
    durationBasis: p.durationBasis,
    items: p.items.map(toChargeResponse),
    ...(q.validation ? { validationResult: q.validation } : {}),
  });

  const flagResponse = (f: FlagRecord) => ({
    locator: f.id,
    level: f.level,
    referenceType: 'quote' as const,
    referenceLocator: f.quoteId,
    ...(f.note !== undefined ? { note: f.note } : {}),
    ...(f.tag !== undefined ? { tag: f.tag } : {}),
    ...(f.elementId !== undefined ? { elementLocator: f.elementId } : {}),
    createdBy: f.createdBy,
    createdTime: f.createdAt,
    ...(f.clearedBy !== undefined ? { clearedBy: f.clearedBy } : {}),
    ...(f.clearedAt !== undefined ? { clearedTime: f.clearedAt } : {}),
  });
  const flagsResponse = (quoteId: string, flags: FlagRecord[]): FlagsResponse => ({
    quoteLocator: quoteId,
    flags: flags.filter((f) => f.clearedAt === undefined).map(flagResponse),
    clearedFlags: flags.filter((f) => f.clearedAt !== undefined).map(flagResponse),
  });

  /** Adds and clears flags in one transaction; the quote's state waits for the next underwriting or acceptance. */
  async function changeFlags(
    caller: Caller,
    tenantId: string,
    id: string,
    add: { input: FlagInput; level: FlagLevel }[],
    clear: { ids: string[]; level?: FlagLevel },
  ): Promise<FlagsResponse> {
    const q = await load(caller, tenantId, id);
    requireState('changeFlags', q.state);
    const now = iso(clock.now());
    const flags = await quoteFlags(db, tenantId, id);
    for (const fid of clear.ids) {
      const f = flags.find((x) => x.id === fid && x.clearedAt === undefined);
      if (!f || (clear.level !== undefined && f.level !== clear.level))
        throw notFound(
          `Underwriting flag ${fid}${clear.level ? ` of level ${clear.level}` : ''} in force on this quote`,
        );
    }
    const added = add.map((a) => newFlag(caller, q, a.input, a.level, now));
    await db.transaction(async (tx) => {
      // The quote's version moves with its flags, so a step computed from the flags before cannot be written after.
      const next = { ...q, version: q.version + 1, updatedAt: now };
      if (!(await updateQuote(tx, tenantId, next))) throw changedMeanwhile();
      await insertFlags(tx, tenantId, added);
      await clearFlags(tx, tenantId, id, clear.ids, { userId: caller.userId, at: now });
    });
    return flagsResponse(id, await quoteFlags(db, tenantId, id));
  }

  return {
    advance,

    async validate(caller: Caller, tenantId: string, requestId: string, id: string, stateless: boolean) {
      return (await advance(caller, tenantId, requestId, id, 'validateQuote', stateless)).quote;
    },

    async price(caller: Caller, tenantId: string, requestId: string, id: string, stateless: boolean) {
      const { quote } = await advance(caller, tenantId, requestId, id, 'priceQuote', stateless);
      return priceResponse(tenantId, quote, quote.price!);
    },

    async underwrite(caller: Caller, tenantId: string, requestId: string, id: string, stateless: boolean) {
      const { quote, flags } = await advance(caller, tenantId, requestId, id, 'underwriteQuote', stateless);
      const p = quote.price!;
      return {
        tenantLocator: tenantId,
        quoteLocator: quote.id,
        accountLocator: quote.accountId!,
        quoteState: quote.state,
        productName: quote.productName,
        startTime: quote.startTime!,
        endTime: quote.endTime!,
        duration: Number(p.duration),
        durationBasis: p.durationBasis,
        underwritingStatus: quote.underwritingStatus ?? 'none',
        underwritingFlags: flags.filter((f) => f.clearedAt === undefined).map(flagResponse),
        ...(quote.validation ? { validationResult: quote.validation } : {}),
      };
    },

    async accept(caller: Caller, tenantId: string, requestId: string, id: string) {
      return (await advance(caller, tenantId, requestId, id, 'acceptQuote', false)).quote;
    },

    async fetchPrice(caller: Caller, tenantId: string, id: string): Promise<QuotePriceResponse> {
      const q = await load(caller, tenantId, id);
      if (!q.price)
        throw conflict(
          `The quote has no price: it is ${q.state}; priceQuote prices a draft or validated quote`,
        );
      return priceResponse(tenantId, q, q.price);
    },

    refuse: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      move(caller, tenantId, requestId, id, 'refuseQuote', 'refused', 'quote.refuse'),

    discard: (caller: Caller, tenantId: string, requestId: string, id: string) =>
      move(caller, tenantId, requestId, id, 'discardQuote', 'discarded', 'quote.discard'),

    async reset(
      caller: Caller,
      tenantId: string,
      requestId: string,
      id: string,
      options: Schema<'ResetOptions'>,
    ) {
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const current = await load(caller, tenantId, id);
        requireState('resetQuote', current.state);
        const flags = await quoteFlags(db, tenantId, id);
        const live = flags.filter((f) => f.clearedAt === undefined).map((f) => f.id);
        const named = options.resetAllUnderwritingFlags ? live : (options.resetFlags ?? []);
        const unknown = named.filter((f) => !flags.some((x) => x.id === f));
        if (unknown.length)
          throw unprocessable(
            'The reset names flags the quote does not have',
            unknown.map((f) => ({
              location: 'body.resetFlags',
              message: `${f} names no flag of this quote`,
            })),
          );
        const now = iso(clock.now());
        const { validation: _v, price: _p, underwritingStatus: _u, acceptedTime: _a, ...rest } = current;
        const next: QuoteRecord = { ...rest, state: 'draft', version: current.version + 1, updatedAt: now };
        const written = await write(
          caller,
          tenantId,
          requestId,
          current,
          next,
          [['quote.reset', next]],
          async (tx) => {
            if (options.resetFlagsAction === 'delete') await deleteFlags(tx, tenantId, id, named);
            else await clearFlags(tx, tenantId, id, named, { userId: caller.userId, at: now });
          },
        );
        if (written) return next;
      }
      throw changedMeanwhile();
    },

    async issue(caller: Caller, tenantId: string, requestId: string, id: string): Promise<QuoteRecord> {
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const quote = await load(caller, tenantId, id);
        requireState('issueQuote', quote.state);
        const now = iso(clock.now());
        const model = await quotes.models(tenantId);
        const { policy, transaction, term, segment } = issuanceRecords(ids, model, quote, now, caller.userId);
        const policyId = policy.id;
        const issued: QuoteRecord = {
          ...quote,
          state: 'issued',
          policyId,
          issuedTime: now,
          version: quote.version + 1,
          updatedAt: now,
        };
        const configuration = await deps.configs.definition(tenantId);
        const written = await db.transaction(async (tx) => {
          if (!(await updateQuote(tx, tenantId, issued))) return false;
          await insertPolicy(tx, tenantId, policy);
          await insertTransaction(tx, tenantId, transaction);
          await insertTerm(tx, tenantId, term);
          await insertSegment(tx, tenantId, segment);
          await deps.afterIssue?.(tx, tenantId, {
            policy,
            term,
            transaction,
            userId: caller.userId,
            configuration,
          });
          await events.record(tx, tenantId, {
            type: 'quote.issue',
            requestId,
            userId: caller.userId,
            data: { ...toQuoteResponse(issued), issuedTransactionLocator: transaction.id },
          });
          // The policy as issued, as a fetch of it would answer (every policy.* event carries it so).
          await events.record(tx, tenantId, {
            type: 'policy.create',
            requestId,
            userId: caller.userId,
            data: toPolicyResponse(policy, { termId: term.id, segmentId: segment.id, endTime: term.end }),
          });
          return true;
        });
        if (written) return issued;
      }
      throw changedMeanwhile();
    },

    async copy(caller: Caller, tenantId: string, requestId: string, id: string, groupId: string) {
      const source = await load(caller, tenantId, id);
      const now = iso(clock.now());
      const fresh = (e: StoredElement): StoredElement => {
        const locator = ids.ulid();
        return {
          locator,
          staticLocator: locator,
          type: e.type,
          data: { ...e.data },
          elements: e.elements.map(fresh),
        };
      };
      const {
        validation: _v,
        price: _p,
        underwritingStatus: _u,
        acceptedTime: _a,
        issuedTime: _i,
        policyId: _pl,
        ...rest
      } = source;
      const copy: QuoteRecord = {
        ...rest,
        id: ids.ulid(),
        state: 'draft',
        element: fresh(source.element),
        groupId,
        version: 1,
        createdAt: now,
        createdBy: caller.userId,
        updatedAt: now,
      };
      await db.transaction(async (tx) => {
        await insertQuote(tx, tenantId, copy);
        await events.record(tx, tenantId, {
          type: 'quote.create',
          requestId,
          userId: caller.userId,
          data: toQuoteResponse(copy),
        });
      });
      return copy;
    },

    /** Validation (and pricing) of a quote that is never stored. */
    async preview(
      caller: Caller,
      tenantId: string,
      requestId: string,
      input: Schema<'QuoteCreateRequest'>,
      priced: boolean,
    ) {
      let q = await quotes.build(caller, tenantId, 'quote', input);
      q = await validate(tenantId, requestId, q);
      if (!priced) return { quote: q };
      q = await price(tenantId, requestId, q);
      return { quote: q, price: priceResponse(tenantId, q, q.price!) };
    },

    async flags(caller: Caller, tenantId: string, id: string): Promise<FlagsResponse> {
      await load(caller, tenantId, id);
      return flagsResponse(id, await quoteFlags(db, tenantId, id));
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

    async list(caller: Caller, tenantId: string, req: PageRequest & { accountId?: string }) {
      const rules = await quotes.rulesOf(caller.userId, tenantId);
      if (req.accountId !== undefined) await accounts.readable(caller, tenantId, req.accountId, rules);
      const page = await listQuotes(db, tenantId, req);
      const items: QuoteRecord[] = [];
      // Quotes outside the caller's data access are left out of the page.
      for (const q of page.items)
        if (
          await quotes.requireQuoteAllowed(caller, tenantId, rules, q).then(
            () => true,
            () => false,
          )
        )
          items.push(q);
      return { listCompleted: page.listCompleted, items: items.map(toQuoteResponse) };
    },

    async policiesOf(caller: Caller, tenantId: string, accountId: string, req: PageRequest) {
      const rules = await quotes.rulesOf(caller.userId, tenantId);
      await accounts.readable(caller, tenantId, accountId, rules);
      return listPolicies(db, tenantId, accountId, req);
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
