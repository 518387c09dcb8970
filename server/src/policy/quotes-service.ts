// Quotes and quick quotes: an element tree of a configured product, checked whole (types,
// `contents`, field values, constraints) on every change. Only a draft quote changes; its
// lifecycle (validate to issue) is lifecycle-service.ts.
import { Decimal } from 'decimal.js';
import type { Db, Tx } from '../db/knex.js';
import { badRequest, notFound, unprocessable, type ProblemItem } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../identity/auth-service.js';
import {
  didYouMean,
  minorDigits,
  type DataScope,
  type EntityType,
  type ProductModel,
} from '../product/index.js';
import { iso } from '../util.js';
import { requireState } from './lifecycle.js';
import type { DurationBasis } from './pricing.js';
import { requireAllowed, type AccessRules } from './access.js';
import { requireAccountAllowed, type AccountsService } from './accounts-service.js';
import { applyDataChange } from './changes.js';
import { requirePreferences } from './preferences.js';
import {
  CHANGE_ATTEMPTS,
  canonical,
  changedMeanwhile,
  createModels,
  createRules,
  requireValidTree,
  treeSubject,
  type PolicyDeps,
} from './context.js';
import type { Subject } from './constraints.js';
import { canonicalTree, flatten, newTree, toElementResponse, type StoredElement } from './element-tree.js';
import { createdTreePaths, updatedTreePaths } from './request-paths.js';
import {
  quotePreferences,
  findAccount,
  readQuote,
  insertQuote,
  setQuoteDelinquencyPlan,
  updateQuote,
  type QuoteKind,
  type QuoteRecord,
} from './policy-store.js';

export type QuoteResponse = Schema<'QuoteResponse'>;
export type QuickQuoteResponse = Schema<'QuickQuoteResponse'>;
type CreateInput = Schema<'QuoteCreateRequest'> | Schema<'QuickQuoteCreateRequest'>;
type UpdateInput = Schema<'QuoteUpdateRequest'> | Schema<'QuickQuoteUpdateRequest'>;

const NAMES: Record<QuoteKind, string> = { quote: 'Quote', quickquote: 'Quick quote' };
/** The scope whose fields each kind holds. */
export const SCOPE_OF: Record<QuoteKind, DataScope> = { quote: 'Q', quickquote: 'QQ' };

/** The largest invoice fee a quote may name. */
const MAX_FEE = 1_000_000_000;

export function toQuoteResponse(q: QuoteRecord): QuoteResponse {
  return {
    locator: q.id,
    productName: q.productName,
    accountLocator: q.accountId!,
    startTime: q.startTime!,
    ...(q.endTime !== undefined ? { endTime: q.endTime } : {}),
    ...(q.jurisdiction !== undefined ? { jurisdiction: q.jurisdiction } : {}),
    quoteState: q.state,
    ...(q.currency !== undefined ? { currency: q.currency } : {}),
    ...(q.timezone !== undefined ? { timezone: q.timezone } : {}),
    ...(q.durationBasis !== undefined ? { durationBasis: q.durationBasis as DurationBasis } : {}),
    ...(q.price ? { duration: Number(q.price.duration) } : {}),
    billingLevel: 'inherit',
    contacts: [],
    underwritingStatus: q.underwritingStatus ?? 'none',
    ...(q.validation ? { validationResult: q.validation } : {}),
    ...(q.groupId !== undefined ? { groupLocator: q.groupId } : {}),
    ...(q.acceptedTime !== undefined ? { acceptedTime: q.acceptedTime } : {}),
    ...(q.issuedTime !== undefined ? { issuedTime: q.issuedTime } : {}),
    element: toElementResponse(q.element),
    ...(q.policyId !== undefined ? { policyLocator: q.policyId } : {}),
    ...(q.delinquencyPlan !== undefined ? { delinquencyPlanName: q.delinquencyPlan } : {}),
    ...(q.invoiceFeeAmount !== undefined ? { invoiceFeeAmount: Number(q.invoiceFeeAmount) } : {}),
    ...(q.preferences !== undefined ? { preferences: q.preferences as Schema<'PreferencesResponse'> } : {}),
    createdAt: q.createdAt,
    createdBy: q.createdBy,
  };
}

