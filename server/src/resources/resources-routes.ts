import type { HandlerMap } from '../http/api-types.js';
import { listReply, type Page } from '../shared/paging.js';
import { tenantConfig } from '../tenants/tenants-store.js';
import { STATIC_NAME_SECTIONS, type ResourceType } from '../config/validate-config.js';
import type { ResourceRecord } from './resource-store.js';
import type { ResourcesService } from './resources-service.js';
import { toResourceResponse, type ResourceResponse } from './views.js';
import type { Db } from '../db/knex.js';

type ResourceOps = 'fetchResource' | 'fetchMultipleResources' | 'fetchMultipleResourcesByType';

const ALL_TYPES = Object.keys(STATIC_NAME_SECTIONS) as ResourceType[];

export function resourcesRoutes(db: Db, resources: ResourcesService): HandlerMap<ResourceOps> {
  const view = async (tenantId: string, p: Page<ResourceRecord>): Promise<Page<ResourceResponse>> => {
    const config = (await tenantConfig(db, tenantId)) ?? {};
    return { listCompleted: p.listCompleted, items: p.items.map((r) => toResourceResponse(r, config)) };
  };
  return {
    fetchResource: async ({ params, query }) => {
      const r = await resources.find(params.tenantLocator, params.name, query, ALL_TYPES);
      const config = (await tenantConfig(db, params.tenantLocator)) ?? {};
      return { status: 200, body: toResourceResponse(r, config) };
    },
    fetchMultipleResources: async ({ params, query }) => ({
      status: 200,
      body: listReply(
        await view(params.tenantLocator, await resources.list(params.tenantLocator, undefined, query)),
        query.extended,
      ),
    }),
    fetchMultipleResourcesByType: async ({ params, query }) => ({
      status: 200,
      body: listReply(
        await view(params.tenantLocator, await resources.list(params.tenantLocator, params.type, query)),
        query.extended,
      ),
    }),
  };
}
