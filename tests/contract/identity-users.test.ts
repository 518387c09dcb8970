import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { inAYear, tenant, token, unique } from '../support/given.js';
import { email, person, role, serviceAccount, signIn, strongPassword } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const missingUser = '3f1e2d4c-5b6a-4789-8abc-def012345678';

describe('createUser', () => {
  it('creates a user with roles by name, tenants and the roles’ permissions, never a password', async () => {
    const t = await tenant(s.admin);
    const userName = email('Mixed');
    const created = await s.admin.createUser({
      body: {
        userName,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        password: strongPassword(),
        roles: ['read-only'],
        tenants: [t.toUpperCase(), 'type:test'],
      },
    });
    expect(created.locator).toMatch(UUID);
    expect(created).toMatchObject({
      userName,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      serviceAccount: false,
      roles: ['read-only'],
      tenants: [t, 'type:test'],
    });
    expect(created.permissions).toContain('tables.read');
    expect(created.permissions!.every((p) => /\.(read|list)$/.test(p))).toBe(true);
    expect(Object.keys(created).sort()).toEqual([
      'email',
      'enabled',
      'firstName',
      'lastName',
      'locator',
      'permissions',
      'roles',
      'serviceAccount',
      'tenants',
      'userName',
    ]);
    expect(await s.admin.fetchUserByLocator({ locator: created.locator })).toEqual(created);
  });

  it('refuses a user name already taken, whatever its case (409)', async () => {
    const name = email('dup');
    await s.admin.createUser({ body: { userName: name, firstName: 'a', lastName: 'b' } });
    const err = await failure(
      s.admin.createUser({ body: { userName: name.toUpperCase(), firstName: 'a', lastName: 'b' } }),
    );
    expect(err.status).toBe(409);
    expect(err.code).toBe('CONFLICT');
  });

  it('checks the password against the policy and names every broken rule (400)', async () => {
    const err = await failure(
      s.admin.createUser({ body: { userName: email(), firstName: 'a', lastName: 'b', password: 'short' } }),
    );
    expect(err.status).toBe(400);
    expect(err.problem?.errors).toEqual([
      { location: 'body.password', message: 'at least 16 characters' },
      { location: 'body.password', message: 'at least 1 digit(s)' },
      { location: 'body.password', message: 'at least 1 upper-case letter(s)' },
      { location: 'body.password', message: 'at least 1 special character(s)' },
    ]);
  });

  it('names unknown roles and tenants (422) and malformed tenant entries (400)', async () => {
    const unknownRole = await failure(
      s.admin.createUser({
        body: { userName: email(), firstName: 'a', lastName: 'b', roles: ['read-only', 'no-such-role'] },
      }),
    );
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.problem?.errors).toEqual([
      { location: 'body.roles.1', message: 'no role named "no-such-role"' },
    ]);
    const unknownTenant = await failure(
      s.admin.createUser({
        body: { userName: email(), firstName: 'a', lastName: 'b', tenants: [missingUser] },
      }),
    );
    expect(unknownTenant.status).toBe(422);
    expect(unknownTenant.problem?.errors?.[0]?.location).toBe('body.tenants.0');
    const malformed = await failure(
      s.admin.createUser({
        body: { userName: email(), firstName: 'a', lastName: 'b', tenants: ['everything'] },
      }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.problem?.errors?.[0]?.location).toBe('body.tenants.0');
  });

  it('refuses a password for a service account (400)', async () => {
    const err = await failure(
      s.admin.createUser({
        body: {
          userName: email(),
          firstName: 'a',
          lastName: 'b',
          serviceAccount: true,
          password: strongPassword(),
        },
      }),
    );
    expect(err.status).toBe(400);
    expect(err.problem?.errors?.[0]?.location).toBe('body.password');
  });

  it('without a password and without enableUser the user is disabled: its tokens answer 401 until enabled', async () => {
    const { user, token: value } = await serviceAccount(s.admin, { roles: ['read-only'], enabled: false });
    expect((await failure(s.as(value).fetchTenants())).status).toBe(401);
    const enabled = await s.admin.enableUser({ locator: user.locator });
    expect(enabled.locator).toBe(user.locator);
    await expect(s.as(value).fetchTenants()).resolves.toBeDefined();
  });

  it('with enableUser=true a user without a password is enabled at once', async () => {
    const { token: value } = await serviceAccount(s.admin, { roles: ['read-only'], enabled: true });
    await expect(s.as(value).fetchTenants()).resolves.toBeDefined();
  });

  it('a caller cannot give a user roles or tenants beyond its own (403)', async () => {
    const t = await tenant(s.admin);
    const limited = s.as(await token(s.admin, ['users.add', 'tables.read'], [t]));
    const tooStrong = await failure(
      limited.createUser({
        body: { userName: email(), firstName: 'a', lastName: 'b', roles: ['admin'], tenants: [t] },
      }),
    );
    expect(tooStrong.status).toBe(403);
    const tooWide = await failure(
      limited.createUser({ body: { userName: email(), firstName: 'a', lastName: 'b', tenants: ['any'] } }),
    );
    expect(tooWide.status).toBe(403);
    const reader = await role(s.admin, ['tables.read']);
    await expect(
      limited.createUser({
        body: { userName: email(), firstName: 'a', lastName: 'b', roles: [reader.name], tenants: [t] },
      }),
    ).resolves.toMatchObject({ roles: [reader.name], tenants: [t] });
  });

  it.each([
    ['locator', '3f1e2d4c-5b6a-4789-8abc-def012345678'],
    ['createdBy', '3f1e2d4c-5b6a-4789-8abc-def012345678'],
    ['createdAt', '2026-01-01T00:00:00.000Z'],
    ['enabled', true],
    ['permissions', ['*.*']],
    ['version', 3],
  ])('refuses a body that sets %s (400)', async (field, value) => {
    const res = await fetch(`${s.baseUrl}/auth/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: email(), firstName: 'a', lastName: 'b', [field]: value }),
    });
    expect(res.status).toBe(400);
  });
});

describe('reading users', () => {
  it('fetchMyUserDetails answers the token’s user', async () => {
    const me = await s.admin.fetchMyUserDetails();
    expect(me).toMatchObject({ userName: 'admin@insuite.local', roles: ['admin'], permissions: ['*.*'] });
    const { user, token: value } = await serviceAccount(s.admin, {
      roles: [(await role(s.admin, ['users.custom'])).name],
    });
    await expect(s.as(value).fetchMyUserDetails()).resolves.toMatchObject({ locator: user.locator });
  });

  it('fetchUserByLocator answers 404 for an unknown user', async () => {
    expect((await failure(s.admin.fetchUserByLocator({ locator: missingUser }))).status).toBe(404);
  });

  it('fetchMultipleUsers pages in creation order; extended=false answers the bare array', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await person(s.admin)).user.locator);
    const all: string[] = [];
    let offset = 0;
    for (;;) {
      const p = await s.admin.fetchMultipleUsers({ offset, count: 2 });
      if (!('items' in p)) throw new Error('expected the list record');
      all.push(...p.items.map((u) => u.locator));
      offset += 2;
      if (p.listCompleted) break;
    }
    expect(all.filter((l) => made.includes(l))).toEqual(made);
    expect(new Set(all).size).toBe(all.length);
    const bare = await s.admin.fetchMultipleUsers({ extended: false, count: 1 });
    expect(Array.isArray(bare)).toBe(true);
    expect((await failure(s.admin.fetchMultipleUsers({ count: 1001 }))).status).toBe(400);
  });
});

describe('updateUser', () => {
  it('replaces names, email, tenants and roles', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    const { user } = await person(s.admin, { roles: ['read-only'], tenants: [t1] });
    const r = await role(s.admin, ['tables.upload']);
    const updated = await s.admin.updateUser({
      locator: user.locator,
      body: { firstName: 'New', lastName: 'Name', email: 'new@example.test', tenants: [t2], roles: [r.name] },
    });
    expect(updated).toMatchObject({
      locator: user.locator,
      userName: user.userName,
      firstName: 'New',
      lastName: 'Name',
      email: 'new@example.test',
      tenants: [t2],
      roles: [r.name],
      permissions: ['tables.upload'],
    });
    expect(await s.admin.fetchUserByLocator({ locator: user.locator })).toEqual(updated);
  });

  it('keeps the roles when none are given; accepts permissions only when they equal the roles’ (else 422)', async () => {
    const r = await role(s.admin, ['tables.read']);
    const { user } = await person(s.admin, { roles: [r.name] });
    const same = await s.admin.updateUser({
      locator: user.locator,
      body: { firstName: 'a', lastName: 'b', tenants: ['any'], permissions: ['tables.read'] },
    });
    expect(same.roles).toEqual([r.name]);
    const err = await failure(
      s.admin.updateUser({
        locator: user.locator,
        body: { firstName: 'a', lastName: 'b', tenants: ['any'], permissions: ['*.*'] },
      }),
    );
    expect(err.status).toBe(422);
    expect((await s.admin.fetchUserByLocator({ locator: user.locator })).permissions).toEqual([
      'tables.read',
    ]);
  });

  it.each([
    ['userName', 'x@example.test'],
    ['serviceAccount', true],
    ['locator', missingUser],
    ['password', 'Secret-password-123!'],
  ])('refuses a body that sets %s (400)', async (field, value) => {
    const { user } = await person(s.admin);
    const res = await fetch(`${s.baseUrl}/auth/users/${user.locator}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'a', lastName: 'b', tenants: [], [field]: value }),
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown user and 403 when adding a role beyond the caller', async () => {
    const body = { firstName: 'a', lastName: 'b', tenants: ['any'] };
    expect((await failure(s.admin.updateUser({ locator: missingUser, body }))).status).toBe(404);
    const { user } = await person(s.admin, { roles: ['read-only'] });
    const limited = s.as(await token(s.admin, ['users.update', 'tables.read']));
    const err = await failure(
      limited.updateUser({ locator: user.locator, body: { ...body, roles: ['read-only', 'admin'] } }),
    );
    expect(err.status).toBe(403);
    // Taking a role away is not giving anything.
    await expect(
      limited.updateUser({ locator: user.locator, body: { ...body, roles: [] } }),
    ).resolves.toMatchObject({
      roles: [],
    });
  });
});

