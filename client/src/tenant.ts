// The SDK typed by a tenant's configuration: `createClient<Tenant>(…)` with the `Tenant` type of the
// module `insuite types` writes. Types only: the client is the same object at run time; what changes
// is what its table lookups, quotes, accounts and constraint evaluations take and answer.
import type { components } from '../../generated/openapi.js';
import type {
  CreateAccountArgs,
  CreateQuickQuoteArgs,
  CreateQuoteArgs,
  EvaluateConstraintsForAccountArgs,
  EvaluateConstraintsForPolicyTransactionArgs,
  EvaluateConstraintsForQuickQuoteArgs,
  EvaluateConstraintsForQuoteArgs,
  FetchConstraintsArgs,
  FetchRangeTableRecordArgs,
  FetchTableRecordArgs,
  InsuiteMethods,
  UpdateAccountArgs,
  UpdateQuickQuoteArgs,
  UpdateQuoteArgs,
} from '../../generated/client-types.js';
import type { CallOptions } from './options.js';

import type { Answered, Field, Names, RowOf, TenantTypes, TypedQuote, Values } from './tenant-model.js';

export type { RowOf, TenantTypes, TypedQuote };

type Schemas = components['schemas'];

type ProductInput<T extends TenantTypes, P extends Names<T['products']>> = Field<T['products'][P], 'input'>;
type ElementData<E> = E extends { data?: infer D } ? Exclude<D, undefined> : never;
type ElementChildren<E> = E extends { elements?: infer C } ? Exclude<C, undefined> : never;
type ElementTerms<E> = E extends { coverageTerms?: infer C } ? Exclude<C, undefined> : Record<string, never>;

type NewEntity<Base, T extends TenantTypes, Name extends 'productName'> = {
  [P in Names<T['products']>]: Omit<Base, Name | 'data' | 'elements' | 'coverageTerms'> & {
    [K in Name]: P;
  } & {
    data?: ElementData<ProductInput<T, P>>;
    coverageTerms?: ElementTerms<ProductInput<T, P>>;
    elements?: ElementChildren<ProductInput<T, P>>;
  };
}[Names<T['products']>];

/** A quote's body for createQuote, by product: its data and element tree as the product declares them. */
export type QuoteCreate<T extends TenantTypes> = NewEntity<Schemas['QuoteCreateRequest'], T, 'productName'>;
export type QuickQuoteCreate<T extends TenantTypes> = NewEntity<
  Schemas['QuickQuoteCreateRequest'],
  T,
  'productName'
>;

export type TypedQuickQuote<T extends TenantTypes> = Answered<Schemas['QuickQuoteResponse'], T>;

/** An account as the server answers it, its data typed by its account type. */
export type TypedAccount<T extends TenantTypes> = {
  [A in Names<T['accounts']>]: Omit<Schemas['AccountResponse'], 'type' | 'data'> & {
    type: A;
    data: T['accounts'][A];
  };
}[Names<T['accounts']>];

type ElementDataAny<T extends TenantTypes> = ElementData<Values<T['elements']>>;
type ProductData<T extends TenantTypes> = ElementData<
  Values<T['products']> extends { input: infer I } ? I : never
>;

type QuoteChanges<Base, T extends TenantTypes> = Omit<Base, 'setData' | 'elements'> & {
  setData?: ProductData<T>;
  elements?: { locator: string; setData?: ElementDataAny<T>; removeData?: Record<string, unknown> }[];
};

/** Per element (by static locator), per constrained field, prospective values of its where columns. */
export type EvaluationRequest<T extends TenantTypes> = Record<
  string,
  Field<Values<T['evaluations']>, 'request'>
>;
/** Per element (by static locator), per field asked, its allowed values. */
export type EvaluationAnswer<T extends TenantTypes> = Record<
  string,
  Field<Values<T['evaluations']>, 'answer'>
>;
/** Per element (by static locator), per constrained field, where its values come from. */
export type DependencyMap<T extends TenantTypes> = Record<
  string,
  Field<Values<T['evaluations']>, 'dependencies'>
>;

type Body<A, B> = Omit<A, 'body'> & { body: B };
type StaticLookup<A> = Omit<A, 'name' | 'key' | 'byStaticName'> & { byStaticName?: true };
type Lookup = { value: Record<string, string> };

/** The operations whose arguments or answers the tenant's types refine. */
export interface TenantMethods<T extends TenantTypes> {
  /** Look up a table row: `name` a table's static name, `key` its key columns in declared order. */
  fetchTableRecord<N extends Names<T['tables']>>(
    args: StaticLookup<FetchTableRecordArgs> & { name: N; key: Field<T['tables'][N], 'key'> },
    options?: CallOptions,
  ): Promise<{ value: RowOf<T, N> }>;
  /** By instance name (`byStaticName: false`): untyped. */
  fetchTableRecord(
    args: FetchTableRecordArgs & { byStaticName: false },
    options?: CallOptions,
  ): Promise<Lookup>;
  /** Look up a range table row: `key` its key columns, `boundValue` within the row's range. */
  fetchRangeTableRecord<N extends Names<T['rangeTables']>>(
    args: StaticLookup<FetchRangeTableRecordArgs> & { name: N; key: Field<T['rangeTables'][N], 'key'> },
    options?: CallOptions,
  ): Promise<{ value: RowOf<T, N> }>;
  fetchRangeTableRecord(
    args: FetchRangeTableRecordArgs & { byStaticName: false },
    options?: CallOptions,
  ): Promise<Lookup>;
  /** The distinct values of each column of a constraint table; `key` binds its leading columns. */
  fetchConstraints<N extends Names<T['constraintTables']>>(
    args: StaticLookup<FetchConstraintsArgs> & { name: N; key?: Field<T['constraintTables'][N], 'key'> },
    options?: CallOptions,
  ): Promise<Field<T['constraintTables'][N], 'values'>>;
  fetchConstraints(
    args: FetchConstraintsArgs & { byStaticName: false },
    options?: CallOptions,
  ): Promise<Record<string, string[]>>;

