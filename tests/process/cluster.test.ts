// The server run as npm start runs it (server/launch.mjs) with INSUITE_PROCESSES=2: two node:cluster
// workers behind one port, on the engine of this run of the suite (the same SQLite file, or one
// PostgreSQL database). Each request of these tests goes on a new connection, so that the
// primary hands them to the workers in turn; every answer names its worker (X-Insuite-Worker),
// and each check below asks the same thing of several requests and expects both workers among
// those that answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type InsuiteClient } from '@insuite/client';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { tenant } from '../support/given.js';
import { person, role, serviceAccount } from '../support/identity.js';
import { freePort } from '../support/ports.js';
import { engine, freshDatabase } from '../support/server.js';
import { fixtureCsv, tenantWith, uploadTable } from '../support/tables.js';
import {
  countOverlaps,
  receiver,
  recordEvent,
  webhookBody,
  type Receiver,
  type SlowReceiver,
} from '../support/webhooks.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const adminToken = `ist_${randomBytes(24).toString('base64url')}`;
const MAX_FAILURES = 4;

let launcher: ChildProcess;
let baseUrl: string;
let dataDir: string;
let drop: () => Promise<void>;
let db: Db;
let output = '';
const receivers: Receiver[] = [];
/** The deliveries of the webhook test, checked again once every worker has stopped. */
const delivered: { hooks: SlowReceiver[]; sent: string[] }[] = [];
/** The worker that answered each request sent by fresh(), in order. */
let answeredBy: string[] = [];

/** fetch on a new connection for every request (node:http without an agent). */
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
          answeredBy.push(String(res.headers['x-insuite-worker']));
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
          }
          const status = res.statusCode ?? 500;
          resolve(
            new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }),
          );
        });
      },
    );
    // A connection the primary hands to a worker just as it is killed is lost (node:cluster closes
    // it only when no worker is left): without an answer for this long, it counts as failed.
    r.setTimeout(10_000, () => r.destroy(new Error('no answer within 10 s')));
    r.on('error', reject);
    r.end(body);
  });
};

const as = (token?: string): InsuiteClient => createClient({ baseUrl, token, fetch: fresh });
const admin = () => as(adminToken);

/**
 * Runs `call` `times` times, each on a new connection, and returns the results and the workers
 * that answered; the caller expects both workers among them.
 */
async function everyWorker<T>(
  call: () => Promise<T>,
  times = 4,
): Promise<{ results: T[]; workers: string[] }> {
  answeredBy = [];
  const results: T[] = [];
  for (let i = 0; i < times; i++) results.push(await call());
  return { results, workers: [...new Set(answeredBy)].sort() };
}

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: unknown) => (err as { status?: number }).status ?? 0,
  );