describe('updateUserTenantAssignments and updateUserRoles', () => {
  it('add and remove tenants', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    const { user } = await person(s.admin, { tenants: [t1] });
    const changed = await s.admin.updateUserTenantAssignments({
      locator: user.locator,
      body: { addTenants: [t2, 'type:test'], removeTenants: [t1] },
    });
    expect(changed.tenants).toEqual([t2, 'type:test']);
    const unknown = await failure(
      s.admin.updateUserTenantAssignments({
        locator: user.locator,
        body: { addTenants: [missingUser], removeTenants: [] },
      }),
    );
    expect(unknown.status).toBe(422);
    const bad = await failure(
      s.admin.updateUserTenantAssignments({
        locator: user.locator,
        body: { addTenants: ['*'], removeTenants: [] },
      }),
    );
    expect(bad.status).toBe(400);
    const limited = s.as(await token(s.admin, ['users.update-tenants'], [t2]));
    // `type:test` reaches beyond t2: to a principal limited to t2 this user does not exist.
    const beyond = await failure(
      limited.updateUserTenantAssignments({
        locator: user.locator,
        body: { addTenants: [], removeTenants: [] },
      }),
    );
    expect(beyond.status).toBe(404);
    await s.admin.updateUserTenantAssignments({
      locator: user.locator,
      body: { addTenants: [], removeTenants: ['type:test'] },
    });
    const wider = await failure(
      limited.updateUserTenantAssignments({
        locator: user.locator,
        body: { addTenants: ['any'], removeTenants: [] },
      }),
    );
    expect(wider.status).toBe(403);
  });

  it('add and remove roles by name; unknown names are 422, roles beyond the caller 403', async () => {
    const r1 = await role(s.admin, ['tables.read']);
    const r2 = await role(s.admin, ['tables.upload']);
    const { user } = await person(s.admin, { roles: [r1.name] });
    const changed = await s.admin.updateUserRoles({
      locator: user.locator,
      body: { addRoles: [r2.name], removeRoles: [r1.name] },
    });
    expect(changed.roles).toEqual([r2.name]);
    expect(changed.permissions).toEqual(['tables.upload']);
    const unknown = await failure(
      s.admin.updateUserRoles({ locator: user.locator, body: { addRoles: ['ghost'], removeRoles: [] } }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.problem?.errors).toEqual([
      { location: 'body.addRoles.0', message: 'no role named "ghost"' },
    ]);
    const limited = s.as(await token(s.admin, ['users.update-roles', 'tables.upload']));
    expect(
      (
        await failure(
          limited.updateUserRoles({ locator: user.locator, body: { addRoles: ['admin'], removeRoles: [] } }),
        )
      ).status,
    ).toBe(403);
    await expect(
      limited.updateUserRoles({ locator: user.locator, body: { addRoles: [r2.name], removeRoles: [] } }),
    ).resolves.toMatchObject({ roles: [r2.name] });
    const mass = await fetch(`${s.baseUrl}/auth/users/${user.locator}/roles`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ addRoles: [], removeRoles: [], roles: ['admin'] }),
    });
    expect(mass.status).toBe(400);
  });
});