  createAccount(
    args: Body<
      CreateAccountArgs,
      { [A in Names<T['accounts']>]: { type: A; data?: T['accounts'][A] } }[Names<T['accounts']>]
    >,
    options?: CallOptions,
  ): Promise<TypedAccount<T>>;
  fetchAccount(...call: Parameters<InsuiteMethods['fetchAccount']>): Promise<TypedAccount<T>>;
  updateAccount(
    args: Body<
      UpdateAccountArgs,
      Omit<Schemas['AccountUpdateRequest'], 'setData'> & { setData?: Values<T['accounts']> }
    >,
    options?: CallOptions,
  ): Promise<TypedAccount<T>>;

  createQuote(args: Body<CreateQuoteArgs, QuoteCreate<T>>, options?: CallOptions): Promise<TypedQuote<T>>;
  updateQuote(
    args: Body<UpdateQuoteArgs, QuoteChanges<Schemas['QuoteUpdateRequest'], T>>,
    options?: CallOptions,
  ): Promise<TypedQuote<T>>;
  createQuickQuote(
    args: Body<CreateQuickQuoteArgs, QuickQuoteCreate<T>>,
    options?: CallOptions,
  ): Promise<TypedQuickQuote<T>>;
  updateQuickQuote(
    args: Body<UpdateQuickQuoteArgs, QuoteChanges<Schemas['QuickQuoteUpdateRequest'], T>>,
    options?: CallOptions,
  ): Promise<TypedQuickQuote<T>>;
  fetchQuickQuote(...call: Parameters<InsuiteMethods['fetchQuickQuote']>): Promise<TypedQuickQuote<T>>;

  evaluateConstraintsForQuote(
    args: Body<EvaluateConstraintsForQuoteArgs, EvaluationRequest<T>>,
    options?: CallOptions,
  ): Promise<EvaluationAnswer<T>>;
  evaluateConstraintsForQuickQuote(
    args: Body<EvaluateConstraintsForQuickQuoteArgs, EvaluationRequest<T>>,
    options?: CallOptions,
  ): Promise<EvaluationAnswer<T>>;
  evaluateConstraintsForPolicyTransaction(
    args: Body<EvaluateConstraintsForPolicyTransactionArgs, EvaluationRequest<T>>,
    options?: CallOptions,
  ): Promise<EvaluationAnswer<T>>;
  /** An account's request names its fields directly; the answer is keyed by the account's locator. */
  evaluateConstraintsForAccount(
    args: Body<EvaluateConstraintsForAccountArgs, Field<Values<T['accountEvaluations']>, 'request'>>,
    options?: CallOptions,
  ): Promise<Record<string, Field<Values<T['accountEvaluations']>, 'answer'>>>;
  fetchDependencyMapForQuote(
    ...call: Parameters<InsuiteMethods['fetchDependencyMapForQuote']>
  ): Promise<DependencyMap<T>>;
  fetchDependencyMapForQuickQuote(
    ...call: Parameters<InsuiteMethods['fetchDependencyMapForQuickQuote']>
  ): Promise<DependencyMap<T>>;
  fetchDependencyMapForPolicyTransaction(
    ...call: Parameters<InsuiteMethods['fetchDependencyMapForPolicyTransaction']>
  ): Promise<DependencyMap<T>>;
  fetchDependencyMapForAccount(
    ...call: Parameters<InsuiteMethods['fetchDependencyMapForAccount']>
  ): Promise<Record<string, Field<Values<T['accountEvaluations']>, 'dependencies'>>>;
}

/** Methods answering a quote: the same arguments, the quote typed by its product. */
type QuoteAnswering = {
  [K in keyof InsuiteMethods]: Awaited<ReturnType<InsuiteMethods[K]>> extends Schemas['QuoteResponse']
    ? Schemas['QuoteResponse'] extends Awaited<ReturnType<InsuiteMethods[K]>>
      ? K
      : never
    : never;
}[keyof InsuiteMethods];

export type TenantQuoteMethods<T extends TenantTypes> = {
  [K in Exclude<QuoteAnswering, keyof TenantMethods<T>>]: (
    ...call: Parameters<InsuiteMethods[K]>
  ) => Promise<TypedQuote<T>>;
};

/** The names of the operations a tenant's types refine. */
export type TenantOperation = keyof TenantMethods<TenantTypes> | QuoteAnswering;
