// Typed list calls: a list method called without `extended: false` resolves to the list record
// (`{ items, listCompleted }`), with it to the bare array; `paginate` walks every page.
import type { ArgsOf, DataOf, OperationId } from './types.js';

/** Operations that take `offset` and `count`. */
export type PagedOperationId = {
  [K in OperationId]: 'offset' | 'count' extends keyof ArgsOf<K> ? K : never;
}[OperationId];

/** Paged operations that take `extended` and answer either shape. */
export type ExtendedOperationId = {
  [K in PagedOperationId]: 'extended' extends keyof ArgsOf<K> ? K : never;
}[PagedOperationId];

type ListRecord<D> = Exclude<D, readonly unknown[]>;
type BareList<D> = Extract<D, readonly unknown[]>;

/** The type of one item of a paged operation's answer. */
export type ItemOf<K extends PagedOperationId> =
  DataOf<K> extends infer D
    ? D extends readonly (infer I)[]
      ? I
      : D extends { items: readonly (infer I)[] }
        ? I
        : never
    : never;

export type CallOptions = RequestInit & {
  /** Time limit of the whole call, retries included (ms); past it the call fails with NetworkError. */
  timeoutMs?: number;
  /** Retries of this call on 429 and 503 answers; overrides the client's setting. */
  retry?: RetryOptions | false;
};

export interface RetryOptions {
  /** How many times to try again after the first attempt. */
  retries: number;
  /** First wait when the answer has no Retry-After (ms; doubled each time, with jitter). Default 250. */
  minDelayMs?: number;
  /** Longest wait, also caps Retry-After (ms). Default 30000. */
  maxDelayMs?: number;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "no required keys" here
type Opt<K extends OperationId> = {} extends ArgsOf<K> ? true : false;

/** A list method: overloads pick the answer's shape from `extended`. */
export type ListMethod<K extends ExtendedOperationId> =
  Opt<K> extends true
    ? {
        (args: ArgsOf<K> & { extended: false }, init?: CallOptions): Promise<BareList<DataOf<K>>>;
        (args?: ArgsOf<K> & { extended?: true }, init?: CallOptions): Promise<ListRecord<DataOf<K>>>;
        (args?: ArgsOf<K>, init?: CallOptions): Promise<DataOf<K>>;
      }
    : {
        (args: ArgsOf<K> & { extended: false }, init?: CallOptions): Promise<BareList<DataOf<K>>>;
        (args: ArgsOf<K> & { extended?: true }, init?: CallOptions): Promise<ListRecord<DataOf<K>>>;
        (args: ArgsOf<K>, init?: CallOptions): Promise<DataOf<K>>;
      };

/** Any other method: its arguments in one object (optional when none is required). */
export type Method<K extends OperationId> =
  Opt<K> extends true
    ? (args?: ArgsOf<K>, init?: CallOptions) => Promise<DataOf<K>>
    : (args: ArgsOf<K>, init?: CallOptions) => Promise<DataOf<K>>;

/** One method per operation: list methods typed by `extended`, every method taking CallOptions. */
export type Methods = {
  [K in OperationId]: K extends ExtendedOperationId ? ListMethod<K> : Method<K>;
};

/** What `paginate` takes: the operation's arguments without the paging ones. */
export type PageArgs<K extends PagedOperationId> = Omit<ArgsOf<K>, 'offset' | 'count' | 'extended'>;

export interface PaginateOptions extends CallOptions {
  /** Items per request (1 to 1000). Default 100. */
  pageSize?: number;
}

type Call = (args: Record<string, unknown>, init?: CallOptions) => Promise<unknown>;

/** Yields every item of a paged list, one request per page, until the server says it is complete. */
export async function* paginate<T>(
  call: Call,
  args: Record<string, unknown>,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const { pageSize = 100, ...init } = options;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw new RangeError('pageSize must be a whole number from 1 to 1000');
  }
  for (let offset = 0; ;) {
    const page = (await call({ ...args, offset, count: pageSize }, init)) as
      T[] | { items: T[]; listCompleted: boolean };
    const items = Array.isArray(page) ? page : page.items;
    yield* items;
    offset += items.length;
    // A bare array gives no listCompleted: a short page is the last one.
    const done = Array.isArray(page) ? items.length < pageSize : page.listCompleted;
    if (done || items.length === 0) return;
  }
}
