import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { ResourceGroupsService } from './resource-groups-service.js';

type GroupOps =
  'fetchResourceGroup' | 'fetchResourceGroups' | 'createResourceGroup' | 'updateResourceGroup' | 'retire';

export function resourceGroupsRoutes(groups: ResourceGroupsService): HandlerMap<GroupOps> {
  return {
    fetchResourceGroup: async ({ params }) => ({
      status: 200,
      body: await groups.fetch(params.tenantLocator, params.locator),
    }),
    fetchResourceGroups: async ({ params, query }) => ({
      status: 200,
      body: listReply(await groups.list(params.tenantLocator, query), query.extended),
    }),
    createResourceGroup: async ({ caller, params, body }) => ({
      status: 200,
      body: await groups.create(caller, params.tenantLocator, body),
    }),
    updateResourceGroup: async ({ params, body }) => ({
      status: 200,
      body: await groups.update(params.tenantLocator, params.locator, body),
    }),
    retire: async ({ params }) => {
      await groups.retire(params.tenantLocator, params.locator);
      return { status: 200, body: undefined };
    },
  };
}
