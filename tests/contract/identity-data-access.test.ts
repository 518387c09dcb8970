import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { tenant, token } from '../support/given.js';
import { person } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const missingUser = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const missingTenant = '0e8f4c3a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const rules = {
  maskingLevel: 'level1' as const,
  accessControlFields: { account: { region: ['north', 'east'] }, policy: { product: ['homeowners'] } },
};

const raw = (method: string, path: string, body?: unknown) =>
  fetch(`${s.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('data access', () => {
  it('a user without a record in a tenant has the default: no masking, no restrictions', async () => {
    const t = await tenant(s.admin);
    const { user } = await person(s.admin);
    expect(await s.admin.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: t })).toEqual({
      userLocator: user.locator,
      tenantLocator: t,
      maskingLevel: 'none',
      accessControlFields: {},
    });
  });

  it('addUserDataAccess replaces the record of one tenant; delete restores the default', async () => {
    const [t, other] = [await tenant(s.admin), await tenant(s.admin)];
    const { user } = await person(s.admin);
    const ids = { locator: user.locator, tenantLocator: t };
    const put = await s.admin.addUserDataAccess({ ...ids, body: rules });
    expect(put).toEqual({ userLocator: user.locator, tenantLocator: t, ...rules });
    expect(await s.admin.fetchUserDataAccessForTenant(ids)).toEqual(put);
    expect(
      (await s.admin.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: other }))
        .maskingLevel,
    ).toBe('none');
    const replaced = await s.admin.addUserDataAccess({
      ...ids,
      body: { maskingLevel: 'level2', accessControlFields: { policy: { product: ['auto'] } } },
    });
    expect(replaced.accessControlFields).toEqual({ policy: { product: ['auto'] } });
    await s.admin.deleteUserDataAccess(ids);
    expect((await s.admin.fetchUserDataAccessForTenant(ids)).accessControlFields).toEqual({});
    // Nothing left to lift is not an error.
    await s.admin.deleteUserDataAccess(ids);
  });

  it('answers 404 for an unknown user, 400 for an entity type other than account and policy', async () => {
    const t = await tenant(s.admin);
    expect(
      (await failure(s.admin.fetchUserDataAccessForTenant({ locator: missingUser, tenantLocator: t })))
        .status,
    ).toBe(404);
    expect(
      (await failure(s.admin.addUserDataAccess({ locator: missingUser, tenantLocator: t, body: rules })))
        .status,
    ).toBe(404);
    const { user } = await person(s.admin);
    const bad = await failure(
      s.admin.addUserDataAccess({
        locator: user.locator,
        tenantLocator: t,
        body: { maskingLevel: 'none', accessControlFields: { quote: { a: ['b'] } } },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.problem?.errors?.[0]?.location).toBe('body.accessControlFields.quote');
    expect(
      (
        await failure(
          s.admin.addUserDataAccess({
            locator: user.locator,
            tenantLocator: t,
            body: { maskingLevel: 'level9' as never, accessControlFields: {} },
          }),
        )
      ).status,
    ).toBe(400);
  });

  it.each([
    ['userLocator', missingUser],
    ['tenantLocator', missingTenant],
    ['createdAt', '2026-01-01T00:00:00.000Z'],
  ])('refuses a body that sets %s (400)', async (field, value) => {
    const t = await tenant(s.admin);
    const { user } = await person(s.admin);
    const res = await raw('PATCH', `/auth/users/${user.locator}/dataaccess/${t}`, {
      ...rules,
      [field]: value,
    });
    expect(res.status).toBe(400);
  });

  it('the tenant in the path must be one the caller may use (403)', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    // A user of tenant A only: a principal limited to A reaches it.
    const { user } = await person(s.admin, { tenants: [a] });
    const onlyA = s.as(await token(s.admin, ['users.read', 'users.write'], [a]));
    await expect(
      onlyA.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: a }),
    ).resolves.toBeDefined();
    expect(
      (await failure(onlyA.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: b }))).status,
    ).toBe(403);
    expect(
      (await failure(onlyA.addUserDataAccess({ locator: user.locator, tenantLocator: b, body: rules })))
        .status,
    ).toBe(403);
  });

  it('a deleted user takes its records with it', async () => {
    const t = await tenant(s.admin);
    const { user } = await person(s.admin);
    await s.admin.addUserDataAccess({ locator: user.locator, tenantLocator: t, body: rules });
    await s.admin.deleteUser({ locator: user.locator });
    expect(
      (await failure(s.admin.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: t })))
        .status,
    ).toBe(404);
  });
});

describe('deprecated access masks over the same records', () => {
  it('addDataSecurityMask writes one entity type and keeps the rest; the mask reads see it', async () => {
    const t = await tenant(s.admin);
    const { user } = await person(s.admin);
    await s.admin.addUserDataAccess({ locator: user.locator, tenantLocator: t, body: rules });
    const res = await raw('PATCH', `/auth/users/${user.locator}/accessmask`, {
      tenantLocator: t.toUpperCase(),
      type: 'account',
      fields: { state: ['CA'] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(await res.json()).toEqual({
      userLocator: user.locator,
      tenantLocator: t,
      maskType: 'account',
      fields: { state: ['CA'] },
    });
    expect(
      await s.admin.fetchUserDataAccessForTenant({ locator: user.locator, tenantLocator: t }),
    ).toMatchObject({
      maskingLevel: 'level1',
      accessControlFields: { account: { state: ['CA'] }, policy: { product: ['homeowners'] } },
    });
    expect(await s.admin.fetchUserMask({ locator: user.locator, tenantLocator: t, type: 'policy' })).toEqual({
      userLocator: user.locator,
      tenantLocator: t,
      maskType: 'policy',
      fields: { product: ['homeowners'] },
    });
    expect(
      (await s.admin.fetchUserMasksForTenant({ locator: user.locator, tenantLocator: t })).map(
        (m) => m.maskType,
      ),
    ).toEqual(['account', 'policy']);
    const listed = await raw('GET', `/auth/users/${user.locator}/accessmask`);
    expect(listed.headers.get('deprecation')).toBe('true');
    expect(((await listed.json()) as { tenantLocator: string }[]).map((m) => m.tenantLocator)).toEqual([
      t,
      t,
    ]);

    await s.admin.deleteUserMasks({ locator: user.locator, tenantLocator: t });
    expect(await s.admin.fetchUserMasksForTenant({ locator: user.locator, tenantLocator: t })).toEqual([]);
    expect(
      (await s.admin.fetchUserMask({ locator: user.locator, tenantLocator: t, type: 'account' })).fields,
    ).toEqual({});
  });

  it('fetchUserMasks shows only tenants the caller may use', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    // A user of tenant A only: a principal limited to A reaches it.
    const { user } = await person(s.admin, { tenants: [a] });
    for (const t of [a, b]) {
      await s.admin.addDataSecurityMask({
        locator: user.locator,
        body: { tenantLocator: t, type: 'policy', fields: { product: ['x'] } },
      });
    }
    const onlyA = s.as(await token(s.admin, ['users.read'], [a]));
    expect((await onlyA.fetchUserMasks({ locator: user.locator })).map((m) => m.tenantLocator)).toEqual([a]);
    expect(
      (await s.admin.fetchUserMasks({ locator: user.locator })).map((m) => m.tenantLocator).sort(),
    ).toEqual([a, b].sort());
    expect((await failure(s.admin.fetchUserMasks({ locator: missingUser }))).status).toBe(404);
  });

  it('addDataSecurityMask checks the tenant in its body like the gate checks paths', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    // A user of tenant A only: a principal limited to A reaches it.
    const { user } = await person(s.admin, { tenants: [a] });
    const mask = (tenantLocator: string) => ({ tenantLocator, type: 'account' as const, fields: {} });
    const onlyA = s.as(await token(s.admin, ['users.write'], [a]));
    await expect(onlyA.addDataSecurityMask({ locator: user.locator, body: mask(a) })).resolves.toBeDefined();
    expect((await failure(onlyA.addDataSecurityMask({ locator: user.locator, body: mask(b) }))).status).toBe(
      403,
    );
    expect(
      (await failure(onlyA.addDataSecurityMask({ locator: user.locator, body: mask(missingTenant) }))).status,
    ).toBe(403);
    expect(
      (await failure(s.admin.addDataSecurityMask({ locator: user.locator, body: mask(missingTenant) })))
        .status,
    ).toBe(404);
    await s.admin.retireTenant({ locator: b });
    expect(
      (await failure(s.admin.addDataSecurityMask({ locator: user.locator, body: mask(b) }))).status,
    ).toBe(403);
  });
});
