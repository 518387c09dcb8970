// The authorization rules (docs/authorization.md), one test per hole they close: a
// tenant-specific set is not held outside its tenant, `custom` is the caller's own record only,
// locators have one form, users beyond the caller's tenants do not exist for it, one request
// carries one credential, a grant never exceeds what the granter holds where it applies, and
// permission lists name permissions of the catalogue.
import { connect } from 'node:net';
import type { Permission } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { inAYear, tenant, token, unique } from '../support/given.js';
import { person, role, serviceAccount } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
let a: string;
let b: string;
beforeAll(async () => {
  s = await startServer();
  [a, b] = [await tenant(s.admin), await tenant(s.admin)];
});
afterAll(() => s.close());

describe('a tenant-specific set is not held outside its tenant', () => {
  it('a user with *.* only as its role’s set for A cannot make itself admin (403)', async () => {
    const r = await role(s.admin, ['users.update-roles', 'users.custom']);
    const roleId = r.locator;
    await s.admin.createTenantRole({ tenantLocator: a, roleLocator: roleId, body: { permissions: ['*.*'] } });
    const { user, token: value } = await serviceAccount(s.admin, { roles: [r.name], tenants: [a] });
    const self = s.as(value);
    expect((await failure(self.fetchMultipleUsers())).status).toBe(403);
    const escalate = await failure(
      self.updateUserRoles({ locator: user.locator, body: { addRoles: ['admin'], removeRoles: [] } }),
    );
    expect(escalate.status).toBe(403);
    expect(escalate.problem?.detail).toContain('*.*');
    expect((await s.admin.fetchUserByLocator({ locator: user.locator })).roles).toEqual([r.name]);
    expect((await failure(self.fetchMultipleUsers())).status).toBe(403);
  });

  it('a token cannot carry a permission a set of its tenant took away (403)', async () => {
    const r = await role(s.admin, ['tables.read', 'users.token']);
    const roleId = r.locator;
    await s.admin.createTenantRole({
      tenantLocator: a,
      roleLocator: roleId,
      body: { permissions: ['users.token'] },
    });
    const { token: value } = await serviceAccount(s.admin, { roles: [r.name], tenants: [a, b] });
    const body = (tenants: string[]) => ({
      name: unique('t'),
      permissions: ['tables.read'] as Permission[],
      tenants,
      expiresAt: inAYear(),
    });
    const refused = await failure(s.as(value).createAuthToken({ body: body([a]) }));
    expect(refused.status).toBe(403);
    expect(refused.problem?.detail).toContain(`tables.read in tenant ${a}`);
    await expect(s.as(value).createAuthToken({ body: body([b]) })).resolves.toMatch(/^ist_/);
  });

  it('deleting a set that took power away needs that power in the tenant (403)', async () => {
    const r = await role(s.admin, ['roles.delete', 'tables.read', 'tables.upload']);
    const roleId = r.locator;
    await s.admin.createTenantRole({
      tenantLocator: a,
      roleLocator: roleId,
      body: { permissions: ['roles.delete', 'tables.read'] },
    });
    const { token: value } = await serviceAccount(s.admin, { roles: [r.name], tenants: [a] });
    const own = await failure(s.as(value).deleteTenantRole({ tenantLocator: a, roleLocator: roleId }));
    expect(own.status).toBe(403);
    expect(own.problem?.detail).toContain('tables.upload');
    await s.admin.deleteTenantRole({ tenantLocator: a, roleLocator: roleId });
  });
});

describe('users.custom: the caller’s own user record and tokens', () => {
  it('cannot change another user (403), changes its own names but never its tenants or roles', async () => {
    const r = await role(s.admin, ['users.custom']);
    const { user, token: value } = await serviceAccount(s.admin, { roles: [r.name], tenants: [a] });
    const { user: victim } = await person(s.admin, { tenants: [b] });
    const self = s.as(value);
    const hijack = await failure(
      self.updateUser({
        locator: victim.locator,
        body: { firstName: 'Hijacked', lastName: 'x', tenants: [] },
      }),
    );
    expect(hijack.status).toBe(403);
    expect((await s.admin.fetchUserByLocator({ locator: victim.locator })).firstName).toBe(victim.firstName);
    expect((await failure(self.fetchUserByLocator({ locator: victim.locator }))).status).toBe(403);
    const renamed = await self.updateUser({
      locator: user.locator,
      body: { firstName: 'Me', lastName: 'Too', tenants: [a] },
    });
    expect(renamed.firstName).toBe('Me');
    const tenants = await failure(
      self.updateUser({ locator: user.locator, body: { firstName: 'Me', lastName: 'Too', tenants: [] } }),
    );
    expect(tenants.status).toBe(403);
    const roles = await failure(
      self.updateUser({
        locator: user.locator,
        body: { firstName: 'Me', lastName: 'Too', tenants: [a], roles: [] },
      }),
    );
    expect(roles.status).toBe(403);
  });
});

