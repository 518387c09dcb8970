import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { startServer, type TestServer } from '../support/server.js';
import { tenant, token, unique } from '../support/given.js';
import { secret } from '../support/resources.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const VALUES = {
  apiKey: { value: 'sk-live-5f2c0d7e-PLAINTEXT' },
  endpoint: { url: 'https://rating.example' },
};

describe('createSecret and fetchSecret', () => {
  it('stores the values and answers them with the resource', async () => {
    const t = await tenant(s.admin);
    const created = await s.admin.createSecret({
      tenantLocator: t,
      body: { name: 'rating', staticName: 'RatingService', jurisdictions: ['TX', 'CA'], secret: VALUES },
    });
    expect(created).toEqual({
      resource: {
        name: 'rating',
        staticName: 'RatingService',
        resourceType: 'secret',
        jurisdictions: ['CA', 'TX'],
        createdAt: expect.any(String),
        createdBy: expect.any(String),
      },
      secret: VALUES,
    });
    expect(await s.admin.fetchSecret({ tenantLocator: t, name: 'rating' })).toEqual(created);
  });

  it('keeps no value in plain text in the database', async () => {
    const t = await tenant(s.admin);
    await s.admin.createSecret({
      tenantLocator: t,
      body: { name: 'sealed', staticName: 'RatingService', jurisdictions: [], secret: VALUES },
    });
    await s.admin.updateSecret({
      tenantLocator: t,
      name: 'sealed',
      body: { apiKey: { value: 'sk-NEXT-PLAINTEXT' } },
    });
    const chunks = await s.db('resource_content_chunks').where({ tenant_id: t });
    expect(chunks.length).toBe(2); // both versions
    for (const c of chunks) {
      const stored = Buffer.from(c.data as Uint8Array).toString('utf8');
      expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(stored).not.toContain('PLAINTEXT');
    }
    // Nowhere else either: every text column of every row the tenant owns.
    for (const table of ['resources', 'resource_contents', 'tenants', 'config_deployments']) {
      const rows = await s.db(table).select('*');
      expect(JSON.stringify(rows)).not.toContain('PLAINTEXT');
    }
  });

  it('refuses a static name the configuration does not declare under secrets (422)', async () => {
    const t = await tenant(s.admin);
    const err = await failure(secret(s.admin, t, 'x', [], 'StateCounty'));
    expect(err.status).toBe(422);
    expect(err.problem?.detail).toContain('"StateCounty" is not declared in secrets');
    expect((await failure(s.admin.fetchResource({ tenantLocator: t, name: 'x' }))).status).toBe(404);
  });

  it('refuses a name taken in the tenant (409), whatever its type; another tenant may use it', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    await secret(s.admin, t1, 'shared');
    const stored = async () => (await s.db('resource_contents').where({ tenant_id: t1 })).length;
    const before = await stored();
    const err = await failure(secret(s.admin, t1, 'shared', ['CA']));
    expect(err.status).toBe(409);
    expect(err.code).toBe('CONFLICT');
    expect(await stored()).toBe(before);
    await s.admin.uploadLiquid({ tenantLocator: t1, name: 'snippet', staticName: 'Letterhead', body: 'Hi' });
    expect((await failure(secret(s.admin, t1, 'snippet'))).status).toBe(409);
    await expect(secret(s.admin, t2, 'shared')).resolves.toMatchObject({ name: 'shared' });
  });

  it('refuses malformed bodies (400 naming the field)', async () => {
    const t = await tenant(s.admin);
    const notObjects = await failure(
      s.admin.createSecret({
        tenantLocator: t,
        body: {
          name: 'x',
          staticName: 'RatingService',
          jurisdictions: [],
          secret: { apiKey: 'plain' as never },
        },
      }),
    );
    expect(notObjects.status).toBe(400);
    expect(notObjects.problem?.errors?.[0]?.location).toBe('body.secret.apiKey');
    const badName = await failure(
      s.admin.createSecret({
        tenantLocator: t,
        body: { name: 'has space', staticName: 'RatingService', jurisdictions: [], secret: {} },
      }),
    );
    expect(badName.problem?.errors?.[0]?.location).toBe('body.name');
    const longJurisdiction = await failure(
      s.admin.createSecret({
        tenantLocator: t,
        body: { name: 'x', staticName: 'RatingService', jurisdictions: ['x'.repeat(129)], secret: {} },
      }),
    );
    expect(longJurisdiction.status).toBe(400);
  });
});

