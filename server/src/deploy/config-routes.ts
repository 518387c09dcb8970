import type { HandlerMap, Schema } from '../http/api-types.js';
import { readConfigBody } from '../tenants/config-body.js';
import type { ConfigService } from './config-service.js';

type ConfigOps = 'deployConfigZip' | 'fetchConfigDefinition';

export function configRoutes(configs: ConfigService): HandlerMap<ConfigOps> {
  return {
    deployConfigZip: async ({ caller, params, body }) => ({
      status: 200,
      body: await configs.deploy(caller, params.tenantLocator, readConfigBody(body)),
    }),
    fetchConfigDefinition: async ({ params }) => ({
      status: 200,
      // Stored only after it matched ConfigurationRef (see config-body.ts and the request validator).
      body: (await configs.definition(params.tenantLocator)) as Schema<'ConfigurationRef'>,
    }),
  };
}
