// Patches of express-openapi-validator 5.6: replacements of exports of its private modules
// (dist/middlewares/...), each kept because it buys a measured share of a request's CPU that no
// option of the validator gives (docs/performance-patches.md has the figures). Each replaces the
// export of the very module instance the validator loads, and the validator reads the export when
// it builds its steps. openapi-validator.test.ts pins the installed version and the upstream code
// each one stands in for, so an upgrade that changes that code fails there until the patch is
// read again against it.
//
// The modules are imported by their paths in the package, not required at run time, so that a
// bundle of the server (server/build.mjs) patches the very copy it holds.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import frameworkIndex from 'express-openapi-validator/dist/framework/index.js';
import schemaValidatorModule from 'express-openapi-validator/dist/framework/openapi.schema.validator.js';
import specLoaderModule from 'express-openapi-validator/dist/framework/openapi.spec.loader.js';
import metadataModule from 'express-openapi-validator/dist/middlewares/openapi.metadata.js';
import requestValidatorModule from 'express-openapi-validator/dist/middlewares/openapi.request.validator.js';
import responseValidatorModule from 'express-openapi-validator/dist/middlewares/openapi.response.validator.js';
import preprocessorModule from 'express-openapi-validator/dist/middlewares/parsers/schema.preprocessor.js';
import validatorModule from 'express-openapi-validator/dist/openapi.validator.js';
import type { RouteMatch } from '../http/routes.js';

interface RouteDetails {
  basePath: string;
  _openApiRoute: string;
  _expressRoute: string;
}

interface Context {
  apiDoc: { paths: Record<string, Record<string, unknown>> };
  openApiRouteMap: Record<string, RouteDetails | undefined>;
  serial: number;
}

type ResponseDoc = { paths: Record<string, Record<string, unknown>> } | null | undefined;
type Apply = ((context: Context, responseApiDoc: ResponseDoc) => RequestHandler) & { upstream?: Apply };

interface MetadataModule {
  applyOpenApiMetadata: Apply;
}

type OpenApiRequest = Request & { openapi?: Record<string, unknown> };

/**
 * The validator finds the operation of each request by trying every route of the contract in turn
 * (its lookupRoute, compiling a path-to-regexp matcher for each), the largest single cost of a
 * simple request. The gate has already matched the request to its operation, with the same
 * ordering of templates (http/routes.ts), so the validator's metadata step takes that match when
 * there is one and falls back to its own lookup otherwise.
 */
export function useGateRoute(): void {
  const mod = metadataModule as unknown as MetadataModule;
  if (mod.applyOpenApiMetadata.upstream) return;
  const original = mod.applyOpenApiMetadata;
  const apply: Apply = (context, responseApiDoc) => {
    const fallback = original(context, responseApiDoc);
    return (req: OpenApiRequest, res: Response, next: NextFunction) => {
      const match = res.locals.route as RouteMatch | undefined;
      const details = match && context.openApiRouteMap[match.info.path];
      if (!match || !details || details.basePath !== '') return fallback(req, res, next);
      const method = req.method.toLowerCase();
      const schema = context.apiDoc.paths[match.info.path]?.[method];
      if (!schema) return fallback(req, res, next);
      req.openapi = {
        expressRoute: details._expressRoute,
        openApiRoute: details._openApiRoute,
        pathParams: match.params,
        schema,
        serial: context.serial,
        ...(responseApiDoc ? { _responseSchema: responseApiDoc.paths[match.info.path]?.[method] } : {}),
      };
      req.params = match.params;
      next();
    };
  };
  mod.applyOpenApiMetadata = Object.assign(apply, { upstream: original });
}

type ResolveSchema = ((schema: unknown) => unknown) & { upstream?: ResolveSchema };

interface PreprocessorModule {
  SchemaPreprocessor: {
    prototype: {
      resolveSchema: ResolveSchema;
      ajv: { schemas: Record<string, { schema: unknown } | string | undefined> };
      resolvedSchemaCache: Map<string, unknown>;
    };
  };
}

/**
 * Before the first request the validator walks the contract (its SchemaPreprocessor) and looks
 * each `$ref` up with `ajv.getSchema(ref).schema`, which compiles a validator of every component
 * schema named by a reference only to read back the schema object it was given, and throws those
 * validators away: the request and response checks compile their own. The lookup is answered here
 * with that same object, which the preprocessor's AJV holds under the reference as its key; a
 * reference it does not hold goes through the validator's own code.
 */
