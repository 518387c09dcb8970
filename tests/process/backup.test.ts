// Backups taken while the server writes, restored into a fresh server: every tenant comes back
// byte for byte (its export: configuration, every resource, groups). On SQLite through `insuite
// backup` and `insuite restore`; on PostgreSQL through pg_dump and pg_restore (when present).
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tableZip, type InsuiteClient } from '@insuite/client';
import Database from '../../server/src/db/sqlite-driver.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuite } from '../support/cli.js';
import { homeownersConfig, tenant, unique } from '../support/given.js';
import { secret } from '../support/resources.js';
import { serverProcess, type ServerProcess } from '../support/server-process.js';
import { freshDatabase, startServer, type TestServer } from '../support/server.js';

const run = promisify(execFile);
const onPath = (bin: string): boolean =>
  (process.env.PATH ?? '').split(':').some((d) => d && existsSync(join(d, bin)));
const pgTools = onPath('pg_dump') && onPath('pg_restore');

let s: TestServer;
let work: string;
beforeAll(async () => {
  s = await startServer();
  work = mkdtempSync(join(tmpdir(), 'insuite-backup-'));
}, 60_000);
afterAll(async () => {
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every file under `dir`, by relative path, with its bytes. */
function files(dir: string, base = dir): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) for (const [k, v] of files(path, base)) out.set(k, v);
    else out.set(path.slice(base.length + 1), readFileSync(path));
  }
  return out;
}

async function exported(url: string, token: string, locator: string): Promise<Map<string, Buffer>> {
  const dir = join(work, unique('export-'));
  const r = await insuite(['export', locator, dir], { url, token });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return files(dir);
}

async function tenantsOf(client: InsuiteClient): Promise<string[]> {
  const out: string[] = [];
  for await (const t of client.paginate('fetchTenants', {})) out.push(t.locator);
  return out;
}

/** Tenants with a table, secrets and a resource group, written before the backup. */
async function fixedTenants(): Promise<string[]> {
  const csv = readFileSync(new URL('../fixtures/homeowners/territory-rates.csv', import.meta.url), 'utf8');
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const t = await tenant(s.admin);
    await s.admin.createLookupTable({
      tenantLocator: t,
      name: 'rates',
      staticName: 'TerritoryRates',
      body: await tableZip(csv),
    });
    await secret(s.admin, t, 'rating');
    await s.admin.createResourceGroup({
      tenantLocator: t,
      body: { name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['rates', 'rating'] },
    });
    out.push(t);
  }
  return out;
}

/** Writes until stopped: secrets into one tenant, and new tenants; what was answered, in order. */
function load(busy: string) {
  const answered: { tenant: string; secret?: string }[] = [];
  let stop = false;
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      // A few new tenants (each exported twice below), then secrets only.
      if (i % 4 === 3 && answered.filter((a) => !a.secret).length < 3) {
        const t = await s.admin.createTenant({ name: unique('load'), body: homeownersConfig() });
        answered.push({ tenant: t.locator });
      } else {
        const r = await secret(s.admin, busy, `load${i}`);
        answered.push({ tenant: busy, secret: r.name });
      }
    }
  })();
  return {
    answered,
    async stop() {
      stop = true;
      await done;
    },
  };
}

/** A restored server's tenants against the source's, after the load stopped. */
async function checkRestored(
  restored: ServerProcess,
  fixed: string[],
  busy: string,
  answeredBefore: { tenant: string; secret?: string }[],
): Promise<void> {
  const token = s.adminToken;
  const source = await tenantsOf(s.admin);
  const back = await tenantsOf(restored.as(token));
  // Nothing the backup holds is unknown to the source, and it holds whatever was answered first.
  expect(back.filter((t) => !source.includes(t))).toEqual([]);
  for (const t of [...fixed, busy, ...answeredBefore.map((a) => a.tenant)]) expect(back).toContain(t);
  for (const t of back) {
    const r = await exported(restored.url, token, t);
    const o = await exported(s.baseUrl, token, t);
    if (t !== busy) {
      // Every tenant the load did not write to after its creation: byte for byte.
      expect([...r.keys()]).toEqual([...o.keys()]);
      for (const [path, bytes] of r) expect(bytes.equals(o.get(path)!), `${t} ${path}`).toBe(true);
      continue;
    }
    // The tenant written during the backup: what the copy holds is the list as of one moment, the
    // first resources in creation order, each byte for byte, and every one answered before.
    const manifest = (m: Map<string, Buffer>) =>
      JSON.parse(m.get('resources.json')!.toString()) as { name: string }[];
    const held = manifest(r);
    expect(manifest(o).slice(0, held.length)).toEqual(held);
    for (const a of answeredBefore) if (a.secret) expect(held.map((x) => x.name)).toContain(a.secret);
    for (const [path, bytes] of r) {
      if (path !== 'resources.json') expect(bytes.equals(o.get(path)!), `${t} ${path}`).toBe(true);
    }
  }
}