describe('resetUserPassword', () => {
  it('enables a disabled user so it can sign in, and checks the policy (400)', async () => {
    const user = await s.admin.createUser({ body: { userName: email(), firstName: 'a', lastName: 'b' } });
    const password = strongPassword();
    expect((await failure(signIn(s, user.userName, password))).status).toBe(401);
    const weak = await failure(s.admin.resetUserPassword({ locator: user.locator, body: 'weak' }));
    expect(weak.status).toBe(400);
    expect(weak.problem?.errors?.map((e) => e.message)).toContain('at least 16 characters');
    await s.admin.resetUserPassword({ locator: user.locator, body: password });
    await expect(signIn(s, user.userName, password)).resolves.toMatch(/^iso_/);
  });

  it('refuses the last passwordHistory passwords and accepts an older one', async () => {
    await s.admin.updatePasswordPolicy({ body: { passwordPolicies: { passwordHistory: 2 } } });
    try {
      const { user, password: first } = await person(s.admin);
      const reused = await failure(s.admin.resetUserPassword({ locator: user.locator, body: first }));
      expect(reused.status).toBe(400);
      expect(reused.problem?.detail).toBe('The password was used before');
      const second = strongPassword();
      await s.admin.resetUserPassword({ locator: user.locator, body: second });
      expect((await failure(s.admin.resetUserPassword({ locator: user.locator, body: first }))).status).toBe(
        400,
      );
      await s.admin.resetUserPassword({ locator: user.locator, body: strongPassword() });
      // `first` is now three passwords back, beyond a history of 2.
      await s.admin.resetUserPassword({ locator: user.locator, body: first });
      await expect(signIn(s, user.userName, first)).resolves.toMatch(/^iso_/);
    } finally {
      await s.admin.updatePasswordPolicy({ body: { passwordPolicies: { passwordHistory: 4 } } });
    }
  });

  it('ends the user’s sign-in tokens on the very next request', async () => {
    const r = await role(s.admin, ['users.custom']);
    const { user, password } = await person(s.admin, { roles: [r.name] });
    const session = await signIn(s, user.userName, password);
    await s.as(session).fetchMyUserDetails();
    await s.admin.resetUserPassword({ locator: user.locator, body: strongPassword() });
    expect((await failure(s.as(session).fetchMyUserDetails())).status).toBe(401);
  });

  it('answers 400 for a service account and 404 for an unknown user', async () => {
    const { user } = await serviceAccount(s.admin);
    expect(
      (await failure(s.admin.resetUserPassword({ locator: user.locator, body: strongPassword() }))).status,
    ).toBe(400);
    expect(
      (await failure(s.admin.resetUserPassword({ locator: missingUser, body: strongPassword() }))).status,
    ).toBe(404);
  });
});

