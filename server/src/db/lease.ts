// A lease on a named job in the database, so that of several processes sharing it one runs the
// job at a time. Taking it is one UPDATE (atomic on SQLite and PostgreSQL alike): it succeeds for
// the holder or once the last holder's time ran out, so a process killed while holding it stops
// holding it when its time is up. Times are the machine's, not a test clock's: a lease is about
// processes being alive.
import type { Db } from './knex.js';

/** Takes (or extends) the lease `name` for `holder` for `ttlMs`; false while another holds it. */
export async function takeLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const now = Date.now();
  await db('job_leases').insert({ name, holder: '', until_ms: 0 }).onConflict('name').ignore();
  const n = await db('job_leases')
    .where({ name })
    .andWhereRaw('(holder = ? or until_ms < ?)', [holder, now])
    .update({ holder, until_ms: now + ttlMs });
  return Number(n) === 1;
}

/** Gives the lease up at once, if `holder` holds it. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db('job_leases').where({ name, holder }).update({ until_ms: 0 });
}
