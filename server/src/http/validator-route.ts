// express-openapi-validator 5.6 finds the operation of each request by trying every route of the
// contract in turn (its lookupRoute): with ~100 paths that scan was the largest single cost of a
// simple request. The gate has already matched the request to its operation, with the same
// ordering of templates (http/routes.ts), so the validator's metadata step takes that match when
// there is one and falls back to its own lookup otherwise. This replaces the export of the very
// module instance the validator loads; the validator reads the export when it builds the step.
import { createRequire } from 'node:module';
import { parse as parseUrl } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RouteMatch } from './routes.js';

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
type Apply = ((context: Context, responseApiDoc: ResponseDoc) => RequestHandler) & { gateRoute?: true };

interface MetadataModule {
  applyOpenApiMetadata: Apply;
}

type OpenApiRequest = Request & { openapi?: Record<string, unknown> };

export function useGateRoute(): void {
  const local = createRequire(import.meta.url);
  const entry = local.resolve('express-openapi-validator');
  const mod = createRequire(entry)('./middlewares/openapi.metadata') as MetadataModule;
  if (mod.applyOpenApiMetadata.gateRoute) return;
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
  mod.applyOpenApiMetadata = Object.assign(apply, { gateRoute: true as const });
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the validator's own untyped internals */
interface Mutator {
  _apiDocs: unknown;
  ajv: unknown;
  parseQueryStringUndecoded(qs: string | null): Map<string, string[]>;
  handleBracketNotationQueryFields(query: unknown): any;
  validateReservedCharacters(name: string, raw: Map<string, string[]>, allowComma?: boolean): void;
  handleContent(req: Request, name: string, parameter: any): void;
  parseJsonAndMutateRequest(req: Request, where: string, name: string): void;
  handleFormExplode(req: Request, name: string, schema: any, parameter: any): void;
  handleDeepObject(req: Request, qs: string, name: string, schema: any): void;
  csvToKeyValuePairs(value: string): unknown;
  validateArrayDelimiter(delimiter: string | undefined, parameter: any): void;
  parseJsonArrayAndMutateRequest(
    req: Request,
    where: string,
    name: string,
    delimiter: string | undefined,
    raw: Map<string, string[]>,
  ): void;
  explodeJsonArrayAndMutateRequest(req: Request, where: string, name: string): void;
  isObjectOrXOf(schema: unknown): boolean;
}

interface MutatorModule {
  RequestParameterMutator: { prototype: Mutator & { modifyRequest(req: Request): void } } & {
    /** Set once the faster form is in place (the module is shared by every app of the process). */
    patched?: true;
  };
}

interface UtilModule {
  dereferenceParameter(apiDocs: unknown, p: unknown): any;
  normalizeParameter(ajv: unknown, parameter: unknown): { name: string; schema: any };
}

/** A declared parameter as the mutator needs it: found, normalised and classified once. */
interface Plan {
  parameter: any;
  name: string;
  schema: any;
  objectish: boolean;
}

const ARRAY_DELIMITER: Record<string, string> = {
  simple: ',',
  form: ',',
  spaceDelimited: ' ',
  pipeDelimited: '|',
};

/** Characters that the legacy `url.parse` escapes; a query without them is the same after it. */
const AUTO_ESCAPED = /[<>"`\s{}|\\^']/;

let fast = true;
/** Tests compare the two ways on the same server. */
export const setFastParameterMutation = (on: boolean): void => void (fast = on);

/**
 * The validator rebuilds each request's parameters by their style (its RequestParameterMutator)
 * on every request: a legacy `url.parse` of the URL, and each declared parameter dereferenced,
 * normalised and classified again. Two changes, same results:
 * - With no query string there is nothing for it to do for this contract: its path and header
 *   parameters are plain scalars and none has `content`, so only query parameters could be
 *   rewritten, and there are none (`validator-route.test.ts` keeps the contract so).
 * - With one, each declared parameter's normalised form is kept (the contract does not change
 *   while the server runs), and the raw query is cut from the URL directly unless it holds a
 *   character `url.parse` would escape. The steps applied to the request are the validator's own,
 *   in its order (`tests/contract/query-parameters.test.ts` compares both ways over a set of queries).
 * The schema validation that follows is unchanged.
 */
export function quickParameterMutation(): void {
  const local = createRequire(import.meta.url);
  const entry = local.resolve('express-openapi-validator');
  const mod = createRequire(entry)('./middlewares/parsers/req.parameter.mutator') as MutatorModule;
  const util = createRequire(entry)('./middlewares/parsers/util') as UtilModule;
  const cls = mod.RequestParameterMutator;
  if (cls.patched) return;
  const original = cls.prototype.modifyRequest;
  const plans = new WeakMap<object, Plan>();
  const planOf = (m: Mutator, p: object): Plan => {
    let plan = plans.get(p);
    if (!plan) {
      const parameter = util.dereferenceParameter(m._apiDocs, p);
      const { name, schema } = util.normalizeParameter(m.ajv, parameter);
      plan = { parameter, name, schema, objectish: m.isObjectOrXOf(schema) };
      plans.set(p, plan);
    }
    return plan;
  };
  cls.prototype.modifyRequest = function (this: Mutator, req: Request) {
    const url = req.originalUrl;
    const at = url.indexOf('?');
    if (at < 0) return;
    if (!fast) return original.call(this, req);
    let query = url.slice(at + 1);
    if (AUTO_ESCAPED.test(query)) query = parseUrl(url).query ?? '';
    else if (query.includes('#')) query = query.slice(0, query.indexOf('#'));
    const rawQuery = this.parseQueryStringUndecoded(query);
    const r = req as Request & { query: any; openapi: { schema: { parameters?: object[] } } };
    r.query = this.handleBracketNotationQueryFields(r.query);
    for (const p of r.openapi.schema.parameters ?? []) {
      const { parameter, name, schema, objectish } = planOf(this, p);
      const { type } = schema;
      const { style, explode } = parameter;
      if (parameter.in === 'query' && !parameter.allowReserved) {
        if (explode) this.validateReservedCharacters(name, rawQuery);
        else this.validateReservedCharacters(name, rawQuery, true);
      }
      if (parameter.content) {
        this.handleContent(req, name, parameter);
      } else if (parameter.in === 'query' && objectish) {
        if (style === 'form' && explode) {
          this.parseJsonAndMutateRequest(req, parameter.in, name);
          this.handleFormExplode(req, name, schema, parameter);
        } else if (style === 'deepObject') {
          this.handleDeepObject(req, url.substr(at + 1), name, schema);
        } else if (style === 'form' && !explode && schema.type === 'object') {
          const value = r.query[name];
          if (typeof value === 'string') {
            const pairs = this.csvToKeyValuePairs(value);
            if (pairs) {
              r.query[name] = pairs;
              continue;
            }
          }
          this.parseJsonAndMutateRequest(req, parameter.in, name);
        } else {
          this.parseJsonAndMutateRequest(req, parameter.in, name);
        }
      } else if (type === 'array' && !explode) {
        const delimiter = ARRAY_DELIMITER[parameter.style];
        this.validateArrayDelimiter(delimiter, parameter);
        this.parseJsonArrayAndMutateRequest(req, parameter.in, name, delimiter, rawQuery);
      } else if (type === 'array' && explode) {
        this.explodeJsonArrayAndMutateRequest(req, parameter.in, name);
      } else if (style === 'form' && explode) {
        this.handleFormExplode(req, name, schema, parameter);
      }
    }
  };
  cls.patched = true;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