describe('deleteUser, removeCredentials, enableUser', () => {
  it('deleteUser removes the user; its tokens fail on the very next request', async () => {
    const { user, token: value } = await serviceAccount(s.admin, { roles: ['read-only'] });
    await s.as(value).fetchTenants();
    await s.admin.deleteUser({ locator: user.locator });
    expect((await failure(s.as(value).fetchTenants())).status).toBe(401);
    expect((await failure(s.admin.fetchUserByLocator({ locator: user.locator }))).status).toBe(404);
    expect((await failure(s.admin.deleteUser({ locator: user.locator }))).status).toBe(404);
  });

  it('removeCredentials deletes the password and every token at once', async () => {
    const r = await role(s.admin, ['users.custom', 'users.token', 'users.write']);
    const { user, password } = await person(s.admin, { roles: [r.name] });
    const session = await signIn(s, user.userName, password);
    const own = await s.as(session).createAuthToken({
      body: { name: unique('own'), permissions: ['users.custom'], tenants: ['any'], expiresAt: inAYear() },
    });
    await s.as(own).fetchMyUserDetails();
    expect(user.enabled).toBe(true);
    await s.admin.removeCredentials({ locator: user.locator });
    expect((await s.admin.fetchUserByLocator({ locator: user.locator })).enabled).toBe(false);
    expect((await failure(s.as(session).fetchMyUserDetails())).status).toBe(401);
    expect((await failure(s.as(own).fetchMyUserDetails())).status).toBe(401);
    expect((await failure(signIn(s, user.userName, password))).status).toBe(401);
    expect((await failure(s.admin.removeCredentials({ locator: missingUser }))).status).toBe(404);
  });

  it('a user created without a password answers enabled: false until enableUser', async () => {
    const u = await s.admin.createUser({
      body: { userName: email('off'), firstName: 'Dee', lastName: 'Sabled', roles: [], tenants: ['any'] },
    });
    expect(u.enabled).toBe(false);
    expect((await s.admin.enableUser({ locator: u.locator })).enabled).toBe(true);
    const listed = await s.admin.fetchMultipleUsers({ extended: false, count: 1000 });
    expect(listed.find((x) => x.locator === u.locator)?.enabled).toBe(true);
  });

  it('enableUser answers 404 for an unknown user', async () => {
    expect((await failure(s.admin.enableUser({ locator: missingUser }))).status).toBe(404);
  });
});
