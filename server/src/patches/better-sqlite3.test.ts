import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepPrepared } from './better-sqlite3.js';

const require = createRequire(import.meta.url);
const sourceHash = (f: unknown) => createHash('sha256').update(String(f)).digest('hex').slice(0, 16);

// Both drivers the server loads (db/sqlite-driver.ts): better-sqlite3 13, and 12 under an alias.
// Requiring a package loads its JavaScript only; its addon loads with the first database opened.
const drivers = [
  // 13's addon needs Node-API 10.
  {
    pkg: 'better-sqlite3',
    version: '13.2.0',
    prepare: 'b33f5d889c68df89',
    runs: Number(process.versions.napi) >= 10,
  },
  // 12 aborts the process on Node 24 (docs/testing.md).
  {
    pkg: 'better-sqlite3-12',
    version: '12.11.1',
    prepare: 'eaff61c6ba3f96ad',
    runs: Number(process.versions.node.split('.')[0]) < 24,
  },
];
const Database = (pkg: string) => require(pkg) as typeof BetterSqlite3;

// The patch relies on Knex's client preparing each query through the connection's `prepare` and
// running the statement whole (all or run), and on better-sqlite3's statements being reusable
// after a run. When an upgrade changes that code, read the patch again against it, then update the
// pins here.
describe('the better-sqlite3 and Knex code the patch relies on', () => {
  it('is the code it was written against', () => {
    const client = require('knex/lib/dialects/better-sqlite3/index.js') as { prototype: { _query: unknown } };
    expect({
      drivers: drivers.map(({ pkg }) => ({
        pkg,
        version: (require(`${pkg}/package.json`) as { version: string }).version,
        prepare: sourceHash(Database(pkg).prototype.prepare),
      })),
      knex: (require('knex/package.json') as { version: string }).version,
      query: sourceHash(client.prototype._query),
    }).toEqual({
      drivers: drivers.map(({ pkg, version, prepare }) => ({ pkg, version, prepare })),
      knex: '3.3.0',
      query: '86dc68b277b5fb68',
    });
  });
});

describe.each(drivers)('keepPrepared on $pkg $version', ({ pkg, runs }) => {
  it.runIf(runs)(
    'answers the statement prepared before for the same text, which runs again as a fresh one would',
    () => {
      const conn = new (Database(pkg))(':memory:');
      try {
        keepPrepared(conn);
        conn.prepare('create table t (n integer)').run();
        const insert = conn.prepare('insert into t (n) values (?)');
        expect(conn.prepare('insert into t (n) values (?)')).toBe(insert);
        insert.run(1);
        insert.run(2);
        expect(conn.prepare('select n from t order by n').all()).toEqual([{ n: 1 }, { n: 2 }]);
        // A schema change: SQLite prepares the kept statement again by itself.
        conn.prepare('alter table t add column m integer').run();
        expect(conn.prepare('select * from t order by n').all()).toEqual([
          { n: 1, m: null },
          { n: 2, m: null },
        ]);
      } finally {
        conn.close();
      }
    },
  );
});
