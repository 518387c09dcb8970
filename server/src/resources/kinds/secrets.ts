// Secrets: a map of values stored sealed (AES-256-GCM under the master key). Only fetchSecret's
// answer and the answers to the writes that set them show the values; they are never logged.
import type { Caller } from '../../http/authenticator.js';
import type { SecretBox } from '../../shared/secret-box.js';
import type { ResourceRecord } from '../resource-store.js';
import type { Lookup, ResourcesService } from '../resources-service.js';

export type SecretMap = Record<string, Record<string, unknown>>;

const SECRET: ['secret'] = ['secret'];

export function createSecretsService(deps: { resources: ResourcesService; box: SecretBox }) {
  const { resources, box } = deps;
  const seal = (secret: SecretMap) => ({
    bytes: Buffer.from(box.seal(JSON.stringify(secret)), 'utf8'),
    mediaType: 'application/json',
  });

  return {
    create: (
      caller: Caller,
      tenantId: string,
      names: { name: string; staticName: string; jurisdictions?: readonly string[] },
      secret: SecretMap,
    ): Promise<ResourceRecord> =>
      resources.create(
        caller,
        tenantId,
        { ...names, resourceType: 'secret' },
        seal(secret),
        'body.staticName',
      ),

    async fetch(
      tenantId: string,
      name: string,
      lookup: Lookup,
    ): Promise<{ resource: ResourceRecord; secret: SecretMap }> {
      const r = await resources.find(tenantId, name, lookup, SECRET);
      const secret = JSON.parse(box.open((await resources.readCurrent(tenantId, r)).toString('utf8')));
      return { resource: r, secret: secret as SecretMap };
    },

    replace: (caller: Caller, tenantId: string, name: string, secret: SecretMap): Promise<ResourceRecord> =>
      resources.replace(caller, tenantId, name, SECRET, seal(secret)),

    remove: (tenantId: string, name: string): Promise<void> => resources.remove(tenantId, name, SECRET),
  };
}

export type SecretsService = ReturnType<typeof createSecretsService>;