describe('locators in one form', () => {
  it('urn:uuid: and braced tenant locators are 400 before the tenant check; upper case is the same tenant', async () => {
    const { token: value } = await serviceAccount(s.admin, {
      roles: ['admin'],
      tenants: [a],
      tokenTenants: [a],
    });
    const onlyA = s.as(value);
    for (const form of [`urn:uuid:${b}`, `{${b}}`, `urn:uuid:${a}`, b.replace(/-/g, '')]) {
      const listed = await failure(onlyA.fetchResourceGroups({ tenantLocator: form }));
      expect(listed.status).toBe(400);
      expect(listed.problem?.errors?.[0]?.location).toBe('params.tenantLocator');
      const secret = await failure(onlyA.fetchSecret({ tenantLocator: form, name: 'anything' }));
      expect(secret.status).toBe(400);
    }
    expect((await failure(onlyA.fetchResourceGroups({ tenantLocator: b.toUpperCase() }))).status).toBe(403);
    await expect(onlyA.fetchResourceGroups({ tenantLocator: a.toUpperCase() })).resolves.toBeDefined();
  });

  it('user locators and ULIDs likewise', async () => {
    const { user } = await person(s.admin);
    const urn = await failure(s.admin.fetchUserByLocator({ locator: `urn:uuid:${user.locator}` }));
    expect(urn.status).toBe(400);
    expect(urn.problem?.errors?.[0]?.location).toBe('params.locator');
    expect((await s.admin.fetchUserByLocator({ locator: user.locator.toUpperCase() })).locator).toBe(
      user.locator,
    );
    const roleId = (await s.admin.fetchRoles({ extended: false })).find((x) => x.name === 'admin')!.locator;
    const lower = await failure(
      s.admin.getTenantRole({ tenantLocator: a, roleLocator: roleId.toLowerCase() }),
    );
    expect(lower.status).toBe(400);
    expect(lower.problem?.errors?.[0]?.location).toBe('params.roleLocator');
  });
});

describe('users beyond the caller’s tenants do not exist for it', () => {
  it('an admin of tenant A only cannot read or change a user of B (404), nor list it', async () => {
    const { user: ofA } = await person(s.admin, { tenants: [a] });
    const { user: ofB } = await person(s.admin, { tenants: [b] });
    const { user: everywhere } = await person(s.admin, { tenants: ['any'] });
    const { token: value } = await serviceAccount(s.admin, {
      roles: ['admin'],
      tenants: [a],
      tokenTenants: [a],
    });
    const adminOfA = s.as(value);
    const locator = ofB.locator;
    const refused = [
      () => adminOfA.fetchUserByLocator({ locator }),
      () => adminOfA.updateUser({ locator, body: { firstName: 'x', lastName: 'y', tenants: [b] } }),
      () => adminOfA.updateUserTenantAssignments({ locator, body: { addTenants: [], removeTenants: [b] } }),
      () => adminOfA.enableUser({ locator }),
      () => adminOfA.resetUserPassword({ locator, body: 'Pw-0123456789abcdefX1!' }),
      () =>
        adminOfA.addDataSecurityMask({ locator, body: { tenantLocator: a, type: 'account', fields: {} } }),
      () => adminOfA.deleteUser({ locator }),
    ];
    for (const call of refused) expect((await failure(call())).status).toBe(404);
    expect((await failure(adminOfA.fetchUserByLocator({ locator: everywhere.locator }))).status).toBe(404);
    await expect(adminOfA.fetchUserByLocator({ locator: ofA.locator })).resolves.toMatchObject({
      tenants: [a],
    });
    const listed = (await adminOfA.fetchMultipleUsers({ extended: false, count: 1000 })).map(
      (u) => u.locator,
    );
    expect(listed).toContain(ofA.locator);
    expect(listed).not.toContain(ofB.locator);
    expect(listed).not.toContain(everywhere.locator);
    expect(await s.admin.fetchUserByLocator({ locator })).toMatchObject({ tenants: [b] });
    const all = (await s.admin.fetchMultipleUsers({ extended: false, count: 1000 })).map((u) => u.locator);
    expect(all).toEqual(expect.arrayContaining([ofA.locator, ofB.locator, everywhere.locator]));
  });

  it('an admin by a role set for A only reaches nothing outside tenants', async () => {
    const r = await role(s.admin, []);
    const roleId = r.locator;
    await s.admin.createTenantRole({ tenantLocator: a, roleLocator: roleId, body: { permissions: ['*.*'] } });
    const { token: value } = await serviceAccount(s.admin, { roles: [r.name], tenants: [a] });
    const { user: ofB } = await person(s.admin, { tenants: [b] });
    const setAdmin = s.as(value);
    expect((await failure(setAdmin.enableUser({ locator: ofB.locator }))).status).toBe(403);
    await expect(setAdmin.fetchResourceGroups({ tenantLocator: a })).resolves.toBeDefined();
  });
});

