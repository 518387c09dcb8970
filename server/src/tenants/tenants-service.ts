import type { ConfigService } from '../deploy/config-service.js';
import type { Schema } from '../http/api-types.js';
import type { Db } from '../db/knex.js';
import { notFound, unprocessable } from '../errors.js';
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
  configs: ConfigService;
}

export function createTenantsService(deps: TenantsDeps) {
  const { db, clock, ids, configs } = deps;

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
      // A tenant is created with a valid configuration or not at all.
      const version = await db.transaction(async (tx) => {
        await insertTenant(tx, tenant);
        const outcome = await configs.deployIn(tx, caller, id, input.config);
        if (!outcome.version) {
          throw unprocessable(
            'The configuration is not valid; no tenant was created',
            outcome.problems.map((p) => ({ location: `body.${p.path}`, message: p.message })),
          );
        }
        return outcome.version;
      });
      return {
        locator: id,
        name: tenant.name,
        deploymentResult: { isSuccess: true, errors: [], metadata: configs.metadata(version) },
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
