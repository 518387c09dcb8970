import type { Permission } from '@insuite/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { tenant, token, unique } from '../support/given.js';
import { role } from '../support/identity.js';
import { startServer, type TestServer } from '../support/server.js';

const PUBLIC_URL = 'https://insuite.example.test';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ env: { INSUITE_PUBLIC_URL: PUBLIC_URL } });
});
afterAll(() => s.close());

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const missingRole = '01JD0000000000000000000000';

const raw = (method: string, path: string, body: unknown) =>
  fetch(`${s.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${s.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('createRole', () => {
  it('creates a role at version 1 with its creator and time', async () => {
    const me = await s.admin.fetchMyUserDetails();
    const before = Date.now();
    const created = await s.admin.createRole({
      body: {
        name: unique('r'),
        description: 'Underwriters',
        permissions: ['tables.read', 'tables.read', 'quotes.*'],
      },
    });
    expect(created.locator).toMatch(ULID);
    expect(created).toMatchObject({
      description: 'Underwriters',
      permissions: ['tables.read', 'quotes.*'],
      version: 1,
      createdBy: me.locator,
    });
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a taken name, including the built-in admin and read-only (409)', async () => {
    const name = unique('r');
    await role(s.admin, [], name);
    for (const taken of [name, 'admin', 'read-only']) {
      expect((await failure(role(s.admin, [], taken))).status).toBe(409);
    }
  });

  it('names each malformed grant (400)', async () => {
    const err = await failure(role(s.admin, ['tables.read', '*.read', 'nodot'] as Permission[]));
    expect(err.status).toBe(400);
    expect(err.problem?.errors?.map((e) => e.location)).toEqual(['body.permissions.1', 'body.permissions.2']);
  });

  it('refuses permissions the caller does not hold (403)', async () => {
    const limited = s.as(await token(s.admin, ['roles.add', 'tables.read']));
    expect((await failure(role(limited, ['tables.*']))).status).toBe(403);
    await expect(role(limited, ['tables.read'])).resolves.toMatchObject({ permissions: ['tables.read'] });
  });

  it.each([
    ['locator', '01JD0000000000000000000000'],
    ['version', 7],
    ['createdBy', '3f1e2d4c-5b6a-4789-8abc-def012345678'],
    ['createdAt', '2026-01-01T00:00:00.000Z'],
  ])('refuses a body that sets %s (400)', async (field, value) => {
    const res = await raw('POST', '/auth/roles', {
      name: unique('r'),
      description: 'd',
      permissions: [],
      [field]: value,
    });
    expect(res.status).toBe(400);
  });
});

describe('tenant-specific role permissions', () => {
  it('getTenantRole answers the role’s own permissions where no tenant set exists', async () => {
    const t = await tenant(s.admin);
    const r = await role(s.admin, ['tables.read']);
    expect(await s.admin.getTenantRole({ tenantLocator: t, roleLocator: r.locator })).toEqual(r);
    expect(
      (await failure(s.admin.getTenantRole({ tenantLocator: t, roleLocator: missingRole }))).status,
    ).toBe(404);
    expect(
      (await failure(s.admin.getTenantRole({ tenantLocator: t, roleLocator: 'not-a-ulid' }))).status,
    ).toBe(400);
  });

  it('create, read, update at the current version, and delete a tenant set', async () => {
    const [t, other] = [await tenant(s.admin), await tenant(s.admin)];
    const r = await role(s.admin, ['tables.read']);
    const created = await s.admin.createTenantRole({
      tenantLocator: t,
      roleLocator: r.locator,
      body: { permissions: ['tables.upload', 'constraints.read'] },
    });
    expect(created).toMatchObject({
      locator: r.locator,
      name: r.name,
      permissions: ['tables.upload', 'constraints.read'],
      version: 1,
    });
    expect(await s.admin.getTenantRole({ tenantLocator: t, roleLocator: r.locator })).toEqual(created);
    expect(
      (await s.admin.getTenantRole({ tenantLocator: other, roleLocator: r.locator })).permissions,
    ).toEqual(['tables.read']);
    const again = await failure(
      s.admin.createTenantRole({ tenantLocator: t, roleLocator: r.locator, body: { permissions: [] } }),
    );
    expect(again.status).toBe(409);

    const updated = await s.admin.updateTenantRole({
      tenantLocator: t,
      roleLocator: r.locator,
      body: { version: 1, addPermissions: ['tables.read'], removePermissions: ['constraints.read'] },
    });
    expect(updated).toMatchObject({ permissions: ['tables.upload', 'tables.read'], version: 2 });
    const stale = await failure(
      s.admin.updateTenantRole({
        tenantLocator: t,
        roleLocator: r.locator,
        body: { version: 1, addPermissions: ['tables.*'], removePermissions: [] },
      }),
    );
    expect(stale.status).toBe(409);
    expect((await s.admin.getTenantRole({ tenantLocator: t, roleLocator: r.locator })).permissions).toEqual([
      'tables.upload',
      'tables.read',
    ]);

    await s.admin.deleteTenantRole({ tenantLocator: t, roleLocator: r.locator });
    expect(await s.admin.getTenantRole({ tenantLocator: t, roleLocator: r.locator })).toEqual(r);
    expect(
      (await failure(s.admin.deleteTenantRole({ tenantLocator: t, roleLocator: r.locator }))).status,
    ).toBe(404);
  });

  it('a set needs an existing role (404) and well-formed grants the caller holds (400, 403)', async () => {
    const t = await tenant(s.admin);
    const r = await role(s.admin, []);
    expect(
      (
        await failure(
          s.admin.createTenantRole({ tenantLocator: t, roleLocator: missingRole, body: { permissions: [] } }),
        )
      ).status,
    ).toBe(404);
    const bad = await failure(
      s.admin.createTenantRole({
        tenantLocator: t,
        roleLocator: r.locator,
        // A leading wildcard is no grant: refused by the type and, sent anyway, by the server.
        body: { permissions: ['*.read' as Permission] },
      }),
    );
    expect(bad.status).toBe(400);
    const limited = s.as(await token(s.admin, ['roles.add', 'roles.update', 'tables.read'], [t]));
    const escalate = await failure(
      limited.createTenantRole({ tenantLocator: t, roleLocator: r.locator, body: { permissions: ['*.*'] } }),
    );
    expect(escalate.status).toBe(403);
    await limited.createTenantRole({
      tenantLocator: t,
      roleLocator: r.locator,
      body: { permissions: ['tables.read'] },
    });
    const widen = await failure(
      limited.updateTenantRole({
        tenantLocator: t,
        roleLocator: r.locator,
        body: { version: 1, addPermissions: ['users.*'], removePermissions: [] },
      }),
    );
    expect(widen.status).toBe(403);
  });

  it('updateTenantRole and deleteTenantRole answer 404 where the role has no set in the tenant', async () => {
    const t = await tenant(s.admin);
    const r = await role(s.admin, []);
    const body = { version: 1, addPermissions: [], removePermissions: [] };
    expect(
      (await failure(s.admin.updateTenantRole({ tenantLocator: t, roleLocator: r.locator, body }))).status,
    ).toBe(404);
    expect(
      (await failure(s.admin.deleteTenantRole({ tenantLocator: t, roleLocator: r.locator }))).status,
    ).toBe(404);
  });

  it('bodies cannot set the version on creation, nor the whole permission list on update (400)', async () => {
    const t = await tenant(s.admin);
    const r = await role(s.admin, []);
    const path = `/auth/roles/tenant/${t}/${r.locator}`;
    expect((await raw('POST', path, { permissions: [], version: 5 })).status).toBe(400);
    await s.admin.createTenantRole({ tenantLocator: t, roleLocator: r.locator, body: { permissions: [] } });
    const patch = { version: 1, addPermissions: [], removePermissions: [], permissions: ['*.*'] };
    expect((await raw('PATCH', path, patch)).status).toBe(400);
  });

  it('a token limited to tenant A may not touch roles in tenant B (403)', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    const r = await role(s.admin, []);
    const onlyA = s.as(await token(s.admin, ['*.*'], [a]));
    await expect(onlyA.getTenantRole({ tenantLocator: a, roleLocator: r.locator })).resolves.toBeDefined();
    expect((await failure(onlyA.getTenantRole({ tenantLocator: b, roleLocator: r.locator }))).status).toBe(
      403,
    );
  });
});

describe('identity providers', () => {
  it('addSAMLIdentityProvider answers the URLs to configure, derived from the public URL', async () => {
    const id = unique('saml-');
    const created = await s.admin.addSAMLIdentityProvider({
      body: { id, displayName: 'Corporate SSO', singleSignOnServiceUrl: 'https://idp.example.test/sso' },
    });
    expect(created).toEqual({
      id,
      displayName: 'Corporate SSO',
      type: 'saml',
      acsUrl: `${PUBLIC_URL}/auth/sso/saml/${id}/acs`,
      callbackUrl: `${PUBLIC_URL}/auth/sso/saml/${id}/callback`,
      entityId: `${PUBLIC_URL}/auth/sso/saml/${id}`,
      singleSignOnServiceUrl: 'https://idp.example.test/sso',
    });
  });

  it('createIdentityProvider is the deprecated form of the same, with Deprecation: true', async () => {
    const id = unique('old-');
    const res = await raw('POST', '/auth/identity', {
      id,
      displayName: 'Old',
      singleSignOnServiceUrl: 'https://idp.example.test/sso',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(await res.json()).toMatchObject({
      id,
      type: 'saml',
      entityId: `${PUBLIC_URL}/auth/sso/saml/${id}`,
    });
  });

  it('addOIDCIdentityProvider never returns the client secret', async () => {
    const id = unique('oidc-');
    const secret = `cs-${unique('secret')}`;
    const created = await s.admin.addOIDCIdentityProvider({
      body: {
        id,
        displayName: 'OIDC',
        importConfigUrl: 'https://login.example.test/.well-known/openid-configuration',
        clientId: 'insuite',
        clientSecret: secret,
      },
    });
    expect(created).toEqual({
      id,
      displayName: 'OIDC',
      type: 'oidc',
      acsUrl: `${PUBLIC_URL}/auth/sso/oidc/${id}/acs`,
      callbackUrl: `${PUBLIC_URL}/auth/sso/oidc/${id}/callback`,
      entityId: `${PUBLIC_URL}/auth/sso/oidc/${id}`,
      singleSignOnServiceUrl: 'https://login.example.test/.well-known/openid-configuration',
    });
    expect(JSON.stringify(created)).not.toContain(secret);
  });

  it('ids are unique across both kinds (409); ids, URLs and names are checked (400); no extra fields (400)', async () => {
    const id = unique('p-');
    const saml = { id, displayName: 'x', singleSignOnServiceUrl: 'https://idp.example.test/sso' };
    await s.admin.addSAMLIdentityProvider({ body: saml });
    expect((await failure(s.admin.addSAMLIdentityProvider({ body: saml }))).status).toBe(409);
    const oidc = {
      id,
      displayName: 'x',
      importConfigUrl: 'https://login.example.test/',
      clientId: 'c',
      clientSecret: 's',
    };
    expect((await failure(s.admin.addOIDCIdentityProvider({ body: oidc }))).status).toBe(409);
    const bad = await failure(
      s.admin.addOIDCIdentityProvider({
        body: {
          id: 'has space',
          displayName: ' ',
          importConfigUrl: 'ftp://x',
          clientId: 'c',
          clientSecret: '',
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.problem?.errors?.map((e) => e.location)).toEqual([
      'body.id',
      'body.displayName',
      'body.importConfigUrl',
      'body.clientSecret',
    ]);
    const extra = await raw('POST', '/auth/identity/saml', {
      ...saml,
      id: unique('p-'),
      acsUrl: 'https://evil.test',
    });
    expect(extra.status).toBe(400);
  });
});
