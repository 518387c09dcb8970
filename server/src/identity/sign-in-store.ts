// Failed sign-ins per lower-cased user name, kept in the database so that every server process
// sharing it sees the same counts and locks.
import type { Db, Tx } from '../db/knex.js';

type Conn = Db | Tx;

export interface FailureRecord {
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | undefined;
}

interface FailureRow {
  failures: number | string;
  window_started_at: string;
  locked_until: string | null;
}

export async function findFailures(db: Conn, key: string): Promise<FailureRecord | undefined> {
  const row = await db('sign_in_failures')
    .where({ user_name_key: key })
    .first<FailureRow | undefined>('failures', 'window_started_at', 'locked_until');
  return row
    ? {
        failures: Number(row.failures),
        windowStartedAt: row.window_started_at,
        lockedUntil: row.locked_until ?? undefined,
      }
    : undefined;
}

/**
 * Counts one more attempt in one atomic statement and returns the count. A new window starts when
 * the last one began before `windowStart` or its lock has run out. Counts only grow within a
 * window, so of any number of concurrent attempts at most N see a count of N or less.
 */
export async function countAttempt(db: Conn, key: string, now: string, windowStart: string): Promise<number> {
  const fresh =
    '(sign_in_failures.window_started_at < ? or (sign_in_failures.locked_until is not null and sign_in_failures.locked_until <= ?))';
  await db('sign_in_failures')
    .insert({ user_name_key: key, failures: 1, window_started_at: now, locked_until: null })
    .onConflict('user_name_key')
    .merge({
      failures: db.raw(`case when ${fresh} then 1 else sign_in_failures.failures + 1 end`, [
        windowStart,
        now,
      ]),
      window_started_at: db.raw(`case when ${fresh} then ? else sign_in_failures.window_started_at end`, [
        windowStart,
        now,
        now,
      ]),
      locked_until: db.raw(`case when ${fresh} then null else sign_in_failures.locked_until end`, [
        windowStart,
        now,
      ]),
    });
  return (await findFailures(db, key))?.failures ?? 1;
}

export async function lock(db: Conn, key: string, until: string): Promise<void> {
  await db('sign_in_failures').where({ user_name_key: key }).update({ locked_until: until });
}

/** A successful sign-in forgets earlier failures. */
export async function clearFailures(db: Conn, key: string): Promise<void> {
  await db('sign_in_failures').where({ user_name_key: key }).delete();
}
