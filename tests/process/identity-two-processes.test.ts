// Identity changes made through one server process take effect on the very next request answered
// by another process sharing the database (PostgreSQL, or the same SQLite file): what a process
// keeps of the gate's reads is used only while the database's identity counter stands still.
import type { InsuiteClient } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../support/clock.js';
import { failure } from '../support/failure.js';
import { tenant } from '../support/given.js';
import { person, role, serviceAccount, signIn, strongPassword } from '../support/identity.js';
import { secondProcess, type SecondProcess } from '../support/second-process.js';
import { engine, startServer, type TestServer } from '../support/server.js';

/** The first process's clock: the second process follows the system clock. */
const clock = movableClock();
let a: TestServer;
let other: SecondProcess;
/** The SDK against the second process. */
let b: (token?: string) => InsuiteClient;

beforeAll(async () => {
  a = await startServer({ clock });
  other = await secondProcess(a);
  b = other.as;
}, 60_000);

afterAll(async () => {
  await other?.close();
  await a?.close();
});

describe(`two server processes on one ${engine()} database`, () => {
  it('a token deleted through one process fails on the next request to the other', async () => {
    const { user, token: value, tokenName } = await serviceAccount(a.admin, { roles: ['read-only'] });
    await b(value).fetchTenants();
    await a.admin.deleteAuthTokenForUser({ locator: user.locator, tokenOrName: tokenName });
    expect((await failure(b(value).fetchTenants())).status).toBe(401);
  });

  it('a token expires in the other process when its time comes', async () => {
    // Made through the second process; the first, whose clock the test moves, has it in use.
    const { user } = await serviceAccount(b(a.adminToken), { roles: ['read-only'] });
    const value = await b(a.adminToken).createServiceAccountAuthToken({
      locator: user.locator,
      body: {
        name: 'short',
        permissions: ['*.*'],
        tenants: ['any'],
        expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      },
    });
    await a.as(value).fetchTenants();
    clock.advance(60_000);
    expect((await failure(a.as(value).fetchTenants())).status).toBe(401);
  });

  it('deleting and enabling users, and removing their credentials, are seen by the other at once', async () => {
    const disabled = await serviceAccount(a.admin, { roles: ['read-only'], enabled: false });
    expect((await failure(b(disabled.token).fetchTenants())).status).toBe(401);
    await a.admin.enableUser({ locator: disabled.user.locator });
    await expect(b(disabled.token).fetchTenants()).resolves.toBeDefined();
    await a.admin.removeCredentials({ locator: disabled.user.locator });
    expect((await failure(b(disabled.token).fetchTenants())).status).toBe(401);

    const deleted = await serviceAccount(a.admin, { roles: ['read-only'] });
    await b(deleted.token).fetchTenants();
    await a.admin.deleteUser({ locator: deleted.user.locator });
    expect((await failure(b(deleted.token).fetchTenants())).status).toBe(401);
  });

  it('roles, tenant role sets and tenant assignments changed in one process apply in the other at once', async () => {
    const [t, u] = [await tenant(a.admin), await tenant(a.admin)];
    const r = await role(a.admin, ['tenants.read', 'tenants.list', 'resource-groups.list']);
    const { user, token: value } = await serviceAccount(a.admin, { roles: [r.name] });
    await b(value).fetchResourceGroups({ tenantLocator: t });

    await a.admin.updateUserRoles({ locator: user.locator, body: { addRoles: [], removeRoles: [r.name] } });
    expect((await failure(b(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(403);
    await a.admin.updateUserRoles({ locator: user.locator, body: { addRoles: [r.name], removeRoles: [] } });
    await expect(b(value).fetchResourceGroups({ tenantLocator: t })).resolves.toBeDefined();

    await a.admin.createTenantRole({
      tenantLocator: t,
      roleLocator: r.locator,
      body: { permissions: ['tables.read'] },
    });
    expect((await failure(b(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(403);
    await expect(b(value).fetchResourceGroups({ tenantLocator: u })).resolves.toBeDefined();
    await a.admin.deleteTenantRole({ tenantLocator: t, roleLocator: r.locator });
    await expect(b(value).fetchResourceGroups({ tenantLocator: t })).resolves.toBeDefined();

    await a.admin.updateUserTenantAssignments({
      locator: user.locator,
      body: { addTenants: [u], removeTenants: ['any'] },
    });
    expect((await failure(b(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(403);
    await expect(b(value).fetchResourceGroups({ tenantLocator: u })).resolves.toBeDefined();
  });

  it('a password reset in one process ends sign-in tokens in the other at once', async () => {
    const r = await role(a.admin, ['users.custom']);
    const { user, password } = await person(a.admin, { roles: [r.name] });
    const session = await signIn(a, user.userName, password);
    await b(session).fetchMyUserDetails();
    await a.admin.resetUserPassword({ locator: user.locator, body: strongPassword() });
    expect((await failure(b(session).fetchMyUserDetails())).status).toBe(401);
  });

  it('changes written straight into the database, past every service, apply on the next request', async () => {
    // What a process keeps of the gate's reads is only used while the database's identity counter
    // stands still, and triggers move it: no code path (nor an operator's SQL) can skip it.
    const t = await tenant(a.admin);
    const r = await role(a.admin, ['tenants.read', 'tenants.list', 'resource-groups.list']);
    const { user, token: value } = await serviceAccount(a.admin, { roles: [r.name] });
    await b(value).fetchResourceGroups({ tenantLocator: t });
    await a
      .db('roles')
      .where({ id: r.locator })
      .update({ permissions: JSON.stringify(['tables.read']) });
    expect((await failure(b(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(403);
    await a
      .db('roles')
      .where({ id: r.locator })
      .update({ permissions: JSON.stringify(['tenants.read', 'tenants.list', 'resource-groups.list']) });
    await expect(b(value).fetchResourceGroups({ tenantLocator: t })).resolves.toBeDefined();
    await a.db('users').where({ id: user.locator }).update({ enabled: false });
    expect((await failure(b(value).fetchResourceGroups({ tenantLocator: t }))).status).toBe(401);

    await b(a.adminToken).fetchResourceGroups({ tenantLocator: t });
    await a.db('tenants').where({ id: t }).update({ type: 'retired' });
    const write = b(a.adminToken).createResourceGroup({
      tenantLocator: t,
      body: { name: 'after-retirement', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] },
    });
    expect((await failure(write)).status).toBe(403);
  });

  it('and the other way round: a change made through the second process is seen by the first', async () => {
    const { user, token: value, tokenName } = await serviceAccount(a.admin, { roles: ['read-only'] });
    await a.as(value).fetchTenants();
    await b(a.adminToken).deleteAuthTokenForUser({ locator: user.locator, tokenOrName: tokenName });
    expect((await failure(a.as(value).fetchTenants())).status).toBe(401);
  });
});
