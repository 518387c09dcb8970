// Writes on SQLite from several connections (as from several processes): every transaction holds
// the write lock from its begin, and a write that finds the lock taken waits for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isBusy, whileBusy, WRITE_WAIT_MS } from './busy.js';
import { createHotReads } from './hot-reads.js';
import { createDb, type Db } from './knex.js';
import Database from './sqlite-driver.js';

const dir = mkdtempSync(join(tmpdir(), 'insuite-writes-'));
const file = join(dir, 'writes.db');
let db: Db;
/** Another connection to the same file, standing for another process; it never waits. */
let other: Database.Database;

const takeLock = (conn: Database.Database) => conn.exec('BEGIN IMMEDIATE');
/** Whether `conn` could have the write lock now (it gives it back at once). */
function lockIsFree(conn: Database.Database): boolean {
  try {
    takeLock(conn);
  } catch (err) {
    if (isBusy(err)) return false;
    throw err;
  }
  conn.exec('ROLLBACK');
  return true;
}

/** Resolves once `db` has sent its next statement to SQLite (and so made its first try). */
function nextStatement(): Promise<void> {
  return new Promise((sent) =>
    db.once('query', () => {
      // The first try runs in the same call as the event; the next turn of the loop comes after.
      setImmediate(sent);
    }),
  );
}

const names = async () => (await db('notes').orderBy('name').pluck('name')) as string[];

beforeAll(async () => {
  db = createDb({ sqlitePath: file });
  await db.schema.createTable('notes', (t) => t.string('name').primary());
  other = new Database(file, { timeout: 0 });
});
afterEach(async () => {
  if (other.inTransaction) other.exec('ROLLBACK');
  await db('notes').delete();
});
afterAll(async () => {
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('writes on SQLite', () => {
  it('a transaction holds the write lock from its begin, before it reads or writes', async () => {
    const tx = await db.transaction();
    try {
      expect(lockIsFree(other)).toBe(false);
    } finally {
      await tx.rollback();
    }
    expect(lockIsFree(other)).toBe(true);
  });

  it('a transaction that reads, then writes after another connection committed, commits', async () => {
    // Under a deferred begin the write fails at once (SQLITE_BUSY_SNAPSHOT): the other connection's
    // commit made the transaction's snapshot stale. Under BEGIN IMMEDIATE the other one cannot
    // commit in between; it is refused, and the transaction's writes all land.
    await db.transaction(async (tx) => {
      expect(await tx('notes').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(() => other.prepare(`insert into notes (name) values ('other')`).run()).toThrow(
        expect.objectContaining({ code: 'SQLITE_BUSY' }),
      );
      await tx('notes').insert({ name: 'mine' });
    });
    expect(await names()).toEqual(['mine']);
  });

  it('a read-only transaction leaves the lock to writers', async () => {
    await db.transaction(
      async (tx) => {
        await tx('notes').select();
        expect(lockIsFree(other)).toBe(true);
      },
      { readOnly: true },
    );
  });

  it('a transaction that finds the lock taken begins once it is free', async () => {
    takeLock(other);
    other.prepare(`insert into notes (name) values ('first')`).run();
    const sent = nextStatement();
    const done = db.transaction(async (tx) => {
      await tx('notes').insert({ name: 'second' });
    });
    await sent;
    other.exec('COMMIT');
    await done;
    expect(await names()).toEqual(['first', 'second']);
  });

  it('a write outside a transaction that finds the lock taken is made once it is free', async () => {
    takeLock(other);
    const sent = nextStatement();
    // A query builder runs once it is awaited or then'd.
    const done = db('notes')
      .insert({ name: 'alone' })
      .then(() => undefined);
    await sent;
    other.exec('ROLLBACK');
    await done;
    expect(await names()).toEqual(['alone']);
  });

  it('a prepared write (hot reads) that finds the lock taken is made once it is free', async () => {
    const reads = createHotReads(db);
    const writer = (await db.client.acquireConnection()) as Database.Database;
    await db.client.releaseConnection(writer);
    // The other connection gives the lock back as soon as the write has found it taken.
    const prepare = writer.prepare.bind(writer);
    const spy = vi.spyOn(writer, 'prepare').mockImplementation((sql: string) => {
      const stmt = prepare(sql);
      const run = stmt.run.bind(stmt);
      stmt.run = (...params: unknown[]) => {
        try {
          return run(...params);
        } catch (err) {
          if (isBusy(err) && other.inTransaction) other.exec('ROLLBACK');
          throw err;
        }
      };
      return stmt;
    });
    try {
      takeLock(other);
      await reads.run('insuite_test_note', 'insert into notes (name) values (?)', ['prepared']);
      expect(other.inTransaction).toBe(false);
      expect(await names()).toEqual(['prepared']);
    } finally {
      spy.mockRestore();
      await reads.close();
    }
  });
});

describe('whileBusy', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

  it('tries again while the database is busy', async () => {
    let tries = 0;
    const answer = await whileBusy(() => {
      if (++tries < 3) throw busy();
      return 'written';
    });
    expect({ answer, tries }).toEqual({ answer: 'written', tries: 3 });
  });

  it('gives up busy once WRITE_WAIT_MS have passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    let tries = 0;
    const outcome = whileBusy(() => {
      tries++;
      throw busy();
    }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(WRITE_WAIT_MS + 100);
    expect(isBusy(await outcome)).toBe(true);
    expect(tries).toBeGreaterThan(1);
  });

  it('does not try again on another error', async () => {
    let tries = 0;
    await expect(
      whileBusy(() => {
        tries++;
        throw new Error('no such table');
      }),
    ).rejects.toThrow('no such table');
    expect(tries).toBe(1);
  });
});
