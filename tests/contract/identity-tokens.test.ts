import type { Permission } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { group, inAYear, tenant, token, unique } from '../support/given.js';
import { person, role, serviceAccount, signIn } from '../support/identity.js';
import { movableClock } from '../support/clock.js';
import { startServer, type TestServer } from '../support/server.js';

const clock = movableClock();
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ clock });
});
afterAll(() => s.close());

const missingUser = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe('listing tokens', () => {
  it('fetchAuthTokens lists the caller’s tokens with name, tenants, permissions and times, never a value', async () => {
    const {
      user,
      token: value,
      tokenName,
    } = await serviceAccount(s.admin, {
      roles: [(await role(s.admin, ['users.read', 'users.custom'])).name],
      tokenPermissions: ['users.read', 'users.custom'],
    });
    const listed = await s.as(value).fetchAuthTokens();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: tokenName,
      tenants: ['any'],
      permissions: ['users.read', 'users.custom'],
    });
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'name',
      'permissions',
      'tenants',
    ]);
    expect(JSON.stringify(listed)).not.toContain(value.slice(4));
    expect(await s.admin.fetchAuthTokensForUser({ locator: user.locator })).toEqual(listed);
  });

  it('fetchAuthTokensForUser answers 404 for an unknown user', async () => {
    expect((await failure(s.admin.fetchAuthTokensForUser({ locator: missingUser }))).status).toBe(404);
  });
});

describe('createServiceAccountAuthToken', () => {
  it('is for service accounts only (422), known users (404), unique names (409), and what the caller holds (403)', async () => {
    const { user: human } = await person(s.admin);
    const body = {
      name: unique('t'),
      permissions: ['tables.read'] as Permission[],
      tenants: ['any'],
      expiresAt: inAYear(),
    };
    const notService = await failure(s.admin.createServiceAccountAuthToken({ locator: human.locator, body }));
    expect(notService.status).toBe(422);
    expect(
      (await failure(s.admin.createServiceAccountAuthToken({ locator: missingUser, body }))).status,
    ).toBe(404);
    const { user, tokenName } = await serviceAccount(s.admin);
    const dup = await failure(
      s.admin.createServiceAccountAuthToken({ locator: user.locator, body: { ...body, name: tokenName } }),
    );
    expect(dup.status).toBe(409);
    // users.custom is for the caller's own tokens; users.token mints them for service accounts.
    const own = s.as(await token(s.admin, ['users.custom', 'tables.read']));
    expect((await failure(own.createServiceAccountAuthToken({ locator: user.locator, body }))).status).toBe(
      403,
    );
    const limited = s.as(await token(s.admin, ['users.token', 'tables.read']));
    const more = await failure(
      limited.createServiceAccountAuthToken({
        locator: user.locator,
        body: { ...body, permissions: ['tables.*'] },
      }),
    );
    expect(more.status).toBe(403);
    await expect(limited.createServiceAccountAuthToken({ locator: user.locator, body })).resolves.toMatch(
      /^ist_/,
    );
  });
});

