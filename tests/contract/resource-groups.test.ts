import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@insuite/client';
import { startServer, type TestServer } from '../support/server.js';
import { group, tenant, token, unique } from '../support/given.js';
import { secret, secrets } from '../support/resources.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const rejects = async (p: Promise<unknown>, status: number): Promise<ApiError> => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(status);
  return err as ApiError;
};

describe('createResourceGroup / fetchResourceGroup', () => {
  it('creates a group and reads it back', async () => {
    const t = await tenant(s.admin);
    await secrets(s.admin, t, ['a', 'b']);
    const created = await s.admin.createResourceGroup({
      tenantLocator: t,
      body: {
        name: 'spring',
        selectionStartTime: '2026-03-01T00:00:00+01:00',
        resourceNames: ['a', 'b', 'a'],
      },
    });
    expect(created).toMatchObject({
      name: 'spring',
      retired: false,
      selectionStartTime: '2026-02-28T23:00:00.000Z',
      resourceNames: ['a', 'b'],
    });
    expect(created.locator).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await s.admin.fetchResourceGroup({ tenantLocator: t, locator: created.locator })).toEqual(created);
  });

  it('refuses a second group with the same name in a tenant (409) but allows it in another', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    await group(s.admin, t1, 'same');
    const err = await rejects(group(s.admin, t1, 'same'), 409);
    expect(err.code).toBe('CONFLICT');
    await expect(group(s.admin, t2, 'same')).resolves.toMatchObject({ name: 'same' });
  });

  it('answers 404 for a group of another tenant', async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    const g = await group(s.admin, t1);
    const err = await rejects(s.admin.fetchResourceGroup({ tenantLocator: t2, locator: g.locator }), 404);
    expect(err.code).toBe('NOT_FOUND');
    await rejects(
      s.admin.updateResourceGroup({
        tenantLocator: t2,
        locator: g.locator,
        body: {
          name: 'x',
          selectionStartTime: '2026-01-01T00:00:00Z',
          addResources: [],
          removeResources: [],
        },
      }),
      404,
    );
    await rejects(s.admin.retire({ tenantLocator: t2, locator: g.locator }), 404);
  });

  it('rejects unknown properties, a missing field and a malformed locator with 400 naming them', async () => {
    const t = await tenant(s.admin);
    const bad = await rejects(
      s.admin.createResourceGroup({
        tenantLocator: t,
        body: {
          name: 'x',
          selectionStartTime: '2026-01-01T00:00:00Z',
          resourceNames: [],
          createdBy: 'me',
        } as never,
      }),
      400,
    );
    expect(bad.problem?.errors?.map((e) => e.message).join(' ')).toContain('createdBy is not known here');
    const missing = await rejects(
      s.admin.createResourceGroup({ tenantLocator: t, body: { name: 'x', resourceNames: [] } as never }),
      400,
    );
    expect(missing.problem?.errors?.[0]?.location).toContain('selectionStartTime');
    const locator = await rejects(
      s.admin.fetchResourceGroup({ tenantLocator: t, locator: 'not-a-ulid' }),
      400,
    );
    expect(locator.problem?.errors?.[0]?.location).toBe('params.locator');
  });
});

describe('updateResourceGroup', () => {
  it('renames, moves the start and adds and removes names', async () => {
    const t = await tenant(s.admin);
    await secrets(s.admin, t, ['a', 'b', 'c', 'd']);
    const g = await s.admin.createResourceGroup({
      tenantLocator: t,
      body: { name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['a', 'b', 'c'] },
    });
    const updated = await s.admin.updateResourceGroup({
      tenantLocator: t,
      locator: g.locator,
      body: {
        name: 'g2',
        selectionStartTime: '2027-01-01T00:00:00Z',
        removeResources: ['b'],
        addResources: ['d', 'a'],
      },
    });
    expect(updated).toMatchObject({
      locator: g.locator,
      name: 'g2',
      selectionStartTime: '2027-01-01T00:00:00.000Z',
      resourceNames: ['a', 'c', 'd'],
      createdAt: g.createdAt,
    });
  });

  it('refuses a rename onto another group of the tenant (409)', async () => {
    const t = await tenant(s.admin);
    await group(s.admin, t, 'taken');
    const g = await group(s.admin, t, 'mine');
    await rejects(
      s.admin.updateResourceGroup({
        tenantLocator: t,
        locator: g.locator,
        body: {
          name: 'taken',
          selectionStartTime: g.selectionStartTime,
          addResources: [],
          removeResources: [],
        },
      }),
      409,
    );
  });
});

