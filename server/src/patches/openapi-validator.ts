// Patches of express-openapi-validator 5.6: replacements of exports of its private modules
// (dist/middlewares/...), each kept because it buys a measured share of a request's CPU that no
// option of the validator gives (docs/performance-patches.md has the figures). Each replaces the
// export of the very module instance the validator loads, and the validator reads the export when
// it builds its steps. openapi-validator.test.ts pins the installed version and the upstream code
// each one stands in for, so an upgrade that changes that code fails there until the patch is
// read again against it.
import { createRequire } from 'node:module';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RouteMatch } from '../http/routes.js';

const validatorRequire = () =>
  createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));

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
  const mod = validatorRequire()('./middlewares/openapi.metadata') as MetadataModule;
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

/** `upstream` is set once the patch is in place (the module is shared by every app of the process). */
type ModifyRequest = ((req: Request) => void) & { upstream?: ModifyRequest };

interface MutatorModule {
  RequestParameterMutator: { prototype: { modifyRequest: ModifyRequest } };
}

let skip = true;
/** Tests compare the two ways on the same server. */
export const setSkipParameterMutation = (on: boolean): void => void (skip = on);

/**
 * The validator rebuilds each request's parameters by their style (its RequestParameterMutator)
 * on every request: a legacy `url.parse` of the URL, and each declared parameter dereferenced,
 * normalised and classified again. With no query string there is nothing for it to do for this
 * contract: its path and header parameters are plain scalars and none has `content`, so only query
 * parameters could be rewritten, and there are none (`openapi-validator.test.ts` keeps the contract
 * so). A request with a query string goes through the validator's own code.
 */
export function skipParameterMutationWithoutQuery(): void {
  const mod = validatorRequire()('./middlewares/parsers/req.parameter.mutator') as MutatorModule;
  const proto = mod.RequestParameterMutator.prototype;
  if (proto.modifyRequest.upstream) return;
  const original = proto.modifyRequest;
  proto.modifyRequest = Object.assign(
    function (this: unknown, req: Request) {
      if (skip && !req.originalUrl.includes('?')) return;
      original.call(this, req);
    },
    { upstream: original },
  );
}
