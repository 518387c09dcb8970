// What resolution by name and static name reads (a tenant's groups not retired, its instances by
// static name and by name) and what fetchResourceGroup reads (a group by locator), kept per tenant while the tenant's resource counter stands still.
// Database triggers move the counter with every change to the tenant's resources and groups, in
// the change's own transaction (migration resource_epochs), so a lookup reads one row and answers
// as if it had read everything: the next request after any change, made by any process, reads
// afresh. What an entry holds is read after the counter it is filed under, never before, so it is
// at least as new as that counter says; the first request that reads a newer counter replaces it.
import type { ResourceType } from '../product/index.js';
import type { ResourceGroupRecord } from './resource-groups-store.js';
import type { ResourceRecord } from './resource-store.js';
import { resolveByStaticName } from './resolve.js';

/** Where the cache reads from (prepared statements, resources-service.ts). */
export interface ResolutionSource {
  epoch(tenantId: string): Promise<string>;
  groups(tenantId: string): Promise<ResourceGroupRecord[]>;
  byStaticName(
    tenantId: string,
    staticName: string,
    types: readonly ResourceType[],
  ): Promise<ResourceRecord[]>;
  byName(tenantId: string, name: string): Promise<ResourceRecord | undefined>;
  group(tenantId: string, id: string): Promise<ResourceGroupRecord | undefined>;
}

/** One tenant's reads at one counter value; each is read on first use, and shared. */
export interface TenantResolution {
  groups(): Promise<readonly ResourceGroupRecord[]>;
  byStaticName(staticName: string, types: readonly ResourceType[]): Promise<readonly ResourceRecord[]>;
  byName(name: string): Promise<ResourceRecord | undefined>;
  /** A group by locator, retired or not. */
  group(id: string): Promise<ResourceGroupRecord | undefined>;
  /**
   * The instance of `staticName` among `types` in effect at `date` (canonical ISO-8601) for
   * `jurisdiction` (resolve.ts). Which groups count depends only on how many group starts are at
   * or before the date, so the answer is worked out once for each such span of dates.
   */
  resolve(
    staticName: string,
    types: readonly ResourceType[],
    date: string,
    jurisdiction: string | undefined,
  ): Promise<ResourceRecord | undefined>;
}

export interface ResolutionLimits {
  /** Tenants held (least recently used go first). */
  tenants: number;
  /** Names, static names and group locators held per tenant (all are dropped when there are more). */
  namesPerTenant: number;
}

const freeze = <T>(x: T): T => {
  for (const v of Object.values(x as object)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(x);
};

export type ResolutionCache = ReturnType<typeof createResolutionCache>;

export function createResolutionCache(
  source: ResolutionSource,
  limits: ResolutionLimits = { tenants: 1024, namesPerTenant: 4096 },
) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const held = new Map<string, TenantResolution & { epoch: string }>();

  function entry(tenantId: string, epoch: string): TenantResolution & { epoch: string } {
    let groups: Promise<readonly ResourceGroupRecord[]> | undefined;
    /** The distinct selection starts of the groups, ascending, once they are read. */
    let starts: string[] | undefined;
    const resolved = new Map<string, ResourceRecord | null>();
    const statics = new Map<string, Promise<readonly ResourceRecord[]>>();
    const names = new Map<string, Promise<ResourceRecord | undefined>>();
    const byId = new Map<string, Promise<ResourceGroupRecord | undefined>>();
    /** `read` once per key; a failed read is forgotten, so the next request tries again. */
    function once<V>(map: Map<string, Promise<V>>, key: string, read: () => Promise<V>): Promise<V> {
      let p = map.get(key);
      if (!p) {
        if (map.size >= limits.namesPerTenant) map.clear();
        p = read();
        map.set(key, p);
        p.catch(() => map.get(key) === p && map.delete(key));
      }
      return p;
    }
    const view: TenantResolution & { epoch: string } = {
      epoch,
      groups() {
        if (!groups) {
          const p = source.groups(tenantId).then((gs) => {
            starts = [...new Set(gs.map((g) => g.selectionStartTime))].sort();
            return Object.freeze(gs.map(freeze));
          });
          groups = p;
          p.catch(() => groups === p && (groups = undefined));
        }
        return groups;
      },
      byStaticName(staticName, types) {
        return once(statics, `${types.join(',')}\u0000${staticName}`, () =>
          source.byStaticName(tenantId, staticName, types).then((rs) => Object.freeze(rs.map(freeze))),
        );
      },
      byName(name) {
        return once(names, name, () => source.byName(tenantId, name).then((r) => r && freeze(r)));
      },
      group(id) {
        return once(byId, id, () => source.group(tenantId, id).then((g) => g && freeze(g)));
      },
      async resolve(staticName, types, date, jurisdiction) {
        const all = await view.groups();
        // Starts at or before the date: binary search over the ascending starts.
        let lo = 0;
        let hi = starts!.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (starts![mid]! <= date) lo = mid + 1;
          else hi = mid;
        }
        // No jurisdiction and an empty one resolve differently: the key tells them apart.
        const where = jurisdiction === undefined ? '' : `=${jurisdiction}`;
        const key = `${lo}\u0000${where}\u0000${types.join(',')}\u0000${staticName}`;
        let hit = resolved.get(key);
        if (hit === undefined) {
          const instances = await view.byStaticName(staticName, types);
          hit = resolveByStaticName(all, instances, staticName, date, jurisdiction) ?? null;
          if (resolved.size >= limits.namesPerTenant) resolved.clear();
          resolved.set(key, hit);
        }
        return hit ?? undefined;
      },
    };
    return view;
  }

  return {
    /** The tenant's reads as of now: one read of its counter, the rest from memory when it stands still. */
    async tenant(tenantId: string): Promise<TenantResolution> {
      const epoch = await source.epoch(tenantId);
      let e = held.get(tenantId);
      if (e) held.delete(tenantId);
      if (!e || e.epoch !== epoch) e = entry(tenantId, epoch);
      held.set(tenantId, e);
      if (held.size > limits.tenants) held.delete(held.keys().next().value!);
      return e;
    },
    /** Tenants held, for tests. */
    get size() {
      return held.size;
    },
  };
}
