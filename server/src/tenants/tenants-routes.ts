import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import { readConfigBody } from './config-body.js';
import type { TenantsService } from './tenants-service.js';

type TenantOps =
  'createTenant' | 'fetchTenant' | 'updateTenant' | 'retireTenant' | 'fetchTenants' | 'fetchMyTenants';

export function tenantsRoutes(tenants: TenantsService): HandlerMap<TenantOps> {
  return {
    createTenant: async ({ caller, query, body }) => ({
      status: 200,
      body: await tenants.create(caller, { ...query, config: readConfigBody(body) }),
    }),
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
