// The test controls through the harness (@insuite/server/testing) and through the SDK: the clock
// that webhook retries and token expiry follow, fault rules on requests and on webhook receivers,
// the request journal, and snapshots restored between tests. A server started without them
// answers 404 on every one of their operations and leaves them out of its contract.
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { ApiError, createClient, type RetryEvent, type TestSnapshot } from '@insuite/client';
import { startInsuite } from '../../server/testing/start.js';
import type { InsuiteTestServer, SeededTenant } from '../../server/testing.mjs';
import { allOperations } from '../support/operations.js';
import { migratedDatabase, startServer, type TestServer } from '../support/server.js';
import { receiver, webhookBody, type Receiver } from '../support/webhooks.js';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/homeowners');
const database = await migratedDatabase();
let insuite: InsuiteTestServer;
let tenant: SeededTenant;
let seeded: TestSnapshot;
let hook: Receiver;

beforeAll(async () => {
  insuite = await startInsuite({ databaseUrl: database.databaseUrl });
  tenant = await insuite.createTenant('homeowners', FIXTURE);
  seeded = await insuite.snapshot();
  hook = await receiver();
}, 120_000);
afterAll(async () => {
  await hook?.close();
  await insuite?.stop();
  await database.drop();
});
// Every test starts from the seeded tenant, the real clock and no fault rules.
beforeEach(async () => {
  await insuite.restore(seeded);
  await insuite.faults.clear();
  await insuite.clock.real();
  hook.received.length = 0;
});

const account = () =>
  insuite.client.createAccount({
    tenantLocator: tenant.locator,
    body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
  });