export function resolveReferencesWithoutCompiling(): void {
  const mod = preprocessorModule as unknown as PreprocessorModule;
  const proto = mod.SchemaPreprocessor.prototype;
  if (proto.resolveSchema.upstream) return;
  const original = proto.resolveSchema;
  proto.resolveSchema = Object.assign(
    function (this: typeof proto, schema: unknown) {
      const ref = (schema as { $ref?: unknown } | null | undefined)?.$ref;
      if (typeof ref === 'string' && !this.resolvedSchemaCache.has(ref)) {
        const held = this.ajv.schemas[ref];
        if (typeof held === 'object') this.resolvedSchemaCache.set(ref, held.schema);
      }
      return original.call(this, schema);
    },
    { upstream: original },
  );
}

type SchemaValidatorClass = (new (opts: { validateApiSpec: boolean }) => {
  validate(doc: unknown): unknown;
}) & {
  upstream?: SchemaValidatorClass;
};

/**
 * The validator makes its check of the contract against the OpenAPI schema (compiling that
 * schema with AJV, a large share of a fresh process's start) even with `validateApiSpec: false`,
 * when it never uses it. Here the check is made when it is first used, so a validator that does
 * not check the contract never compiles it; one that does checks it as before.
 */
export function compileSpecCheckWhenUsed(): void {
  const mod = schemaValidatorModule as unknown as {
    OpenAPISchemaValidator: SchemaValidatorClass;
  };
  if (mod.OpenAPISchemaValidator.upstream) return;
  const Upstream = mod.OpenAPISchemaValidator;
  mod.OpenAPISchemaValidator = Object.assign(
    class {
      private made?: InstanceType<SchemaValidatorClass>;
      constructor(private readonly opts: { validateApiSpec: boolean }) {}
      validate(doc: unknown): unknown {
        this.made ??= new Upstream(this.opts);
        return this.made.validate(doc);
      }
    },
    { upstream: Upstream },
  ) as SchemaValidatorClass;
}

type BuildMiddleware = ((...args: unknown[]) => unknown) & { upstream?: BuildMiddleware };

interface RequestValidatorModule {
  RequestValidator: {
    prototype: { buildMiddleware: BuildMiddleware; apiDoc: { paths?: unknown; components?: object } };
  };
}

/** The contract's components with the same members, none enumerable; made once for each contract. */
const unwalkedComponents = new WeakMap<object, object>();
function unwalked(components: object): object {
  let hidden = unwalkedComponents.get(components);
  if (!hidden) {
    const members = Object.entries(components).map(([name, value]) => [name, { value, enumerable: false }]);
    unwalkedComponents.set(components, (hidden = Object.defineProperties({}, Object.fromEntries(members))));
  }
  return hidden;
}

/** The contract as the checks are built from: no `paths`, its `components` unenumerable. */
function unwalkedContract<Doc extends { components?: object }>(doc: Doc): Doc {
  const { components } = doc;
  return { ...doc, paths: {}, ...(components ? { components: unwalked(components) } : {}) };
}

/**
 * The first request of each operation builds its checks (the validator's buildMiddleware): two
 * schemas that carry the whole contract, `paths` and `components`, so that references resolve
 * inside them, each walked whole by AJV when it is added and then compiled. This contract's
 * references all point into `components` (openapi-validator.test.ts keeps it so), so the checks
 * are built from the contract without its `paths`, and with its `components` holding the same
 * members but none enumerable: a reference still reaches them by name, and AJV's walk, which
 * enumerates keys to gather `$id`s and anchors (the components have none, the test keeps it so),
 * no longer goes through all of them for every operation. The same compiled checks, with the walks
 * gone.
 */
export function buildRequestChecksWithoutPaths(): void {
  const mod = requestValidatorModule as unknown as RequestValidatorModule;
  const proto = mod.RequestValidator.prototype;
  if (proto.buildMiddleware.upstream) return;
  const original = proto.buildMiddleware;
  proto.buildMiddleware = Object.assign(
    function (this: typeof proto, ...args: unknown[]) {
      const apiDoc = this.apiDoc;
      this.apiDoc = unwalkedContract(apiDoc);
      try {
        return original.apply(this, args);
      } finally {
        this.apiDoc = apiDoc;
      }
    },
    { upstream: original },
  );
}

interface ResponseValidatorModule {
  ResponseValidator: {
    prototype: { buildValidators: BuildValidators; spec: { paths?: unknown; components?: object } };
  };
}
type BuildValidators = ((responses: unknown, ajvCacheKey: string) => Record<string, unknown>) & {
  upstream?: BuildValidators;
};

