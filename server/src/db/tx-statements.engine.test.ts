// The prepared statements of tx-statements run inside the Knex transaction they are given, on its
// connection: they see its earlier writes, and a rollback takes them back with the rest.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './knex.js';
import { inTransaction, txInsert, txRows, txRun, txUpdate } from './tx-statements.js';

async function exercise(db: Db) {
  await db.schema.createTable('things', (t) => {
    t.string('id').primary();
    t.integer('n').notNullable();
    t.string('note');
  });
  expect(inTransaction(db)).toBe(false);
  await db.transaction(async (tx) => {
    expect(inTransaction(tx)).toBe(true);
    await txInsert(tx, 'things_insert', 'things', { id: 'a', n: 1, note: null });
    await tx('things').insert({ id: 'b', n: 2, note: 'knex' });
    // Both writes of the transaction, the prepared one and Knex's, are seen by each.
    expect(await txUpdate(tx, 'things_bump', 'things', { n: 10 }, { id: 'b' })).toBe(1);
    expect(await txUpdate(tx, 'things_bump', 'things', { n: 11 }, { id: 'none' })).toBe(0);
    const back = await txRows<{ id: string; n: number }>(
      tx,
      'things_bump_all',
      'update things set n = n + 1 where n < ? returning id, n',
      [100],
    );
    expect(back.map((r) => [r.id, Number(r.n)]).sort()).toEqual([
      ['a', 2],
      ['b', 11],
    ]);
  });
  expect((await db('things').orderBy('id')).map((r: { n: number }) => Number(r.n))).toEqual([2, 11]);

  // A rollback takes the prepared writes back with the rest of the transaction.
  await expect(
    db.transaction(async (tx) => {
      await txInsert(tx, 'things_insert', 'things', { id: 'c', n: 3, note: 'gone' });
      expect(await txRun(tx, 'things_clear', 'update things set note = ?', ['cleared'])).toBe(3);
      throw new Error('undo');
    }),
  ).rejects.toThrow('undo');
  const rows = await db('things').orderBy('id');
  expect(rows.map((r: { id: string; note: string | null }) => [r.id, r.note])).toEqual([
    ['a', null],
    ['b', 'knex'],
  ]);
}

describe('prepared statements in a transaction on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'insuite-tx-statements-'));
  const db = createDb({ sqlitePath: join(dir, 'x.db') });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('write in the transaction, seen by it and undone with it', () => exercise(db));
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements in a transaction on PostgreSQL', () => {
  it('write in the transaction, seen by it and undone with it', async () => {
    const admin = createDb({ databaseUrl: process.env.TEST_DATABASE_URL, sqlitePath: '' });
    const name = `insuite_test_${randomBytes(6).toString('hex')}`;
    await admin.raw(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const pg = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
    try {
      await exercise(pg);
    } finally {
      await pg.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    }
  });
});
