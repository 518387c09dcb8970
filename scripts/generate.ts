// Writes generated/ from openapi.yaml: the openapi-typescript types, the operation table the server
// routes and authorizes by, and the SDK's own smaller table and documented method types
// (scripts/generate/).
// `--check` compares instead of writing and exits 1 when generated/ is out of step.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import YAML from 'yaml';
import { clientTable } from './generate/client-table.js';
import { clientTypes } from './generate/client-types.js';
import { codesByStatus, errorCodesFile } from './generate/error-codes.js';
import { pluginSchemasSpec } from './generate/plugin-schemas.js';
import { READ_LIKE, successOf, walk } from './generate/walk.js';
import {
  BODY_LIMITS,
  type BodyLimit,
  type MediaType,
  type Operation,
  type Parameter,
  type Spec,
} from './contract-model.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const specPath = `${root}openapi.yaml`;
const HEADER =
  '// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.\n';

/**
 * Read or write, for the retired-tenant rule: an operation whose declared permissions are all
 * read-like is a read, whatever its HTTP method (POST evaluateConstraintsFor… only reads).
 */
function access(op: Operation, method: string): 'read' | 'write' {
  const derived = op['x-security-permissions'].every((p) => READ_LIKE.has(p)) ? 'read' : 'write';
  const result = op['x-access'] ?? derived;
  if (method === 'get' && result !== 'read') {
    throw new Error(`${op.operationId}: a GET whose permissions are not all read-like needs x-access: read`);
  }
  // A write may find the database too busy to take it in time (docs/scaling.md).
  if (result === 'write' && !('503' in op.responses)) {
    throw new Error(`${op.operationId}: a write declares 503 for a database too busy to take it`);
  }
  return result;
}

/** `x-security-custom`: required exactly where `custom` is among the permissions. */
function customRule(op: Operation): string {
  const lists = op['x-security-permissions'].includes('custom');
  const rule = op['x-security-custom'];
  if (lists && rule !== 'self' && rule !== 'nothing')
    throw new Error(`${op.operationId}: lists custom, so it needs x-security-custom: self or nothing`);
  if (!lists && rule !== undefined) throw new Error(`${op.operationId}: x-security-custom without custom`);
  return rule ? `'${rule}'` : 'null';
}

/** Path parameters that are identifiers, by their format: parsed to one canonical form first. */
function locatorParams(params: Parameter[]): string {
  const out: Record<string, string> = {};
  for (const p of params) {
    const format = p.schema?.format;
    if (p.in === 'path' && (format === 'uuid' || format === 'ulid')) out[p.name] = format;
  }
  return JSON.stringify(out);
}

function bodyLimit(op: Operation): BodyLimit {
  const limit = op['x-body-limit'] ?? 'json';
  if (!BODY_LIMITS.includes(limit)) throw new Error(`${op.operationId}: unknown x-body-limit ${limit}`);
  return limit;
}
/**
 * Unknown query parameters answer 400 on every operation that declares 400, unless it says it
 * ignores them. One that declares no 400 (health, docs, the contract, …) takes no parameters at
 * all, and ignores whatever query it is sent (a cache-busting `?x=1` on a probe is no error); it
 * says so with `x-eov-allow-unknown-query-parameters`, which the validator reads. A few
 * parameterless operations declare 400 for another reason (duplicate credentials) and still
 * ignore the query.
 */
function unknownQuery(op: Operation, params: Parameter[]): void {
  const declares400 = '400' in op.responses;
  const ignores = op['x-eov-allow-unknown-query-parameters'] === true;
  if (ignores && params.length)
    throw new Error(`${op.operationId}: takes parameters, so it refuses unknown query parameters`);
  if (!declares400 && !ignores)
    throw new Error(
      `${op.operationId}: declares no 400, so it needs x-eov-allow-unknown-query-parameters: true`,
    );
  if (!declares400 && params.length)
    throw new Error(`${op.operationId}: an operation with parameters declares 400 for bad ones`);
}

