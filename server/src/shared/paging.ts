import type { Knex } from 'knex';

export interface PageRequest {
  offset?: number;
  count?: number;
}

export interface Page<T> {
  items: T[];
  listCompleted: boolean;
}

export const DEFAULT_COUNT = 100;

/**
 * Runs `query` for one page in a stable order (creation time, then id) and tells whether any item
 * lies beyond it, by asking for one row more than the page holds.
 */
export async function page<Row extends object, T>(
  query: Knex.QueryBuilder,
  req: PageRequest,
  map: (row: Row) => T,
  orderColumns: [string, string] = ['created_at', 'id'],
): Promise<Page<T>> {
  const offset = req.offset ?? 0;
  const count = req.count ?? DEFAULT_COUNT;
  const rows = (await query
    .orderBy(orderColumns[0], 'asc')
    .orderBy(orderColumns[1], 'asc')
    .offset(offset)
    .limit(count + 1)) as Row[];
  return { items: rows.slice(0, count).map(map), listCompleted: rows.length <= count };
}

/** `extended=false` answers the bare array; absent or true, the list record. */
export function listReply<T>(p: Page<T>, extended: boolean | undefined): Page<T> | T[] {
  return extended === false ? p.items : p;
}
