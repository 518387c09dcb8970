// Paged lists: which operations page, what one item is, and `paginate`, which walks every page.
// (A list method's overloads, generated, resolve to the list record or, with `extended: false`, the bare array.)
import type { CallOptions } from './options.js';
import type { ArgsOf, DataOf, OperationId } from './types.js';

/**
 * Operations that take `offset` and `count`. An operation without arguments has
 * `Record<string, never>`, whose keys are every string: it names no `offset`, so it is not one.
 */
export type PagedOperationId = {
  [K in OperationId]: string extends keyof ArgsOf<K>
    ? never
    : 'offset' | 'count' extends keyof ArgsOf<K>
      ? K
      : never;
}[OperationId];

/** Paged operations that take `extended` and answer either shape. */
export type ExtendedOperationId = {
  [K in PagedOperationId]: 'extended' extends keyof ArgsOf<K> ? K : never;
}[PagedOperationId];

/** The type of one item of a paged operation's answer. */
export type ItemOf<K extends PagedOperationId> =
  DataOf<K> extends infer D
    ? D extends readonly (infer I)[]
      ? I
      : D extends { items: readonly (infer I)[] }
        ? I
        : never
    : never;

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
