import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import YAML from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import {
  compileSpecCheckWhenUsed,
  referencesOnlyComponents,
  resolveReferencesWithoutCompiling,
} from './openapi-validator.js';

const spec = YAML.parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, unknown>;
};

interface AjvLike {
  compile(schema: object): unknown;
}
type Standalone = (ajv: AjvLike, validate: unknown) => string;

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const sourceHash = (f: unknown) => createHash('sha256').update(String(f)).digest('hex').slice(0, 16);

// Each patch stands in for upstream code: when an upgrade changes that code, read the patch again
// against the new code (does useGateRoute still set what applyOpenApiMetadata sets on a request?), then update the pins here.
describe('the express-openapi-validator code the patches stand in for', () => {
  it('is the code they were written against', () => {
    const metadata = validatorRequire('./middlewares/openapi.metadata') as { applyOpenApiMetadata: unknown };
    // Once the validator is built (validator.ts) the patches are in place: the pins are of what they wrap.
    const unwrapped = (f: unknown) => (f as { upstream?: unknown }).upstream ?? f;
    const preprocessor = validatorRequire('./middlewares/parsers/schema.preprocessor') as {
      SchemaPreprocessor: { prototype: { resolveSchema: unknown } };
    };
    const requestChecks = validatorRequire('./middlewares/openapi.request.validator') as {
      RequestValidator: { prototype: { buildMiddleware: unknown } };
    };
    const responseChecks = validatorRequire('./middlewares/openapi.response.validator') as {
      ResponseValidator: {
        prototype: { buildValidators: unknown; _getOrBuildValidator: unknown; _validate: unknown };
      };
    };
    const framework = validatorRequire('./framework/index') as {
      OpenAPIFramework: { prototype: { loadSpec: unknown } };
    };
    const specCheck = validatorRequire('./framework/openapi.schema.validator') as {
      OpenAPISchemaValidator: unknown;
    };
    expect({
      version: (validatorRequire('../package.json') as { version: string }).version,
      applyOpenApiMetadata: sourceHash(unwrapped(metadata.applyOpenApiMetadata)),
      resolveSchema: sourceHash(unwrapped(preprocessor.SchemaPreprocessor.prototype.resolveSchema)),
      OpenAPISchemaValidator: sourceHash(unwrapped(specCheck.OpenAPISchemaValidator)),
      buildMiddleware: sourceHash(unwrapped(requestChecks.RequestValidator.prototype.buildMiddleware)),
      buildValidators: sourceHash(unwrapped(responseChecks.ResponseValidator.prototype.buildValidators)),
      // How the checks built are reached: by status, with `in` and by name, nothing enumerated.
      _getOrBuildValidator: sourceHash(responseChecks.ResponseValidator.prototype._getOrBuildValidator),
      _validate: sourceHash(responseChecks.ResponseValidator.prototype._validate),
      loadSpec: sourceHash(unwrapped(framework.OpenAPIFramework.prototype.loadSpec)),
      middleware: sourceHash((validatorRequire('./index') as { middleware: unknown }).middleware),
    }).toEqual({
      version: '5.6.2',
      applyOpenApiMetadata: '048e92ac71587c01',
      resolveSchema: '617f91166e95742a',
      OpenAPISchemaValidator: '3805e5722e159d1d',
      buildMiddleware: '5ce19a8109f7d1e6',
      buildValidators: '35770279502ffa6c',
      _getOrBuildValidator: '743e24ac72a474fb',
      _validate: '98ac48b33c7c5301',
      loadSpec: '9f61acb528b0e496',
      middleware: '95c863c9d644b18b',
    });
  });
});

describe('resolveReferencesWithoutCompiling', () => {
  // The preprocessor's lookups answer what ajv.getSchema(ref).schema answers, without compiling.
  it('gives the preprocessor the very objects its AJV would have compiled them from', () => {
    resolveReferencesWithoutCompiling();
    const { SchemaPreprocessor } = validatorRequire('./middlewares/parsers/schema.preprocessor') as {
      SchemaPreprocessor: new (doc: unknown, ajvOpts: unknown, resOpts: unknown) => Preprocessor;
    };
    const { OpenApiValidator } = validatorRequire('./openapi.validator') as {
      OpenApiValidator: new (opts: unknown) => { ajvOpts: { preprocessor: unknown } };
    };
    const { ajvOpts } = new OpenApiValidator({
      apiSpec: {},
      validateApiSpec: false,
      formats: { ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/ },
    });
    const doc = structuredClone(spec);
    const pre = new SchemaPreprocessor(doc, ajvOpts.preprocessor, false);
    const compiled = vi.spyOn(pre.ajv, 'getSchema');
    pre.preProcess();
    const schemaRefs = [...pre.resolvedSchemaCache.keys()].filter((r) =>
      r.startsWith('#/components/schemas/'),
    );
    expect(schemaRefs.length).toBeGreaterThan(50);
    expect(compiled.mock.calls.map(([ref]) => ref).filter((r) => schemaRefs.includes(r))).toEqual([]);
    compiled.mockRestore();
    for (const ref of schemaRefs)
      expect(pre.resolvedSchemaCache.get(ref), ref).toBe(pre.ajv.getSchema(ref)?.schema);
  });
});

