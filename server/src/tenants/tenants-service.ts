// Tenants: their records, and the current configuration stored with each. Other areas reach
// tenants through this service only: deploy creates them and stores configurations, identity
// checks that tenants it is given exist, resources read the configuration a write is held to.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../http/authenticator.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { deepFreeze, iso, parseJson, type Clock, type Ids } from '../util.js';
import {
  findTenant,
  findTenantRefs,
  insertTenant,
  listTenants,
  setTenantConfig,
  tenantConfig,
  readConfigEpoch,
  tenantConfigText,
  updateTenant,
  type TenantRecord,
  type TenantType,
} from './tenants-store.js';

export type { TenantRecord, TenantType } from './tenants-store.js';
export type TenantResponse = Schema<'TenantResponse'>;
type Conn = Db | Tx;

export interface TenantsDeps {
  db: Db;
  /** Where the configuration text is read on every request from (else through Knex). */
  reads?: HotReads;
  clock: Clock;
  ids: Ids;
  businessAccount: string;
}

export interface NewTenant {
  name?: string;
  description?: string;
  type?: 'test' | 'production';
  config: Record<string, unknown>;
}

/** How many tenants' configurations `sharedConfiguration` keeps. */
const SHARED_KEPT = 100;

export function createTenantsService(deps: TenantsDeps) {
  const { db, clock, ids } = deps;

  const toResponse = (t: TenantRecord): TenantResponse => ({
    locator: t.id,
    name: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    type: t.type,
    businessAccount: deps.businessAccount,
    createdAt: t.createdAt,
    createdBy: t.createdBy,
    updatedAt: t.updatedAt,
  });

  /**
   * Per tenant, the configuration last answered by `sharedConfiguration` and what it was read at:
   * the configuration counter (with the hot reads) or else the text itself.
   */
  const shared = new Map<string, { at: string | null; config: Readonly<Record<string, unknown>> }>();

  async function mustFind(conn: Conn, id: string): Promise<TenantRecord> {
    const t = await findTenant(conn, id);
    if (!t) throw notFound('Tenant');
    return t;
  }

  return {
    /** Records a new tenant inside the caller's transaction (deploy adds its configuration). */
    async insert(tx: Tx, caller: Caller, input: NewTenant): Promise<TenantRecord> {
      const now = iso(clock.now());
      const id = ids.uuid();
      const tenant: TenantRecord = {
        id,
        name: input.name ?? `tenant-${id.slice(0, 8)}`,
        description: input.description,
        type: input.type ?? 'test',
        config: input.config,
        createdAt: now,
        createdBy: caller.userId,
        updatedAt: now,
      };
      await insertTenant(tx, tenant);
      return tenant;
    },

    /** The tenant's record; 404 when there is none. */
    find: (id: string, conn: Conn = db): Promise<TenantRecord> => mustFind(conn, id),

    /** The id and type of each of these tenants that exists. */
    refs: (tenantIds: string[], conn: Conn = db) => findTenantRefs(conn, tenantIds),

    /** The tenant's current configuration; 404 when there is no such tenant. */
    async configuration(id: string, conn: Conn = db): Promise<Record<string, unknown>> {
      const config = await tenantConfig(conn, id);
      if (!config) throw notFound('Tenant');
      return config;
    },

    /**
     * `configuration` as one frozen object shared between callers for as long as the stored
     * configuration stays the same (its counter, or without hot reads its text, is read every
     * time, so a change, also by another process, is seen by the next call): what is computed
     * from it can be kept per object. Callers do not change it.
     */
    async sharedConfiguration(id: string): Promise<Readonly<Record<string, unknown>>> {
      // The counter is read before the text: a text read after it is as new as the counter or
      // newer, never older (a newer one is read again once, when the counter is seen to move).
      const epoch = deps.reads ? await readConfigEpoch(deps.reads, id) : undefined;
      const hit = shared.get(id);
      if (hit && epoch !== undefined && hit.at === epoch) {
        // Most recently used last; the least recently used go first beyond SHARED_KEPT tenants.
        shared.delete(id);
        shared.set(id, hit);
        return hit.config;
      }
      const text = await tenantConfigText(db, id, deps.reads);
      shared.delete(id);
      if (text === undefined) throw notFound('Tenant');
      if (hit && epoch === undefined && hit.at === text) {
        shared.set(id, hit);
        return hit.config;
      }
      const config = deepFreeze(parseJson<Record<string, unknown>>(text, {}));
      if (shared.size >= SHARED_KEPT) shared.delete(shared.keys().next().value!);
      shared.set(id, { at: epoch ?? text, config });
      return config;
    },

    /** Replaces the tenant's current configuration (deploy records the version beside it). */
    setConfiguration: (tx: Tx, id: string, config: Record<string, unknown>) =>
      setTenantConfig(tx, id, config),

    async fetch(id: string): Promise<TenantResponse> {
      return toResponse(await mustFind(db, id));
    },

    async update(id: string, input: { name: string; description: string }): Promise<TenantResponse> {
      await mustFind(db, id);
      await updateTenant(db, id, {
        name: input.name,
        description: input.description,
        updatedAt: iso(clock.now()),
      });
      return toResponse(await mustFind(db, id));
    },

    async retire(id: string): Promise<TenantResponse> {
      const t = await mustFind(db, id);
      if (t.type !== 'retired') await updateTenant(db, id, { type: 'retired', updatedAt: iso(clock.now()) });
      return toResponse(await mustFind(db, id));
    },

    /** Tenants the caller may use: allowed by its user and by its token. */
    async list(caller: Caller, req: PageRequest & { types?: TenantType[] }): Promise<Page<TenantResponse>> {
      const p = await listTenants(
        db,
        { allowedBy: [caller.userTenants, caller.tokenTenants], types: req.types },
        req,
      );
      return { listCompleted: p.listCompleted, items: p.items.map(toResponse) };
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
