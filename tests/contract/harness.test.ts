// The test harness apps import as @insuite/server/testing (server/testing/start.ts): a throwaway
// server in the test's process, a tenant with its tables in one call, and nothing left after stop().
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@insuite/client';
import { startInsuite } from '../../server/testing/start.js';
import { freshDatabase } from '../support/server.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/homeowners');

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(false)));
    socket.once('error', () => done(true));
  });

/** The commands of this process's child processes. */
// esbuild's service processes of this process still running (one that has ended and waits to be
// reaped, <defunct>, is not).
const esbuildPids = () =>
  spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes('esbuild') && !line.includes('<defunct>'))
    .map((line) => line.trim().split(/\s+/)[0]!);

// The harness's folders are named after the process that made them.
const mine = () =>
  [tmpdir(), '/dev/shm'].flatMap((d) =>
    existsSync(d) ? readdirSync(d).filter((f) => f.startsWith(`insuite-test-${process.pid}-`)) : [],
  );

const database = await freshDatabase();
afterAll(() => database.drop());

// Generous limits: the first start loads the server's modules, on a machine that may be busy.
describe('startInsuite', { timeout: 120_000 }, () => {
  it('serves a tenant made from a configuration folder, with its tables in force', async () => {
    const insuite = await startInsuite({ databaseUrl: database.databaseUrl });
    try {
      const tenant = await insuite.createTenant('homeowners', FIXTURE);
      expect(tenant.tables.sort()).toEqual(['AgeOfHomeFactors', 'StateCounty', 'TerritoryRates']);
      expect(tenant.group?.name).toBe('tables');
      const { value } = await insuite.client.fetchTableRecord({
        tenantLocator: tenant.locator,
        name: 'TerritoryRates',
        key: ['IL', 'Cook'],
      });
      expect(value.baseRate).toBe('812.50');
      // The server validates as the hosted suite does: a key that is not there is a 404.
      const missing = await insuite.client
        .fetchTableRecord({ tenantLocator: tenant.locator, name: 'TerritoryRates', key: ['ZZ', 'Nowhere'] })
        .catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(ApiError);
      expect((missing as ApiError).status).toBe(404);
      const health = await fetch(`${insuite.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await insuite.stop();
    }
  });

  it('leaves no port and no file behind, and two servers run side by side', async () => {
    // Files of this worker that ran before may have started esbuild's service for their own use.
    const esbuildBefore = esbuildPids();
    const [a, b] = [await startInsuite(), await startInsuite()];
    expect(mine()).toHaveLength(2);
    expect(a.url).not.toBe(b.url);
    await a.createTenant('only-in-a', resolve(FIXTURE, 'config.json'));
    expect((await a.client.fetchTenants({})).items.map((t) => t.name)).toContain('only-in-a');
    expect((await b.client.fetchTenants({})).items.map((t) => t.name)).not.toContain('only-in-a');
    const ports = [a, b].map((s) => Number(new URL(s.url).port));
    await a.stop();
    await b.stop();
    await a.stop(); // a second stop does nothing
    for (const port of ports) expect(await refused(port)).toBe(true);
    expect(mine()).toEqual([]);
    // Nor esbuild's service process, which the first answer's warm-up started (one that has ended
    // and waits to be reaped, <defunct>, is not running).
    expect(esbuildPids().filter((pid) => !esbuildBefore.includes(pid))).toEqual([]);
  });

  it('receives the tenant’s events on a webhook receiver, signed, filtered by type and waited for with a limit', async () => {
    const insuite = await startInsuite();
    try {
      const tenant = await insuite.createTenant('homeowners', FIXTURE);
      const receiver = await insuite.webhookReceiver({
        tenant,
        eventTypes: ['account.create', 'account.update'],
        secret: 'receiver-secret',
      });
      const webhook = await insuite.client.fetchWebhook({
        tenantLocator: tenant.locator,
        webhookLocator: receiver.webhookLocator,
      });
      expect(webhook.endpoint).toMatchObject({ url: receiver.url, hmacEnabled: true });
      const account = await insuite.client.createAccount({
        tenantLocator: tenant.locator,
        body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
      });
      await insuite.client.updateAccount({
        tenantLocator: tenant.locator,
        locator: account.locator,
        body: { setData: { firstName: 'Grace' } },
      });
      // The filter skips the earlier account.create, which stays for the next unfiltered call.
      const update = await receiver.next('account.update');
      expect(update.event.data).toMatchObject({ locator: account.locator });
      const create = await receiver.next();
      expect(create.eventType).toBe('account.create');
      expect(create.headers['x-insuite-event']).toBe(create.event.locator);
      expect(receiver.received.map((d) => d.eventType)).toEqual(['account.create', 'account.update']);
      await expect(receiver.next('account.create', { timeoutMs: 100 })).rejects.toThrow(
        /no account\.create within 100 ms \(received so far: account\.create, account\.update\)/,
      );
      // A delivery that is not signed with the webhook's secret is refused and fails the wait.
      const forged = await fetch(receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-insuite-signature': 'sha256=00' },
        body: JSON.stringify(create.event),
      });
      expect(forged.status).toBe(401);
      await expect(receiver.next()).rejects.toThrow(/X-Insuite-Signature/);
      await receiver.close();
      const left = await insuite.client.fetchWebhooks({ tenantLocator: tenant.locator });
      expect(left.items).toEqual([]);
    } finally {
      await insuite.stop();
    }
  });

  it('removes, when it starts, the folders left by runs whose process was killed', async () => {
    // A process that has ended (as one killed by SIGKILL has), and one that still runs.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    const left = join(base, `insuite-test-${dead}-left`);
    const alive = join(base, `insuite-test-${process.ppid}-alive`);
    for (const dir of [left, alive]) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'insuite.db'), '');
    }
    try {
      const insuite = await startInsuite();
      await insuite.stop();
      expect(existsSync(left)).toBe(false);
      expect(existsSync(alive)).toBe(true);
    } finally {
      for (const dir of [left, alive]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad setting and leaves nothing behind', async () => {
    await expect(startInsuite({ env: { INSUITE_JSON_LIMIT_BYTES: 'lots' } })).rejects.toThrow(
      /INSUITE_JSON_LIMIT_BYTES/,
    );
    expect(mine()).toEqual([]);
  });
});