describe('updateSecret and deleteSecret', () => {
  it('replaces the whole map and keeps the instance', async () => {
    const t = await tenant(s.admin);
    const created = await secret(s.admin, t, 'rating', ['CA']);
    const updated = await s.admin.updateSecret({
      tenantLocator: t,
      name: 'rating',
      body: { token: { value: 'new' } },
    });
    expect(updated).toEqual({ resource: created, secret: { token: { value: 'new' } } });
    expect((await s.admin.fetchSecret({ tenantLocator: t, name: 'rating' })).secret).toEqual({
      token: { value: 'new' },
    });
  });

  it('deletes the instance, its values and its place in groups', async () => {
    const t = await tenant(s.admin);
    await secret(s.admin, t, 'doomed', ['CA']);
    await secret(s.admin, t, 'kept', ['NY']);
    const g = await s.admin.createResourceGroup({
      tenantLocator: t,
      body: { name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['doomed', 'kept'] },
    });
    await expect(s.admin.deleteSecret({ tenantLocator: t, name: 'doomed' })).resolves.toBeUndefined();
    expect((await failure(s.admin.fetchSecret({ tenantLocator: t, name: 'doomed' }))).status).toBe(404);
    expect(
      (await s.admin.fetchResourceGroup({ tenantLocator: t, locator: g.locator })).resourceNames,
    ).toEqual(['kept']);
    expect(await s.db('resource_contents').where({ tenant_id: t })).toHaveLength(1);
    expect((await failure(s.admin.deleteSecret({ tenantLocator: t, name: 'doomed' }))).status).toBe(404);
    // The name is free again.
    await expect(secret(s.admin, t, 'doomed')).resolves.toMatchObject({ name: 'doomed' });
  });

  it('answers 404 for unknown names, other types and other tenants', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    await secret(s.admin, t1, 'mine');
    await s.admin.uploadLiquid({ tenantLocator: t1, name: 'snip', staticName: 'Letterhead', body: 'Hi' });
    for (const [tenantLocator, name] of [
      [t2, 'mine'],
      [t1, 'nothing'],
      [t1, 'snip'],
    ] as const) {
      expect((await failure(s.admin.fetchSecret({ tenantLocator, name }))).status).toBe(404);
      expect((await failure(s.admin.updateSecret({ tenantLocator, name, body: {} }))).status).toBe(404);
      expect((await failure(s.admin.deleteSecret({ tenantLocator, name }))).status).toBe(404);
    }
    await expect(s.admin.fetchTemplate({ tenantLocator: t1, name: 'snip' })).resolves.toBe('Hi');
  });

  it('needs secrets.write to write and secrets.read to read', async () => {
    const t = await tenant(s.admin);
    await secret(s.admin, t, 'rating');
    const reader = s.as(await token(s.admin, ['secrets.read'], [t]));
    await expect(reader.fetchSecret({ tenantLocator: t, name: 'rating' })).resolves.toBeDefined();
    expect((await failure(secret(reader, t, unique('s')))).status).toBe(403);
    expect((await failure(reader.deleteSecret({ tenantLocator: t, name: 'rating' }))).status).toBe(403);
    const other = s.as(await token(s.admin, ['resources.read'], [t]));
    expect((await failure(other.fetchSecret({ tenantLocator: t, name: 'rating' }))).status).toBe(403);
  });
});