/** The pids of the processes whose parent is `pid` (Linux: /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const metric = async (name: string): Promise<number> => {
  const text = await (
    await fresh(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${adminToken}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(name));
  return Number(line?.split(' ').pop() ?? 0);
};

const readyz = () =>
  fresh(`${baseUrl}/readyz`).then(
    (r) => r.status,
    () => 0,
  );

describe(`INSUITE_PROCESSES=2 on ${engine()}`, () => {
  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    dataDir = mkdtempSync(join(tmpdir(), 'insuite-cluster-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    launcher = spawn(process.execPath, ['server/launch.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        INSUITE_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.databaseUrl ?? '',
        INSUITE_DATA_DIR: dataDir,
        INSUITE_ADMIN_TOKEN: adminToken,
        INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
        INSUITE_WEBHOOK_POLL_MS: '20',
        INSUITE_SIGNIN_MAX_FAILURES: String(MAX_FAILURES),
        INSUITE_SIGNIN_LOCKOUT_S: '600',
        // Each request is a line: the lines show which worker answered.
        LOG_LEVEL: 'info',
      },
    });
    launcher.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    launcher.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await vi.waitFor(
      async () => {
        if (launcher.exitCode !== null)
          throw new Error(`the server exited with ${launcher.exitCode}: ${output}`);
        expect(await readyz()).toBe(200);
      },
      { timeout: 90_000, interval: 200 },
    );
    db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dataDir, 'insuite.db') });
  }, 120_000);

  afterAll(async () => {
    if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
      const exited = new Promise((r) => launcher.once('exit', r));
      launcher.kill('SIGTERM');
      await exited;
    }
    await Promise.all(receivers.map((r) => r.close()));
    await db?.destroy();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('both workers answer, and /metrics counts the requests of both', async () => {
    const { results, workers } = await everyWorker(
      () => fresh(`${baseUrl}/healthz`).then((r) => r.status),
      6,
    );
    expect(results).toEqual([200, 200, 200, 200, 200, 200]);
    expect(workers).toEqual(['1', '2']);
    // Each worker's log lines name it.
    await vi.waitFor(() => {
      const lines = output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg?: string; operationId?: string; worker?: number });
      const answered = lines.filter((l) => l.msg === 'request' && l.operationId === 'getHealth');
      expect([...new Set(answered.map((l) => l.worker))].sort()).toEqual([1, 2]);
    });
    // Asked of either worker, the count is the sum of both.
    const counted = 'insuite_http_request_duration_seconds_count{operation="getHealth",status="200"}';
    expect(await metric(counted)).toBe(6);
    expect(await metric(counted)).toBe(6);
  });

  it('a deleted token and a changed role apply on the very next request, whichever worker answers', async () => {
    const t = await tenant(admin());
    const r = await role(admin(), ['tenants.read', 'tenants.list', 'resource-groups.list']);
    const { user, token, tokenName } = await serviceAccount(admin(), { roles: [r.name] });
    // Both workers have answered this token (and kept what they read of it).
    const before = await everyWorker(() => status(as(token).fetchResourceGroups({ tenantLocator: t })));
    expect(before).toEqual({ results: [200, 200, 200, 200], workers: ['1', '2'] });

    await admin().updateUserRoles({ locator: user.locator, body: { addRoles: [], removeRoles: [r.name] } });
    const removed = await everyWorker(() => status(as(token).fetchResourceGroups({ tenantLocator: t })));
    expect(removed).toEqual({ results: [403, 403, 403, 403], workers: ['1', '2'] });

    await admin().updateUserRoles({ locator: user.locator, body: { addRoles: [r.name], removeRoles: [] } });
    const restored = await everyWorker(() => status(as(token).fetchResourceGroups({ tenantLocator: t })));
    expect(restored).toEqual({ results: [200, 200, 200, 200], workers: ['1', '2'] });

    await admin().deleteAuthTokenForUser({ locator: user.locator, tokenOrName: tokenName });
    const deleted = await everyWorker(() => status(as(token).fetchTenants()));
    expect(deleted).toEqual({ results: [401, 401, 401, 401], workers: ['1', '2'] });
  });

  it('a table uploaded through one worker is found through every other', async () => {
    const t = await tenantWith(admin(), {});
    const lookup = () =>
      admin().fetchTableRecord({ tenantLocator: t, name: 'rates', key: ['IL', 'Cook'], byStaticName: false });
    // Both workers have looked for it before it existed.
    expect(await everyWorker(() => status(lookup()))).toEqual({
      results: [404, 404, 404, 404],
      workers: ['1', '2'],
    });
    answeredBy = [];
    await uploadTable(admin(), t, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
    expect(answeredBy).toHaveLength(1);
    const found = await everyWorker(lookup);
    expect(found.workers).toEqual(['1', '2']);
    for (const r of found.results)
      expect(r).toMatchObject({ value: { state: 'IL', county: 'Cook', baseRate: '812.50' } });
  });

  it('a group changed through one worker is fetched changed through every other', async () => {
    const t = await tenant(admin());
    const g = await admin().createResourceGroup({
      tenantLocator: t,
      body: { name: 'before', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] },
    });
    const fetchIt = () => admin().fetchResourceGroup({ tenantLocator: t, locator: g.locator });
    // Both workers have fetched it (and kept what they read).
    const before = await everyWorker(fetchIt);
    expect(before.workers).toEqual(['1', '2']);
    for (const r of before.results) expect(r.name).toBe('before');
    answeredBy = [];
    await admin().updateResourceGroup({
      tenantLocator: t,
      locator: g.locator,
      body: {
        name: 'after',
        selectionStartTime: '2026-01-01T00:00:00Z',
        addResources: [],
        removeResources: [],
      },
    });
    expect(answeredBy).toHaveLength(1);
    const after = await everyWorker(fetchIt);
    expect(after.workers).toEqual(['1', '2']);
    for (const r of after.results) expect(r.name).toBe('after');
  });

  it('sign-in failures are counted across workers: the lockout holds on both', async () => {
    const { user, password } = await person(admin(), { roles: [] });
    const signIn = (pw: string) =>
      fresh(`${baseUrl}/auth/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: user.userName, password: pw }),
      }).then((r) => r.status);
    const wrong = await everyWorker(() => signIn('Wrong-password-1!'), MAX_FAILURES);
    expect(wrong).toEqual({ results: Array(MAX_FAILURES).fill(401), workers: ['1', '2'] });
    // Neither worker alone has seen MAX_FAILURES failures, yet the name is locked on both.
    const locked = await everyWorker(() => signIn(password));
    expect(locked).toEqual({ results: [429, 429, 429, 429], workers: ['1', '2'] });
  });

  it('no webhook is delivered to twice at once, nor an event twice, across workers', async () => {
    const t = await tenant(admin());
    const hooks: SlowReceiver[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await receiver();
      receivers.push(r);
      hooks.push(countOverlaps(r));
      await admin().createWebhook({ tenantLocator: t, body: webhookBody(r.url) });
    }
    const sent: string[] = [];
    for (let i = 0; i < 60; i++) sent.push(await recordEvent({ db }, t));
    await vi.waitFor(() => expect(hooks.map((h) => h.r.received.length)).toEqual([60, 60]), {
      timeout: 60_000,
      interval: 100,
    });
    // Each delivery made once, by one worker or the other: the sum of both, once every try
    // answered has been counted.
    await vi.waitFor(
      async () =>
        expect(await metric('insuite_webhook_delivery_attempts_total{outcome="success"}')).toBe(120),
      { timeout: 10_000, interval: 50 },
    );
    for (const h of hooks) {
      expect(h.overlaps).toBe(0);
      expect(h.r.received.map((m) => m.event.locator)).toEqual(sent);
    }
    // A late second delivery would arrive after this; the drain below (the file's last test) ends
    // every try under way, and then checks these again.
    delivered.push({ hooks, sent });
  }, 90_000);

  it('a worker killed with SIGKILL is replaced, and the other goes on answering', async () => {
    // The launcher's child that runs the server's entry (main.mjs compiled, main.ts as sources); not
    // any other child it may have, such as the build's esbuild service.
    const [primary] = childrenOf(launcher.pid!).filter((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .some((arg) => /[/\\]main\.(mjs|ts)$/.test(arg)),
    );
    const workers = childrenOf(primary!);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    // Once the primary has seen it die (a connection handed to the dying worker before would be
    // lost), every request is answered, by the other worker or by the one replacing it.
    await vi.waitFor(
      () => expect(output).toMatch(/worker \d was killed by SIGKILL; starting another in \d+ ms/),
      {
        timeout: 40_000,
        interval: 20,
      },
    );
    const meanwhile = await everyWorker(() => status(admin().fetchTenants()));
    expect(meanwhile.results).toEqual([200, 200, 200, 200]);
    // The replacement (worker 3) answers too, and all are ready again.
    await vi.waitFor(
      async () => {
        expect(await readyz()).toBe(200);
        const after = await everyWorker(() => status(admin().fetchTenants()));
        expect(after.results).toEqual([200, 200, 200, 200]);
        expect(after.workers).toHaveLength(2);
        expect(after.workers).toContain('3');
      },
      { timeout: 60_000, interval: 100 },
    );
    const now = childrenOf(primary!);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(workers[0]);
  }, 90_000);

  it('SIGTERM drains every worker and the server exits 0, no webhook delivery made twice', async () => {
    const exited = new Promise<number | null>((r) => launcher.once('exit', (code) => r(code)));
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    // A worker stops only once its tries under way are answered, and a receiver records a
    // delivery before it answers: what the receivers hold now is all that was ever sent them.
    expect(delivered).toHaveLength(1);
    for (const { hooks, sent } of delivered)
      for (const h of hooks) {
        expect(h.overlaps).toBe(0);
        expect(h.r.received.map((m) => m.event.locator)).toEqual(sent);
      }
  }, 30_000);
});

describe('workers that keep dying at start', () => {
  it('make the primary give up with exit status 1 and a line saying why', async () => {
    // The port is taken: every worker fails to listen.
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const { port } = taken.address() as { port: number };
    const dir = mkdtempSync(join(tmpdir(), 'insuite-cluster-'));
    const database = await freshDatabase();
    let said = '';
    try {
      const child = spawn(process.execPath, ['server/launch.mjs'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          INSUITE_PROCESSES: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database.databaseUrl ?? '',
          INSUITE_DATA_DIR: dir,
          INSUITE_ADMIN_TOKEN: adminToken,
          LOG_LEVEL: 'warn',
        },
      });
      child.stdout!.on('data', (c: Buffer) => (said += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (said += c.toString()));
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(1);
      expect(said).toMatch(/before it was ready, 3 workers in a row: giving up/);
    } finally {
      taken.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
    // Three starts of a worker, each to its failure, and the waits between them: on a loaded
    // machine that took up to a minute.
  }, 180_000);
});
