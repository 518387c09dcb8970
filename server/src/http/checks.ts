// The steps that check a request against its operation's contract (body limits, the required body,
// the parsers, the validator's request checks, the NUL checks) run as one group, which a request
// with nothing for them to check passes by: no body and no query string, to an operation that
// declares no parameters and no request body (the probes, the reference page, whoami, ...). Each
// of those steps would only look and pass it on, and the validator would still rebuild the
// request's parameters and run its schemas over empty data.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { OperationInfo } from '../../../generated/operations.js';
import { hasBody } from './parsers.js';
import { pipeline, type Step } from './pipeline.js';
import type { RouteMatch } from './routes.js';

/** Whether the contract gives an operation nothing to check but its body and query: it declares neither, nor any parameter. */
export const declaresNothing = (info: OperationInfo): boolean =>
  info.pathParams.length === 0 &&
  info.queryParams.length === 0 &&
  info.headerParams.length === 0 &&
  info.requestTypes.length === 0;

/** Whether this request to this operation has nothing for the contract checks to look at. */
export function nothingToCheck(req: Request, route: RouteMatch): boolean {
  return declaresNothing(route.info) && req.url.indexOf('?') < 0 && !hasBody(req);
}

/**
 * The contract checks as one step: `all` for a request that carries something to check, `rest`
 * (what still applies with nothing to check: the validator's response checks, when on) for one
 * that does not. The gate has matched the route before this runs.
 */
export function contractChecks(all: readonly Step[], rest: readonly Step[]): RequestHandler {
  const full = pipeline(all);
  const light = rest.length ? pipeline(rest) : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!nothingToCheck(req, res.locals.route as RouteMatch)) return full(req, res, next);
    if (light) return light(req, res, next);
    next();
  };
}
