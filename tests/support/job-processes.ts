// What the process tests of the time-driven jobs (auto-renewals, invoices, delinquencies) share: a database of
// the engine of the run, filled by a server process whose job does not run again, then read
// directly once other processes have run the job on it. A file whose tests start from the same
// filled database fills it once and gives each test a copy (filledOnce).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { unique } from './given.js';
import { acceptAndIssue, type quote } from './policy.js';
import { serverProcess, type Where } from './server-process.js';
import { freshDatabase, migratedDatabase } from './server.js';

/** The kill of a test lands after a random amount of work; the seed is printed (KILL_SEED replays one). */
export const KILL_SEED = Number(process.env.KILL_SEED ?? randomBytes(4).readUInt32LE());
export const DAY_MS = 86_400_000;
const TOKEN = `ist_${randomBytes(24).toString('base64url')}`;
/** The auto-renewal job polling once a day: the billing jobs' tests run them on their own settings. */
export const RENEWALS_QUIET = { INSUITE_RENEWAL_POLL_MS: '86400000' };
/** The jobs of the process that issues the policies run at its start only (nothing is due then). */
const QUIET = { ...RENEWALS_QUIET, INSUITE_BILLING_POLL_MS: '86400000' };

/** A folder for the file's data folders, made before its tests and removed after them. */
export function workFolder(prefix: string): () => string {
  let work: string | undefined;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(work!, { recursive: true, force: true }));
  return () => work!;
}

type Admin = ReturnType<Awaited<ReturnType<typeof serverProcess>>['as']>;

/**
 * A fresh database, a quiet server process on it for `fill` (handed the admin client), stopped
 * after it; then the database opened directly.
 */
export async function filledDatabase<T>(work: string, fill: (admin: Admin) => Promise<T>) {
  // Migrated already (what these files assert is the jobs', not a first start's).
  const dataDir = join(work, unique('data'));
  mkdirSync(dataDir);
  const database = await migratedDatabase(join(dataDir, 'insuite.db'));
  const where: Where = { dataDir, adminToken: TOKEN, databaseUrl: database.databaseUrl };
  const server = await serverProcess({ ...where, env: QUIET });
  const filled = await fill(server.as(TOKEN));
  await server.stop();
  const db = createDb({ databaseUrl: where.databaseUrl, sqlitePath: join(where.dataDir, 'insuite.db') });
  return { where, db, filled, drop: () => database.drop() };
}

/**
 * filledDatabase made once for the file, on the first call, and each call a copy of it of its own
 * (on PostgreSQL a database made from it as a template, on SQLite a copy of its data folder): the
 * file's tests share the fill's work (a server process's start, the quotes issued through it),
 * never what a test's processes then write. The filled database itself is dropped after the file.
 */
export function filledOnce<T>(work: () => string, fill: (admin: Admin) => Promise<T>) {
  let made: Promise<{ where: Where; filled: T; drop(): Promise<void> }> | undefined;
  afterAll(async () => {
    const template = await made?.catch(() => undefined);
    await template?.drop();
  });
  return async () => {
    made ??= filledDatabase(work(), fill).then(async ({ where, db, filled, drop }) => {
      // A database with a connection open cannot be a template.
      await db.destroy();
      return { where, filled, drop };
    });
    const template = await made;
    const dataDir = join(work(), unique('data'));
    cpSync(template.where.dataDir, dataDir, { recursive: true });
    const database = template.where.databaseUrl
      ? await freshDatabase(new URL(template.where.databaseUrl).pathname.slice(1))
      : { databaseUrl: undefined, drop: async () => {} };
    const where: Where = { ...template.where, dataDir, databaseUrl: database.databaseUrl };
    const db = createDb({ databaseUrl: where.databaseUrl, sqlitePath: join(dataDir, 'insuite.db') });
    return { where, db, filled: template.filled, drop: () => database.drop() };
  };
}

/** `n` quotes made by `make` and issued, ten at a time; their policies' locators. */
export async function issuedPolicies(
  admin: Admin,
  tenantLocator: string,
  n: number,
  make: () => ReturnType<typeof quote>,
): Promise<string[]> {
  const policies: string[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async () => {
        const q = await make();
        return (await acceptAndIssue(admin, { tenantLocator, locator: q.locator })).policyLocator!;
      }),
    );
    policies.push(...batch);
  }
  return policies;
}

/** The `n` of a `count({ n: '*' })` query. */
export const count = async (q: Promise<unknown>) => Number(((await q) as { n: number | string }[])[0]!.n);

/** Waits (on the database, not a time) until `done` holds, failing as soon as a process exits. */
export async function untilDone(db: Db, done: (db: Db) => Promise<boolean>, alive: () => boolean) {
  for (let i = 0; i < 2400; i++) {
    if (await done(db)) return;
    if (!alive()) throw new Error('a server process exited');
    await new Promise((r) => setTimeout(r, 50));
  }
}
