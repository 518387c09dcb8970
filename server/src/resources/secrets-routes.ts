// Secrets: a map of values stored sealed (AES-256-GCM under the master key). Only fetchSecret's
// answer and the answers to the writes that set them show the values; they are never logged.
import type { HandlerMap } from '../http/api-types.js';
import type { SecretBox } from '../shared/secret-box.js';
import type { ResourceRecord } from './resource-store.js';
import type { ResourcesService } from './resources-service.js';
import { toBasic } from './views.js';

type SecretOps = 'createSecret' | 'fetchSecret' | 'updateSecret' | 'deleteSecret';
type SecretMap = Record<string, Record<string, unknown>>;

const SECRET: ['secret'] = ['secret'];

export function secretsRoutes(resources: ResourcesService, box: SecretBox): HandlerMap<SecretOps> {
  const seal = (secret: SecretMap) => ({
    bytes: Buffer.from(box.seal(JSON.stringify(secret)), 'utf8'),
    mediaType: 'application/json',
  });
  const unseal = async (tenantId: string, r: ResourceRecord): Promise<SecretMap> =>
    JSON.parse(box.open((await resources.readCurrent(tenantId, r)).toString('utf8'))) as SecretMap;

  return {
    createSecret: async ({ caller, params, body }) => {
      const r = await resources.create(
        caller,
        params.tenantLocator,
        {
          name: body.name,
          staticName: body.staticName,
          jurisdictions: body.jurisdictions,
          resourceType: 'secret',
        },
        seal(body.secret),
        'body.staticName',
      );
      return { status: 200, body: { resource: toBasic(r), secret: body.secret } };
    },
    fetchSecret: async ({ params, query }) => {
      const r = await resources.find(params.tenantLocator, params.name, query, SECRET);
      return { status: 200, body: { resource: toBasic(r), secret: await unseal(params.tenantLocator, r) } };
    },
    updateSecret: async ({ caller, params, body }) => {
      const r = await resources.replace(caller, params.tenantLocator, params.name, SECRET, seal(body));
      return { status: 200, body: { resource: toBasic(r), secret: body } };
    },
    deleteSecret: async ({ params }) => {
      await resources.remove(params.tenantLocator, params.name, SECRET);
      return { status: 200, body: undefined };
    },
  };
}
