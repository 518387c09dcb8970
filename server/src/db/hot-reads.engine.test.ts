// stableRows keeps an answer only until the next commit of any other connection: this process's
// own writes (through Knex) and another process's (here: a connection of its own) alike, except an
// append (a write to a table no stable statement reads) known to be the only commit between two
// readings. On PostgreSQL calls share a read only when it was sent after each of them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from './sqlite-driver.js';
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

  it('keeps its answers across an append, but not across another commit before it', async () => {
    await db.schema.createTable('appended', (t) => {
      t.integer('id').primary();
    });
    const reads = createHotReads(db);
    const read = () => reads.stableRows<{ n: number }>('counter', 'select n from counter where id = ?', [1]);
    const append = (id: number) => reads.append('appended', 'insert into appended (id) values (?)', [id]);
    const a = await read();
    await append(1);
    expect(await read()).toBe(a);
    expect((await db('appended').count({ n: '*' }))[0]!.n).toBe(1);

    const other = new Database(file);
    other.prepare('update counter set n = 4').run();
    other.close();
    await append(2);
    const b = await read();
    expect(b).not.toBe(a);
    expect(b[0]!.n).toBe(4);
    // A commit of this process's own through Knex is another connection's to the reads too.
    await append(3);
    await db('counter').update({ n: 5 });
    expect((await read())[0]!.n).toBe(5);
    await reads.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('stableRows on PostgreSQL', () => {
  it('shares a read among calls only when it was sent after each of them', async () => {
    const admin = createDb({ databaseUrl: process.env.TEST_DATABASE_URL, sqlitePath: '' });
    const name = `insuite_test_${randomBytes(6).toString('hex')}`;
    await admin.raw(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const pg = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
    try {
      await pg.schema.createTable('counter', (t) => {
        t.integer('id').primary();
        t.integer('n');
      });
      await pg('counter').insert({ id: 1, n: 0 });
      const reads = createHotReads(pg);
      // A slow read: it is under way while the counter moves.
      const sql = 'select n, pg_sleep(0.5)::text as slept from counter where id = ?';
      const read = () => reads.stableRows<{ n: number }>('slow_counter', sql, [1]);
      const first = read();
      await new Promise((r) => setTimeout(r, 100));
      await pg('counter').update({ n: 1 });
      // Asked after the commit while the first read is still under way: not its answer.
      const [second, third] = await Promise.all([read(), read()]);
      expect(second[0]!.n).toBe(1);
      // Asked at the same time: one read, shared.
      expect(third).toBe(second);
      await first;
      await reads.close();
    } finally {
      await pg.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    }
  });
});
