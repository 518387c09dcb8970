// Idempotency keys on creates, through the SDK against one server with two tenants: a repeat with
// the same key is answered the first answer and makes nothing more; another body under the key is
// a 409 naming it; an error answer leaves the key free; keys expire after 24 hours of the tenant's
// clock; another tenant's same key is another key; and the SDK's own retry of a create whose
// answer was lost sends a key, so the retry makes no second record.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { createClient, type ApiError } from '@insuite/client';
import { startInsuite } from '../../server/testing/start.js';
import type { InsuiteTestServer, TenantControls } from '../../server/testing.mjs';
import { migratedDatabase } from '../support/server.js';
import { chainTenant, quote } from '../support/policy.js';

const CONFIG = resolve(import.meta.dirname, '../fixtures/homeowners/config.json');
const database = await migratedDatabase();
let insuite: InsuiteTestServer;
let a: TenantControls;
let b: TenantControls;

beforeAll(async () => {
  insuite = await startInsuite({ databaseUrl: database.databaseUrl });
  a = insuite.tenant(await insuite.createTenant('keys-a', CONFIG));
  b = insuite.tenant(await insuite.createTenant('keys-b', CONFIG));
}, 120_000);
afterAll(async () => {
  await insuite?.stop();
  await database.drop();
});

const create = (t: TenantControls, key: string | undefined, firstName = 'Ada') =>
  insuite.client.createAccount({
    tenantLocator: t.locator,
    ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    body: { type: 'ConsumerAccount', data: { firstName } },
  });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );
/** The accounts the tenant's event stream says were made, by locator. */
const made = async (t: TenantControls) =>
  (await insuite.client.fetchMultipleEvents({ tenantLocator: t.locator, type: 'account.create' })).events.map(
    (e) => (e.data as { locator: string }).locator,
  );

describe('a create sent again with the same key', () => {
  it('is answered the first answer, marked as replayed, and makes one record', async () => {
    const before = await made(a);
    const first = await create(a, 'key-same');
    const again = await create(a, 'key-same');
    expect(again).toEqual(first);
    expect((await made(a)).filter((l) => !before.includes(l))).toEqual([first.locator]);
    // The answer's headers that matter come again, and the repeat says it is one.
    const raw = await insuite.client.raw.POST('/policy/{tenantLocator}/accounts', {
      params: { path: { tenantLocator: a.locator }, header: { 'Idempotency-Key': 'key-same' } },
      body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
    });
    expect(raw.response.status).toBe(200);
    expect(raw.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(raw.response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(raw.data).toEqual(first);
    // A first answer carries no such header.
    const fresh = await insuite.client.raw.POST('/policy/{tenantLocator}/accounts', {
      params: { path: { tenantLocator: a.locator }, header: { 'Idempotency-Key': 'key-fresh' } },
      body: { type: 'ConsumerAccount', data: { firstName: 'Ada' } },
    });
    expect(fresh.response.status).toBe(200);
    expect(fresh.response.headers.get('Idempotent-Replayed')).toBeNull();
    // Without a key, the same request makes another record.
    expect((await create(a, undefined)).locator).not.toBe(first.locator);
  });

  it('is declared, the replay header, on the success of every operation that takes a key, and only there', async () => {
    type Op = { parameters?: { $ref?: string }[]; responses?: Record<string, { headers?: object }> };
    const spec = YAML.parse(await (await fetch(`${insuite.url}/openapi.yaml`)).text()) as {
      paths: Record<string, Record<string, Op>>;
    };
    const keyed: string[] = [];
    const declared: string[] = [];
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.responses) continue;
        if (op.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'))
          keyed.push(`${method} ${path}`);
        const successes = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
        if (successes.some(([, r]) => 'Idempotent-Replayed' in (r.headers ?? {})))
          declared.push(`${method} ${path}`);
      }
    }
    expect(keyed.length).toBeGreaterThan(20);
    expect(declared).toEqual(keyed);
  });

  it('with another body is a 409 naming the key, and makes nothing', async () => {
    await create(a, 'key-other');
    const before = await made(a);
    const refused = await failure(create(a, 'key-other', 'Grace'));
    expect(refused.status).toBe(409);
    expect(refused.problem?.detail).toContain('"key-other"');
    expect(await made(a)).toEqual(before);
  });

  it('after an error answer does the work: an error keeps nothing under the key', async () => {
    const refused = await failure(
      insuite.client.createAccount({
        tenantLocator: a.locator,
        'Idempotency-Key': 'key-error',
        body: { type: 'NoSuchAccount', data: {} },
      }),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const made1 = await create(a, 'key-error');
    expect(await create(a, 'key-error')).toEqual(made1);
  });

  it('is refused (400) when the key is longer than 255 characters or not printable ASCII', async () => {
    for (const key of ['k'.repeat(256), 'with space']) {
      const refused = await failure(create(a, key));
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.problem).toLowerCase()).toContain('idempotency-key');
    }
    expect((await create(a, 'k'.repeat(255))).locator).toBeTruthy();
  });
});

