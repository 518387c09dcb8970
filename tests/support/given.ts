// State built through the API, so every test sets up only what it needs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { InsuiteClient, Permission, Schema } from '@insuite/client';

const fixtures = fileURLToPath(new URL('../fixtures/homeowners/', import.meta.url));

/** The example tenant's configuration. */
export const homeownersConfig = (): Schema<'ConfigurationRef'> =>
  JSON.parse(readFileSync(`${fixtures}config.json`, 'utf8')) as Schema<'ConfigurationRef'>;

export const unique = (prefix: string): string => `${prefix}${randomBytes(4).toString('hex')}`;

export async function tenant(client: InsuiteClient, name = unique('t')): Promise<string> {
  const result = await client.createTenant({ name, body: homeownersConfig() });
  return result.locator;
}

export const inAYear = (): string => new Date(Date.now() + 365 * 86400_000).toISOString();

/** A token of the admin user limited to `permissions` in `tenants`. */
export async function token(
  client: InsuiteClient,
  permissions: string[],
  tenants: string[] = ['any'],
): Promise<string> {
  return client.createAuthToken({
    // Tests send misspelt grants on purpose too: the server is what refuses them.
    body: { name: unique('tok'), permissions: permissions as Permission[], tenants, expiresAt: inAYear() },
  });
}

export async function group(
  client: InsuiteClient,
  tenantLocator: string,
  name = unique('g'),
  start = '2026-01-01T00:00:00Z',
) {
  return client.createResourceGroup({
    tenantLocator,
    body: { name, selectionStartTime: start, resourceNames: [] },
  });
}

/**
 * A configuration as fetchConfigDefinition answers it: a constraint's `where` entry sent as `{key}`
 * comes back with `values: []` (ConditionValueRef of the published interface requires `values`).
 */
export function answeredConfig<T>(config: T): T {
  const c = structuredClone(config) as Record<string, Record<string, { data?: Record<string, unknown> }>>;
  for (const section of ['products', 'policyLines', 'exposureGroups', 'exposures', 'coverages', 'accounts']) {
    for (const def of Object.values(c[section] ?? {})) {
      for (const spec of Object.values(def.data ?? {})) {
        const where = (spec as { constraint?: { where?: Record<string, { values?: unknown }> } }).constraint
          ?.where;
        for (const cond of Object.values(where ?? {})) cond.values ??= [];
      }
    }
  }
  return c as T;
}
