// The job lease on the engine in use (SQLite, or PostgreSQL with TEST_DATABASE_URL): one holder
// at a time, extended by its holder, free once released or once its time ran out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/server.js';
import { createDb, type Db } from './knex.js';
import { releaseLease, takeLease } from './lease.js';
import { migrateLatest } from './migrate.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let db: Db;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'insuite-lease-'));
  database = await freshDatabase();
  db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dir, 'insuite.db') });
  await migrateLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('is held by one holder at a time until released or run out', async () => {
  expect(await takeLease(db, 'job', 'a', 60_000)).toBe(true);
  expect(await takeLease(db, 'job', 'b', 60_000)).toBe(false);
  expect(await takeLease(db, 'job', 'a', 60_000)).toBe(true);
  // Another job's lease is its own.
  expect(await takeLease(db, 'other', 'b', 60_000)).toBe(true);
  await releaseLease(db, 'job', 'b'); // not b's: nothing happens
  expect(await takeLease(db, 'job', 'b', 60_000)).toBe(false);
  await releaseLease(db, 'job', 'a');
  expect(await takeLease(db, 'job', 'b', 60_000)).toBe(true);
  // A holder killed while holding it (its time set in the past): the next one takes it.
  await db('job_leases')
    .where({ name: 'job' })
    .update({ until_ms: Date.now() - 1 });
  expect(await takeLease(db, 'job', 'c', 60_000)).toBe(true);
  // Many at once: exactly one gets it.
  await releaseLease(db, 'job', 'c');
  const got = await Promise.all(['d', 'e', 'f', 'g'].map((h) => takeLease(db, 'job', h, 60_000)));
  expect(got.filter(Boolean)).toHaveLength(1);
});
