// Tenant isolation, generated from the operation table: every operation whose path names a tenant
// (`{tenantLocator}`) refuses a token that may not use that tenant, and a tenant's things cannot be
// reached through another tenant's paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { group, tenant, token } from '../support/given.js';
import { person } from '../support/identity.js';
import { allOperations, call, pathFor } from '../support/operations.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let a: string;
let b: string;
let onlyA: string;
let onlyB: string;
beforeAll(async () => {
  // With the test controls on, so that their tenant-scoped operations are checked here too.
  s = await startServer({ env: { INSUITE_TEST_CONTROLS: 'true' } });
  [a, b] = [await tenant(s.admin), await tenant(s.admin)];
  onlyA = await token(s.admin, ['*.*'], [a]);
  onlyB = await token(s.admin, ['*.*'], [b]);
});
afterAll(() => s.close());

const tenantScoped = allOperations.filter(([, info]) => info.tenantParam === 'tenantLocator');

describe(`every tenant-scoped operation (${tenantScoped.length} of ${allOperations.length})`, () => {
  it('the table has tenant-scoped operations in every area that has tenants', () => {
    expect(tenantScoped.length).toBeGreaterThanOrEqual(80);
  });

  it.each(tenantScoped)(
    '%s: a token holding *.* for tenant A only gets 403 on tenant B',
    async (_id, info) => {
      const res = await call(s.baseUrl, info, pathFor(info, b), onlyA);
      await res.arrayBuffer();
      expect(res.status).toBe(403);
      // The same token on its own tenant gets past the tenant check: whatever the answer, not 401/403.
      const own = await call(s.baseUrl, info, pathFor(info, a), onlyA);
      await own.arrayBuffer();
      expect([401, 403]).not.toContain(own.status);
    },
  );
});

describe('a token for tenant B never reaches tenant A’s things', () => {
  it('resource groups of A are 404 through B’s paths and absent from B’s lists', async () => {
    const g = await group(s.admin, a);
    const asB = s.as(onlyB);
    expect((await failure(asB.fetchResourceGroup({ tenantLocator: b, locator: g.locator }))).status).toBe(
      404,
    );
    expect(
      (
        await failure(
          asB.updateResourceGroup({
            tenantLocator: b,
            locator: g.locator,
            body: {
              name: 'x',
              selectionStartTime: '2026-01-01T00:00:00Z',
              addResources: [],
              removeResources: [],
            },
          }),
        )
      ).status,
    ).toBe(404);
    expect((await failure(asB.retire({ tenantLocator: b, locator: g.locator }))).status).toBe(404);
    const listed = await asB.fetchResourceGroups({ tenantLocator: b, extended: false });
    expect(JSON.stringify(listed)).not.toContain(g.locator);
    // A itself still holds it.
    await expect(
      s.as(onlyA).fetchResourceGroup({ tenantLocator: a, locator: g.locator }),
    ).resolves.toMatchObject({
      locator: g.locator,
    });
  });

  it('tenant A itself is 404 and absent from B’s tenant lists', async () => {
    const asB = s.as(onlyB);
    expect((await failure(asB.fetchTenant({ locator: a }))).status).toBe(404);
    expect((await failure(asB.updateTenant({ locator: a, body: { name: 'x' } as never }))).status).toBe(404);
    expect(JSON.stringify(await asB.fetchTenants({ extended: false }))).not.toContain(a);
    expect(JSON.stringify(await asB.fetchMyTenants({ extended: false }))).not.toContain(a);
  });

  it('identity records of A: data access and masks', async () => {
    // A user of tenant B (which a principal limited to B reaches) with a record in A.
    const { user } = await person(s.admin, { tenants: [b] });
    await s.admin.addUserDataAccess({
      locator: user.locator,
      tenantLocator: a,
      body: { maskingLevel: 'level2', accessControlFields: { account: { region: ['a-only'] } } },
    });
    const asB = s.as(onlyB);
    expect(
      (await failure(asB.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: a }))).status,
    ).toBe(403);
    expect(JSON.stringify(await asB.fetchUserMasks({ locator: user.locator }))).not.toContain('a-only');
    // Through B's own path the record of A is not there.
    expect(
      (await asB.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: b }))
        .accessControlFields,
    ).toEqual({});
  });
});
