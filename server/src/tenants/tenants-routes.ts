import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import type { TenantsService } from './tenants-service.js';

type TenantOps = 'fetchTenant' | 'updateTenant' | 'retireTenant' | 'fetchTenants' | 'fetchMyTenants';

export function tenantsRoutes(tenants: TenantsService): HandlerMap<TenantOps> {
  return {
    fetchTenant: async ({ params }) => ({ status: 200, body: await tenants.fetch(params.locator) }),
    updateTenant: async ({ params, body }) => ({
      status: 200,
      body: await tenants.update(params.locator, body),
    }),
    retireTenant: async ({ params }) => ({ status: 200, body: await tenants.retire(params.locator) }),
    fetchTenants: async ({ caller, query }) => ({
      status: 200,
      body: listReply(await tenants.list(caller, { ...query, types: query.type }), query.extended),
    }),
    fetchMyTenants: async ({ caller, query }) => ({
      status: 200,
      body: listReply(await tenants.list(caller, query), query.extended),
    }),
  };
}
