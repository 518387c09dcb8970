import { STATIC_NAME_SECTIONS, type ResourceType } from '../product/index.js';
import type { HandlerMap } from '../http/api-types.js';
import { listReply, type Page, type PageRequest } from '../shared/paging.js';
import type { ResourcesService } from './resources-service.js';
import type { ResourceResponse } from './views.js';

type ResourceOps = 'fetchResource' | 'fetchMultipleResources' | 'fetchMultipleResourcesByType';

const ALL_TYPES = Object.keys(STATIC_NAME_SECTIONS) as ResourceType[];

export function resourcesRoutes(resources: ResourcesService): HandlerMap<ResourceOps> {
  const list = async (
    tenantId: string,
    type: ResourceType | undefined,
    req: PageRequest,
  ): Promise<Page<ResourceResponse>> => {
    const p = await resources.list(tenantId, type, req);
    return { listCompleted: p.listCompleted, items: await resources.describe(tenantId, p.items) };
  };
  return {
    fetchResource: async ({ params, query }) => {
      const r = await resources.find(params.tenantLocator, params.name, query, ALL_TYPES);
      const [shown] = await resources.describe(params.tenantLocator, [r]);
      return { status: 200, body: shown! };
    },
    fetchMultipleResources: async ({ params, query }) => ({
      status: 200,
      body: listReply(await list(params.tenantLocator, undefined, query), query.extended),
    }),
    fetchMultipleResourcesByType: async ({ params, query }) => ({
      status: 200,
      body: listReply(await list(params.tenantLocator, params.type, query), query.extended),
    }),
  };
}
