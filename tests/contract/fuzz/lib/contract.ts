// The contract as the fuzzer reads it: every operation of openapi.yaml with its parameters, its
// request bodies by media type and the statuses it declares, with every $ref resolved.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
};

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  params: Param[];
  body?: { required: boolean; content: Record<string, Schema> };
  statuses: Set<number>;
  secured: boolean;
}

const specPath = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));
const spec = YAML.parse(readFileSync(specPath, 'utf8')) as Record<string, unknown>;

function lookup(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
}

/** Resolves $refs lazily, so recursive schemas stay finite: a ref is replaced when it is read. */
export function deref<T>(node: T): T {
  let n: unknown = node;
  while (n && typeof n === 'object' && '$ref' in (n as object)) n = lookup((n as { $ref: string }).$ref);
  return n as T;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const operations: Operation[] = [];
for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) {
  for (const method of METHODS) {
    const op = item[method] as Record<string, unknown> | undefined;
    if (!op) continue;
    const params = ((op.parameters as unknown[]) ?? []).map((p) => {
      const d = deref(p) as { name: string; in: Param['in']; required?: boolean; schema: Schema };
      return { name: d.name, in: d.in, required: d.required === true, schema: d.schema };
    });
    const rb = op.requestBody ? deref(op.requestBody as { required?: boolean; content: object }) : undefined;
    const content: Record<string, Schema> = {};
    for (const [type, media] of Object.entries((rb?.content ?? {}) as Record<string, { schema?: Schema }>))
      content[type] = media.schema ?? {};
    operations.push({
      id: op.operationId as string,
      method: method.toUpperCase(),
      path,
      params,
      body: rb ? { required: rb.required === true, content } : undefined,
      statuses: new Set(Object.keys(op.responses as object).map(Number)),
      secured: !(Array.isArray(op.security) && op.security.length === 0),
    });
  }
}
