// The SDK's half of generated/: the small operation table the client runs on, and the documented
// method interface (one method per operation with its summary, description, reference anchor,
// error statuses and deprecation; named argument and result types with per-property JSDoc).
// Server-only facts (permissions, body limits, groups, origins) stay in generated/operations.ts.
import { METHODS, type Operation, type Parameter, type SchemaObject, type Spec } from './contract-model.js';
import { codesByStatus, errorCodeInterface } from './generate/error-codes.js';

/**
 * Properties of request bodies that hold permission grants: typed as the `Permission` union in the
 * SDK, so a misspelt grant fails to compile. Answers keep `string[]`: the server stores any grant of
 * the right shape, including ones no operation checks.
 */
const PERMISSION_PROPERTIES = new Set(['permissions', 'addPermissions', 'removePermissions']);

/** Media types of a request body, one letter each, as the SDK's encoder reads them. */
const BODY_KIND: Record<string, string> = {
  'application/json': 'j',
  'application/x-www-form-urlencoded': 'f',
  'text/plain': 't',
  'multipart/form-data': 'm',
  'application/zip': 'z',
  'application/octet-stream': 'o',
};

interface Op {
  id: string;
  method: (typeof METHODS)[number];
  path: string;
  op: Operation;
  params: Parameter[];
}

function walk(spec: Spec): Op[] {
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) =>
        p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
      );
      ops.push({ id: op.operationId, method, path, op, params });
    }
  }
  return ops;
}

const refName = (ref: string) => ref.split('/').pop()!;
const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const READ_LIKE = new Set(['read', 'list']);

function successOf(op: Operation): [string, { content?: Record<string, { schema?: SchemaObject }> }] {
  return Object.entries(op.responses).find(([s]) => s.startsWith('2'))!;
}

function responseKind(content: Record<string, unknown> | undefined): 'j' | 't' | 'b' | 'n' {
  if (!content) return 'n';
  const types = Object.keys(content);
  if (types.includes('application/json')) return 'j';
  if (types.some((t) => t.startsWith('text/') || t === 'application/yaml')) return 't';
  return 'b';
}

/** The client's run-time table: only what building a request and reading its answer needs. */
export function clientTable(spec: Spec, header: string): string {
  const rows = walk(spec).map(({ id, method, path, op, params }) => {
    const headers = params.filter((p) => p.in === 'header' && p.name !== 'Content-Type').map((p) => p.name);
    const kinds = Object.keys(op.requestBody?.content ?? {}).map((t) => {
      const k = BODY_KIND[t];
      if (!k) throw new Error(`${id}: the SDK cannot send ${t}`);
      return k;
    });
    const readOnly = op['x-access']
      ? op['x-access'] === 'read'
      : op['x-security-permissions'].every((p) => READ_LIKE.has(p));
    const safe =
      method === 'get' || method === 'put' || method === 'delete' || (readOnly && method === 'post');
    const [, ok] = successOf(op);
    return `  ${id}: ['${method.toUpperCase()}', '${path}', '${headers.join(',')}', '${kinds.join('')}', '${responseKind(ok.content)}', ${safe ? 1 : 0}],`;
  });
  return (
    header +
    `// What the SDK needs of each operation of openapi.yaml, and nothing only the server uses:
// [HTTP method, path, header parameters (comma-separated), request media types, answer, safe to retry].
// Request media types, one letter each: j JSON, f form-urlencoded (sent as JSON), t text/plain,
// m multipart/form-data, z application/zip, o application/octet-stream. Answer: j JSON, t text,
// b bytes, n nothing. Safe to retry: GET, PUT, DELETE, and POSTs that only read.
import type { OperationId } from './operation-types.js';

export type ClientOperation = readonly [
  method: string,
  path: string,
  headers: string,
  body: string,
  answer: 'j' | 't' | 'b' | 'n',
  retrySafe: 0 | 1,
];

export const clientOperations: Record<OperationId, ClientOperation> = {
${rows.join('\n')}
};
`
  );
}