describe('keys', () => {
  it("expire 24 hours after their first request, on the tenant's clock", async () => {
    await a.clock.set('2032-01-10T00:00:00Z');
    const first = await create(a, 'key-expiring');
    await a.clock.advance('PT23H');
    expect(await create(a, 'key-expiring')).toEqual(first);
    await a.clock.advance('PT1H');
    const later = await create(a, 'key-expiring');
    expect(later.locator).not.toBe(first.locator);
    expect(later.createdAt.slice(0, 10)).toBe('2032-01-11');
    // The key is new again from then: repeats answer the second record.
    expect(await create(a, 'key-expiring')).toEqual(later);
  });

  it("of another tenant are other keys: the same key there makes that tenant's own record", async () => {
    const inA = await create(a, 'key-shared');
    const before = await made(b);
    const inB = await create(b, 'key-shared');
    expect(inB.locator).not.toBe(inA.locator);
    expect((await made(b)).filter((l) => !before.includes(l))).toEqual([inB.locator]);
    // Another body in B under that key is B's affair: B's first request decides.
    expect((await failure(create(b, 'key-shared', 'Grace'))).status).toBe(409);
    expect(await create(a, 'key-shared')).toEqual(inA);
  });
});

describe('an underwriting flag added again with the same key', () => {
  it('is added once', async () => {
    const tenantLocator = await chainTenant(insuite.client);
    const q = await quote(insuite.client, tenantLocator);
    const add = () =>
      insuite.client.addUnderwritingInfoFlagForQuote({
        tenantLocator,
        locator: q.locator,
        'Idempotency-Key': 'flag-once',
        body: { note: 'seen once' },
      });
    const first = await add();
    expect(first.flags?.filter((f) => f.note === 'seen once')).toHaveLength(1);
    expect(await add()).toEqual(first);
    // A flag added without the key is another: the quote holds two now, not three.
    const after = await insuite.client.addUnderwritingInfoFlagForQuote({
      tenantLocator,
      locator: q.locator,
      body: { note: 'seen once' },
    });
    expect(after.flags?.filter((f) => f.note === 'seen once')).toHaveLength(2);
  });
});

describe("the SDK's retry of a create", () => {
  it('sends a key of its own, so a retry after a lost answer makes no second record', async () => {
    let lose = 1;
    // The server answers, and the answer is lost on the way back (the connection reset).
    const lossy: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      const request = input instanceof Request ? input : undefined;
      if (lose > 0 && request?.method === 'POST' && request.url.endsWith('/accounts')) {
        lose -= 1;
        await answer.arrayBuffer();
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
        });
      }
      return answer;
    };
    const client = createClient({
      baseUrl: insuite.url,
      token: insuite.adminToken,
      fetch: lossy,
      retry: { retries: 2, minDelayMs: 1 },
    });
    const since = new Date();
    const before = await made(a);
    const account = await client.createAccount({
      tenantLocator: a.locator,
      body: { type: 'ConsumerAccount', data: { firstName: 'Retried' } },
    });
    expect(lose).toBe(0);
    expect((await made(a)).filter((l) => !before.includes(l))).toEqual([account.locator]);
    const sent = (await a.requests({ operationId: 'createAccount', since })).map(
      (e) => e.headers?.['idempotency-key'],
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
  });
});
