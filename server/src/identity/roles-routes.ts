import type { HandlerMap } from '../http/api-types.js';
import { listReply } from '../shared/paging.js';
import { permissionCatalogue } from './permissions.js';
import type { ProvidersService } from './providers-service.js';
import type { RolesService } from './roles-service.js';

type RoleOps =
  | 'fetchRoles'
  | 'fetchPermissions'
  | 'createRole'
  | 'getTenantRole'
  | 'createTenantRole'
  | 'updateTenantRole'
  | 'deleteTenantRole'
  | 'createIdentityProvider'
  | 'addSAMLIdentityProvider'
  | 'addOIDCIdentityProvider';

export function rolesRoutes(roles: RolesService, providers: ProvidersService): HandlerMap<RoleOps> {
  // The contract does not change while the server runs.
  const catalogue = permissionCatalogue();
  return {
    fetchRoles: async ({ query }) => ({
      status: 200,
      body: listReply(await roles.list(query), query.extended),
    }),
    fetchPermissions: async () => ({ status: 200, body: catalogue }),
    createRole: async ({ caller, body }) => ({ status: 200, body: await roles.create(caller, body) }),
    getTenantRole: async ({ params }) => ({
      status: 200,
      body: await roles.getInTenant(params.tenantLocator, params.roleLocator),
    }),
    createTenantRole: async ({ caller, tenant, params, body }) => ({
      status: 200,
      body: await roles.createInTenant(caller, tenant, params.roleLocator, body),
    }),
    updateTenantRole: async ({ caller, tenant, params, body }) => ({
      status: 200,
      body: await roles.updateInTenant(caller, tenant, params.roleLocator, body),
    }),
    deleteTenantRole: async ({ caller, tenant, params }) => {
      await roles.deleteInTenant(caller, tenant, params.roleLocator);
      return { status: 200, body: undefined };
    },
    // The deprecated form of addSAMLIdentityProvider; dispatch adds the Deprecation header.
    createIdentityProvider: async ({ caller, body }) => ({
      status: 200,
      body: await providers.addSaml(caller, body),
    }),
    addSAMLIdentityProvider: async ({ caller, body }) => ({
      status: 200,
      body: await providers.addSaml(caller, body),
    }),
    addOIDCIdentityProvider: async ({ caller, body }) => ({
      status: 200,
      body: await providers.addOidc(caller, body),
    }),
  };
}
