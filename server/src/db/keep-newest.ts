// Trimming a history table to its newest rows.
import type { Db, Tx } from './knex.js';

type Conn = Db | Tx;

/** Deletes the rows of `table` matching `where` but the newest `keep` (by creation time, then id). */
export async function keepNewest(
  db: Conn,
  table: string,
  where: Record<string, string>,
  keep: number,
): Promise<void> {
  const stale = await db(table)
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .select<{ id: string }[]>('id');
  if (stale.length)
    await db(table)
      .whereIn(
        'id',
        stale.map((r) => r.id),
      )
      .delete();
}
