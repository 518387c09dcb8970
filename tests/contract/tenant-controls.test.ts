// Test controls scoped to a tenant, through the harness and the SDK: two tenants of one server,
// each with its own clock, fault rules, journal and snapshots, neither seeing the other's; the
// server-wide controls beside them; and the webhook dispatcher judging retries by the tenant's time.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkError, type ApiError } from '@insuite/client';
import { startInsuite } from '../../server/testing/start.js';
import type { InsuiteTestServer, TenantControls } from '../../server/testing.mjs';
import { migratedDatabase } from '../support/server.js';
import { receiver, webhookBody, type Receiver } from '../support/webhooks.js';

const CONFIG = resolve(import.meta.dirname, '../fixtures/homeowners/config.json');
const database = await migratedDatabase();
let insuite: InsuiteTestServer;
let a: TenantControls;
let b: TenantControls;

beforeAll(async () => {
  insuite = await startInsuite({ databaseUrl: database.databaseUrl });
  a = insuite.tenant(await insuite.createTenant('tenant-a', CONFIG));
  b = insuite.tenant(await insuite.createTenant('tenant-b', CONFIG));
}, 120_000);
afterAll(async () => {
  await insuite?.stop();
  await database.drop();
});

const account = (t: TenantControls, firstName = 'Ada') =>
  insuite.client.createAccount({
    tenantLocator: t.locator,
    body: { type: 'ConsumerAccount', data: { firstName } },
  });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );

describe("a tenant's clock", () => {
  it('is the time of everything done for that tenant, and of no other tenant or the server', async () => {
    await a.clock.set('2031-05-01T00:00:00Z');
    const moved = await a.clock.advance('P1M');
    expect(moved.toISOString()).toMatch(/^2031-06-01T00:00:0/);
    // A's records are stamped with A's time; B's and the server's clocks have not moved.
    expect((await account(a)).createdAt.slice(0, 10)).toBe('2031-06-01');
    const thisYear = String(new Date().getUTCFullYear());
    expect((await account(b)).createdAt.slice(0, 4)).toBe(thisYear);
    expect((await insuite.clock.now()).getUTCFullYear()).toBe(Number(thisYear));
    expect(await insuite.client.fetchTenantTestClock({ tenantLocator: b.locator })).toMatchObject({
      tenantLocator: b.locator,
      own: false,
      real: true,
    });
    expect(await insuite.client.fetchTenantTestClock({ tenantLocator: a.locator })).toMatchObject({
      own: true,
      real: false,
    });
    // Moving the server's clock moves B (which reads it) and not A (which has its own).
    await insuite.clock.set('2040-01-01T00:00:00Z');
    expect((await b.clock.now()).getUTCFullYear()).toBe(2040);
    expect((await a.clock.now()).getUTCFullYear()).toBe(2031);
    // Back on the server's clock.
    expect((await a.clock.real()).getUTCFullYear()).toBe(2040);
    await insuite.clock.real();
  });

  it('retries its webhooks by its own time', async () => {
    const hook: Receiver = await receiver();
    try {
      const webhook = await insuite.client.createWebhook({
        tenantLocator: a.locator,
        body: webhookBody(hook.url, {
          failureHandling: {
            triggers: ['5xx'],
            retryStrategy: { type: 'linear', interval: 3600, attempts: 1 },
          },
        }),
      });
      await a.faults.add({ kind: 'webhook', status: 500, times: 1, webhookLocator: webhook.locator });
      const made = await account(a);
      // The first try (answered 500 by A's rule), waited for: a dispatcher round that began before
      // the event was stored leaves it to the next.
      await a.clock.advance(0);
      await vi.waitFor(
        async () => expect(await a.requests({ operationId: 'webhookDelivery' })).toHaveLength(1),
        { timeout: 10_000, interval: 50 },
      );
      // Two hours on the server's clock and on B's: the retry is A's, due an hour on A's clock.
      await insuite.clock.advance('PT2H');
      await b.clock.advance('PT2H');
      expect(hook.received).toHaveLength(0);
      await a.clock.advance('PT61M');
      expect(hook.received.map((m) => m.event.data.locator)).toEqual([made.locator]);
      const tries = await a.requests({ operationId: 'webhookDelivery' });
      expect(tries.map((t) => [t.status, t.tenantLocator])).toEqual([
        [500, a.locator],
        [200, a.locator],
      ]);
      expect(await b.requests({ operationId: 'webhookDelivery' })).toEqual([]);
    } finally {
      await a.clock.real();
      await b.clock.real();
      await insuite.clock.real();
      await hook.close();
    }
  });
});

