// Authorisation, generated from the operation table: for every secured operation, a token holding
// every grant the contract knows EXCEPT the operation's own is refused (403), and a token holding
// exactly one of the operation's permissions gets past authorisation (neither 401 nor 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant, token } from '../support/given.js';
import { allOperations, call, everyGrant, grantsOf, pathFor, SAMPLE_UUID } from '../support/operations.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let t: string;
let throwaway: string;
beforeAll(async () => {
  s = await startServer();
  t = await tenant(s.admin);
  // Operations that change the tenant they name (retireTenant) get a tenant of their own.
  throwaway = await tenant(s.admin);
});
afterAll(() => s.close());

// The test controls answer 404 on a server made without them (tests/contract/test-controls.test.ts).
const secured = allOperations.filter(([, info]) => info.secured && info.group !== 'test-controls');
const pairs = secured.flatMap(([id, info]) => grantsOf(info).map((grant) => [id, grant, info] as const));
const tenantFor = (id: string) => (id === 'retireTenant' ? throwaway : t);

describe(`every secured operation (${secured.length} of ${allOperations.length}; ${everyGrant.length} distinct grants)`, () => {
  it('the grants are all plain group.action, so "all but the operation’s own" leaves no wildcard in', () => {
    expect(everyGrant.every((g) => /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(g))).toBe(true);
    expect(secured.length).toBeGreaterThanOrEqual(120);
  });

  it.each(secured)('%s: every grant except its own is refused (403)', async (id, info) => {
    const own = new Set(grantsOf(info));
    const others = everyGrant.filter((g) => !own.has(g));
    const res = await call(s.baseUrl, info, pathFor(info, tenantFor(id)), await token(s.admin, others));
    const problem = (await res.json()) as { code: string; detail: string };
    expect(res.status).toBe(403);
    expect(problem.code).toBe('FORBIDDEN');
    expect(problem.detail).toBe(`This operation needs ${[...own].join(' or ')}`);
  });
});

// `custom` admits an operation only on the caller's own user record and tokens (x-security-custom:
// self), and nothing where the contract says so (x-security-custom: nothing).
const custom = (grant: string) => grant.endsWith('.custom');
const plain = pairs.filter(
  ([, grant, info]) => !custom(grant) || (info.custom === 'self' && !info.userParam),
);

describe(`each of an operation’s permissions alone is enough (${plain.length} operation–permission pairs)`, () => {
  it.each(plain)('%s with only %s passes authorisation', async (id, grant, info) => {
    const res = await call(s.baseUrl, info, pathFor(info, tenantFor(id)), await token(s.admin, [grant]));
    await res.arrayBuffer();
    expect([401, 403]).not.toContain(res.status);
  });
});

describe('custom: the caller’s own user record and tokens, nothing else', () => {
  const own = pairs.filter(([, grant, info]) => custom(grant) && info.custom === 'self' && info.userParam);
  const none = pairs.filter(([, grant, info]) => custom(grant) && info.custom === 'nothing');

  it.each(own)('%s with only %s: the caller itself passes, another user 403', async (id, grant, info) => {
    const value = await token(s.admin, [grant]);
    const other = await call(s.baseUrl, info, pathFor(info, tenantFor(id)), value);
    await other.arrayBuffer();
    expect(other.status).toBe(403);
    const me = (await s.admin.fetchMyUserDetails()).locator;
    const self = await call(s.baseUrl, info, pathFor(info, tenantFor(id)).replace(SAMPLE_UUID, me), value);
    await self.arrayBuffer();
    expect([401, 403]).not.toContain(self.status);
  });

  it.each(none)('%s with only %s is refused (403)', async (id, grant, info) => {
    const res = await call(s.baseUrl, info, pathFor(info, tenantFor(id)), await token(s.admin, [grant]));
    await res.arrayBuffer();
    expect(res.status).toBe(403);
  });
});