describe('buildRequestChecksWithoutPaths, buildResponseChecksWhenUsed and takeSelfContainedContractAsItIs', () => {
  // What makes both exact: no reference of the contract points anywhere but into its components,
  // so the request and response checks never reach into its paths, and bundling it has nothing to gather.
  it('hold for this contract: every reference points into components', () => {
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node))
          if (key === '$ref' && typeof value === 'string') refs.add(value);
          else walk(value);
    };
    walk(spec);
    expect(refs.size).toBeGreaterThan(50);
    expect([...refs].filter((ref) => !ref.startsWith('#/components/'))).toEqual([]);
    expect(referencesOnlyComponents(spec)).toBe(true);
    expect(referencesOnlyComponents({ a: [{ $ref: 'other.yaml#/x' }] })).toBe(false);
  });

  it('checks compiled with the components unenumerable are the same code as with them walked', () => {
    // AJV's walk gathers ids and anchors (`id` under draft 04, which the validator uses for OpenAPI
    // 3.0, anywhere its walk of every key meets a string there); with none in the components,
    // hiding them loses nothing.
    const keys = new Set<string>();
    const gather = (node: unknown): void => {
      if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (typeof value === 'string') keys.add(key);
          gather(value);
        }
    };
    const { components } = spec as unknown as { components: Record<string, Record<string, unknown>> };
    gather(components);
    expect(['$id', 'id', '$anchor', '$dynamicAnchor', '$recursiveAnchor'].filter((k) => keys.has(k))).toEqual(
      [],
    );
    // A check reaching every component schema, compiled both ways by the validator's AJV.
    const Ajv = (validatorRequire('ajv-draft-04') as { default: new (opts: object) => AjvLike }).default;
    const standalone = (validatorRequire('ajv/dist/standalone') as { default: Standalone }).default;
    const properties = Object.fromEntries(
      Object.keys(components.schemas!).map((name) => [name, { $ref: `#/components/schemas/${name}` }]),
    );
    const hidden = Object.defineProperties(
      {},
      Object.fromEntries(Object.entries(components).map(([k, value]) => [k, { value, enumerable: false }])),
    );
    // The generated code; the root schema it embeds as data (for errors' `schema`) differs only
    // by the components left out of its JSON, so that constant is compared as JSON apart.
    const code = (c: object) => {
      const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, code: { source: true } });
      const root = { components: c, properties };
      const text = standalone(ajv, ajv.compile(root));
      const json = JSON.stringify(root)
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
      expect(text).toContain(json);
      return text.replace(json, 'ROOT');
    };
    const walked = code(components);
    expect(walked.length).toBeGreaterThan(10_000);
    expect(code(hidden)).toBe(walked);
  });

  it('bundling this contract gives it back unchanged', async () => {
    const parser = validatorRequire('@apidevtools/json-schema-ref-parser') as {
      bundle(doc: unknown): Promise<unknown>;
    };
    const copy = structuredClone(spec);
    expect(await parser.bundle(copy)).toStrictEqual(spec);
  });
});

describe('compileSpecCheckWhenUsed', () => {
  it('checks a contract as before when asked to, and compiles nothing when not', () => {
    compileSpecCheckWhenUsed();
    const { OpenAPISchemaValidator: Check } = validatorRequire('./framework/openapi.schema.validator') as {
      OpenAPISchemaValidator: new (opts: { version: string; validateApiSpec: boolean }) => {
        validate(doc: unknown): { errors: unknown[] };
      };
    };
    const version = (spec as unknown as { openapi: string }).openapi;
    expect(new Check({ version, validateApiSpec: true }).validate(spec).errors).toEqual([]);
    expect(new Check({ version, validateApiSpec: true }).validate({ ...spec, info: 1 }).errors).not.toEqual(
      [],
    );
    // Made and not used, as the validator makes it with validateApiSpec: false: nothing compiled.
    const unused = new Check({ version, validateApiSpec: false }) as unknown as { made?: unknown };
    expect(unused.made).toBeUndefined();
  });
});

interface Preprocessor {
  ajv: { getSchema(ref: string): { schema: unknown } | undefined };
  resolvedSchemaCache: Map<string, unknown>;
  preProcess(): unknown;
}