/** A JSDoc block, indented; `lines` may hold blank entries for paragraph breaks. */
function jsdoc(lines: (string | undefined)[], indent: string): string {
  const body = lines
    .filter((l): l is string => l !== undefined)
    .flatMap((l) => l.split('\n'))
    .map((l) => l.replace(/\*\//g, '*\\/'));
  while (body.length && body[body.length - 1] === '') body.pop();
  if (!body.length) return '';
  if (body.length === 1) return `${indent}/** ${body[0]} */\n`;
  return `${indent}/**\n${body.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)).join('\n')}\n${indent} */\n`;
}

/** A TypeScript type for the simple shapes answers take: a named schema, a list of one, or a choice. */
function typeOf(schema: SchemaObject | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return refName(schema.$ref);
  if (schema.type === 'array' && schema.items?.$ref) return `${refName(schema.items.$ref)}[]`;
  if (schema.oneOf) {
    const parts = schema.oneOf.map(typeOf);
    return parts.every((p) => p) ? parts.join(' | ') : undefined;
  }
  if (schema.type === 'string' && !schema.format) return 'string';
  return undefined;
}

/** The TypeScript type of a parameter's schema (scalars, enums, lists of them), or undefined. */
function paramType(schema: SchemaObject | undefined): string | undefined {
  if (!schema) return undefined;
  const e = (schema as { enum?: unknown[] }).enum;
  if (e) return e.map((v) => JSON.stringify(v).replace(/"/g, "'")).join(' | ');
  if (schema.type === 'string') return 'string';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array') {
    const item = paramType(schema.items);
    return item ? (item.includes('|') ? `(${item})[]` : `${item}[]`) : undefined;
  }
  return undefined;
}

function permissionUnion(spec: Spec): string[] {
  const grants = new Set<string>();
  const groups = new Set<string>();
  for (const { op } of walk(spec)) {
    for (const action of op['x-security-permissions']) {
      grants.add(`${op['x-security-group']}.${action}`);
      groups.add(op['x-security-group']);
    }
  }
  // DECISIONS §3: grants may use `group.*` and `*.*`; leading wildcards alone are invalid.
  return [...[...grants].sort(), ...[...groups].sort().map((g) => `${g}.*`), '*.*'];
}

/** The SDK's documented types: `Permission`, the records, and one method per operation. */
export function clientTypes(spec: Spec, header: string): string {
  const out: string[] = [];
  const schemas = spec.components.schemas;
  const names = new Set(Object.keys(schemas));

  out.push(
    header +
      `// The SDK's documented types: every schema of openapi.yaml by name, the permission grants, and
// one method per operation with its named arguments, answer and error statuses.
import type { components, operations } from './openapi.js';
import type { BodyOf, SuccessContent, SuccessStatus } from './operation-types.js';
import type { CallOptions } from '../client/src/options.js';

type Json<K extends keyof operations> =
  SuccessContent<K, SuccessStatus<K>> extends { 'application/json': infer T } ? T : never;
PARAM_HELPER`,
  );

  const perms = permissionUnion(spec);
  out.push(
    `/**
 * A permission grant: \`group.action\` as the operations of the contract declare them, \`group.*\`
 * for every action of a group, or \`*.*\` for everything.
 */
export type Permission =\n${perms.map((p) => `  | '${p}'`).join('\n')};\n`,
  );

  const requestBodies = new Set(
    walk(spec).flatMap(({ op }) =>
      Object.values(op.requestBody?.content ?? {}).flatMap((m) =>
        m.schema?.$ref ? [refName(m.schema.$ref)] : [],
      ),
    ),
  );
  // Every schema by name; request bodies holding grants take the Permission union in place of string.
  for (const [name, schema] of Object.entries(schemas)) {
    const doc = jsdoc([schema.description], '');
    const narrow = requestBodies.has(name);
    const grantProps = Object.entries(narrow ? (schema.properties ?? {}) : {}).filter(
      ([p, s]) => PERMISSION_PROPERTIES.has(p) && s.type === 'array' && s.items?.type === 'string',
    );
    if (!grantProps.length) {
      out.push(`${doc}export type ${name} = components['schemas']['${name}'];\n`);
      continue;
    }
    const omit = grantProps.map(([p]) => `'${p}'`).join(' | ');
    const props = grantProps.map(([p, s]) => {
      const optional = schema.required?.includes(p) ? '' : '?';
      return `${jsdoc([s.description ?? 'Permission grants: `group.action`, `group.*` or `*.*`.'], '  ')}  ${p}${optional}: Permission[];`;
    });
    out.push(
      `${doc}export interface ${name} extends Omit<components['schemas']['${name}'], ${omit}> {\n${props.join('\n')}\n}\n`,
    );
  }

  const methods: string[] = [];
  const argsMap: string[] = [];
  const resultMap: string[] = [];
  const errorMap: string[] = [];
  const deprecated: string[] = [];
  for (const { id, method, path, op, params } of walk(spec)) {
    const P = pascal(id);
    const argsName = `${P}Args`;
    if (names.has(argsName)) throw new Error(`${argsName} is also a schema name`);
    const props: string[] = [];
    let anyRequired = false;
    const seen = new Set<string>();
    for (const p of params) {
      if (p.in === 'header' && p.name === 'Content-Type') continue;
      if (seen.has(p.name) || p.name === 'body') throw new Error(`${id}: argument ${p.name} named twice`);
      seen.add(p.name);
      const required = p.in === 'path' || p.required === true;
      anyRequired ||= required;
      const where = p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'header';
      const doc = jsdoc(
        [
          p.description ?? p.schema?.description ?? `The ${where} parameter \`${p.name}\`.`,
          p.schema?.default !== undefined ? `@default ${JSON.stringify(p.schema.default)}` : undefined,
        ],
        '  ',
      );
      const key = /^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : `'${p.name}'`;
      const type = paramType(p.schema) ?? `Param<'${id}', '${p.in}', '${p.name}'>`;
      props.push(`${doc}  ${key}${required ? '' : '?'}: ${type};`);
    }
    if (op.requestBody) {
      const content = op.requestBody.content;
      const types = Object.keys(content);
      const only = types.length === 1 ? content[types[0]!]!.schema : undefined;
      const bodyType = only?.$ref ? refName(only.$ref) : `BodyOf<'${id}', never>`;
      const first = content[types[0]!]!.schema;
      const withGrants =
        first?.$ref &&
        Object.keys(schemas[refName(first.$ref)]?.properties ?? {}).some((p) => PERMISSION_PROPERTIES.has(p));
      if (withGrants && !only?.$ref)
        throw new Error(`${id}: a body with permissions must be one named schema`);
      const required = op.requestBody.required !== false;
      anyRequired ||= required;
      const doc = jsdoc(
        [
          op.requestBody.description ??
            (first?.$ref ? schemas[refName(first.$ref)]?.description : first?.description) ??
            'The request body.',
          types.length > 1 ? `Sent as ${types.join(' or ')}, chosen by the value given.` : undefined,
        ],
        '  ',
      );
      props.push(`${doc}  body${required ? '' : '?'}: ${bodyType};`);
    }
    out.push(
      jsdoc([`Arguments of {@link InsuiteMethods.${id} | ${id}}: ${op.summary ?? id}.`], '') +
        (props.length
          ? `export interface ${argsName} {\n${props.join('\n')}\n}\n`
          : `export type ${argsName} = Record<string, never>;\n`),
    );

    const [, ok] = successOf(op);
    const kind = responseKind(ok.content);
    let result: string;
    if (kind === 'n') result = 'void';
    else if (kind === 't') result = 'string';
    else if (kind === 'b') result = 'Uint8Array';
    else {
      const named = typeOf(ok.content!['application/json']!.schema);
      if (named) result = named;
      else {
        result = `${P}Result`;
        if (names.has(result)) throw new Error(`${result} is also a schema name`);
        out.push(
          `/** What {@link InsuiteMethods.${id} | ${id}} answers. */\nexport type ${result} = Json<'${id}'>;\n`,
        );
      }
    }

    const errors = Object.keys(op.responses)
      .filter((s) => /^[45]\d\d$/.test(s))
      .map(Number);
    const doc = jsdoc(
      [
        op.summary,
        op.description ? '' : undefined,
        op.description,
        '',
        `\`${method.toUpperCase()} ${path}\``,
        `@see Reference: \`/docs#operation/${id}\` on the server.`,
        errors.length ? `@throws {ApiError} ${errors.join(', ')}` : undefined,
        op.deprecated
          ? '@deprecated The contract deprecates this operation; the server answers it with `Deprecation: true`.'
          : undefined,
      ],
      '  ',
    );
    const opt = anyRequired ? '' : '?';
    const extended = params.some((p) => p.in === 'query' && p.name === 'extended');
    const parts = result.split(' | ');
    const bare = parts.filter((p) => p.endsWith('[]'));
    const record = parts.filter((p) => !p.endsWith('[]'));
    if (extended && bare.length && record.length) {
      methods.push(
        `${doc}  ${id}(args: ${argsName} & { extended: false }, options?: CallOptions): Promise<${bare.join(' | ')}>;`,
        `${doc}  ${id}(args${opt}: ${argsName} & { extended?: true }, options?: CallOptions): Promise<${record.join(' | ')}>;`,
        `${doc}  ${id}(args${opt}: ${argsName}, options?: CallOptions): Promise<${result}>;`,
      );
    } else {
      methods.push(`${doc}  ${id}(args${opt}: ${argsName}, options?: CallOptions): Promise<${result}>;`);
    }
    argsMap.push(`  ${id}: ${argsName};`);
    resultMap.push(`  ${id}: ${result};`);
    errorMap.push(`  ${id}: ${errors.join(' | ') || 'never'};`);
    if (op.deprecated) deprecated.push(`'${id}'`);
  }

  out.push(
    `/**
 * One method per operation of the contract: \`client.fetchTableRecord({ tenantLocator, name, key })\`.
 * Each takes its path, query and header parameters and its \`body\` in one object, and resolves to the
 * answer (parsed JSON, text, bytes, or nothing). A non-2xx answer throws ApiError; no answer throws
 * NetworkError.
 */
export interface InsuiteMethods {
${methods.join('\n')}
}

/** The arguments object of each operation. */
export interface OperationArgs {
${argsMap.join('\n')}
}

/** What each operation resolves to. */
export interface OperationResults {
${resultMap.join('\n')}
}

/** The error statuses each operation declares (each answered with a Problem body). */
export interface OperationErrorStatuses {
${errorMap.join('\n')}
}

${errorCodeInterface(
  codesByStatus(
    spec,
    walk(spec).map(({ op }) => op),
  ),
)}
/** Operations the contract deprecates. */
export type DeprecatedOperationId = ${deprecated.join(' | ') || 'never'};
`,
  );
  const text = out.join('\n');
  // The generic parameter type, only where a parameter's schema is not a simple one.
  return text.replace('PARAM_HELPER', text.includes("Param<'") ? PARAM_HELPER : '');
}

const PARAM_HELPER = `type Param<K extends keyof operations, W extends string, N extends string> = operations[K] extends {
  parameters: { [X in W]?: infer P };
}
  ? N extends keyof NonNullable<P>
    ? NonNullable<P>[N]
    : never
  : never;
`;