/** A raw HTTP/1.1 request, for what fetch would merge: several headers of one name. */
function raw(path: string, headers: [string, string][]): Promise<{ status: number; body: string }> {
  const url = new URL(path, s.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close'];
      for (const [k, v] of headers) lines.push(`${k}: ${v}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), body: text }));
    socket.on('error', reject);
  });
}

describe('one credential per request', () => {
  it('two Authorization headers, or a header and a query or cookie token, are 400', async () => {
    const { user } = await person(s.admin);
    const dead = await token(s.admin, ['users.read']);
    await s.admin.deleteAuthToken({ tokenOrName: dead });
    const path = `/auth/users/${user.locator}`;
    const bearer = (t: string): [string, string] => ['Authorization', `Bearer ${t}`];
    expect((await raw(path, [bearer(s.adminToken)])).status).toBe(200);
    const twice = await raw(path, [bearer(s.adminToken), bearer(dead)]);
    expect(twice.status).toBe(400);
    expect(twice.body).toContain('header.Authorization');
    expect((await raw(path, [bearer(s.adminToken), bearer(s.adminToken)])).status).toBe(400);
    expect((await raw(`${path}?access_token=${dead}`, [bearer(s.adminToken)])).status).toBe(400);
    expect((await raw(path, [bearer(s.adminToken), ['Cookie', `token=${dead}`]])).status).toBe(400);
  });
});

describe('permission lists name permissions of the catalogue', () => {
  it('a misspelled permission is refused (400) naming the entry and the nearest valid name', async () => {
    const catalogue = (await s.admin.fetchPermissions()).map((p) => p.name);
    expect(catalogue).toContain('tables.read');
    const misspelled = await failure(
      s.admin.createRole({
        body: {
          name: unique('r'),
          description: 'd',
          permissions: ['tables.upload', 'table.raed' as Permission],
        },
      }),
    );
    expect(misspelled.status).toBe(400);
    expect(misspelled.problem?.errors).toEqual([
      { location: 'body.permissions.1', message: expect.stringContaining('did you mean "tables.read"?') },
    ]);
    expect(misspelled.problem?.errors?.[0]?.message).toContain('"table.raed"');
    const tokenBody = {
      name: unique('t'),
      permissions: ['metric.read' as Permission],
      tenants: ['any'],
      expiresAt: inAYear(),
    };
    const tok = await failure(s.admin.createAuthToken({ body: tokenBody }));
    expect(tok.status).toBe(400);
    expect(tok.problem?.errors?.[0]?.message).toMatch(/did you mean "[a-z-]+\.read"\?/);
    const wildcard = await failure(
      s.admin.createRole({
        body: { name: unique('r'), description: 'd', permissions: ['tabels.*' as Permission] },
      }),
    );
    expect(wildcard.problem?.errors?.[0]?.message).toContain('did you mean "tables.*"?');
    // Wildcards of known groups and *.* stay valid.
    await expect(
      s.admin.createRole({ body: { name: unique('r'), description: 'd', permissions: ['tables.*', '*.*'] } }),
    ).resolves.toMatchObject({ permissions: ['tables.*', '*.*'] });
    const r = await role(s.admin, ['tables.read']);
    const roleId = r.locator;
    const set = await failure(
      s.admin.createTenantRole({
        tenantLocator: a,
        roleLocator: roleId,
        body: { permissions: ['tables.raed' as Permission] },
      }),
    );
    expect(set.status).toBe(400);
    expect(set.problem?.errors?.[0]?.message).toContain('did you mean "tables.read"?');
    const created = await s.admin.createTenantRole({
      tenantLocator: a,
      roleLocator: roleId,
      body: { permissions: ['tables.read'] },
    });
    const added = await failure(
      s.admin.updateTenantRole({
        tenantLocator: a,
        roleLocator: roleId,
        body: {
          version: created.version,
          addPermissions: ['tables.uplod' as Permission],
          removePermissions: [],
        },
      }),
    );
    expect(added.status).toBe(400);
    expect(added.problem?.errors?.[0]).toEqual({
      location: 'body.addPermissions.0',
      message: expect.stringContaining('did you mean "tables.upload"?'),
    });
  });
});
