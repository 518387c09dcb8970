// The resolution cache reads each thing once per tenant and counter value, reads again when the
// counter moves, forgets failed reads, and holds a bounded number of tenants and names.
import { describe, expect, it } from 'vitest';
import type { ResourceGroupRecord } from './resource-groups-store.js';
import type { ResourceRecord } from './resource-store.js';
import { createResolutionCache, type ResolutionSource } from './resolution-cache.js';

function source() {
  const epochs = new Map<string, string>();
  const calls: string[] = [];
  let failNext = false;
  const s: ResolutionSource = {
    epoch: async (t) => epochs.get(t) ?? '0',
    groups: async (t) => {
      calls.push(`groups ${t}`);
      if (failNext) {
        failNext = false;
        throw new Error('database gone');
      }
      return [
        { id: `g-${t}-${epochs.get(t) ?? '0'}`, resourceNames: ['a'] } as unknown as ResourceGroupRecord,
      ];
    },
    byStaticName: async (t, n) => {
      calls.push(`static ${t} ${n}`);
      return [{ name: n, jurisdictions: [] } as unknown as ResourceRecord];
    },
    byName: async (t, n) => {
      calls.push(`name ${t} ${n}`);
      return n === 'missing' ? undefined : ({ name: n, jurisdictions: [] } as unknown as ResourceRecord);
    },
    group: async (t, id) => {
      calls.push(`group ${t} ${id}`);
      return id === 'missing'
        ? undefined
        : ({ id, resourceNames: [`r-${epochs.get(t) ?? '0'}`] } as unknown as ResourceGroupRecord);
    },
  };
  return { s, epochs, calls, fail: () => (failNext = true) };
}

describe('createResolutionCache', () => {
  it('reads once while the counter stands still, and again when it moves', async () => {
    const { s, epochs, calls } = source();
    const cache = createResolutionCache(s);
    for (let i = 0; i < 3; i++) {
      const view = await cache.tenant('t');
      await Promise.all([
        view.groups(),
        view.groups(),
        view.byStaticName('Rates', ['table']),
        view.byName('x'),
      ]);
    }
    expect(calls).toEqual(['groups t', 'static t Rates', 'name t x']);
    epochs.set('t', '1');
    const view = await cache.tenant('t');
    expect((await view.groups())[0]!.id).toBe('g-t-1');
    expect(calls.slice(3)).toEqual(['groups t']);
  });

  it('reads a group by locator once per counter value, frozen, and again when the counter moves', async () => {
    const { s, epochs, calls } = source();
    const cache = createResolutionCache(s);
    for (let i = 0; i < 3; i++) await (await cache.tenant('t')).group('g1');
    const held = await (await cache.tenant('t')).group('g1');
    expect(Object.isFrozen(held) && Object.isFrozen(held!.resourceNames)).toBe(true);
    expect(await (await cache.tenant('t')).group('missing')).toBeUndefined();
    expect(calls).toEqual(['group t g1', 'group t missing']);
    epochs.set('t', '1');
    expect((await (await cache.tenant('t')).group('g1'))!.resourceNames).toEqual(['r-1']);
    expect(calls.slice(2)).toEqual(['group t g1']);
  });

  it('keys static names by the types asked for, and keeps what is held unchangeable', async () => {
    const { s, calls } = source();
    const view = await createResolutionCache(s).tenant('t');
    await view.byStaticName('Rates', ['table']);
    await view.byStaticName('Rates', ['table', 'rangeTable']);
    expect(calls).toEqual(['static t Rates', 'static t Rates']);
    const [r] = await view.byStaticName('Rates', ['table']);
    expect(Object.isFrozen(r) && Object.isFrozen(r!.jurisdictions)).toBe(true);
    expect(await view.byName('missing')).toBeUndefined();
  });

  it('forgets a failed read, so the next request reads again', async () => {
    const { s, calls, fail } = source();
    const cache = createResolutionCache(s);
    fail();
    await expect((await cache.tenant('t')).groups()).rejects.toThrow('database gone');
    await expect((await cache.tenant('t')).groups()).resolves.toHaveLength(1);
    expect(calls).toEqual(['groups t', 'groups t']);
  });

  it('holds at most the configured tenants and names', async () => {
    const { s, calls } = source();
    const cache = createResolutionCache(s, { tenants: 2, namesPerTenant: 2 });
    for (const t of ['t1', 't2', 't3']) await (await cache.tenant(t)).groups();
    expect(cache.size).toBe(2);
    await (await cache.tenant('t1')).groups();
    expect(calls.filter((c) => c === 'groups t1')).toHaveLength(2);
    const view = await cache.tenant('t1');
    for (const n of ['a', 'b', 'c', 'a']) await view.byName(n);
    expect(calls.filter((c) => c.startsWith('name'))).toEqual([
      'name t1 a',
      'name t1 b',
      'name t1 c',
      'name t1 a',
    ]);
  });
});
