// A tenant from a configuration folder in one call: the tenant, its tables (each CSV of the folder
// to the table its name declares) and a resource group holding them, so that lookups by static
// name find them. What `insuite serve --seed DIR` and the test harness's createTenant do.
import { statSync } from 'node:fs';
import type { InsuiteClient } from '@insuite/client';
import { csvFiles, packagedPath, readConfig } from './files.js';
import type { Out } from './output.js';
import { uploadTables } from './tables.js';

export interface SeedOptions {
  /** Name of the resource group holding the tables (default `tables`). */
  group?: string;
  /** When that group takes effect (RFC 3339; default 2000-01-01T00:00:00Z, so any lookup finds it). */
  from?: string;
}

export interface SeededTenant {
  name: string;
  locator: string;
  /** The tables created, by static name. */
  tables: string[];
  /** The resource group holding them (absent when the folder holds no CSV files). */
  group?: { name: string; locator: string };
}

// Results and progress stay quiet; what the server warned about the configuration is still said.
const quiet: Out = {
  json: true,
  result() {},
  note() {},
  warnings(list) {
    for (const warning of list ?? []) process.stderr.write(`warning: ${warning}\n`);
  },
};

/** Creates the tenant `name` from `config` (a folder, a .zip or a .json file) with its tables. */
export async function seedTenant(
  client: InsuiteClient,
  name: string,
  config: string,
  opts: SeedOptions = {},
): Promise<SeededTenant> {
  config = packagedPath(config);
  const body = readConfig(config);
  const folder = statSync(config).isDirectory();
  const tenant = await client.createTenant({ name, body });
  const seeded: SeededTenant = { name: tenant.name, locator: tenant.locator, tables: [] };
  if (!folder || !csvFiles(config).length) return seeded;
  const conn = { client, track() {} };
  const { results, failed } = await uploadTables(conn, quiet, tenant.locator, config, { fresh: true });
  if (failed) throw new Error(`${failed} of the tables of ${config} were refused (see above)`);
  seeded.tables = results.map((r) => r.table);
  const g = await client.createResourceGroup({
    tenantLocator: tenant.locator,
    body: {
      name: opts.group ?? 'tables',
      selectionStartTime: opts.from ?? '2000-01-01T00:00:00Z',
      resourceNames: seeded.tables,
    },
  });
  seeded.group = { name: g.name, locator: g.locator };
  return seeded;
}
