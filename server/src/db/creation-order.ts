// Where a new row goes in a list paged in creation order (created_at, then id): always after every
// row of that list already committed. Two writes of one list could otherwise take their time and
// id in one order and commit in the other, and a client paging through the list while they commit
// would see one row twice or miss one. The caller calls `stamp` first thing in the transaction
// that inserts the row: it waits for any other insert into the same list (a transaction-scoped
// advisory lock on PostgreSQL; SQLite has one writer at a time and takes the write lock here), then
// answers a time and id past the newest row committed.
import { incrementBase32 } from 'ulid';
import { isPostgres, type Tx } from './knex.js';

export interface Stamp {
  createdAt: string;
  id: string;
}

/**
 * The creation time and id of a new row of `table` within `scope` (e.g. `{ tenant_id }`), after
 * every row of it already there. `now` and `newId` are the caller's clock and ids.
 */
export async function stamp(
  tx: Tx,
  table: string,
  scope: Record<string, string>,
  now: () => string,
  newId: () => string,
): Promise<Stamp> {
  const key = `${table}:${Object.values(scope).join(':')}`;
  if (isPostgres(tx)) {
    await tx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  } else {
    // NOTE(dialect): a write that changes nothing takes SQLite's write lock now, so that another
    // process cannot commit a row of this list between the read below and this insert.
    await tx.raw(`update ${table} set id = id where 0`);
  }
  const newest = (await tx(table)
    .where(scope)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first('created_at', 'id')) as { created_at: string; id: string } | undefined;
  const createdAt = now();
  const id = newId();
  if (!newest || createdAt > newest.created_at) return { createdAt, id };
  // The clock has not moved past the newest row (the same millisecond, or another process's clock
  // a little ahead): the same time, and an id after the newest.
  const after = id > newest.id ? id : newest.id.slice(0, 10) + incrementBase32(newest.id.slice(10));
  return { createdAt: newest.created_at, id: after };
}
