// Who has a SQLite database open, so that a restore never replaces the file under a live server.
//
// Every server process (the only one, or the primary and each worker) holds a SHARED lock on a side
// file, <database>.lock (an empty SQLite database), from its start until it ends: SQLite's own
// file locks, which in EXCLUSIVE locking mode are never released once taken, and which the
// operating system drops when the process ends however it ends, so a crash leaves no stale lock.
// Many servers may share it; a restore takes it EXCLUSIVE, which it gets only while no server
// holds it, and keeps it while it renames files, so that no server starts in between.
// Processes that are not insuite servers (a backup under way, the sqlite3 shell) take no such
// lock: on Linux /proc tells which processes have the database, its log or the lock file open,
// which is also how a refusal names the process.
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from './sqlite-driver.js';

export const lockFileOf = (dbPath: string): string => `${dbPath}.lock`;

/** Thrown when the lock cannot be had; the message says who holds the database. */
export class DatabaseInUseError extends Error {}

export interface OpenBy {
  pid: number;
  command: string;
}

/** Processes other than this one that have one of `files` open (Linux; elsewhere none are found). */
export function processesHolding(files: string[]): OpenBy[] {
  const wanted = new Set(
    files.map((f) => {
      try {
        return join(realpathSync(dirname(f)), basename(f));
      } catch {
        return f;
      }
    }),
  );
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid);
  } catch {
    return [];
  }
  const found: OpenBy[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    const holds = fds.some((fd) => {
      try {
        return wanted.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 200);
    } catch {
      // gone meanwhile
    }
    found.push({ pid: Number(pid), command });
  }
  return found;
}

const describe = (list: OpenBy[]): string =>
  list.map((p) => `process ${p.pid}${p.command ? ` (${p.command})` : ''}`).join(', ');

const isBusy = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  String((err as { code?: unknown }).code).startsWith('SQLITE_BUSY');

// The connections holding a lock: referenced here so that garbage collection never closes one.
const held = new Set<Database.Database>();

/**
 * Holds the shared lock of the database at `dbPath` for as long as this process lives (or until
 * `release`). Waits up to `timeoutMs` for a restore under way, then throws DatabaseInUseError.
 */
export function holdDatabase(dbPath: string, timeoutMs = 5000): { release(): void } {
  const lock = new Database(lockFileOf(dbPath), { timeout: timeoutMs });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first read takes the SHARED lock; in this locking mode it is kept.
    lock.prepare('select count(*) from sqlite_master').get();
  } catch (err) {
    lock.close();
    if (isBusy(err)) {
      throw new DatabaseInUseError(
        `a restore is replacing the database at ${dbPath}; start again when it is done`,
      );
    }
    throw err;
  }
  held.add(lock);
  return {
    release: () => {
      held.delete(lock);
      lock.close();
    },
  };
}

/**
 * Takes the database at `dbPath` for this process alone: throws DatabaseInUseError, naming the
 * processes, while a server holds it or any other process has the database open.
 */
export function takeDatabase(dbPath: string): { release(): void } {
  const files = [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, lockFileOf(dbPath)];
  const refuse = (): never => {
    const holders = processesHolding(files);
    throw new DatabaseInUseError(
      `the database at ${dbPath} is open in ${holders.length ? describe(holders) : 'a running server'}; stop it first`,
    );
  };
  const lock = new Database(lockFileOf(dbPath), { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('begin exclusive');
  } catch (err) {
    lock.close();
    if (isBusy(err)) refuse();
    throw err;
  }
  // No server holds it; some other process may still have the database itself open.
  if (processesHolding(files).length) {
    lock.close();
    refuse();
  }
  return { release: () => lock.close() };
}
