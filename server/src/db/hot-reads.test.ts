// stableRows keeps an answer only until the next commit of any other connection: this process's
// own writes (through Knex) and another process's (here: a connection of its own) alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createHotReads } from './hot-reads.js';
import { createDb } from './knex.js';

const dir = mkdtempSync(join(tmpdir(), 'insuite-hot-reads-'));
const file = join(dir, 'x.db');
const db = createDb({ sqlitePath: file });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('stableRows on SQLite', () => {
  it('answers from what it kept until another connection commits, then reads again', async () => {
    await db.schema.createTable('counter', (t) => {
      t.integer('id').primary();
      t.integer('n');
    });
    await db('counter').insert({ id: 1, n: 0 });
    const reads = createHotReads(db);
    const read = async () =>
      (await reads.stableRows<{ n: number }>('counter', 'select n from counter where id = ?', [1]))[0]!.n;
    expect(await read()).toBe(0);

    const other = new Database(file);
    other.prepare('update counter set n = 1').run();
    expect(await read()).toBe(1);
    await db('counter').update({ n: 2 });
    expect(await read()).toBe(2);
    other.prepare('update counter set n = 3').run();
    other.close();
    expect(await read()).toBe(3);

    // Kept: the same array while nothing was committed.
    const a = await reads.stableRows('counter', 'select n from counter where id = ?', [1]);
    expect(await reads.stableRows('counter', 'select n from counter where id = ?', [1])).toBe(a);
    await reads.close();
  });
});