/**
 * Where responses are validated (tests and development), the first answer of each operation and
 * request media type builds the response checks of every status the operation declares (the
 * validator's buildValidators), though only the status answered is ever looked up, and this
 * server's problems (4xx, written as text by sendProblem) and 5xx answers are never checked by it.
 * Here the checks of a status are built when the validator first asks for that status (it looks
 * a status up by `in` and by name, and enumerates nothing: the test pins that code), each by the
 * validator's own code given that status alone, so a status is there exactly when it would have
 * been. And, as for the request checks (buildRequestChecksWithoutPaths, exact for the same
 * reasons), they are built from the contract without its `paths` and with its `components`
 * unenumerable, so that AJV does not walk the whole contract for each status and media type.
 */
export function buildResponseChecksWhenUsed(): void {
  const mod = responseValidatorModule as unknown as ResponseValidatorModule;
  const proto = mod.ResponseValidator.prototype;
  if (proto.buildValidators.upstream) return;
  const original = proto.buildValidators;
  proto.buildValidators = Object.assign(
    function (this: typeof proto, responses: unknown, ajvCacheKey: string) {
      const withoutPaths = (given: unknown) => {
        const spec = this.spec;
        this.spec = unwalkedContract(spec);
        try {
          return original.call(this, given, ajvCacheKey);
        } finally {
          this.spec = spec;
        }
      };
      if (!responses || typeof responses !== 'object') return withoutPaths(responses);
      const declared = responses as Record<string, unknown>;
      const built = new Map<string, unknown>();
      const checksOf = (status: string | symbol): unknown => {
        if (typeof status !== 'string' || !Object.hasOwn(declared, status)) return undefined;
        if (!built.has(status)) built.set(status, withoutPaths({ [status]: declared[status] })[status]);
        return built.get(status);
      };
      return new Proxy<Record<string, unknown>>(
        {},
        { has: (_, status) => checksOf(status) !== undefined, get: (_, status) => checksOf(status) },
      );
    },
    { upstream: original },
  );
}

type LoadSpec = ((spec: unknown, refParser?: { mode?: string }) => unknown) & { upstream?: LoadSpec };

/** Whether every `$ref` in a contract points into its own `components`. */
export function referencesOnlyComponents(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(referencesOnlyComponents);
  if (!node || typeof node !== 'object') return true;
  for (const [key, value] of Object.entries(node))
    if (
      key === '$ref'
        ? typeof value !== 'string' || !value.startsWith('#/components/')
        : !referencesOnlyComponents(value)
    )
      return false;
  return true;
}

/**
 * The validator bundles the contract it is given (json-schema-ref-parser's `bundle`, which walks
 * every node and resolves every reference to gather external files) before anything else. A
 * contract given as an object whose references all point into its own components has nothing to
 * gather: bundling returns that same object unchanged (openapi-validator.test.ts checks it on this
 * contract), so such a contract is taken as it is; any other goes through the validator's own code.
 */
export function takeSelfContainedContractAsItIs(): void {
  const mod = frameworkIndex as unknown as {
    OpenAPIFramework: { prototype: { loadSpec: LoadSpec } };
  };
  const proto = mod.OpenAPIFramework.prototype;
  if (proto.loadSpec.upstream) return;
  const original = proto.loadSpec;
  proto.loadSpec = Object.assign(
    function (this: unknown, spec: unknown, refParser?: { mode?: string }) {
      const bundles = (refParser?.mode ?? 'bundle') === 'bundle';
      if (bundles && typeof spec === 'object' && referencesOnlyComponents(spec)) return Promise.resolve(spec);
      return original.call(this, spec, refParser);
    },
    { upstream: original },
  );
}

/**
 * The validator's `middleware` (its index module's `openapiValidator`) without its deep copy of
 * the contract it is given: the copy keeps a caller's object from the changes the preprocessing
 * makes, and costs a walk of the whole contract in every process. validator.ts hands over an
 * object of its own, parsed for this validator alone, or a path. Otherwise the same three steps
 * (openapi-validator.test.ts pins the code they are taken from).
 */
export function validatorTakingItsOwnContract<Options extends { apiSpec: unknown }>(
  options: Options,
): RequestHandler[] {
  const { OpenApiValidator } = validatorModule as unknown as {
    OpenApiValidator: new (opts: Options) => { installMiddleware(spec: Promise<unknown>): RequestHandler[] };
  };
  const { OpenApiSpecLoader } = specLoaderModule as unknown as {
    OpenApiSpecLoader: new (args: { apiDoc: unknown; validateApiSpec: unknown; $refParser: unknown }) => {
      load(): Promise<unknown>;
    };
  };
  // Made first, as upstream does: it fills in the options' defaults ($refParser among them).
  const validator = new OpenApiValidator(options);
  const { validateApiSpec, $refParser } = options as { validateApiSpec?: unknown; $refParser?: unknown };
  return validator.installMiddleware(
    new OpenApiSpecLoader({ apiDoc: options.apiSpec, validateApiSpec, $refParser }).load(),
  );
}
