// The body parsers as one step: a request without a body (most reads) passes by once instead of
// going through each parser in turn; one with a body goes through them in order, each taking only
// its own media types.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { operations, type OperationId } from '../../../generated/operations.js';
import { badRequest } from '../errors.js';
import { MAX_JSON_DEPTH, holdsNulEscape, nestsDeeperThan } from '../shared/json-depth.js';
import type { RouteMatch } from './routes.js';

/** Whether the request carries a body at all (type-is's test, which each parser makes first). */
export const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !isNaN(Number(req.headers['content-length']));

/**
 * Whether the body of this request is parsed. An operation that takes no body (the contract
 * declares none) ignores one that is sent: it is neither limited nor parsed, only read and
 * dropped as it arrives. Left unread, it would have to be cut off by closing the connection,
 * and a close with unread bytes in the socket resets it, losing the end of the answer.
 */
export function readsBody(req: Request, res: Response): boolean {
  if (!hasBody(req)) return false;
  const route = res.locals.route as RouteMatch | undefined;
  if (route && route.info.requestTypes.length === 0) {
    if (!req.readableFlowing) req.resume();
    return false;
  }
  return true;
}

export function parsers(steps: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!readsBody(req, res)) return next();
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const parse = steps[i++];
      if (!parse) return next();
      void parse(req, res, step);
    };
    step();
  };
}

/**
 * The JSON parser's `verify`: JSON nested past MAX_JSON_DEPTH, or holding a NUL in a string, is
 * refused before it is parsed.
 */
export function refuseDeepJson(_req: Request, _res: Response, body: Buffer): void {
  if (nestsDeeperThan(body))
    throw Object.assign(new Error(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), {
      status: 400,
      type: 'entity.too.deep',
    });
  if (holdsNulEscape(body))
    throw Object.assign(
      new Error('A string of the JSON body holds a NUL character (\\u0000), which is not accepted'),
      {
        status: 400,
        type: 'entity.nul',
      },
    );
}

/** Where a string holding NUL is, in a query or a form's fields (flat: names to strings or lists). */
function nulIn(where: string, values: unknown): string | undefined {
  if (!values || typeof values !== 'object' || Buffer.isBuffer(values)) return undefined;
  for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
    const list = Array.isArray(v) ? v : [v];
    if (list.some((x) => typeof x === 'string' && x.includes('\u0000'))) return `${where}.${k}`;
  }
  return undefined;
}

/**
 * No query parameter, form field or text body may hold NUL (JSON bodies are checked as they are
 * parsed, path parameters as they are matched): PostgreSQL stores none, and none names anything.
 */
/** Where the request holds NUL in its query or body, if it does. */
function nulAt(req: Request): string | undefined {
  // A query value can only hold NUL written as %00 (the HTTP parser refuses a raw one), so most
  // requests are cleared by one look at their URL; most reads have no body to look at.
  if (req.url.includes('%00')) {
    const at = nulIn('query', req.query);
    if (at) return at;
  }
  const body: unknown = req.body;
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body.includes('\u0000') ? 'body' : undefined;
  return req.is('application/json') ? undefined : nulIn('body', body);
}

export const refuseNul: RequestHandler = (req, _res, next) => {
  const at = nulAt(req);
  if (!at) return next();
  next(
    badRequest(`${at} holds a NUL character, which is not accepted`, [
      { location: at, message: 'holds a NUL character' },
    ]),
  );
};

/**
 * An operation whose contract requires a body is not called without one: a request that sends
 * none, or an empty one (`Content-Length: 0`), is answered 400 naming what the operation takes,
 * before the validator would call it a missing media type or the JSON parser an empty object.
 */
export const requireBody: RequestHandler = (req, res, next) => {
  const { operationId, info } = res.locals.route as RouteMatch;
  if (!info.bodyRequired || (hasBody(req) && req.headers['content-length'] !== '0')) return next();
  next(missingBody(operationId));
};

export function missingBody(operationId: OperationId) {
  const types = operations[operationId].requestTypes.join(', ');
  return badRequest(`The request body is required: ${operationId} takes ${types}`, [
    { location: 'body', message: `is required (${types})` },
  ]);
}
