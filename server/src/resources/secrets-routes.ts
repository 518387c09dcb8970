// Secrets: the values travel in JSON bodies; sealing happens in kinds/secrets.ts.
import type { HandlerMap } from '../http/api-types.js';
import type { SecretsService } from './kinds/secrets.js';
import { toBasic } from './views.js';

type SecretOps = 'createSecret' | 'fetchSecret' | 'updateSecret' | 'deleteSecret';

export function secretsRoutes(secrets: SecretsService): HandlerMap<SecretOps> {
  return {
    createSecret: async ({ caller, tenant, body }) => {
      const r = await secrets.create(
        caller,
        tenant.id,
        { name: body.name, staticName: body.staticName, jurisdictions: body.jurisdictions },
        body.secret,
      );
      return { status: 200, body: { resource: toBasic(r), secret: body.secret } };
    },
    fetchSecret: async ({ tenant, params, query }) => {
      const { resource, secret } = await secrets.fetch(tenant.id, params.name, query);
      return { status: 200, body: { resource: toBasic(resource), secret } };
    },
    updateSecret: async ({ caller, tenant, params, body }) => {
      const r = await secrets.replace(caller, tenant.id, params.name, body);
      return { status: 200, body: { resource: toBasic(r), secret: body } };
    },
    deleteSecret: async ({ tenant, params }) => {
      await secrets.remove(tenant.id, params.name);
      return { status: 200, body: undefined };
    },
  };
}