export function toQuickQuoteResponse(q: QuoteRecord): QuickQuoteResponse {
  return {
    locator: q.id,
    productName: q.productName,
    ...(q.startTime !== undefined ? { startTime: q.startTime } : {}),
    ...(q.endTime !== undefined ? { endTime: q.endTime } : {}),
    ...(q.jurisdiction !== undefined ? { jurisdiction: q.jurisdiction } : {}),
    quickQuoteState: 'draft',
    element: toElementResponse(q.element),
    createdAt: q.createdAt,
    createdBy: q.createdBy,
  };
}

/**
 * A `policy` rule names a field of the root element's data, else `productName` or `jurisdiction`
 * of the quote, quick quote or policy.
 */
export const policyField =
  (root: StoredElement, entity: { productName: string; jurisdiction?: string }) =>
  (field: string): unknown =>
    Object.hasOwn(root.data, field)
      ? root.data[field]
      : field === 'productName'
        ? entity.productName
        : field === 'jurisdiction'
          ? entity.jurisdiction
          : undefined;

/** The subject constraint checks run over: the tree, dated by the quote's start (or now). */
/** A quote's date for each selectionTimeBasis but `currentTime` (absent: now): its start, for all three. */
export const quoteDates = (q: Pick<QuoteRecord, 'startTime'>): Partial<Record<string, string>> => ({
  policyStartTime: q.startTime,
  termStartTime: q.startTime,
  transactionEffectiveTime: q.startTime,
});

export function quoteSubject(tenantId: string, model: ProductModel, q: QuoteRecord, now: Date): Subject {
  return treeSubject(tenantId, model, q.element, {
    ...(q.jurisdiction !== undefined ? { jurisdiction: q.jurisdiction } : {}),
    now,
    dates: quoteDates(q),
  });
}

function timeProblems(startTime: string | undefined, endTime: string | undefined): ProblemItem[] {
  if (startTime === undefined || endTime === undefined || endTime > startTime) return [];
  return [{ location: 'body.endTime', message: `must be after the start time ${startTime}` }];
}

