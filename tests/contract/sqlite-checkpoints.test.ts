// On SQLite the server's own connections leave checkpoints to a background worker (so a commit
// never stops the event loop to copy the log into the database file). Shown from the outside: the
// database file alone, without its log, soon holds what was written.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from '../../server/src/db/sqlite-driver.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, startServer, type TestServer } from '../support/server.js';
import { tenant } from '../support/given.js';

let s: TestServer;
beforeAll(async () => {
  if (engine() === 'sqlite') s = await startServer();
});
afterAll(() => s?.close());

/**
 * Rows of resource_groups in a copy of the database file made without its log: none while no
 * checkpoint has yet copied the table's creation into the file.
 */
function rowsInFileAlone(dataDir: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'insuite-ckpt-'));
  try {
    copyFileSync(join(dataDir, 'insuite.db'), join(dir, 'copy.db'));
    const conn = new Database(join(dir, 'copy.db'), { readonly: true });
    try {
      const table = conn
        .prepare("select 1 from sqlite_master where type = 'table' and name = 'resource_groups'")
        .get();
      if (!table) return 0;
      return (conn.prepare('select count(*) as n from resource_groups').get() as { n: number }).n;
    } finally {
      conn.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(engine() !== 'sqlite')('SQLite checkpoints', () => {
  it('copy committed writes into the database file in the background, well before the log is large', async () => {
    const t = await tenant(s.admin);
    const n = 150;
    for (let i = 0; i < n; i++) {
      await s.admin.createResourceGroup({
        tenantLocator: t,
        body: { name: `g${i}`, selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] },
      });
    }
    // 150 small commits stay far below the connections' own threshold (10,000 pages): only the
    // worker's checkpoints can have put them into the file.
    // Waited for until they are there (the test's time limit ends a wait that never ends).
    let rows = rowsInFileAlone(s.dataDir);
    while (rows < n) {
      await new Promise((r) => setTimeout(r, 100));
      rows = rowsInFileAlone(s.dataDir);
    }
    expect(rows).toBe(n);
  });
});
