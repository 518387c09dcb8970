// express-openapi-validator 5.6 finds the operation of each request by trying every route of the
// contract in turn (its lookupRoute): with ~100 paths that scan was the largest single cost of a
// simple request. The gate has already matched the request to its operation, with the same
// ordering of templates (http/routes.ts), so the validator's metadata step takes that match when
// there is one and falls back to its own lookup otherwise. This replaces the export of the very
// module instance the validator loads; the validator reads the export when it builds the step.
import { createRequire } from 'node:module';
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

interface MutatorModule {
  RequestParameterMutator: { prototype: { modifyRequest(req: Request): void } } & { queryless?: true };
}

/**
 * The validator rebuilds each request's parameters by their style (its RequestParameterMutator)
 * on every request: a legacy `url.parse` of the URL, and each declared parameter dereferenced and
 * normalised again. With no query string there is nothing for it to do for this contract: its
 * path and header parameters are plain scalars and none has `content`, so only query parameters
 * could be rewritten, and there are none (`validator-route.test.ts` keeps the contract so). Such
 * requests skip it; the schema validation that follows is unchanged.
 */
export function skipMutationWithoutQuery(): void {
  const local = createRequire(import.meta.url);
  const entry = local.resolve('express-openapi-validator');
  const mod = createRequire(entry)('./middlewares/parsers/req.parameter.mutator') as MutatorModule;
  const cls = mod.RequestParameterMutator;
  if (cls.queryless) return;
  const original = cls.prototype.modifyRequest;
  cls.prototype.modifyRequest = function (this: unknown, req: Request) {
    if (!req.originalUrl.includes('?')) return;
    original.call(this, req);
  };
  cls.queryless = true;
}
