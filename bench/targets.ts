// What several benches ask of insuite, made one way: a tenant with a lookup table in force and a
// group to read, and a stream of group creations.
import type { InsuiteClient } from '@insuite/client';
import { fixtureCsv, groupOf, tenantWith, uploadTable } from '../tests/support/tables.js';
import type { WrkTarget } from './wrk.js';

/** A tenant with the fixture's TerritoryRates in force (key IL, Cook) and a group named `bench`. */
export async function readableTenant(sdk: InsuiteClient): Promise<{ tenant: string; group: string }> {
  const tenant = await tenantWith(sdk, {});
  await uploadTable(sdk, tenant, 'lookup', 'rates', 'TerritoryRates', fixtureCsv('territory-rates.csv'));
  await groupOf(sdk, tenant, '2020-01-01T00:00:00Z', ['rates']);
  const group = await sdk.createResourceGroup({
    tenantLocator: tenant,
    body: { name: 'bench', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] },
  });
  return { tenant, group: group.locator };
}

/**
 * createResourceGroup in `tenant`, a new name for every request (a repeated name is a 409): each
 * call of the function answered starts names of its own, for wrk (`luaBody`) and for the Node
 * load generator (`body`, `n` counting requests).
 */
export function groupCreations(
  auth: Record<string, string>,
): (tenant: string) => WrkTarget & { body: (n: number) => string } {
  let run = 0;
  return (tenant) => {
    const prefix = `r${run++}x`;
    return {
      method: 'POST',
      path: `/resource/${tenant}/groups`,
      headers: auth,
      luaBody: `'{"name":"${prefix}' .. n .. '","selectionStartTime":"2026-01-01T00:00:00Z","resourceNames":[]}'`,
      body: (n) =>
        JSON.stringify({
          name: `${prefix}${n}`,
          selectionStartTime: '2026-01-01T00:00:00Z',
          resourceNames: [],
        }),
    };
  };
}