describe('deleting tokens: effective on the very next request', () => {
  it('deleteAuthToken by value', async () => {
    const { token: value } = await serviceAccount(s.admin, { roles: ['admin'] });
    await s.as(value).fetchTenants();
    await s.as(value).deleteAuthToken({ tokenOrName: value });
    expect((await failure(s.as(value).fetchTenants())).status).toBe(401);
  });

  it('deleteAuthToken by name, and 404 for a name the caller does not have', async () => {
    const { token: value, tokenName } = await serviceAccount(s.admin, { roles: ['admin'] });
    const other = await token(s.admin, ['tenants.read', 'tenants.list']);
    const name = unique('mine');
    const mine = await s.as(value).createAuthToken({
      body: { name, permissions: ['tenants.list'], tenants: ['any'], expiresAt: inAYear() },
    });
    await s.as(mine).fetchTenants();
    await s.as(value).deleteAuthToken({ tokenOrName: name });
    expect((await failure(s.as(mine).fetchTenants())).status).toBe(401);
    // Another user's token, by value or by name, is not the caller's.
    expect((await failure(s.as(value).deleteAuthToken({ tokenOrName: other }))).status).toBe(404);
    await s.as(other).fetchTenants();
    expect((await failure(s.as(value).deleteAuthToken({ tokenOrName: 'no-such-token' }))).status).toBe(404);
    await s.as(value).deleteAuthToken({ tokenOrName: tokenName });
    expect((await failure(s.as(value).fetchTenants())).status).toBe(401);
  });

  it('deleteAuthTokenForUser by value and by name', async () => {
    const { user, token: first } = await serviceAccount(s.admin, { roles: ['admin'] });
    const secondName = unique('second');
    const second = await s.admin.createServiceAccountAuthToken({
      locator: user.locator,
      body: { name: secondName, permissions: ['*.*'], tenants: ['any'], expiresAt: inAYear() },
    });
    await s.admin.deleteAuthTokenForUser({ locator: user.locator, tokenOrName: first });
    expect((await failure(s.as(first).fetchTenants())).status).toBe(401);
    await s.as(second).fetchTenants();
    await s.admin.deleteAuthTokenForUser({ locator: user.locator, tokenOrName: secondName });
    expect((await failure(s.as(second).fetchTenants())).status).toBe(401);
    expect(
      (await failure(s.admin.deleteAuthTokenForUser({ locator: user.locator, tokenOrName: secondName })))
        .status,
    ).toBe(404);
    expect(
      (await failure(s.admin.deleteAuthTokenForUser({ locator: missingUser, tokenOrName: 'x' }))).status,
    ).toBe(404);
  });

  it('revokeUserOauthTokens ends sign-in tokens only', async () => {
    const r = await role(s.admin, ['users.custom', 'users.write', 'users.token']);
    const { user, password } = await person(s.admin, { roles: [r.name] });
    const session = await signIn(s, user.userName, password);
    const named = await s.as(session).createAuthToken({
      body: { name: unique('n'), permissions: ['users.custom'], tenants: ['any'], expiresAt: inAYear() },
    });
    await s.admin.revokeUserOauthTokens({ locator: user.locator });
    expect((await failure(s.as(session).fetchMyUserDetails())).status).toBe(401);
    await expect(s.as(named).fetchMyUserDetails()).resolves.toMatchObject({ locator: user.locator });
    expect((await failure(s.admin.revokeUserOauthTokens({ locator: missingUser }))).status).toBe(404);
  });
});

