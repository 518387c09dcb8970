import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './knex.js';
import Database, { sqliteDriverPackage } from './sqlite-driver.js';

const require = createRequire(import.meta.url);

// By release: 12 aborts on Node 24; 13 crashes on every Node before 22.14 and costs more CPU per
// statement than 12 on Node 22.
function driverFor(version: string): { pkg: string; major: number } {
  const major = Number(version.split('.')[0]);
  return major >= 24 ? { pkg: 'better-sqlite3', major: 13 } : { pkg: 'better-sqlite3-12', major: 12 };
}

describe('the SQLite driver', () => {
  const expected = driverFor(process.versions.node);
  const dir = mkdtempSync(join(tmpdir(), 'insuite-driver-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`is better-sqlite3 ${expected.major} on Node ${process.versions.node}`, async () => {
    const version = (require(`${expected.pkg}/package.json`) as { version: string }).version;
    expect({ package: sqliteDriverPackage, major: Number(version.split('.')[0]) }).toEqual({
      package: expected.pkg,
      major: expected.major,
    });
    expect(Database).toBe(require(expected.pkg));

    // Knex's connections come from the same package.
    const db = createDb({ sqlitePath: join(dir, 'driver.db') });
    try {
      const conn: unknown = await db.client.acquireConnection();
      try {
        expect(conn).toBeInstanceOf(require(expected.pkg));
      } finally {
        await db.client.releaseConnection(conn);
      }
      expect(await db.raw('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
