// Writes generated/ from openapi.yaml: the openapi-typescript types and the operation table that
// the server (routing, auth) and the SDK (one method per operation) are built from.
// `--check` compares instead of writing and exits 1 when generated/ is out of step.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import YAML from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const specPath = `${root}openapi.yaml`;
const HEADER =
  '// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.\n';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface MediaType {
  schema?: { type?: string; format?: string; $ref?: string };
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  $ref?: string;
}
interface Operation {
  operationId: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
  'x-security-group': string;
  'x-security-permissions': string[];
  'x-origin': 'spec' | 'companion' | 'extension';
  tags: string[];
}
interface Spec {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { parameters: Record<string, Parameter> };
}

async function types(): Promise<string> {
  const BLOB = ts.factory.createUnionTypeNode([
    ts.factory.createTypeReferenceNode('Blob'),
    ts.factory.createTypeReferenceNode('Uint8Array'),
  ]);
  const ast = await openapiTS(new URL(`file://${specPath}`), {
    defaultNonNullable: false,
    transform(schema) {
      if ('format' in schema && schema.format === 'binary') return BLOB;
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}

function responseKind(content: Record<string, MediaType> | undefined): string {
  if (!content) return 'none';
  const types = Object.keys(content);
  if (types.includes('application/json')) return 'json';
  if (types.some((t) => t.startsWith('text/') || t === 'application/yaml')) return 'text';
  return 'binary';
}

function table(spec: Spec): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) =>
        p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
      );
      const pick = (where: string) => JSON.stringify(params.filter((p) => p.in === where).map((p) => p.name));
      const [status, ok] = Object.entries(op.responses).find(([s]) => s.startsWith('2'))!;
      const tenantParam = path.includes('{tenantLocator}')
        ? "'tenantLocator'"
        : path.startsWith('/auth/tenants/{locator}')
          ? "'locator'"
          : 'null';
      rows.push(
        `  ${op.operationId}: {\n` +
          `    method: '${method}',\n` +
          `    path: '${path}',\n` +
          `    tag: '${op.tags[0]}',\n` +
          `    group: '${op['x-security-group']}',\n` +
          `    permissions: ${JSON.stringify(op['x-security-permissions'])},\n` +
          `    origin: '${op['x-origin']}',\n` +
          `    deprecated: ${op.deprecated === true},\n` +
          `    secured: ${!(Array.isArray(op.security) && op.security.length === 0)},\n` +
          `    tenantParam: ${tenantParam},\n` +
          `    pathParams: ${pick('path')},\n` +
          `    queryParams: ${pick('query')},\n` +
          `    headerParams: ${pick('header')},\n` +
          `    requestTypes: ${JSON.stringify(Object.keys(op.requestBody?.content ?? {}))},\n` +
          `    successStatus: ${status},\n` +
          `    response: '${responseKind(ok.content)}',\n` +
          `  },`,
      );
    }
  }
  return (
    HEADER +
    `/** Every operation of openapi.yaml: route, security group and permissions, origin, body kinds. */\n` +
    `export const operations = {\n${rows.join('\n')}\n} as const;\n\n` +
    `export type OperationId = keyof typeof operations;\n` +
    `export type OperationInfo = (typeof operations)[OperationId];\n`
  );
}

const spec = YAML.parse(readFileSync(specPath, 'utf8')) as Spec;
const outputs: Record<string, string> = {
  'generated/openapi.ts': await types(),
  'generated/operations.ts': table(spec),
};

if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(
    ([file, text]) => !existsSync(root + file) || readFileSync(root + file, 'utf8') !== text,
  );
  if (stale.length) {
    console.error(`generated/ is out of step with openapi.yaml: ${stale.map(([f]) => f).join(', ')}`);
    console.error('Run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.log('generated/ matches openapi.yaml');
} else {
  mkdirSync(`${root}generated`, { recursive: true });
  for (const [file, text] of Object.entries(outputs)) writeFileSync(root + file, text);
  console.log(`wrote ${Object.keys(outputs).join(', ')}`);
}
