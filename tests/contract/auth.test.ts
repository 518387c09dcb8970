import type { Permission } from '@insuite/client';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { movableClock } from '../support/clock.js';
import { startServer, type TestServer } from '../support/server.js';
import { homeownersConfig, inAYear, tenant, token, unique } from '../support/given.js';

const clock = movableClock();
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ clock });
});
afterAll(() => s.close());

describe('authentication', () => {
  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    const none = await failure(s.as().fetchTenants());
    expect(none.status).toBe(401);
    expect(none.code).toBe('UNAUTHENTICATED');
    expect((await failure(s.as('ist_' + 'x'.repeat(43)).fetchTenants())).status).toBe(401);
    const res = await fetch(`${s.baseUrl}/auth/tenants/list`, { headers: { Authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('answers 401 before looking at the body', async () => {
    const res = await fetch(`${s.baseUrl}/auth/identity/passwordPolicy`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(401);
  });

  it('leaves /healthz and /readyz open', async () => {
    await expect(s.as().getHealth()).resolves.toEqual({ status: 'ok' });
    await expect(s.as().getReadiness()).resolves.toEqual({ status: 'ok' });
  });
});

describe('bootstrap admin', () => {
  it('accepts the token given in INSUITE_ADMIN_TOKEN', async () => {
    const given = `ist_${'k'.repeat(40)}`;
    const local = await startServer({ adminToken: given });
    try {
      await expect(local.as(given).fetchPasswordPolicy()).resolves.toBeDefined();
      expect((await failure(local.as(`ist_${'j'.repeat(40)}`).fetchPasswordPolicy())).status).toBe(401);
    } finally {
      await local.close();
    }
  });

  it('without INSUITE_ADMIN_TOKEN makes a random token and writes it to <data dir>/admin-token (0600)', async () => {
    const local = await startServer({ adminToken: null });
    try {
      const file = join(local.dataDir, 'admin-token');
      const saved = readFileSync(file, 'utf8').trim();
      expect(saved).toMatch(/^ist_[A-Za-z0-9_-]{43}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await expect(local.as(saved).fetchPasswordPolicy()).resolves.toBeDefined();
    } finally {
      await local.close();
    }
  });
});

describe('createAuthToken', () => {
  it('returns a new token value as a JSON string that works at once', async () => {
    const value = await token(s.admin, ['tenants.read', 'tenants.list']);
    expect(value).toMatch(/^ist_[A-Za-z0-9_-]{43}$/);
    await expect(s.as(value).fetchTenants()).resolves.toBeDefined();
  });

  it('refuses a name used before by the same user (409)', async () => {
    const name = unique('n');
    const body = {
      name,
      permissions: ['tenants.read'] as Permission[],
      tenants: ['any'],
      expiresAt: inAYear(),
    };
    await s.admin.createAuthToken({ body });
    expect((await failure(s.admin.createAuthToken({ body }))).status).toBe(409);
  });

  it('refuses bad grants, bad tenants and a past expiry (400 naming each)', async () => {
    const err = await failure(
      s.admin.createAuthToken({
        body: {
          name: unique('n'),
          permissions: ['*.read', 'tables'] as unknown as Permission[], // malformed on purpose
          tenants: ['nope'],
          expiresAt: '2020-01-01T00:00:00Z',
        },
      }),
    );
    expect(err.status).toBe(400);
    expect(err.problem?.errors?.map((e) => e.location)).toEqual([
      'body.permissions.0',
      'body.permissions.1',
      'body.tenants.0',
      'body.expiresAt',
    ]);
  });

  it('a token cannot mint a token with more permissions or tenants than it has (403)', async () => {
    const t = await tenant(s.admin);
    const limited = s.as(await token(s.admin, ['users.write', 'tenants.read'], [t]));
    const more = await failure(
      limited.createAuthToken({
        body: { name: unique('n'), permissions: ['tenants.write'], tenants: [t], expiresAt: inAYear() },
      }),
    );
    expect(more.status).toBe(403);
    const wider = await failure(
      limited.createAuthToken({
        body: { name: unique('n'), permissions: ['tenants.read'], tenants: ['any'], expiresAt: inAYear() },
      }),
    );
    expect(wider.status).toBe(403);
    await expect(
      limited.createAuthToken({
        body: { name: unique('n'), permissions: ['tenants.read'], tenants: [t], expiresAt: inAYear() },
      }),
    ).resolves.toMatch(/^ist_/);
  });

  it('a token lacking the operation permission is refused (403 naming it)', async () => {
    const reader = s.as(await token(s.admin, ['tenants.read']));
    const err = await failure(
      reader.createAuthToken({ body: { name: 'x', permissions: [], tenants: [], expiresAt: inAYear() } }),
    );
    expect(err.status).toBe(403);
    expect(err.problem?.detail).toBe('This operation needs users.write or users.token');
  });

  it('an expired token stops working', async () => {
    const soon = new Date(clock.now().getTime() + 1500).toISOString();
    const value = await s.admin.createAuthToken({
      body: { name: unique('n'), permissions: ['tenants.read'], tenants: ['any'], expiresAt: soon },
    });
    await expect(s.as(value).fetchTenant({ locator: await tenant(s.admin) })).resolves.toBeDefined();
    clock.advance(1600);
    expect((await failure(s.as(value).fetchTenants())).status).toBe(401);
  });
});

describe('tenant scoping', () => {
  it('an unknown tenant is 404 for a token allowed every tenant, 403 for one allowed only some', async () => {
    const missing = '0e8f4c3a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const all = await failure(s.admin.fetchResourceGroups({ tenantLocator: missing }));
    expect(all.status).toBe(404);
    const t = await tenant(s.admin);
    const some = s.as(await token(s.admin, ['*.*'], [t]));
    expect((await failure(some.fetchResourceGroups({ tenantLocator: missing }))).status).toBe(403);
  });

  it('type:test covers test tenants only', async () => {
    const testTenant = await tenant(s.admin);
    const prod = (await s.admin.createTenant({ name: 'p', type: 'production', body: homeownersConfig() }))
      .locator;
    const tests = s.as(await token(s.admin, ['resource-groups.list'], ['type:test']));
    await expect(tests.fetchResourceGroups({ tenantLocator: testTenant })).resolves.toBeDefined();
    expect((await failure(tests.fetchResourceGroups({ tenantLocator: prod }))).status).toBe(403);
  });
});
