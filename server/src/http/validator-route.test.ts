import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';

type Param = { $ref?: string; in?: string; content?: unknown; schema?: { type?: string; $ref?: string } };
const spec = YAML.parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Param[] }> & { parameters?: Param[] }>;
};
const deref = <T>(x: T & { $ref?: string }): T =>
  x.$ref
    ? (x.$ref
        .split('/')
        .slice(1)
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], spec) as T)
    : x;

describe('quickParameterMutation', () => {
  // What makes skipping the validator's parameter rewriting exact for requests without a query
  // string: only query parameters can then be rewritten (see validator-route.ts).
  it('holds for this contract: path and header parameters are plain scalars, and none has content', () => {
    const kinds = new Set<string>();
    for (const item of Object.values(spec.paths))
      for (const op of Object.values(item))
        for (const p of [
          ...(item.parameters ?? []),
          ...((op as { parameters?: Param[] }).parameters ?? []),
        ]) {
          const param = deref(p);
          const type = param.schema ? deref(param.schema).type : undefined;
          kinds.add(`${param.in}:${type}${param.content ? ':content' : ''}`);
        }
    const notQuery = [...kinds].filter((k) => !k.startsWith('query:'));
    expect(
      notQuery.every((k) => /^(path|header):(string|integer|number|boolean)$/.test(k)),
      notQuery.join(),
    ).toBe(true);
    expect([...kinds].filter((k) => k.endsWith(':content'))).toEqual([]);
  });
});
