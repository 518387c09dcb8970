// The data folder (INSUITE_DATA_DIR): the SQLite database, the master key file and admin-token
// live there. It is made once, at the start, before anything is written into it, whichever engine
// holds the data: on PostgreSQL the folder still receives the key file and the admin token.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a server writes the admin token it makes on the first start of its database: a file of
 * that database alone, so that servers on other databases sharing the folder never overwrite it.
 * SQLite's database is the folder's own (admin-token); a PostgreSQL database is named by its host,
 * port and name (admin-token.postgresql-HOST-PORT-NAME).
 */
export function adminTokenFile(dataDir: string, databaseUrl?: string): string {
  if (!databaseUrl) return join(dataDir, 'admin-token');
  let id = 'postgresql';
  try {
    const u = new URL(databaseUrl);
    const name = decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres';
    id = `postgresql-${u.hostname || 'localhost'}-${u.port || '5432'}-${name}`;
  } catch {
    // Not a URL (a connection string of key=value pairs): one file for them all.
  }
  return join(dataDir, `admin-token.${id.replace(/[^A-Za-z0-9._-]/g, '_')}`);
}

const codeOf = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && 'code' in err
    ? String((err as { code: unknown }).code)
    : undefined;

/** Why `dir` cannot serve as the data folder, in words. */
function reason(err: unknown): string {
  switch (codeOf(err)) {
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file stands where a folder is needed';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return err instanceof Error ? err.message : String(err);
  }
}

/** Thrown when the data folder cannot be made or written; the message names INSUITE_DATA_DIR. */
export class DataDirError extends Error {}

/** Makes `dir` (and its parents) when missing and checks that it is a folder this process may write. */
export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw new DataDirError(
      `cannot use the data folder ${dir}: ${reason(err)}; check INSUITE_DATA_DIR (it must be a writable folder)`,
      { cause: err },
    );
  }
}
