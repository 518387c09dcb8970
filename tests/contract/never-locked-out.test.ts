// The installation always keeps one enabled user who can do everything; INSUITE_ADMIN_TOKEN
// restores one at start when it opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { person, serviceAccount } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';
import { bootstrap } from '../../server/src/identity/bootstrap.js';
import { defaultIds, systemClock } from '../../server/src/util.js';

let s: TestServer;
let adminLocator: string;
beforeAll(async () => {
  s = await startServer();
  adminLocator = (await s.admin.fetchMyUserDetails()).locator;
});
afterAll(() => s.close());

const LAST = /last enabled user holding every permission/;

async function refusedAsLast(p: Promise<unknown>): Promise<void> {
  const err = await failure(p);
  expect(err.status).toBe(409);
  expect(err.problem?.code).toBe('CONFLICT');
  expect(err.problem?.detail).toMatch(LAST);
  expect(err.problem?.detail).toMatch(/admin role/);
}

describe('the last user holding every permission', () => {
  it('cannot be deleted, lose its credentials, its admin role or its tenants', async () => {
    await refusedAsLast(s.admin.deleteUser({ locator: adminLocator }));
    await refusedAsLast(s.admin.removeCredentials({ locator: adminLocator }));
    await refusedAsLast(
      s.admin.updateUserRoles({ locator: adminLocator, body: { addRoles: [], removeRoles: ['admin'] } }),
    );
    await refusedAsLast(
      s.admin.updateUser({
        locator: adminLocator,
        body: { firstName: 'Admin', lastName: 'Insuite', tenants: ['any'], roles: ['read-only'] },
      }),
    );
    await refusedAsLast(
      s.admin.updateUserTenantAssignments({
        locator: adminLocator,
        body: { addTenants: [], removeTenants: ['any'] },
      }),
    );
    // Nothing changed, and the token still opens everything.
    expect(await s.admin.fetchMyUserDetails()).toMatchObject({ roles: ['admin'], tenants: ['any'] });
  });

  it('a disabled admin, or one limited to some tenants, does not count as another', async () => {
    await s.admin.createUser({
      body: {
        userName: 'dormant@example.test',
        firstName: 'D',
        lastName: 'A',
        roles: ['admin'],
        tenants: ['any'],
      },
    });
    await person(s.admin, { roles: ['admin'], tenants: ['type:test'] });
    await refusedAsLast(s.admin.deleteUser({ locator: adminLocator }));
  });

  it('changes that keep its power pass, and with a second enabled admin it may go', async () => {
    await s.admin.updateUserRoles({
      locator: adminLocator,
      body: { addRoles: ['read-only'], removeRoles: [] },
    });
    const second = await serviceAccount(s.admin, { roles: ['admin'] });
    await s.admin.deleteUser({ locator: adminLocator });
    expect((await failure(s.admin.fetchMyUserDetails())).status).toBe(401);
    // Now the second is the last one.
    await refusedAsLast(s.as(second.token).deleteUser({ locator: second.user.locator }));
  });
});

describe('recovery with INSUITE_ADMIN_TOKEN', () => {
  it('restores the admin when its token was deleted, and recreates it when it was removed', async () => {
    const t = await startServer();
    try {
      const me = await t.admin.fetchMyUserDetails();
      await t.admin.deleteAuthToken({ tokenOrName: t.adminToken });
      expect((await failure(t.admin.fetchMyUserDetails())).status).toBe(401);

      const deps = { db: t.db, clock: systemClock, ids: defaultIds };
      const first = await bootstrap(deps, { adminToken: t.adminToken, dataDir: t.dataDir });
      expect(first.recovered).toEqual({ userName: 'admin@insuite.local', userRecreated: false });
      expect(await t.admin.fetchMyUserDetails()).toMatchObject({
        locator: me.locator,
        roles: ['admin'],
        tenants: ['any'],
        permissions: ['*.*'],
      });
      // A start with a working token changes nothing.
      expect((await bootstrap(deps, { adminToken: t.adminToken })).recovered).toBeUndefined();

      // Lost for good (say, removed straight from the database while others stay): the next
      // start recreates it.
      await person(t.admin);
      await t.db('users').where({ id: me.locator }).delete();
      expect((await failure(t.admin.fetchMyUserDetails())).status).toBe(401);
      const again = await bootstrap(deps, { adminToken: t.adminToken });
      expect(again.recovered).toEqual({ userName: 'admin@insuite.local', userRecreated: true });
      const back = await t.admin.fetchMyUserDetails();
      expect(back).toMatchObject({ userName: 'admin@insuite.local', roles: ['admin'], permissions: ['*.*'] });
      expect(back.locator).not.toBe(me.locator);

      // A new token on an existing database is honoured too, not silently ignored.
      const fresh = `ist_${'n'.repeat(30)}`;
      expect((await bootstrap(deps, { adminToken: fresh })).recovered).toBeDefined();
      expect((await t.as(fresh).fetchMyUserDetails()).userName).toBe('admin@insuite.local');
    } finally {
      await t.close();
    }
  });
});
