// Backups of a SQLite database, taken while the server runs, and their restore. The copy is made
// by SQLite's online backup on a connection of its own: every page in one step, so that it is the
// database as of one moment (one read transaction; in WAL mode the server's writers go on
// meanwhile), written beside its destination and renamed into place once checked. PostgreSQL is
// backed up with its own tools (pg_dump/pg_restore, see docs/backups.md).
import {
  existsSync,
  renameSync,
  rmSync,
  statSync,
  copyFileSync,
  openSync,
  fsyncSync,
  closeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import Database from './sqlite-driver.js';
import { DatabaseInUseError, takeDatabase } from './sqlite-lock.js';

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
}

/** What is wrong with `file` as an insuite database; undefined when it is one, whole. */
function problemOf(file: string): string | undefined {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') return `it fails SQLite's check: ${String(check)}`;
    const migrations = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'knex_migrations'")
      .get() as { n: number };
    if (!migrations.n) return 'it is not an insuite database (it has no migrations table)';
    return undefined;
  } catch (err) {
    return `it cannot be read as a SQLite database: ${(err as Error).message}`;
  } finally {
    db?.close();
  }
}

function fsyncFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Copies the database at `dbPath` (a server may be running on it) to the new file `dest`. */
export async function backupSqlite(dbPath: string, dest: string): Promise<BackupResult> {
  if (!existsSync(dbPath)) throw new BackupError(`there is no database at ${dbPath}`);
  if (existsSync(dest)) throw new BackupError(`${dest} exists already; a backup is written to a new file`);
  if (!existsSync(dirname(dest))) throw new BackupError(`the folder of ${dest} does not exist`);
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(dbPath, { fileMustExist: true });
  let pages: number;
  try {
    source.pragma('busy_timeout = 5000');
    const done = await source.backup(partial, {
      // The first step only counts; then every page at once: one snapshot, never restarted by a
      // write of the server between steps.
      progress: () => 0x7fffffff,
    });
    pages = done.totalPages;
  } catch (err) {
    rmSync(partial, { force: true });
    throw new BackupError(`the backup failed: ${(err as Error).message}`);
  } finally {
    source.close();
  }
  // A file of its own: no write-ahead log beside it.
  const copy = new Database(partial);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const problem = problemOf(partial);
  if (problem) {
    rmSync(partial, { force: true });
    throw new BackupError(`the copy is not usable: ${problem}`);
  }
  fsyncFile(partial);
  renameSync(partial, dest);
  return { file: dest, bytes: statSync(dest).size, pages };
}

export interface RestoreResult {
  database: string;
  /** Where the database that was replaced went, if there was one. */
  replaced?: string;
}

/**
 * Puts the backup `file` in place as the database at `dbPath`. Refused while any process has that
 * database open (sqlite-lock.ts), with or without `force`: a server keeps writing into the file it
 * opened, renamed or not, and what it answered would be lost. A database already there is kept
 * beside it (renamed), and only replaced when `force` is given.
 */
export function restoreSqlite(
  file: string,
  dbPath: string,
  opts: { force?: boolean; now?: Date } = {},
): RestoreResult {
  if (!existsSync(file)) throw new BackupError(`there is no backup at ${file}`);
  const problem = problemOf(file);
  if (problem) throw new BackupError(`${file} cannot be restored: ${problem}`);
  if (!existsSync(dirname(dbPath)))
    throw new BackupError(`the data folder ${dirname(dbPath)} does not exist`);
  let lock: { release(): void };
  try {
    // Held until the files are in place: no server starts on the database meanwhile.
    lock = takeDatabase(dbPath);
  } catch (err) {
    if (err instanceof DatabaseInUseError) throw new BackupError(`nothing was restored: ${err.message}`);
    throw err;
  }
  try {
    const present = existsSync(dbPath);
    if (present && !opts.force) {
      throw new BackupError(
        `a database is at ${dbPath} already; restore with --force to replace it (it is kept beside, renamed)`,
      );
    }
    const incoming = `${dbPath}.restoring`;
    copyFileSync(file, incoming);
    fsyncFile(incoming);
    let replaced: string | undefined;
    if (present) {
      replaced = `${dbPath}.replaced-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dbPath, replaced);
      // The log of the database replaced belongs to it, never to the one restored.
      for (const suffix of ['-wal', '-shm']) {
        if (existsSync(dbPath + suffix)) renameSync(dbPath + suffix, replaced + suffix);
      }
    }
    renameSync(incoming, dbPath);
    return { database: dbPath, ...(replaced ? { replaced } : {}) };
  } finally {
    lock.release();
  }
}
