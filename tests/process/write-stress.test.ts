// Every kind of write the contract has, sent at once from several clients to a server of 2 and of 4
// processes (INSUITE_PROCESSES) on one database of the engine of this run (the same SQLite file,
// or one PostgreSQL database), while a process that only burns CPU runs beside them: no answer is
// a 5xx, and every write answered 2xx is there afterwards. A fixed number of requests, not a time:
// what it asserts is that writes wait their turn instead of failing (docs/scaling.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type InsuiteClient, type Permission } from '@insuite/client';
import Database from '../../server/src/db/sqlite-driver.js';
import { inAYear, tenant, unique } from '../support/given.js';
import { email } from '../support/identity.js';
import { quote } from '../support/policy.js';
import { freePort } from '../support/ports.js';
import { engine, freshDatabase } from '../support/server.js';
import { fixtureCsv, uploadTable } from '../support/tables.js';
import { receiver, webhookBody, type Receiver } from '../support/webhooks.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Clients sending at once, per process, each one round of every kind of write. */
const CLIENTS_PER_PROCESS = 2;

/** What one round wrote and the server acknowledged. */
interface Written {
  tenant: string;
  webhook: string;
  role: string;
  user: string;
  token: string;
  quote: string;
  policy: string;
  table: string;
}

describe.each([2, 4])(`%i processes on ${engine()}, writing at once beside a CPU hog`, (processes) => {
  const adminToken = `ist_${randomBytes(24).toString('base64url')}`;
  let launcher: ChildProcess;
  let baseUrl: string;
  let dataDir: string;
  let drop: () => Promise<void>;
  let hook: Receiver;
  let output = '';
  /** The status of every answer sent by `fresh`. */
  const statuses: number[] = [];

  /** fetch on a new connection for every request, so that the primary spreads them over the workers. */
  const fresh: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const r = request(
        req.url,
        { method: req.method, headers: Object.fromEntries(req.headers), agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            statuses.push(status);
            const headers = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
            }
            resolve(
              new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }),
            );
          });
        },
      );
      r.on('error', reject);
      r.end(body);
    });
  };
  const as = (token: string): InsuiteClient => createClient({ baseUrl, token, fetch: fresh });
  const admin = () => as(adminToken);

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'insuite-write-stress-'));
    hook = await receiver();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    launcher = spawn(process.execPath, ['server/launch.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        INSUITE_PROCESSES: String(processes),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.databaseUrl ?? '',
        INSUITE_DATA_DIR: dataDir,
        INSUITE_ADMIN_TOKEN: adminToken,
        INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
        INSUITE_WEBHOOK_POLL_MS: '20',
        LOG_LEVEL: 'warn',
      },
    });
    launcher.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    launcher.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await vi.waitFor(
      async () => {
        if (launcher.exitCode !== null)
          throw new Error(`the server exited with ${launcher.exitCode}: ${output}`);
        const ready = await fetch(`${baseUrl}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        expect(ready).toBe(200);
      },
      { timeout: 120_000, interval: 200 },
    );
  }, 180_000);

  afterAll(async () => {
    if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
      const exited = new Promise((r) => launcher.once('exit', r));
      launcher.kill('SIGTERM');
      await exited;
    }
    await hook?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** One round: a write of every kind, each after the one it needs. */
  async function round(): Promise<Written> {
    const a = admin();
    const t = await tenant(a);
    const webhook = await a.createWebhook({
      tenantLocator: t,
      body: webhookBody(hook.url, { eventTypes: ['account.create', 'quote.issue'] }),
    });
    const role = unique('role-');
    await a.createRole({
      body: { name: role, description: 'written under load', permissions: ['tenants.read' as Permission] },
    });
    const user = await a.createUser({
      enableUser: true,
      body: {
        userName: email('svc'),
        firstName: 'Service',
        lastName: 'Account',
        serviceAccount: true,
        roles: [],
        tenants: ['any'],
      },
    });
    await a.updateUserRoles({ locator: user.locator, body: { addRoles: [role], removeRoles: [] } });
    const token = await a.createServiceAccountAuthToken({
      locator: user.locator,
      body: {
        name: unique('tok'),
        permissions: ['tenants.read' as Permission],
        tenants: ['any'],
        expiresAt: inAYear(),
      },
    });
    const q = await quote(a, t);
    const ids = { tenantLocator: t, locator: q.locator };
    await a.validateQuote(ids);
    await a.priceQuote(ids);
    await a.underwriteQuote(ids);
    await a.acceptQuote(ids);
    const issued = await a.issueQuote(ids);
    const table = unique('rates');
    await uploadTable(a, t, 'lookup', table, 'TerritoryRates', fixtureCsv('territory-rates.csv'));
    return {
      tenant: t,
      webhook: webhook.locator,
      role,
      user: user.locator,
      token,
      quote: q.locator,
      policy: issued.policyLocator!,
      table,
    };
  }

  it('answers no write with a 5xx, and keeps every write it acknowledged', async () => {
    const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    let written: Written[];
    try {
      const clients = Array.from({ length: processes * CLIENTS_PER_PROCESS }, () => round());
      const settled = await Promise.allSettled(clients);
      const failed = settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason));
      expect({ failed, serverErrors: statuses.filter((s) => s >= 500) }).toEqual({
        failed: [],
        serverErrors: [],
      });
      written = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    } finally {
      hog.kill('SIGKILL');
    }
    expect(written).toHaveLength(processes * CLIENTS_PER_PROCESS);

    // Every acknowledged write is there, read through any worker.
    const a = admin();
    const roles = new Set((await a.fetchRoles({ count: 1000 })).items.map((r) => r.name));
    for (const w of written) {
      expect((await a.fetchTenant({ locator: w.tenant })).locator).toBe(w.tenant);
      expect((await a.fetchWebhook({ tenantLocator: w.tenant, webhookLocator: w.webhook })).locator).toBe(
        w.webhook,
      );
      expect(roles.has(w.role)).toBe(true);
      expect((await a.fetchUserByLocator({ locator: w.user })).roles).toContain(w.role);
      expect((await as(w.token).fetchTenant({ locator: w.tenant })).locator).toBe(w.tenant);
      expect((await a.fetchQuote({ tenantLocator: w.tenant, locator: w.quote })).quoteState).toBe('issued');
      expect((await a.fetchPolicy({ tenantLocator: w.tenant, locator: w.policy })).locator).toBe(w.policy);
      const record = await a.fetchTableRecord({
        tenantLocator: w.tenant,
        name: w.table,
        key: ['IL', 'Cook'],
        byStaticName: false,
      });
      expect(record).toMatchObject({ value: { state: 'IL', county: 'Cook' } });
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  }, 600_000);

  it.runIf(engine() === 'sqlite' && processes === 2)(
    'answers a write that cannot have the lock in time 503 with Retry-After, and does not make it',
    async () => {
      // Another connection holds SQLite's write lock for longer than a write waits for it.
      const holder = new Database(join(dataDir, 'insuite.db'));
      holder.exec('BEGIN IMMEDIATE');
      const role = unique('role-');
      let res: Response;
      try {
        res = await fresh(`${baseUrl}/auth/roles`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: role, description: 'never made', permissions: ['tenants.read'] }),
        });
      } finally {
        holder.exec('ROLLBACK');
        holder.close();
      }
      expect({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        code: ((await res.json()) as { code: string }).code,
      }).toEqual({ status: 503, retryAfter: '1', code: 'SERVICE_UNAVAILABLE' });
      const roles = (await admin().fetchRoles({ count: 1000 })).items.map((r) => r.name);
      expect(roles).not.toContain(role);
    },
    60_000,
  );
});