describe('the clock', () => {
  it('is set, moved by milliseconds and by ISO 8601 durations, and read', async () => {
    expect(await insuite.clock.set('2030-01-31T00:00:00.000Z')).toBeInstanceOf(Date);
    const moved = await insuite.clock.advance('P1M');
    // A month from 31 January ends on the last day of February; the clock runs on meanwhile.
    expect(moved.toISOString()).toMatch(/^2030-02-28T00:00:0/);
    const later = await insuite.clock.advance(90_000);
    expect(later.getTime() - moved.getTime()).toBeGreaterThanOrEqual(90_000);
    expect((await insuite.clock.now()).getTime()).toBeGreaterThanOrEqual(later.getTime());
    // Records are stamped with it.
    const made = await account();
    expect(made.createdAt.slice(0, 10)).toBe('2030-02-28');
  });

  it('delivers a webhook retry when moved past it, as a receiver failing once would see it', async () => {
    await insuite.client.createWebhook({
      tenantLocator: tenant.locator,
      body: webhookBody(hook.url, {
        failureHandling: { triggers: ['5xx'], retryStrategy: { type: 'linear', interval: 60, attempts: 2 } },
      }),
    });
    const fault = await insuite.faults.add({ kind: 'webhook', status: 503, times: 1 });
    const made = await account();
    // Moving by nothing delivers what is due now: the first try, answered 503 by the rule. A
    // dispatcher round that began before the event was stored may leave it to the next round, so
    // the first try is waited for (bounded); the retry below is what the clock decides.
    await insuite.clock.advance(0);
    const tries = await vi.waitFor(
      async () => {
        const found = await insuite.requests({ operationId: 'webhookDelivery' });
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(hook.received).toHaveLength(0);
    expect(tries[0]).toMatchObject({ status: 503, faultLocator: fault.locator, path: hook.url });
    // Not yet due half a minute on (the clock also runs at the real pace meanwhile); delivered
    // once it passes the minute.
    await insuite.clock.advance('PT30S');
    expect(hook.received).toHaveLength(0);
    await insuite.clock.advance('PT31S');
    expect(hook.received.map((m) => m.event.data.locator)).toEqual([made.locator]);
    expect((await insuite.requests({ operationId: 'webhookDelivery' })).map((t) => t.status)).toEqual([
      503, 200,
    ]);
  });

  it('expires a token when moved past its expiry (through the SDK)', async () => {
    const now = new Date((await insuite.client.fetchTestClock()).now);
    const token = await insuite.client.createAuthToken({
      body: {
        name: 'short-lived',
        tenants: ['any'],
        permissions: ['*.*'],
        expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      },
    });
    const holder = createClient({ baseUrl: insuite.url, token });
    await expect(holder.fetchMyUserDetails()).resolves.toBeDefined();
    await insuite.client.advanceTestClock({ body: { duration: 'PT2H' } });
    const err = await holder.fetchMyUserDetails().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
  });

  it('refuses a duration that is not ISO 8601, and both ways at once', async () => {
    for (const body of [
      { duration: '15 minutes' },
      { duration: 'P' },
      { milliseconds: 5, duration: 'PT1S' },
      {},
    ]) {
      const err = await insuite.client.advanceTestClock({ body }).catch((e: unknown) => e);
      expect((err as ApiError).status).toBe(400);
    }
  });
});

describe('faults', () => {
  it('answer 503 twice, which the SDK retries through, and the journal holds each answer', async () => {
    const since = new Date().toISOString();
    const fault = await insuite.faults.add({ operationId: 'fetchTenant', status: 503, times: 2 });
    expect(await insuite.faults.list()).toEqual([
      expect.objectContaining({ locator: fault.locator, answered: 0 }),
    ]);
    const retries: RetryEvent[] = [];
    const patient = createClient({
      baseUrl: insuite.url,
      token: insuite.adminToken,
      retry: { retries: 3, minDelayMs: 1, maxDelayMs: 5, onRetry: (e) => void retries.push(e) },
    });
    const fetched = await patient.fetchTenant({ locator: tenant.locator });
    expect(fetched.locator).toBe(tenant.locator);
    expect(retries).toHaveLength(2);
    const answers = await insuite.requests({ operationId: 'fetchTenant', since });
    expect(answers.map((a) => [a.status, a.problemCode, a.faultLocator])).toEqual([
      [503, 'SERVICE_UNAVAILABLE', fault.locator],
      [503, 'SERVICE_UNAVAILABLE', fault.locator],
      [200, undefined, undefined],
    ]);
    // Spent: the rule is gone.
    expect(await insuite.faults.list()).toEqual([]);
  });

  it('answer the status, code and detail asked for, to the method and path given', async () => {
    await insuite.faults.add({
      method: 'POST',
      path: '/policy/{tenantLocator}/accounts',
      status: 429,
      problem: { detail: 'slow down' },
    });
    const err = (await account().catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.code, err.problem?.detail]).toEqual([429, 'RATE_LIMITED', 'slow down']);
    // Other operations are answered as usual.
    await expect(insuite.client.fetchTenant({ locator: tenant.locator })).resolves.toBeDefined();
    await insuite.faults.clear();
    await expect(account()).resolves.toBeDefined();
  });

  it('refuse a rule naming an unknown operation, a status the contract does not declare, or a code of another status', async () => {
    for (const body of [
      { operationId: 'noSuchOperation', status: 503 },
      { status: 418 },
      { status: 503, problem: { code: 'NOT_FOUND' } },
      { kind: 'webhook' as const, operationId: 'fetchTenant', status: 500 },
      { operationId: 'resetTestState', status: 500 },
    ]) {
      const err = (await insuite.client.addTestFault({ body }).catch((e: unknown) => e)) as ApiError;
      expect(err.status).toBe(400);
    }
  });
});

describe('the journal', () => {
  it("lists what the server answered: operation, status, problem code and the caller's token name", async () => {
    const token = await insuite.client.createAuthToken({
      body: {
        name: 'app-under-test',
        tenants: ['any'],
        permissions: ['*.*'],
        expiresAt: '2100-01-01T00:00:00Z',
      },
    });
    const app = createClient({ baseUrl: insuite.url, token });
    const since = new Date().toISOString();
    await app.fetchTenant({ locator: tenant.locator });
    await app.fetchTenant({ locator: '00000000-0000-4000-8000-000000000000' }).catch(() => undefined);
    const seen = await insuite.requests({ operationId: 'fetchTenant', since });
    expect(seen).toEqual([
      expect.objectContaining({ method: 'GET', status: 200, tokenName: 'app-under-test' }),
      expect.objectContaining({ status: 404, problemCode: 'NOT_FOUND', tokenName: 'app-under-test' }),
    ]);
    expect(seen[0]!.path).toBe(`/auth/tenants/${tenant.locator}`);
    expect(seen[0]!.durationMs).toBeGreaterThan(0);
    // The controls' own calls are left out.
    expect(await insuite.requests({ operationId: 'listTestRequests' })).toEqual([]);
  });
});

describe('snapshots and reset', () => {
  it('a tenant made in one test is gone in the next (1 of 2)', async () => {
    await insuite.createTenant('made-in-a-test', FIXTURE);
    const { items } = await insuite.client.fetchTenants({});
    expect(items.map((t) => t.name).sort()).toEqual(['homeowners', 'made-in-a-test']);
  });

  it('a tenant made in one test is gone in the next (2 of 2), and the seeded tables still answer', async () => {
    const { items } = await insuite.client.fetchTenants({});
    expect(items.map((t) => t.name)).toEqual(['homeowners']);
    const { value } = await insuite.client.fetchTableRecord({
      tenantLocator: tenant.locator,
      name: 'TerritoryRates',
      key: ['IL', 'Cook'],
    });
    expect(value).toMatchObject({ baseRate: '812.50' });
  });

  it('reset empties the server, keeping the admin token', async () => {
    await insuite.reset();
    expect((await insuite.client.fetchTenants({})).items).toEqual([]);
    await insuite.restore(seeded.locator);
    expect((await insuite.client.fetchTenants({})).items.map((t) => t.name)).toEqual(['homeowners']);
  });

  it('restore of a snapshot not kept is 404', async () => {
    const err = (await insuite.client
      .restoreTestSnapshot({ snapshotLocator: '01JAAAAAAAAAAAAAAAAAAAAAAA' })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(404);
  });
});

describe('their permission', () => {
  it('is test-controls.control: a token without it is refused (403)', async () => {
    const token = await insuite.client.createAuthToken({
      body: {
        name: 'reader',
        tenants: ['any'],
        permissions: ['tenants.read'],
        expiresAt: '2100-01-01T00:00:00Z',
      },
    });
    const reader = createClient({ baseUrl: insuite.url, token });
    const err = (await reader.resetTestState().catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.code]).toEqual([403, 'FORBIDDEN']);
    expect((await insuite.client.fetchTenants({})).items).toHaveLength(1);
  });
});

describe('a server without test controls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 120_000);
  afterAll(() => s?.close());

  const controls = allOperations.filter(([, op]) => op.tag === 'Test controls');

  it('answers 404 on every one of their operations, even to the admin', async () => {
    expect(controls.length).toBeGreaterThanOrEqual(10);
    for (const [id, op] of controls) {
      const path = op.path.replace('{snapshotLocator}', '01JAAAAAAAAAAAAAAAAAAAAAAA');
      const res = await fetch(`${s.baseUrl}${path}`, {
        method: op.method.toUpperCase(),
        headers: { authorization: `Bearer ${s.adminToken}`, 'content-type': 'application/json' },
        ...(op.method === 'get' || op.method === 'delete' ? {} : { body: '{}' }),
      });
      expect([id, res.status]).toEqual([id, 404]);
    }
  });

  it('leaves them out of the contract it serves', async () => {
    const served = YAML.parse(await (await fetch(`${s.baseUrl}/openapi.yaml`)).text()) as {
      paths: Record<string, unknown>;
      tags: { name: string }[];
    };
    expect(Object.keys(served.paths).filter((p) => p.startsWith('/test-controls'))).toEqual([]);
    expect(served.tags.map((t) => t.name)).not.toContain('Test controls');
    expect(Object.keys(served.paths)).toContain('/auth/users/whoami');
  });
});
