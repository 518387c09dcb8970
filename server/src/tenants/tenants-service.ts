import type { Schema } from '../http/api-types.js';
import type { Db } from '../db/knex.js';
import { notFound } from '../errors.js';
import type { Caller } from '../identity/auth-service.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import {
  findTenant,
  insertTenant,
  listTenants,
  updateTenant,
  type TenantRecord,
  type TenantType,
} from './tenants-store.js';

export type TenantResponse = Schema<'TenantResponse'>;
export type TenantDeploymentResult = Schema<'TenantDeploymentResult'>;

export interface TenantsDeps {
  db: Db;
  clock: Clock;
  ids: Ids;
  businessAccount: string;
}

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

  async function mustFind(id: string): Promise<TenantRecord> {
    const t = await findTenant(db, id);
    if (!t) throw notFound('Tenant');
    return t;
  }

  return {
    async create(
      caller: Caller,
      input: {
        name?: string;
        description?: string;
        type?: 'test' | 'production';
        config: Record<string, unknown>;
      },
    ): Promise<TenantDeploymentResult> {
      const now = iso(clock.now());
      const id = ids.uuid();
      const version = ids.ulid();
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
      await insertTenant(db, tenant);
      return {
        locator: id,
        name: tenant.name,
        deploymentResult: {
          isSuccess: true,
          errors: [],
          metadata: {
            version1: version,
            version2: version,
            latestVersion: version,
            implementedPlugins: {},
            implementedAutomationPlugins: {},
          },
        },
        bootstrapResult: { status: 'queued', error: '' },
      };
    },

    async fetch(id: string): Promise<TenantResponse> {
      return toResponse(await mustFind(id));
    },

    async update(id: string, input: { name: string; description: string }): Promise<TenantResponse> {
      await mustFind(id);
      await updateTenant(db, id, {
        name: input.name,
        description: input.description,
        updatedAt: iso(clock.now()),
      });
      return toResponse(await mustFind(id));
    },

    async retire(id: string): Promise<TenantResponse> {
      const t = await mustFind(id);
      if (t.type !== 'retired') await updateTenant(db, id, { type: 'retired', updatedAt: iso(clock.now()) });
      return toResponse(await mustFind(id));
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
