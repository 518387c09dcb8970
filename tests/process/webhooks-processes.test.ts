// Real server processes on one PostgreSQL database: two dispatchers share the work without ever
// delivering to one webhook at the same time, and a process killed with SIGKILL in the middle of
// a delivery loses no event once a server runs again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type InsuiteClient } from '@insuite/client';
import { createDb, type Db } from '../../server/src/db/knex.js';
import { migrateLatest } from '../../server/src/db/migrate.js';
import { bootstrap } from '../../server/src/identity/bootstrap.js';
import { defaultIds, systemClock } from '../../server/src/util.js';
import { tenant } from '../support/given.js';
import { SERVER_MAIN } from '../support/server-entry.js';
import { engine, freshDatabase } from '../support/server.js';
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
const masterKey = randomBytes(32).toString('base64');

let db: Db;
let databaseUrl: string;
let drop: () => Promise<void>;
const dirs: string[] = [];
const children = new Set<ChildProcess>();
const receivers: Receiver[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A server process on the shared database; resolves once it answers /healthz. */
async function serverProcess(): Promise<{ child: ChildProcess; client: InsuiteClient; baseUrl: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'insuite-proc-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, SERVER_MAIN, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      INSUITE_DATA_DIR: dataDir,
      INSUITE_ADMIN_TOKEN: adminToken,
      INSUITE_MASTER_KEY: masterKey,
      INSUITE_WEBHOOK_ALLOW_PRIVATE: 'true',
      INSUITE_WEBHOOK_POLL_MS: '20',
      INSUITE_WEBHOOK_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'silent',
    },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    },
    { timeout: 20_000, interval: 100 },
  );
  return { child, client: createClient({ baseUrl, token: adminToken }), baseUrl };
}

const kill = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

const attempts = async (baseUrl: string): Promise<number> => {
  const text = await (
    await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${adminToken}` } })
  ).text();
  return Number(/^insuite_webhook_delivery_attempts_total\{outcome="success"\} (\d+)/m.exec(text)?.[1] ?? 0);
};

/** The first arrival of each event, in arrival order. */
const firstArrivals = (r: Receiver) => [...new Set(r.received.map((m) => m.event.locator))];

describe.skipIf(engine() !== 'postgresql')('server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    const database = await freshDatabase();
    databaseUrl = database.databaseUrl!;
    drop = database.drop;
    db = createDb({ databaseUrl, sqlitePath: '' });
    await migrateLatest(db);
    await bootstrap({ db, clock: systemClock, ids: defaultIds }, { adminToken });
  });
  afterAll(async () => {
    await Promise.all([...children].map((c) => kill(c, 'SIGKILL')));
    await Promise.all(receivers.map((r) => r.close()));
    await db?.destroy();
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('two processes polling one outbox never deliver to one webhook at the same time, nor an event twice', async () => {
    const [a, b] = await Promise.all([serverProcess(), serverProcess()]);
    const t = await tenant(a.client);
    const hooks: SlowReceiver[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await receiver();
      receivers.push(r);
      hooks.push(countOverlaps(r));
      await (i % 2 ? b : a).client.createWebhook({ tenantLocator: t, body: webhookBody(r.url) });
    }
    const sent: string[] = [];
    for (let i = 0; i < 150; i++) sent.push(await recordEvent({ db }, t));
    await vi.waitFor(() => expect(hooks.map((h) => h.r.received.length)).toEqual([150, 150, 150, 150]), {
      timeout: 40_000,
      interval: 100,
    });
    // Every delivery was made once, by one process or the other (which one takes a webhook is a
    // matter of timing: with a busy machine one process may claim all four), once every try
    // answered has been counted.
    await vi.waitFor(
      async () => expect((await attempts(a.baseUrl)) + (await attempts(b.baseUrl))).toBe(600),
      { timeout: 10_000, interval: 50 },
    );
    // A process stops only once its tries under way are answered, and a receiver records a
    // delivery before it answers: once both have exited, a second delivery would be in the lists.
    await Promise.all([kill(a.child, 'SIGTERM'), kill(b.child, 'SIGTERM')]);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([0, 0]);
    for (const h of hooks) {
      expect(h.overlaps).toBe(0);
      expect(h.r.received.map((m) => m.event.locator)).toEqual(sent);
    }
  }, 90_000);

  it('loses no event when a process is killed with SIGKILL during a delivery', async () => {
    const first = await serverProcess();
    const t = await tenant(first.client);
    const r = await receiver();
    receivers.push(r);
    let held: (() => void) | undefined;
    r.answer((_req, res) => {
      // The 10th request is left waiting: the process is killed while delivering it.
      if (r.received.length === 10) held = () => res.destroy();
      else res.end();
    });
    await first.client.createWebhook({ tenantLocator: t, body: webhookBody(r.url) });
    const sent: string[] = [];
    for (let i = 0; i < 40; i++) sent.push(await recordEvent({ db }, t));
    await vi.waitFor(() => expect(held).toBeDefined(), { timeout: 20_000, interval: 20 });
    await kill(first.child, 'SIGKILL');
    held!();
    r.answer((_req, res) => res.end());
    const more: string[] = [];
    for (let i = 0; i < 5; i++) more.push(await recordEvent({ db }, t));

    await serverProcess();
    await vi.waitFor(() => expect(firstArrivals(r)).toEqual([...sent, ...more]), {
      timeout: 40_000,
      interval: 100,
    });
  }, 90_000);
});
