// The SDK's documented method interface (generated/client-types.ts): one method per operation with
// its summary, description, reference anchor, error statuses and deprecation; named argument and
// result types with per-property JSDoc.
import type { Spec } from '../contract-model.js';
import { jsdoc, paramType, typeOf } from './client-jsdoc.js';
import { PERMISSION_PROPERTIES, permissionUnion } from './client-permissions.js';
import { responseKind } from './client-table.js';
import { codesByStatus, errorCodeInterface } from './error-codes.js';
import { refName, successOf, walk } from './walk.js';

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

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