describe.runIf(!process.env.TEST_DATABASE_URL)('insuite backup and restore (SQLite)', () => {
  it('copies a running server under write load; the copy restores into a fresh server whole', async () => {
    const fixed = await fixedTenants();
    const busy = await tenant(s.admin);
    const writes = load(busy);
    while (writes.answered.length < 5) await new Promise((r) => setTimeout(r, 20));
    const answeredBefore = [...writes.answered];
    const file = join(work, 'insuite.backup');
    const b = await insuite(['--json', 'backup', file, '--data-dir', s.dataDir]);
    const answeredDuring = writes.answered.length - answeredBefore.length;
    await writes.stop();
    expect(b.stderr).toMatch(/keep .*master\.key with it/);
    expect(b.code).toBe(0);
    expect(JSON.parse(b.stdout)).toMatchObject({ file, pages: expect.any(Number) });
    // The server went on answering while the copy was made.
    expect(answeredDuring + writes.answered.length).toBeGreaterThan(answeredBefore.length);

    // A backup never overwrites a file.
    expect((await insuite(['backup', file, '--data-dir', s.dataDir])).code).toBe(1);

    const fresh = mkdtempSync(join(work, 'restored-'));
    const r = await insuite(['restore', file, '--data-dir', fresh]);
    expect(r.stderr).toMatch(/no master key here yet/);
    expect(r.code).toBe(0);
    // Without --json, a line as every other command prints.
    expect(r.stdout).toBe(`Restored ${file} as ${join(fresh, 'insuite.db')}\n`);
    // The key that sealed the secrets goes with the copy.
    copyFileSync(join(s.dataDir, 'master.key'), join(fresh, 'master.key'));
    // A second restore onto it is refused without --force.
    const again = await insuite(['restore', file, '--data-dir', fresh]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/--force/);

    const restored = await serverProcess({ dataDir: fresh, adminToken: s.adminToken });
    try {
      await checkRestored(restored, fixed, busy, answeredBefore);
    } finally {
      await restored.stop();
    }
  }, 180_000);

  it('refuses to restore while a server or any other process has the database open; no answered write is lost', async () => {
    const dataDir = mkdtempSync(join(work, 'live-'));
    const dbPath = join(dataDir, 'insuite.db');
    const live = await serverProcess({ dataDir, adminToken: s.adminToken });
    const file = join(work, unique('live-') + '.backup');
    let before: string;
    let after: string;
    try {
      before = (await live.as(s.adminToken).createTenant({ name: 'before', body: homeownersConfig() }))
        .locator;
      expect((await insuite(['backup', file, '--data-dir', dataDir])).code).toBe(0);
      for (const force of [[], ['--force']]) {
        const r = await insuite(['restore', file, '--data-dir', dataDir, ...force]);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(`is open in process ${live.child.pid} (`);
        expect(r.stderr).toMatch(/stop it first/);
      }
      // Answered after the refused restores: it must survive a restart.
      after = (await live.as(s.adminToken).createTenant({ name: 'after', body: homeownersConfig() })).locator;
    } finally {
      await live.stop();
    }
    const again = await serverProcess({ dataDir, adminToken: s.adminToken });
    try {
      expect(await tenantsOf(again.as(s.adminToken))).toEqual(expect.arrayContaining([before, after]));
    } finally {
      await again.stop();
    }

    // Not only servers: any process with the database open (here this one) holds the restore off.
    const reader = new Database(dbPath, { readonly: true });
    try {
      const r = await insuite(['restore', file, '--data-dir', dataDir, '--force']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`is open in process ${process.pid} (`);
    } finally {
      reader.close();
    }

    // Once no process has it open, the restore goes ahead, keeping the database replaced beside it.
    const done = await insuite(['--json', 'restore', file, '--data-dir', dataDir, '--force']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({
      database: dbPath,
      replaced: expect.stringMatching(/insuite\.db\.replaced-/),
    });
    expect(readdirSync(dataDir).some((f) => f.startsWith('insuite.db.replaced-'))).toBe(true);
    const restored = await serverProcess({ dataDir, adminToken: s.adminToken });
    try {
      const back = await tenantsOf(restored.as(s.adminToken));
      expect(back).toContain(before!);
      expect(back).not.toContain(after!);
    } finally {
      await restored.stop();
    }
  }, 120_000);

  it('refuses a file that is not an insuite database', async () => {
    const fresh = mkdtempSync(join(work, 'restored-'));
    const r = await insuite([
      'restore',
      new URL('../fixtures/homeowners/config.json', import.meta.url).pathname,
      '--data-dir',
      fresh,
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot be restored/);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL && pgTools)('pg_dump and pg_restore (PostgreSQL)', () => {
  it('dump a running server under write load; the dump restores into a fresh database whole', async () => {
    const fixed = await fixedTenants();
    const busy = await tenant(s.admin);
    const writes = load(busy);
    while (writes.answered.length < 5) await new Promise((r) => setTimeout(r, 20));
    const answeredBefore = [...writes.answered];
    const file = join(work, 'insuite.dump');
    await run('pg_dump', ['--format=custom', `--file=${file}`, s.databaseUrl!]);
    await writes.stop();
    // `insuite backup` on PostgreSQL says which tool to use.
    const told = await insuite(['backup', join(work, 'x'), '--data-dir', s.dataDir], {
      env: { DATABASE_URL: s.databaseUrl! },
    });
    expect(told.code).toBe(2);
    expect(told.stderr).toMatch(/pg_dump/);

    const database = await freshDatabase();
    try {
      await run('pg_restore', ['--no-owner', `--dbname=${database.databaseUrl!}`, file]);
      const dataDir = mkdtempSync(join(work, 'restored-'));
      // The key that sealed the secrets is not in the database: it goes with the dump.
      copyFileSync(join(s.dataDir, 'master.key'), join(dataDir, 'master.key'));
      const restored = await serverProcess({
        dataDir,
        adminToken: s.adminToken,
        databaseUrl: database.databaseUrl,
      });
      try {
        await checkRestored(restored, fixed, busy, answeredBefore);
      } finally {
        await restored.stop();
      }
    } finally {
      await database.drop();
    }
  }, 180_000);
});
