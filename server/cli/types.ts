// `insuite types PATH --out FILE` (or `--tenant NAME` against a server): the TypeScript module of a
// configuration's types, for the SDK and for plugins (docs/tenant-types.md). The configuration is
// read as a deploy reads it and must be one a deploy accepts.
import { writeFileSync } from 'node:fs';
import { AppError } from '../src/errors.js';
import { readConfigBody } from '../src/deploy/config-body.js';
import { tenantTypesModule, validateConfig } from '../src/product/index.js';
import { tenantLocator } from './connect.js';
import { readConfig } from './files.js';
import { UsageError } from './output.js';
import type { InsuiteClient } from '@insuite/client';

/** A configuration folder (config.json and plugins/), a .json file or a .zip, as a deploy reads it. */
export function configAt(path: string): Record<string, unknown> {
  const body = readConfig(path);
  try {
    return readConfigBody(body instanceof Uint8Array ? Buffer.from(body) : body).config;
  } catch (err) {
    if (err instanceof AppError) throw new UsageError(`${path}: ${err.message}`);
    throw err;
  }
}

/** The configuration deployed to a tenant. */
export async function deployedConfig(client: InsuiteClient, tenant: string) {
  const locator = await tenantLocator(client, tenant);
  const config = await client.fetchConfigDefinition({ tenantLocator: locator });
  return { config: config as Record<string, unknown>, locator };
}

/** The module's text; a configuration a deploy would refuse is a usage error listing its problems. */
export function typesOf(config: Record<string, unknown>, source: string): string {
  const problems = validateConfig(config);
  if (problems.length) {
    throw new UsageError(
      `${source} is not a valid configuration:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
      { problems },
    );
  }
  return tenantTypesModule(config, source);
}

export function writeTypes(file: string | undefined, text: string): void {
  if (file === undefined || file === '-') process.stdout.write(text);
  else writeFileSync(file, text);
}