describe("a tenant's fault rules", () => {
  it("answer only that tenant's requests, beside the server-wide ones", async () => {
    const rule = await a.faults.add({ operationId: 'createAccount', status: 503 });
    expect(rule.tenantLocator).toBe(a.locator);
    expect((await failure(account(a))).status).toBe(503);
    await expect(account(b)).resolves.toBeDefined();
    expect((await a.faults.list()).map((f) => f.locator)).toEqual([rule.locator]);
    expect(await b.faults.list()).toEqual([]);
    // The server's list holds every rule; a server-wide rule answers every tenant.
    expect((await insuite.faults.list()).map((f) => f.locator)).toEqual([rule.locator]);
    await b.faults.clear();
    expect((await failure(account(a))).status).toBe(503);
    await a.faults.clear();
    await expect(account(a)).resolves.toBeDefined();
    const wide = await insuite.faults.add({ operationId: 'createAccount', status: 500, times: 2 });
    expect(wide.tenantLocator).toBeUndefined();
    expect((await failure(account(a))).status).toBe(500);
    expect((await failure(account(b))).status).toBe(500);
  });

  it('a connection reset under a read is tried once more by the SDK; under a write it is not', async () => {
    const read = (options?: { retry: false }) =>
      insuite.client.fetchQuotesInATenant({ tenantLocator: a.locator, count: 1 }, options);
    await a.faults.add({ operationId: 'fetchQuotesInATenant', drop: true, times: 1 });
    await expect(read()).resolves.toBeDefined();
    await a.faults.add({ operationId: 'fetchQuotesInATenant', drop: true, times: 1 });
    expect(await read({ retry: false }).catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
    await expect(read({ retry: false })).resolves.toBeDefined();
    await a.faults.add({ operationId: 'createAccount', drop: true, times: 1 });
    expect(await account(a).catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
    await expect(account(a)).resolves.toBeDefined();
  });

  it('refuse a misspelt operation, naming the nearest', async () => {
    const err = await failure(a.faults.add({ operationId: 'createAcount', status: 503 }));
    expect(err.status).toBe(400);
    expect(err.problem?.detail).toContain('createAccount');
  });
});

describe("a tenant's journal", () => {
  it('lists what was sent about that tenant only: bodies, query strings and headers, secrets redacted', async () => {
    const since = new Date();
    await account(a, 'Grace');
    await account(b, 'Linus');
    await insuite.client.fetchQuotesInATenant({ tenantLocator: a.locator, count: 5 });
    const mine = await a.requests({ since });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.tenantLocator === a.locator)).toBe(true);
    const created = mine.find((e) => e.operationId === 'createAccount')!;
    expect(created.body).toMatchObject({ type: 'ConsumerAccount', data: { firstName: 'Grace' } });
    expect(created.headers?.authorization).toBe('[redacted]');
    expect(created.headers?.['content-type']).toMatch(/application\/json/);
    expect(mine.find((e) => e.operationId === 'fetchQuotesInATenant')?.query).toEqual({ count: '5' });
    // B's requests are B's; the server's journal holds both.
    expect((await b.requests({ since })).map((e) => e.body)).toEqual([
      expect.objectContaining({ data: { firstName: 'Linus' } }),
    ]);
    expect(
      (await insuite.requests({ since, operationId: 'createAccount' })).map((e) => e.tenantLocator),
    ).toEqual([a.locator, b.locator]);
  });

  it('matches on body fields', async () => {
    const since = new Date();
    await account(a, 'Barbara');
    await account(a, 'Edsger');
    const found = await a.requests({ since, bodyContains: { data: { firstName: 'Edsger' } } });
    expect(found.map((e) => (e.body as { data: { firstName: string } }).data.firstName)).toEqual(['Edsger']);
    expect(await a.requests({ since, bodyContains: { data: { firstName: 'Nobody' } } })).toEqual([]);
    const bad = await failure(
      insuite.client.listTenantTestRequests({ tenantLocator: a.locator, bodyContains: '[1]' }),
    );
    expect(bad.status).toBe(400);
  });

  it('redacts secrets in bodies', async () => {
    const since = new Date();
    await insuite.client
      .createUser({
        body: {
          userName: 'someone@example.com',
          firstName: 'S',
          lastName: 'O',
          password: 'Sup3r-secret-pass!',
        },
      } as never)
      .catch(() => undefined);
    const sent = (await insuite.requests({ since, operationId: 'createUser' }))[0];
    expect(JSON.stringify(sent?.body)).not.toContain('Sup3r-secret-pass!');
    expect(sent?.body).toMatchObject({ password: '[redacted]' });
  });

  it('answers 400 naming the nearest operation for a misspelt operationId filter', async () => {
    for (const list of [
      () => insuite.requests({ operationId: 'creatAccount' }),
      () => a.requests({ operationId: 'createaccount ' }),
    ]) {
      const err = await failure(list());
      expect(err.status).toBe(400);
      expect(err.problem?.detail).toMatch(/did you mean createAccount\?/);
    }
    await expect(a.requests({ operationId: 'webhookDelivery' })).resolves.toBeDefined();
  });

  it('lists a request the client gave up on during a latency fault', async () => {
    const since = new Date();
    const rule = await a.faults.add({ operationId: 'fetchQuotesInATenant', latencyMs: 5000, times: 1 });
    const gaveUp = await fetch(`${insuite.url}/policy/${a.locator}/quotes/list`, {
      headers: { Authorization: `Bearer ${insuite.adminToken}` },
      signal: AbortSignal.timeout(300),
    }).catch((e: unknown) => e);
    expect(gaveUp).toBeInstanceOf(Error);
    const entry = await vi.waitFor(
      async () => {
        const [found] = await a.requests({ since, operationId: 'fetchQuotesInATenant' });
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(entry).toMatchObject({ status: 0, abandoned: true, faultLocator: rule.locator });
  });
});

describe("a tenant's snapshots", () => {
  it('bring back that tenant alone', async () => {
    const kept = await account(a, 'before-snapshot');
    const saved = await a.snapshot();
    expect(saved).toMatchObject({ tenantLocator: a.locator });
    const inA = await account(a, 'after-snapshot');
    const inB = await account(b, 'after-snapshot');
    await a.restore(saved);
    const fetchA = (locator: string) => insuite.client.fetchAccount({ tenantLocator: a.locator, locator });
    expect((await fetchA(kept.locator)).locator).toBe(kept.locator);
    expect((await failure(fetchA(inA.locator))).status).toBe(404);
    // B's account, made after A's snapshot, is still there.
    const inBNow = await insuite.client.fetchAccount({ tenantLocator: b.locator, locator: inB.locator });
    expect(inBNow.locator).toBe(inB.locator);
    // A snapshot of A is not B's to restore, nor the server's.
    expect((await failure(b.restore(saved))).status).toBe(404);
    expect((await failure(insuite.restore(saved))).status).toBe(404);
  });

  it('of eight tenants, taken and restored at once while other tenants write, bring back each its own alone', async () => {
    // What the shared-server pattern does from eight vitest files (tests/process/shared-server.test.ts,
    // run on SQLite only), here on one server of the engine of the run, every step of the eight at once.
    const all = (
      await Promise.all(Array.from({ length: 8 }, (_, i) => insuite.createTenant(`at-once-${i}`, CONFIG)))
    ).map((t) => insuite.tenant(t));
    const year = (i: number) => 2040 + i;
    const found = (t: TenantControls, locator: string) =>
      insuite.client.fetchAccount({ tenantLocator: t.locator, locator }).then(
        () => 200,
        (e: ApiError) => e.status,
      );
    const saved = await Promise.all(all.map((t) => t.snapshot()));
    const first = await Promise.all(
      all.map(async (t, i) => {
        await t.clock.set(`${year(i)}-03-01T00:00:00Z`);
        const rule = await t.faults.add({ operationId: 'fetchQuotesInATenant', status: 503 });
        return { rule, made: await account(t, `first-${i}`) };
      }),
    );
    for (const [i, t] of all.entries()) {
      expect(first[i]!.made.createdAt.slice(0, 4)).toBe(String(year(i)));
      expect((await failure(insuite.client.fetchQuotesInATenant({ tenantLocator: t.locator }))).status).toBe(
        503,
      );
      expect((await t.faults.list()).map((f) => f.locator)).toEqual([first[i]!.rule.locator]);
      await t.faults.clear();
    }
    // Half restore while the other half write, then the other way round.
    const [low, high] = [all.slice(0, 4), all.slice(4)];
    const second = new Map<TenantControls, string>();
    const restoreWhileWriting = (restoring: TenantControls[], writing: TenantControls[]) =>
      Promise.all([
        ...restoring.map((t) => t.restore(saved[all.indexOf(t)]!)),
        ...writing.map(async (t) => void second.set(t, (await account(t, 'second')).locator)),
      ]);
    await restoreWhileWriting(low, high);
    await restoreWhileWriting(high, low);
    for (const [i, t] of all.entries()) {
      expect(await found(t, first[i]!.made.locator), `tenant ${i}: made before its restore`).toBe(404);
      // Low's second accounts were made after their restore, high's before theirs.
      expect(await found(t, second.get(t)!), `tenant ${i}: its second account`).toBe(i < 4 ? 200 : 404);
      expect((await t.clock.now()).getUTCFullYear()).toBe(year(i));
    }
  });

  it('say which limit and setting dropped an old one', async () => {
    const first = await b.snapshot();
    for (let i = 0; i < 16; i++) await b.snapshot();
    const err = await failure(b.restore(first));
    expect(err.status).toBe(404);
    expect(err.problem?.detail).toMatch(/only the 16 newest are \(INSUITE_TEST_SNAPSHOTS_KEPT\)/);
  });
});