describe('what a group may hold', () => {
  it('refuses names of instances that do not exist, listing each (422)', async () => {
    const t = await tenant(s.admin);
    await secrets(s.admin, t, ['known']);
    const err = await rejects(
      s.admin.createResourceGroup({
        tenantLocator: t,
        body: {
          name: 'g',
          selectionStartTime: '2026-01-01T00:00:00Z',
          resourceNames: ['known', 'ghost', 'phantom'],
        },
      }),
      422,
    );
    expect(err.code).toBe('UNPROCESSABLE');
    expect(err.problem?.errors?.map((e) => e.message)).toEqual([
      'no resource instance named "ghost"',
      'no resource instance named "phantom"',
    ]);
    const g = await group(s.admin, t, 'empty');
    const add = await rejects(
      s.admin.updateResourceGroup({
        tenantLocator: t,
        locator: g.locator,
        body: {
          name: 'empty',
          selectionStartTime: g.selectionStartTime,
          addResources: ['ghost'],
          removeResources: [],
        },
      }),
      422,
    );
    expect(add.problem?.errors?.[0]).toEqual({
      location: 'body.addResources',
      message: 'no resource instance named "ghost"',
    });
    expect(
      (await s.admin.fetchResourceGroup({ tenantLocator: t, locator: g.locator })).resourceNames,
    ).toEqual([]);
  });

  it("does not see another tenant's instances", async () => {
    const [t1, t2] = [await tenant(s.admin), await tenant(s.admin)];
    await secrets(s.admin, t1, ['mine']);
    await rejects(
      s.admin.createResourceGroup({
        tenantLocator: t2,
        body: { name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: ['mine'] },
      }),
      422,
    );
  });

  it('holds at most one instance per static name and jurisdiction (422)', async () => {
    const t = await tenant(s.admin);
    await secret(s.admin, t, 'plainA');
    await secret(s.admin, t, 'plainB');
    await secret(s.admin, t, 'ca', ['CA', 'NV']);
    await secret(s.admin, t, 'caToo', ['CA']);
    await secret(s.admin, t, 'ny', ['NY']);
    const create = (resourceNames: string[]) =>
      s.admin.createResourceGroup({
        tenantLocator: t,
        body: { name: unique('g'), selectionStartTime: '2026-01-01T00:00:00Z', resourceNames },
      });
    const two = await rejects(create(['plainA', 'plainB']), 422);
    expect(two.problem?.errors?.[0]?.message).toBe(
      '"plainA" and "plainB" both have static name "RatingService" and no jurisdictions',
    );
    const shared = await rejects(create(['ca', 'caToo']), 422);
    expect(shared.problem?.errors?.[0]?.message).toContain('for jurisdiction "CA"');
    await expect(create(['plainA', 'ca', 'ny'])).resolves.toMatchObject({
      resourceNames: ['plainA', 'ca', 'ny'],
    });
    const g = await create(['plainA']);
    await rejects(
      s.admin.updateResourceGroup({
        tenantLocator: t,
        locator: g.locator,
        body: {
          name: g.name,
          selectionStartTime: g.selectionStartTime,
          addResources: ['plainB'],
          removeResources: [],
        },
      }),
      422,
    );
    // Swapping one for the other in a single update is fine.
    await expect(
      s.admin.updateResourceGroup({
        tenantLocator: t,
        locator: g.locator,
        body: {
          name: g.name,
          selectionStartTime: g.selectionStartTime,
          addResources: ['plainB'],
          removeResources: ['plainA'],
        },
      }),
    ).resolves.toMatchObject({ resourceNames: ['plainB'] });
  });
});