describe('effective power = token ∩ user, evaluated on every request', () => {
  it('a token’s permissions are limited by its user’s roles', async () => {
    const { token: value } = await serviceAccount(s.admin, {
      roles: ['read-only'],
      tokenPermissions: ['*.*'],
    });
    await expect(s.as(value).fetchTenants()).resolves.toBeDefined();
    const err = await failure(s.as(value).createTenant({ name: 'x', body: {} as never }));
    expect(err.status).toBe(403);
  });

  it('a token’s tenants are limited by its user’s tenants', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    const { token: value } = await serviceAccount(s.admin, {
      roles: ['admin'],
      tenants: [a],
      tokenTenants: ['any'],
    });
    await expect(s.as(value).fetchResourceGroups({ tenantLocator: a })).resolves.toBeDefined();
    expect((await failure(s.as(value).fetchResourceGroups({ tenantLocator: b }))).status).toBe(403);
  });

  it('removing a role takes effect on the very next request, adding it back too', async () => {
    const r = await role(s.admin, ['tenants.read', 'tenants.list']);
    const { user, token: value } = await serviceAccount(s.admin, { roles: [r.name] });
    await s.as(value).fetchTenants();
    await s.admin.updateUserRoles({ locator: user.locator, body: { addRoles: [], removeRoles: [r.name] } });
    expect((await failure(s.as(value).fetchTenants())).status).toBe(403);
    await s.admin.updateUserRoles({ locator: user.locator, body: { addRoles: [r.name], removeRoles: [] } });
    await expect(s.as(value).fetchTenants()).resolves.toBeDefined();
  });

  it('removing a tenant assignment takes effect on the very next request', async () => {
    const t = await tenant(s.admin);
    const { user, token: value } = await serviceAccount(s.admin, { roles: ['read-only'], tenants: [t] });
    await s.as(value).fetchResourceGroups({ tenantLocator: t });
    await s.admin.updateUserTenantAssignments({
      locator: user.locator,
      body: { addTenants: [], removeTenants: [t] },
    });
    expect((await failure(s.as(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(403);
  });

  it('a tenant-specific role set applies in its tenant only, at once, and its removal too', async () => {
    const [t, u] = [await tenant(s.admin), await tenant(s.admin)];
    const r = await role(s.admin, ['resource-groups.list', 'resource-groups.read']);
    const { token: value } = await serviceAccount(s.admin, { roles: [r.name] });
    await s.as(value).fetchResourceGroups({ tenantLocator: t });
    await s.admin.createTenantRole({
      tenantLocator: t,
      roleLocator: r.locator,
      body: { permissions: ['tables.read'] },
    });
    expect((await failure(s.as(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(403);
    await expect(s.as(value).fetchResourceGroups({ tenantLocator: u })).resolves.toBeDefined();
    await s.admin.deleteTenantRole({ tenantLocator: t, roleLocator: r.locator });
    await expect(s.as(value).fetchResourceGroups({ tenantLocator: t })).resolves.toBeDefined();
  });

  it('a retired tenant refuses writes and still answers reads', async () => {
    const t = await tenant(s.admin);
    await group(s.admin, t);
    await s.admin.retireTenant({ locator: t });
    expect((await failure(group(s.admin, t))).status).toBe(403);
    await expect(s.admin.fetchResourceGroups({ tenantLocator: t })).resolves.toBeDefined();
  });
});

describe('getGroupedTokenPermissions', () => {
  it('groups the token’s grants by group', async () => {
    const value = await token(s.admin, ['tables.read', 'tables.upload', 'users.*']);
    expect(await s.admin.getGroupedTokenPermissions({ body: value })).toEqual({
      tables: ['read', 'upload'],
      users: ['*'],
    });
  });

  it('narrows the token to what its user holds now', async () => {
    const r = await role(s.admin, ['tables.read', 'users.*']);
    const { user, token: value } = await serviceAccount(s.admin, {
      roles: [r.name],
      tokenPermissions: ['*.*'],
    });
    expect(await s.admin.getGroupedTokenPermissions({ body: value })).toEqual({
      tables: ['read'],
      users: ['*'],
    });
    await s.admin.updateUserRoles({ locator: user.locator, body: { addRoles: [], removeRoles: [r.name] } });
    expect(await s.admin.getGroupedTokenPermissions({ body: value })).toEqual({});
  });

  it('answers 404 for an unknown or expired token', async () => {
    expect(
      (await failure(s.admin.getGroupedTokenPermissions({ body: `ist_${'z'.repeat(43)}` }))).status,
    ).toBe(404);
    const soon = new Date(clock.now().getTime() + 1200).toISOString();
    const value = await s.admin.createAuthToken({
      body: { name: unique('n'), permissions: ['tables.read'], tenants: ['any'], expiresAt: soon },
    });
    clock.advance(1300);
    expect((await failure(s.admin.getGroupedTokenPermissions({ body: value }))).status).toBe(404);
  });
});

describe('mass assignment', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${s.baseUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    ['userId', missingUser],
    ['user', missingUser],
    ['createdAt', '2026-01-01T00:00:00.000Z'],
    ['kind', 'oauth'],
    ['value', `ist_${'v'.repeat(43)}`],
  ])('token bodies cannot set %s (400)', async (field, value) => {
    const body = { name: unique('n'), permissions: [], tenants: [], expiresAt: inAYear(), [field]: value };
    expect((await post('/auth/users/tokens', body)).status).toBe(400);
    const { user } = await serviceAccount(s.admin);
    expect((await post(`/auth/users/${user.locator}/tokens`, body)).status).toBe(400);
  });

  it('tenant assignment bodies cannot replace the whole list (400)', async () => {
    const { user } = await person(s.admin);
    const res = await fetch(`${s.baseUrl}/auth/users/${user.locator}/tenants`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ addTenants: [], removeTenants: [], tenants: ['any'] }),
    });
    expect(res.status).toBe(400);
  });
});
