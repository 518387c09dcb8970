import type { HandlerMap, Schema } from '../http/api-types.js';
import { readConfigBody } from './config-body.js';
import type { ConfigService } from './config-service.js';

type ConfigOps = 'createTenant' | 'deployConfigZip' | 'fetchConfigDefinition' | 'fetchDeployedPlugins';

export function configRoutes(configs: ConfigService): HandlerMap<ConfigOps> {
  return {
    createTenant: async ({ caller, query, body }) => ({
      status: 200,
      body: await configs.createTenant(caller, { ...query, ...readConfigBody(body) }),
    }),
    deployConfigZip: async ({ caller, tenant, query, body }) => ({
      status: 200,
      body: await configs.deploy(caller, tenant.id, readConfigBody(body), {
        removePlugins: query.removePlugins === true,
      }),
    }),
    fetchDeployedPlugins: async ({ tenant }) => ({ status: 200, body: await configs.plugins(tenant.id) }),
    fetchConfigDefinition: async ({ tenant }) => ({
      status: 200,
      // Stored only after it matched ConfigurationRef (see config-body.ts and the request validator).
      body: (await configs.definition(tenant.id)) as Schema<'ConfigurationRef'>,
    }),
  };
}
