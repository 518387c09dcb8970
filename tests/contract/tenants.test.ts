import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AdmZip from 'adm-zip';
import { ApiError, type Schema } from '@insuite/client';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { group, homeownersConfig, tenant, token } from '../support/given.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : -1),
  );

type TenantList = Schema<'TenantListResponse'>;
const asList = (r: TenantList | Schema<'TenantResponse'>[]): TenantList => {
  if (Array.isArray(r)) throw new Error('expected the list record');
  return r;
};

describe('createTenant', () => {
  it('creates a test tenant from a JSON configuration and reports the deployment', async () => {
    const result = await s.admin.createTenant({
      name: 'acme',
      description: 'Acme Mutual',
      body: homeownersConfig(),
    });
    expect(result).toMatchObject({ name: 'acme', deploymentResult: { isSuccess: true, errors: [] } });
    expect(result.locator).toMatch(/^[0-9a-f-]{36}$/);
    const t = await s.admin.fetchTenant({ locator: result.locator });
    expect(t).toMatchObject({
      locator: result.locator,
      name: 'acme',
      description: 'Acme Mutual',
      type: 'test',
    });
    expect(t.createdAt).toBe(t.updatedAt);
  });

  it('creates a production tenant with type=production', async () => {
    const r = await s.admin.createTenant({ name: 'prod', type: 'production', body: homeownersConfig() });
    expect((await s.admin.fetchTenant({ locator: r.locator })).type).toBe('production');
  });

  it('accepts the configuration as a ZIP holding one JSON file', async () => {
    const zip = new AdmZip();
    zip.addFile('config.json', Buffer.from(JSON.stringify(homeownersConfig())));
    const r = await s.admin.createTenant({ name: 'zipped', body: zip.toBuffer() });
    expect(r.deploymentResult.isSuccess).toBe(true);
  });

  it('refuses a ZIP without exactly one JSON file, and bytes that are no ZIP (400)', async () => {
    const zip = new AdmZip();
    zip.addFile('a.txt', Buffer.from('x'));
    expect(await status(s.admin.createTenant({ name: 'bad', body: zip.toBuffer() }))).toBe(400);
    expect(await status(s.admin.createTenant({ name: 'bad', body: new Uint8Array([1, 2, 3]) }))).toBe(400);
  });

  it('refuses a configuration without its required sections (422 naming them, with any other problem)', async () => {
    const err = await failure(s.admin.createTenant({ name: 'x', body: { accounts: {} } as never }));
    expect(err.status).toBe(422);
    expect(JSON.stringify(err.problem?.errors)).toMatch(/charges|products/);
  });
});

describe('updateTenant and retireTenant', () => {
  it('renames a tenant and moves updatedAt', async () => {
    const t = await tenant(s.admin, 'before');
    const updated = await s.admin.updateTenant({
      locator: t,
      body: { name: 'after', description: 'renamed' },
    });
    expect(updated).toMatchObject({ name: 'after', description: 'renamed' });
    expect(updated.updatedAt >= updated.createdAt).toBe(true);
  });

  it('a retired tenant refuses writes under it (403) and still answers reads', async () => {
    const t = await tenant(s.admin);
    const g = await group(s.admin, t);
    const retired = await s.admin.retireTenant({ locator: t });
    expect(retired.type).toBe('retired');
    const err = await failure(group(s.admin, t));
    expect(err.status).toBe(403);
    expect(err.problem?.detail).toContain('retired');
    await expect(s.admin.fetchResourceGroup({ tenantLocator: t, locator: g.locator })).resolves.toBeDefined();
  });
});

describe('fetchTenants and fetchMyTenants', () => {
  it('pages through tenants in creation order and filters by type', async () => {
    const local = await startServer();
    try {
      const made = [
        await tenant(local.admin, 'a'),
        await tenant(local.admin, 'b'),
        await tenant(local.admin, 'c'),
      ];
      await local.admin.retireTenant({ locator: made[1]! });
      const p1 = asList(await local.admin.fetchTenants({ count: 2 }));
      expect(p1.listCompleted).toBe(false);
      const p2 = asList(await local.admin.fetchTenants({ offset: 2, count: 2 }));
      expect(p2.listCompleted).toBe(true);
      expect([...p1.items, ...p2.items].map((t) => t.locator)).toEqual(made);
      const retired = asList(await local.admin.fetchTenants({ type: ['retired'] }));
      expect(retired.items.map((t) => t.locator)).toEqual([made[1]]);
      const bare = await local.admin.fetchTenants({ extended: false, type: ['test'] });
      expect(Array.isArray(bare) && bare.map((t) => t.locator)).toEqual([made[0], made[2]]);
    } finally {
      await local.close();
    }
  });

  it('lists only the tenants a token may use; other tenants are 404 on /auth/tenants/{locator}', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    const onlyA = s.as(await token(s.admin, ['tenants.*'], [a]));
    const mine = asList(await onlyA.fetchMyTenants());
    expect(mine.items.map((t) => t.locator)).toEqual([a]);
    expect(asList(await onlyA.fetchTenants()).items.map((t) => t.locator)).toEqual([a]);
    await expect(onlyA.fetchTenant({ locator: a })).resolves.toMatchObject({ locator: a });
    expect(await status(onlyA.fetchTenant({ locator: b }))).toBe(404);
    expect(await status(onlyA.updateTenant({ locator: b, body: { name: 'x', description: 'y' } }))).toBe(404);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    expect(await status(s.admin.fetchTenant({ locator: '9b2f7a7e-1111-4222-8333-944455556666' }))).toBe(404);
  });
});
