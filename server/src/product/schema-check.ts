// Checks a value against a schema of openapi.yaml. A configuration sent as JSON is checked by the
// request validator; one inside a ZIP is not, so this applies the same schema to it and the
// stored configuration always matches what fetchConfigDefinition declares. It knows the keywords
// the configuration schemas use: $ref, type, properties, required, additionalProperties, items,
// enum and the formats date, date-time, int32 and int64.
import { readFileSync } from 'node:fs';
import { SPEC_PATH, contractJson } from '../contract-file.js';
import { yaml } from '../shared/yaml.js';

export interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
}

export interface SchemaProblem {
  location: string;
  message: string;
}

const MAX_PROBLEMS = 100;

let schemas: Record<string, JsonSchema> | undefined;
export function componentSchemas(): Record<string, JsonSchema> {
  if (!schemas) {
    const doc = (contractJson() ?? yaml().parse(readFileSync(SPEC_PATH, 'utf8'))) as {
      components: { schemas: Record<string, JsonSchema> };
    };
    schemas = doc.components.schemas;
  }
  return schemas;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    default:
      return true;
  }
}

function formatOk(format: string, v: unknown): boolean {
  if (typeof v === 'string') {
    if (format === 'date') return DATE.test(v) && Number.isFinite(Date.parse(v));
    if (format === 'date-time') return DATE_TIME.test(v) && Number.isFinite(Date.parse(v));
  }
  if (typeof v === 'number') {
    if (format === 'int32') return v >= -(2 ** 31) && v < 2 ** 31;
    if (format === 'int64') return Number.isSafeInteger(v);
  }
  return true;
}

/** Problems of `value` against `#/components/schemas/<name>`, located like `body.accounts.X.data`. */
export function checkAgainstSchema(name: string, value: unknown, root = 'body'): SchemaProblem[] {
  const all = componentSchemas();
  const problems: SchemaProblem[] = [];
  const add = (location: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ location, message });
  };
  const visit = (schema: JsonSchema, v: unknown, at: string, depth: number): void => {
    if (problems.length >= MAX_PROBLEMS) return;
    if (depth > 64) {
      add(at, 'is nested too deeply');
      return;
    }
    if (schema.$ref) {
      const target = all[schema.$ref.replace('#/components/schemas/', '')];
      if (target) visit(target, v, at, depth + 1);
      return;
    }
    if (schema.type && !typeOk(schema.type, v)) {
      add(at, `must be ${/^[aeiou]/.test(schema.type) ? 'an' : 'a'} ${schema.type}`);
      return;
    }
    if (schema.enum && !schema.enum.includes(v)) {
      add(at, `must be one of ${schema.enum.join(', ')}`);
      return;
    }
    if (schema.format && !formatOk(schema.format, v)) {
      add(at, `must match format "${schema.format}"`);
      return;
    }
    if (Array.isArray(v) && schema.items) {
      v.forEach((item, i) => visit(schema.items!, item, `${at}[${i}]`, depth + 1));
      return;
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return;
    const obj = v as Record<string, unknown>;
    for (const r of schema.required ?? []) {
      if (!(r in obj)) add(`${at}.${r}`, 'is required');
    }
    for (const [k, item] of Object.entries(obj)) {
      const prop = schema.properties?.[k];
      if (prop) visit(prop, item, `${at}.${k}`, depth + 1);
      else if (schema.additionalProperties === false) add(`${at}.${k}`, 'is not an allowed property');
      else if (typeof schema.additionalProperties === 'object') {
        visit(schema.additionalProperties, item, `${at}.${k}`, depth + 1);
      }
    }
  };
  visit({ $ref: `#/components/schemas/${name}` }, value, root, 0);
  return problems;
}
