// Text pieces of the SDK's documented types: JSDoc blocks and the TypeScript types of simple schemas.
import type { SchemaObject } from '../contract-model.js';
import { refName } from './walk.js';

/** A JSDoc block, indented; `lines` may hold blank entries for paragraph breaks. */
export function jsdoc(lines: (string | undefined)[], indent: string): string {
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
export function typeOf(schema: SchemaObject | undefined): string | undefined {
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
export function paramType(schema: SchemaObject | undefined): string | undefined {
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
