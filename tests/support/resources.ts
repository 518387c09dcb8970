// Resource instances made through the API for tests that need some to exist.
import type { InsuiteClient } from '@insuite/client';

/** A secret instance of the homeowners configuration's static name `RatingService`. */
export async function secret(
  client: InsuiteClient,
  tenantLocator: string,
  name: string,
  jurisdictions: string[] = [],
  staticName = 'RatingService',
) {
  const created = await client.createSecret({
    tenantLocator,
    body: { name, staticName, jurisdictions, secret: { apiKey: { value: `key-of-${name}` } } },
  });
  return created.resource;
}

/** Secrets named `names`, each with a jurisdiction of its own so that one group may hold them all. */
export async function secrets(client: InsuiteClient, tenantLocator: string, names: string[]): Promise<void> {
  for (const n of names) await secret(client, tenantLocator, n, [`J-${n}`]);
}