async function types(source: URL | string): Promise<string> {
  const BLOB = ts.factory.createUnionTypeNode([
    ts.factory.createTypeReferenceNode('Blob'),
    ts.factory.createTypeReferenceNode('Uint8Array'),
  ]);
  const ast = await openapiTS(source, {
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
  for (const { method, path, op, params } of walk(spec)) {
    const pick = (where: string) => JSON.stringify(params.filter((p) => p.in === where).map((p) => p.name));
    unknownQuery(op, params);
    // Keys are kept per tenant and answer again what a create answered (server/src/idempotency/).
    if (
      params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key') &&
      (method !== 'post' || !path.includes('{tenantLocator}'))
    )
      throw new Error(
        `${op.operationId}: Idempotency-Key is for POSTs inside a tenant (docs/idempotency.md)`,
      );
    const [status, ok] = successOf(op);
    // A repeat of a request with a key is answered the kept success with Idempotent-Replayed: the
    // success of each operation that takes a key says so, and no other does.
    const keyed = params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    const replayed = 'Idempotent-Replayed' in ((ok as { headers?: object }).headers ?? {});
    if (keyed !== replayed)
      throw new Error(
        keyed
          ? `${op.operationId}: takes Idempotency-Key, so its ${status} declares the Idempotent-Replayed header`
          : `${op.operationId}: declares Idempotent-Replayed without taking Idempotency-Key`,
      );
    const tenantParam = path.includes('{tenantLocator}')
      ? "'tenantLocator'"
      : path.startsWith('/auth/tenants/{locator}')
        ? "'locator'"
        : 'null';
    // The user an operation acts on: `/auth/users/{locator}…` names one.
    const userParam = path.startsWith('/auth/users/{locator}') ? "'locator'" : 'null';
    rows.push(
      `  ${op.operationId}: {\n` +
        `    method: '${method}',\n` +
        `    path: '${path}',\n` +
        `    tag: '${op.tags[0]}',\n` +
        `    group: '${op['x-security-group']}',\n` +
        `    permissions: ${JSON.stringify(op['x-security-permissions'])},\n` +
        `    access: '${access(op, method)}',\n` +
        `    bodyLimit: '${bodyLimit(op)}',\n` +
        `    origin: '${op['x-origin']}',\n` +
        `    deprecated: ${op.deprecated === true},\n` +
        `    secured: ${!(Array.isArray(op.security) && op.security.length === 0)},\n` +
        `    tenantParam: ${tenantParam},\n` +
        `    userParam: ${userParam},\n` +
        `    custom: ${customRule(op)},\n` +
        `    locators: ${locatorParams(params)},\n` +
        `    pathParams: ${pick('path')},\n` +
        `    queryParams: ${pick('query')},\n` +
        `    headerParams: ${pick('header')},\n` +
        `    requestTypes: ${JSON.stringify(Object.keys(op.requestBody?.content ?? {}))},\n` +
        `    bodyRequired: ${op.requestBody?.required === true},\n` +
        `    successStatus: ${status},\n` +
        `    response: '${responseKind(ok.content)}',\n` +
        `  },`,
    );
  }
  return (
    HEADER +
    `/** Every operation of openapi.yaml: route, security group and permissions, origin, body kinds. */\n` +
    `export const operations = {\n${rows.join('\n')}\n} as const;\n\n` +
    `export type OperationId = keyof typeof operations;\n` +
    `export type OperationInfo = (typeof operations)[OperationId];\n` +
    `export type BodyLimitClass = ${BODY_LIMITS.map((b) => `'${b}'`).join(' | ')};\n`
  );
}

/**
 * Type helpers over the generated `operations` type, shared by the server's handler map
 * (server/src/http/api-types.ts) and the SDK's methods (client/src/types.ts). Each side picks
 * what an absent part is (the server an empty record, the SDK `unknown`).
 */
const OPERATION_TYPES = `${HEADER}// Type helpers over the operations of openapi.yaml, used by both the server and the SDK.
import type { operations } from './openapi.js';

export type OperationId = keyof operations;
export type ParamLocation = 'path' | 'query' | 'header';

/** T without undefined, or \`Absent\` when there is nothing there. */
type Present<T, Absent> = [T] extends [never] ? Absent : [T] extends [undefined] ? Absent : NonNullable<T>;

/** The parameters of operation K in one location, or \`Absent\` when it takes none there. */
export type ParamsOf<K extends OperationId, W extends ParamLocation, Absent> = operations[K] extends {
  parameters: infer P;
}
  ? P extends { [X in W]?: infer T }
    ? Present<T, Absent>
    : Absent
  : Absent;

/** The media-type map of a request body or response, or never. */
export type ContentOf<R> = R extends { content?: infer C } ? ([C] extends [never] ? never : NonNullable<C>) : never;

/** The request body: the union of what each accepted media type takes, or \`Absent\`. */
export type BodyOf<K extends OperationId, Absent> = operations[K] extends { requestBody?: infer B }
  ? [B] extends [never]
    ? Absent
    : ContentOf<B>[keyof ContentOf<B>]
  : Absent;

/** The success statuses (200 and 204) an operation declares. */
export type SuccessStatus<K extends OperationId> = operations[K] extends { responses: infer R }
  ? Extract<keyof R, 200 | 204>
  : never;

/** The content of one success status of an operation. */
export type SuccessContent<K extends OperationId, S> = operations[K] extends { responses: infer R }
  ? S extends keyof R
    ? ContentOf<R[S]>
    : never
  : never;
`;

const spec = YAML.parse(readFileSync(specPath, 'utf8')) as Spec;
const outputs: Record<string, string> = {
  'generated/openapi.ts': await types(new URL(`file://${specPath}`)),
  'generated/plugin-schemas.ts': await types(JSON.stringify(pluginSchemasSpec(spec))),
  'generated/operations.ts': table(spec),
  'generated/operation-types.ts': OPERATION_TYPES,
  'generated/error-codes.ts': errorCodesFile(
    codesByStatus(
      spec,
      walk(spec).map(({ op }) => op),
    ),
    HEADER,
  ),
  'generated/client-operations.ts': clientTable(spec, HEADER),
  'generated/client-types.ts': clientTypes(spec, HEADER),
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
