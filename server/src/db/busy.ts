// When the database cannot take a write now: SQLite's one write lock held by another process past
// the wait, or a PostgreSQL transaction chosen to give way (deadlock, serialization failure).
// Such a write changed nothing; the caller may send it again (503 with Retry-After,
// http/problem.ts). docs/scaling.md says how writes take SQLite's lock.

/** How long, in all, a SQLite statement waits for the write lock before it fails busy. */
export const WRITE_WAIT_MS = 5000;
/**
 * SQLite's busy timeout on the connection that writes: the part of the wait spent inside one
 * call, during which the process's event loop stands still. The rest is waited between calls.
 */
export const BUSY_TIMEOUT_MS = 100;
/** What a 503 for a busy database tells the caller to wait, in seconds. */
export const BUSY_RETRY_AFTER_S = 1;

interface DriverError {
  code?: unknown;
}

// PostgreSQL: serialization_failure, deadlock_detected, lock_not_available.
const PG_GIVE_WAY = new Set(['40001', '40P01', '55P03']);

/** The database could not take the write now (SQLITE_BUSY and its extended codes; see above). */
export function isBusy(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = String((err as DriverError).code);
  return code.startsWith('SQLITE_BUSY') || PG_GIVE_WAY.has(code);
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `attempt` until it does not fail busy, or until WRITE_WAIT_MS have passed since the first
 * try (then its last error is thrown). Only for an attempt that changes nothing when it fails
 * busy: one SQLite statement outside a transaction (autocommit, or the BEGIN IMMEDIATE that
 * opens one). The pauses between tries are short and spread, so that processes waiting for the
 * same lock do not try again in step.
 */
export async function whileBusy<T>(attempt: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isBusy(err) || performance.now() - started >= WRITE_WAIT_MS) throw err;
    }
    await pause(Math.min(2 ** tries, 50) * (0.5 + Math.random()));
  }
}
