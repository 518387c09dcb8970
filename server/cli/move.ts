// `insuite export TENANT DIR` and `insuite import DIR`: a tenant's configuration with its plugins/
// (everything a deploy carries), every resource instance's current content and its resource
// groups as plain files, so that a tenant moves
// between servers (SQLite on a laptop, PostgreSQL in production). Locators, creation times and
// creators are the target server's own; everything else comes back byte for byte.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { ApiError, type InsuiteClient, type Schema } from '@insuite/client';
import { tenantsNamed } from './connect.js';
import { readConfig } from './files.js';
import { UsageError } from './output.js';

type ResourceType = Schema<'ResourceResponse'>['resourceType'];

/** One line of resources.json. */
export interface ExportedResource {
  name: string;
  staticName?: string;
  resourceType: ResourceType;
  jurisdictions: string[];
  templateFormat?: 'liquid' | 'velocity';
  /** Stored media type of a document. */
  mediaType?: string;
  /** The content, relative to the export folder. */
  file: string;
}

export interface ExportedGroup {
  name: string;
  selectionStartTime: string;
  resourceNames: string[];
  retired: boolean;
}

const EXT: Record<ResourceType, string> = {
  table: 'zip',
  rangeTable: 'zip',
  constraintTable: 'zip',
  secret: 'json',
  staticDocument: 'bin',
  documentTemplate: 'tpl',
  documentTemplateSnippet: 'tpl',
  customFont: 'font',
};

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

async function content(
  client: InsuiteClient,
  tenantLocator: string,
  r: Schema<'ResourceResponse'>,
): Promise<{ bytes: Uint8Array | string; mediaType?: string }> {
  const name = r.name;
  switch (r.resourceType) {
    case 'table':
      return { bytes: await client.fetchLookupTableInZipFormat({ tenantLocator, name }) };
    case 'rangeTable':
      return { bytes: await client.fetchRangeTableInZipFormat({ tenantLocator, name }) };
    case 'constraintTable':
      return { bytes: await client.zipConstraintTable({ tenantLocator, name }) };
    case 'secret':
      return { bytes: json((await client.fetchSecret({ tenantLocator, name })).secret) };
    case 'documentTemplate':
      return { bytes: await client.fetchDocumentTemplate({ tenantLocator, name }) };
    case 'documentTemplateSnippet':
      return { bytes: await client.fetchTemplate({ tenantLocator, name }) };
    case 'customFont':
      return { bytes: await client.fetchFont({ tenantLocator, name }) };
    case 'staticDocument': {
      // The raw call, for the stored media type in the answer's Content-Type.
      const { data, error, response } = await client.raw.GET('/resource/{tenantLocator}/documents/{name}', {
        params: { path: { tenantLocator, name } },
        parseAs: 'arrayBuffer',
      });
      if (error !== undefined)
        throw new ApiError(
          response.status,
          error,
          error,
          response.headers.get('X-Request-Id') ?? undefined,
          response.headers,
        );
      return {
        bytes: new Uint8Array(data as ArrayBuffer),
        mediaType: response.headers.get('Content-Type') ?? 'application/octet-stream',
      };
    }
  }
}

export async function exportTenant(
  client: InsuiteClient,
  tenantLocator: string,
  dir: string,
): Promise<{ resources: number; groups: number; pluginFiles: number }> {
  if (existsSync(dir) && readdirSync(dir).length) throw new UsageError(`${dir} is not empty`);
  const tenant = await client.fetchTenant({ locator: tenantLocator });
  const config = await client.fetchConfigDefinition({ tenantLocator });
  const plugins = await client.fetchDeployedPlugins({ tenantLocator });
  mkdirSync(join(dir, 'resources'), { recursive: true });
  // plugins/ beside config.json, as a configuration folder holds them: the export deploys as one.
  for (const f of plugins.files) {
    const path = normalize(f.path);
    if (!path.startsWith(`plugins${sep}`))
      throw new Error(`the server named a plugin file outside plugins/: ${f.path}`);
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), Buffer.from(f.content, 'base64'));
  }
  writeFileSync(
    join(dir, 'tenant.json'),
    json({ name: tenant.name, type: tenant.type, description: tenant.description }),
  );
  writeFileSync(join(dir, 'config.json'), json(config));
  const manifest: ExportedResource[] = [];
  for await (const r of client.paginate('fetchMultipleResources', { tenantLocator })) {
    const { bytes, mediaType } = await content(client, tenantLocator, r);
    const file = `resources/${r.name}.${EXT[r.resourceType]}`;
    // Secret values leave the server in clear: only the owner may read them.
    writeFileSync(join(dir, file), bytes, r.resourceType === 'secret' ? { mode: 0o600 } : {});
    manifest.push({
      name: r.name,
      ...(r.staticName !== undefined ? { staticName: r.staticName } : {}),
      resourceType: r.resourceType,
      jurisdictions: r.jurisdictions,
      ...(r.templateFormat ? { templateFormat: r.templateFormat } : {}),
      ...(mediaType ? { mediaType } : {}),
      file,
    });
  }
  writeFileSync(join(dir, 'resources.json'), json(manifest));
  const groups: ExportedGroup[] = [];
  for await (const g of client.paginate('fetchResourceGroups', { tenantLocator, excludeRetired: false })) {
    groups.push({
      name: g.name,
      selectionStartTime: g.selectionStartTime,
      resourceNames: g.resourceNames,
      retired: g.retired,
    });
  }
  writeFileSync(join(dir, 'resource-groups.json'), json(groups));
  return { resources: manifest.length, groups: groups.length, pluginFiles: plugins.files.length };
}

const countFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countFiles(join(dir, e.name)) : e.isFile() ? 1 : 0),
    0,
  );

function readJson<T>(dir: string, file: string): T {
  const path = join(dir, file);
  if (!existsSync(path)) throw new UsageError(`${dir} holds no ${file}: is it an export folder?`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (err) {
    throw new UsageError(`${path} is not valid JSON: ${(err as Error).message}`);
  }
}

async function upload(client: InsuiteClient, tenantLocator: string, r: ExportedResource, raw: Buffer) {
  const names = {
    tenantLocator,
    name: r.name,
    staticName: r.staticName ?? r.name,
    jurisdiction: r.jurisdictions,
  };
  const bytes = new Uint8Array(raw);
  const text = raw.toString('utf8');
  switch (r.resourceType) {
    case 'table':
      return client.createLookupTable({ ...names, body: bytes });
    case 'rangeTable':
      return client.createRangeTable({ ...names, body: bytes });
    case 'constraintTable':
      return client.createConstraintTable({ ...names, body: bytes });
    case 'secret':
      return client.createSecret({
        tenantLocator,
        body: {
          name: r.name,
          staticName: names.staticName,
          jurisdictions: r.jurisdictions,
          secret: JSON.parse(text) as Record<string, Record<string, unknown>>,
        },
      });
    case 'documentTemplate':
      return r.templateFormat === 'velocity'
        ? client.createVelocityDocumentTemplate({ ...names, body: text })
        : client.createLiquidDocumentTemplate({ ...names, body: text });
    case 'documentTemplateSnippet':
      return r.templateFormat === 'velocity'
        ? client.uploadVelocity({ ...names, body: text })
        : client.uploadLiquid({ ...names, body: text });
    case 'customFont':
      return client.addFont({ ...names, body: { file: bytes } });
    case 'staticDocument':
      return client.createDocumentResource({
        ...names,
        body: { file: new Blob([bytes], { type: r.mediaType ?? 'application/octet-stream' }) },
      });
  }
}

export async function importTenant(
  client: InsuiteClient,
  dir: string,
  opts: { name?: string; rename?: boolean },
): Promise<{
  locator: string;
  name: string;
  resources: number;
  groups: number;
  pluginFiles: number;
  warnings: string[];
}> {
  const tenant = readJson<{ name: string; type?: string; description?: string }>(dir, 'tenant.json');
  readJson<Schema<'ConfigurationRef'>>(dir, 'config.json');
  // config.json with plugins/ beside it, sent as a deploy of the folder sends them.
  const body = readConfig(dir);
  const pluginFiles = existsSync(join(dir, 'plugins')) ? countFiles(join(dir, 'plugins')) : 0;
  const manifest = readJson<ExportedResource[]>(dir, 'resources.json');
  const groups = readJson<ExportedGroup[]>(dir, 'resource-groups.json');
  let name = opts.name ?? tenant.name;
  // Names need not be unique, but a second tenant of a name makes `--tenant NAME` ambiguous.
  const namesakes = await tenantsNamed(client, name);
  const warnings: string[] = [];
  if (namesakes.length && opts.rename) {
    const taken = new Set<string>();
    for await (const t of client.paginate('fetchTenants', {})) taken.add(t.name);
    let n = 2;
    while (taken.has(`${name}-${n}`)) n++;
    name = `${name}-${n}`;
  } else if (namesakes.length) {
    warnings.push(
      `${namesakes.length === 1 ? 'a tenant is' : `${namesakes.length} tenants are`} named "${name}" already ` +
        `(${namesakes.map((t) => `${t.locator}, created ${t.createdAt}`).join('; ')}): give the new one by its ` +
        'locator, or import with --rename (or --name NAME) for a name of its own',
    );
  }
  const type = tenant.type === 'test' || tenant.type === 'production' ? tenant.type : undefined;
  const created = await client.createTenant({
    name,
    ...(type ? { type } : {}),
    ...(tenant.description ? { description: tenant.description } : {}),
    body,
  });
  const tenantLocator = created.locator;
  for (const r of manifest) await upload(client, tenantLocator, r, readFileSync(join(dir, r.file)));
  // The configuration's bootstrap may have made some groups already: those are brought in line.
  const existing = new Map<string, Schema<'ResourceGroupResponse'>>();
  for await (const g of client.paginate('fetchResourceGroups', { tenantLocator, excludeRetired: false }))
    existing.set(g.name, g);
  for (const g of groups) {
    const have = existing.get(g.name);
    const group = have
      ? await client.updateResourceGroup({
          tenantLocator,
          locator: have.locator,
          body: {
            name: g.name,
            selectionStartTime: g.selectionStartTime,
            addResources: g.resourceNames.filter((n) => !have.resourceNames.includes(n)),
            removeResources: have.resourceNames.filter((n) => !g.resourceNames.includes(n)),
          },
        })
      : await client.createResourceGroup({
          tenantLocator,
          body: { name: g.name, selectionStartTime: g.selectionStartTime, resourceNames: g.resourceNames },
        });
    if (g.retired && !group.retired) await client.retire({ tenantLocator, locator: group.locator });
  }
  return {
    locator: tenantLocator,
    name,
    resources: manifest.length,
    groups: groups.length,
    pluginFiles,
    warnings: [...warnings, ...(created.deploymentResult.warnings ?? [])],
  };
}
