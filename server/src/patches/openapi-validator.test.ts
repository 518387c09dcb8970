import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const sourceHash = (f: unknown) => createHash('sha256').update(String(f)).digest('hex').slice(0, 16);

// Each patch stands in for upstream code: when an upgrade changes that code, read the patch again
// against the new code (does useGateRoute still set what applyOpenApiMetadata sets on a request,
// does modifyRequest still do nothing but rewrite parameters?), then update the pins here.
describe('the express-openapi-validator code the patches stand in for', () => {
  it('is the code they were written against', () => {
    const metadata = validatorRequire('./middlewares/openapi.metadata') as { applyOpenApiMetadata: unknown };
    const mutator = validatorRequire('./middlewares/parsers/req.parameter.mutator') as {
      RequestParameterMutator: { prototype: { modifyRequest: unknown } };
    };
    // Once the validator is built (validator.ts) the patches are in place: the pins are of what they wrap.
    const unwrapped = (f: unknown) => (f as { upstream?: unknown }).upstream ?? f;
    expect({
      version: (validatorRequire('../package.json') as { version: string }).version,
      applyOpenApiMetadata: sourceHash(unwrapped(metadata.applyOpenApiMetadata)),
      modifyRequest: sourceHash(unwrapped(mutator.RequestParameterMutator.prototype.modifyRequest)),
    }).toEqual({
      version: '5.6.2',
      applyOpenApiMetadata: '048e92ac71587c01',
      modifyRequest: 'c80a3e647f0a512d',
    });
  });
});

describe('skipParameterMutationWithoutQuery', () => {
  // What makes skipping the validator's parameter rewriting exact for requests without a query
  // string: only query parameters can then be rewritten (see openapi-validator.ts).
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