describe('retire and fetchResourceGroups', () => {
  it('retire answers an empty 200 and the filters select active and retired groups', async () => {
    const t = await tenant(s.admin);
    const active = await group(s.admin, t, 'active');
    const old = await group(s.admin, t, 'old');
    await expect(s.admin.retire({ tenantLocator: t, locator: old.locator })).resolves.toBeUndefined();
    expect((await s.admin.fetchResourceGroup({ tenantLocator: t, locator: old.locator })).retired).toBe(true);

    const names = async (q: { excludeRetired?: boolean; excludeActive?: boolean }) => {
      const r = await s.admin.fetchResourceGroups({ tenantLocator: t, ...q });
      if (Array.isArray(r)) throw new Error('expected the list record');
      return r.items.map((g) => g.name);
    };
    expect(await names({})).toEqual([active.name]);
    expect(await names({ excludeRetired: false })).toEqual([active.name, old.name]);
    expect(await names({ excludeRetired: false, excludeActive: true })).toEqual([old.name]);
    expect(await names({ excludeActive: true })).toEqual([]);
  });

  it('pages in creation order with listCompleted, and extended=false answers the bare array', async () => {
    const t = await tenant(s.admin);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await group(s.admin, t, `g${i}`)).locator);
    const first = await s.admin.fetchResourceGroups({ tenantLocator: t, offset: 0, count: 2 });
    expect(first).toMatchObject({ listCompleted: false });
    const all: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const p = await s.admin.fetchResourceGroups({ tenantLocator: t, offset, count: 2 });
      if (Array.isArray(p)) throw new Error('expected the list record');
      all.push(...p.items.map((g) => g.locator));
      if (p.listCompleted) break;
    }
    expect(all).toEqual(made);
    const exact = await s.admin.fetchResourceGroups({ tenantLocator: t, offset: 3, count: 2 });
    expect(exact).toMatchObject({ listCompleted: true });
    const bare = await s.admin.fetchResourceGroups({ tenantLocator: t, extended: false, count: 3 });
    expect(Array.isArray(bare)).toBe(true);
    expect((bare as { locator: string }[]).map((g) => g.locator)).toEqual(made.slice(0, 3));
  });

  it('refuses a page larger than 1000 and a negative offset (400)', async () => {
    const t = await tenant(s.admin);
    await rejects(s.admin.fetchResourceGroups({ tenantLocator: t, count: 1001 }), 400);
    await rejects(s.admin.fetchResourceGroups({ tenantLocator: t, offset: -1 }), 400);
  });

  it('matches /groups/list literally, never as a group locator', async () => {
    const t = await tenant(s.admin);
    const res = await fetch(`${s.baseUrl}/resource/${t}/groups/list`, {
      headers: { Authorization: `Bearer ${s.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ listCompleted: true, items: [] });
  });
});

describe('permissions on resource groups', () => {
  it('a token with resource-groups.read can read but not write (403)', async () => {
    const t = await tenant(s.admin);
    const g = await group(s.admin, t);
    const reader = s.as(await token(s.admin, ['resource-groups.read']));
    await expect(reader.fetchResourceGroup({ tenantLocator: t, locator: g.locator })).resolves.toMatchObject({
      locator: g.locator,
    });
    const err = await rejects(group(reader, t), 403);
    expect(err.problem?.detail).toContain('resource-groups.write');
    await rejects(reader.fetchResourceGroups({ tenantLocator: t }), 403);
  });

  it('a token for tenant A gets 403 on tenant B, whatever it asks', async () => {
    const [a, b] = [await tenant(s.admin), await tenant(s.admin)];
    const gb = await group(s.admin, b);
    const onlyA = s.as(await token(s.admin, ['*.*'], [a]));
    await expect(group(onlyA, a, unique('ok'))).resolves.toBeDefined();
    await rejects(onlyA.fetchResourceGroup({ tenantLocator: b, locator: gb.locator }), 403);
    await rejects(onlyA.fetchResourceGroups({ tenantLocator: b }), 403);
    await rejects(group(onlyA, b), 403);
  });
});