export function createQuotesService(deps: PolicyDeps, accounts: AccountsService) {
  const { db, clock, ids, events } = deps;
  const models = createModels(deps.configs);
  const rulesOf = createRules(deps.dataAccess);

  function productOf(model: ProductModel, name: string): EntityType {
    const type = model.elements.get(name);
    if (!type || type.section !== 'products') {
      const products = [...model.elements.values()]
        .filter((t) => t.section === 'products')
        .map((t) => t.name);
      throw unprocessable(`"${name}" is not a product of the configuration${didYouMean(name, products)}`, [
        { location: 'body.productName', message: `not one of ${products.join(', ') || 'no products'}` },
      ]);
    }
    return type;
  }

  /** 403 unless the caller's rules cover the quote (and, with `account` rules, its account). */
  async function requireQuoteAllowed(caller: Caller, tenantId: string, rules: AccessRules, q: QuoteRecord) {
    requireAllowed(rules.policy, NAMES[q.kind].toLowerCase(), policyField(q.element, q));
    if (q.accountId !== undefined && rules.account)
      await accounts.readable(caller, tenantId, q.accountId, rules);
  }

  async function readable(
    caller: Caller,
    tenantId: string,
    kind: QuoteKind,
    id: string,
    rules?: AccessRules,
  ): Promise<QuoteRecord> {
    const q = await readQuote(deps.reads, tenantId, kind, id);
    if (!q) throw notFound(NAMES[kind]);
    await requireQuoteAllowed(caller, tenantId, rules ?? (await rulesOf(caller.userId, tenantId)), q);
    return q;
  }

  const eventType = (kind: QuoteKind, change: 'create' | 'update') =>
    kind === 'quote' ? (`quote.${change}` as const) : (`quickquote.${change}` as const);
  /** What events carry: the entity as it is answered. */
  const respond = (q: QuoteRecord) => (q.kind === 'quote' ? toQuoteResponse(q) : toQuickQuoteResponse(q));

  /** Sets and removes an element's coverage term options; a term in both: 400. */
  function changeTerms(
    e: StoredElement,
    set: Record<string, unknown> | undefined,
    remove: Record<string, unknown> | undefined,
    at: string,
  ): void {
    if (!set && !remove) return;
    const both = Object.keys(set ?? {}).filter((k) => Object.hasOwn(remove ?? {}, k));
    if (both.length)
      throw badRequest(
        `${at}: a coverage term cannot be both set and removed`,
        both.map((k) => ({
          location: `${at}.removeCoverageTerms.${k}`,
          message: 'also named in setCoverageTerms',
        })),
      );
    const terms = Object.assign(Object.create(null) as Record<string, unknown>, e.coverageTerms);
    for (const k of Object.keys(remove ?? {})) delete terms[k];
    Object.assign(terms, set);
    if (Object.keys(terms).length) e.coverageTerms = { ...terms };
    else delete e.coverageTerms;
  }

  /** Applies the element changes of an update to a copy of the tree; unknown locators: 422. */
  function changedTree(root: StoredElement, input: UpdateInput): StoredElement {
    const tree = structuredClone(root);
    tree.data = applyDataChange(tree.data, input.setData, input.removeData, 'body');
    changeTerms(tree, input.setCoverageTerms, input.removeCoverageTerms, 'body');
    const byLocator = new Map(flatten(tree).map((p) => [p.element.locator, p.element]));
    const unknown: ProblemItem[] = [];
    (input.elements ?? []).forEach((change, i) => {
      const element = byLocator.get(change.locator);
      if (!element) {
        unknown.push({
          location: `body.elements[${i}].locator`,
          message: `${change.locator} names no element of this quote`,
        });
        return;
      }
      element.data = applyDataChange(element.data, change.setData, change.removeData, `body.elements[${i}]`);
      changeTerms(element, change.setCoverageTerms, change.removeCoverageTerms, `body.elements[${i}]`);
    });
    if (unknown.length) throw unprocessable('The update names unknown elements', unknown);
    return tree;
  }

  /** A quote's own invoice fee as stored digits; 422 naming the field when negative, too large or finer than the currency's minor unit. */
  function feeAmount(input: object, currency: string): string | undefined {
    const amount = (input as { invoiceFeeAmount?: number }).invoiceFeeAmount;
    if (amount === undefined) return undefined;
    const d = new Decimal(amount);
    const problem = d.isNegative()
      ? 'is negative'
      : d.gt(MAX_FEE)
        ? `is above ${MAX_FEE}`
        : d.decimalPlaces() > minorDigits(currency)
          ? `is finer than ${currency}'s minor unit (${minorDigits(currency)} decimals)`
          : undefined;
    if (problem === undefined) return d.toFixed();
    const message = `${amount} ${problem}`;
    throw unprocessable(`body.invoiceFeeAmount: ${message}`, [
      { location: 'body.invoiceFeeAmount', message },
    ]);
  }

  /** A new quote as the request describes it, checked whole; stored by the caller (or not, for a preview). */
  async function build(
    caller: Caller,
    tenantId: string,
    kind: QuoteKind,
    input: CreateInput,
  ): Promise<QuoteRecord> {
    const [model, rules] = await Promise.all([models(tenantId), rulesOf(caller.userId, tenantId)]);
    const product = productOf(model, input.productName);
    let accountId: string | undefined;
    if ('accountLocator' in input) {
      const account = await findAccount(db, tenantId, input.accountLocator);
      if (!account) {
        throw unprocessable('The account does not exist', [
          {
            location: 'body.accountLocator',
            message: `${input.accountLocator} names no account of this tenant`,
          },
        ]);
      }
      requireAccountAllowed(rules, account);
      accountId = account.id;
    }
    const startTime = input.startTime !== undefined ? canonical(input.startTime) : undefined;
    const endTime = input.endTime !== undefined ? canonical(input.endTime) : undefined;
    const times = timeProblems(startTime, endTime);
    if (times.length) throw unprocessable('The end time is not after the start time', times);
    const now = clock.now();
    const preferences = 'preferences' in input ? input.preferences : undefined;
    await requirePreferences(deps.configs, tenantId, preferences);
    const quote: QuoteRecord = {
      id: ids.ulid(),
      kind,
      productName: product.name,
      ...(preferences !== undefined ? { preferences } : {}),
      ...(accountId !== undefined ? { accountId } : {}),
      ...(startTime !== undefined ? { startTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
      ...(input.jurisdiction !== undefined ? { jurisdiction: input.jurisdiction } : {}),
      state: 'draft',
      element: canonicalTree(
        model,
        newTree(ids, product.name, input.data, input.elements, input.coverageTerms),
      ),
      version: 1,
      createdAt: iso(now),
      createdBy: caller.userId,
      updatedAt: iso(now),
    };
    const config = (await deps.configs.definition(tenantId)) as {
      defaultCurrency?: string;
      defaultTimeZone?: string;
      defaultDurationBasis?: string;
      products?: Record<string, { defaultDurationBasis?: string } | undefined>;
    };
    quote.currency = config.defaultCurrency ?? 'USD';
    const fee = feeAmount(input, quote.currency);
    if (fee !== undefined) quote.invoiceFeeAmount = fee;
    quote.timezone = config.defaultTimeZone ?? 'UTC';
    quote.durationBasis =
      config.products?.[product.name]?.defaultDurationBasis ?? config.defaultDurationBasis ?? 'months';
    await requireValidTree(
      deps,
      model,
      quote.element,
      quoteSubject(tenantId, model, quote, now),
      createdTreePaths(quote.element),
      SCOPE_OF[kind],
    );
    requireAllowed(rules.policy, NAMES[kind].toLowerCase(), policyField(quote.element, quote));
    return quote;
  }

  return {
    readable,

    requireQuoteAllowed,
    models,
    rulesOf,

    async create(
      caller: Caller,
      tenantId: string,
      requestId: string,
      kind: QuoteKind,
      input: CreateInput,
    ): Promise<QuoteRecord> {
      const quote = await build(caller, tenantId, kind, input);
      await db.transaction(async (tx) => {
        await insertQuote(tx, tenantId, quote);
        await events.record(tx, tenantId, {
          type: eventType(kind, 'create'),
          requestId,
          userId: caller.userId,
          data: respond(quote),
        });
      });
      return quote;
    },

    build,

    /**
     * Names the delinquency plan of a quote in `tx` (billing checks that the plan exists); the
     * quote after it, or undefined when it changed meanwhile or was issued or discarded.
     */
    async setDelinquencyPlan(tx: Tx, tenantId: string, q: QuoteRecord, plan: string, at: string) {
      const next: QuoteRecord = { ...q, delinquencyPlan: plan, version: q.version + 1, updatedAt: at };
      return (await setQuoteDelinquencyPlan(tx, tenantId, next)) ? next : undefined;
    },

    fetch: (caller: Caller, tenantId: string, kind: QuoteKind, id: string): Promise<QuoteRecord> =>
      readable(caller, tenantId, kind, id),

    /** A quote's installment preferences (billing's own read, no caller), in `conn` when given. */
    preferencesOf: (tenantId: string, id: string, conn: Db | Tx = db) => quotePreferences(conn, tenantId, id),

    async update(
      caller: Caller,
      tenantId: string,
      requestId: string,
      kind: QuoteKind,
      id: string,
      input: UpdateInput,
    ): Promise<QuoteRecord> {
      const [model, rules] = await Promise.all([models(tenantId), rulesOf(caller.userId, tenantId)]);
      await requirePreferences(
        deps.configs,
        tenantId,
        'preferences' in input ? input.preferences : undefined,
      );
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const current = await readable(caller, tenantId, kind, id, rules);
        if (kind === 'quote') requireState('updateQuote', current.state);
        const startTime = input.startTime !== undefined ? canonical(input.startTime) : current.startTime;
        const endTime = input.endTime !== undefined ? canonical(input.endTime) : current.endTime;
        const times = timeProblems(startTime, endTime);
        if (times.length) throw unprocessable('The end time is not after the start time', times);
        const now = clock.now();
        const preferences = 'preferences' in input ? input.preferences : undefined;
        const fee = feeAmount(input, current.currency ?? 'USD');
        const next: QuoteRecord = {
          ...current,
          ...(preferences !== undefined ? { preferences } : {}),
          ...(fee !== undefined ? { invoiceFeeAmount: fee } : {}),
          ...(startTime !== undefined ? { startTime } : {}),
          ...(endTime !== undefined ? { endTime } : {}),
          ...(input.jurisdiction !== undefined ? { jurisdiction: input.jurisdiction } : {}),
          element: canonicalTree(model, changedTree(current.element, input)),
          version: current.version + 1,
          updatedAt: iso(now),
        };
        await requireValidTree(
          deps,
          model,
          next.element,
          quoteSubject(tenantId, model, next, now),
          updatedTreePaths(current.element, input),
          SCOPE_OF[kind],
        );
        await requireQuoteAllowed(caller, tenantId, rules, next);
        const written = await db.transaction(async (tx) => {
          if (!(await updateQuote(tx, tenantId, next))) return false;
          await events.record(tx, tenantId, {
            type: eventType(kind, 'update'),
            requestId,
            userId: caller.userId,
            data: respond(next),
          });
          return true;
        });
        if (written) return next;
      }
      throw changedMeanwhile();
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
