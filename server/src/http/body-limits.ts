// Per-operation body limits, enforced before any body parser runs: a declared Content-Length over
// the limit is refused at once, and a body without one (chunked) is counted as it streams in and
// refused as soon as it passes the limit. Either way the answer is 413 and the connection is
// closed after it, so the rest of the body is never read, let alone held in memory. The parsers
// keep their own limits behind this one.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { operations, type BodyLimitClass, type OperationId } from '../../../generated/operations.js';
import type { Settings } from '../settings.js';
import { readsBody } from './parsers.js';
import { sendProblem } from './problem.js';
import { LIMIT_SETTING } from './problem-text.js';
import type { RouteMatch } from './routes.js';

const MB = 1024 * 1024;
/** Room for multipart boundaries and part headers around an uploaded file. */
const ENVELOPE = 64 * 1024;

export type LimitSettings = Pick<
  Settings,
  'jsonLimitBytes' | 'templateLimitBytes' | 'fileLimitBytes' | 'tableZipLimitBytes' | 'configZipLimitBytes'
>;

/**
 * The limit of each class an operation declares with `x-body-limit` in the contract. A
 * configuration as a ZIP is bounded by its own setting; as JSON the JSON parser holds it to the
 * JSON limit.
 */
export function classLimits(c: LimitSettings): Record<BodyLimitClass, number> {
  return {
    json: c.jsonLimitBytes,
    template: c.templateLimitBytes + ENVELOPE,
    file: c.fileLimitBytes + ENVELOPE,
    'table-zip': c.tableZipLimitBytes + ENVELOPE,
    'config-zip': c.configZipLimitBytes,
  };
}

/** The body limit of every operation, by its class in the contract. */
export function uploadLimits(c: LimitSettings): Record<OperationId, number> {
  const byClass = classLimits(c);
  return Object.fromEntries(
    Object.entries(operations).map(([id, info]) => [id, byClass[info.bodyLimit]]),
  ) as Record<OperationId, number>;
}

/** The largest body any operation accepts; the raw and multipart parsers' own limit. */
export const largestBody = (c: LimitSettings): number => Math.max(...Object.values(classLimits(c)));

const describe = (n: number) =>
  n >= MB ? `${Math.round((n / MB) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`;

export function bodyLimits(c: LimitSettings): RequestHandler {
  const limits = uploadLimits(c);
  return (req, res, next) => {
    const route = res.locals.route as RouteMatch;
    const limit = limits[route.operationId];
    const refuse = () => {
      res.locals.bodyRefused = true;
      // Closing the connection after the answer is what stops the rest of the body.
      res.setHeader('Connection', 'close');
      sendProblem(
        res,
        413,
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than the ${describe(limit)} ${route.operationId} accepts; ` +
          `${LIMIT_SETTING[route.info.bodyLimit]} raises the limit`,
      );
    };
    // Nothing to count without a body, or with one the operation does not read.
    if (!readsBody(req, res)) return next();
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      refuse();
      return;
    }
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limit) return;
      req.removeListener('data', count);
      req.unpipe();
      req.pause();
      if (!res.headersSent) refuse();
    };
    // prependListener, unlike on('data'), does not switch the stream to flowing: the parser
    // decides when to read, and this sees every chunk it reads, first.
    req.prependListener('data', count);
    next();
  };
}

/** A body refused while a parser was still reading never reaches its handler. */
export const stopIfRefused: RequestHandler = (_req, res, next) => {
  if (!res.locals.bodyRefused) next();
};

/** After a refusal the parsers still fail on the cut-off body; the answer has been given. */
export const afterRefusal: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.locals.bodyRefused) return;
  next(err);
};
