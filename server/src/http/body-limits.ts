// Per-operation body limits, enforced before any body parser runs: a declared Content-Length over
// the limit is refused at once, and a body without one (chunked) is counted as it streams in and
// refused as soon as it passes the limit. Either way the answer is 413 and the connection is
// closed after it, so the rest of the body is never read, let alone held in memory. The parsers
// keep their own limits behind this one.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Settings } from '../settings.js';
import type { OpId } from './api-types.js';
import { sendProblem } from './problem.js';
import type { RouteMatch } from './routes.js';

const MB = 1024 * 1024;
/** Room for multipart boundaries and part headers around an uploaded file. */
const ENVELOPE = 64 * 1024;

const TEMPLATES: OpId[] = [
  'createVelocityDocumentTemplate',
  'updateVelocityDocumentTemplate',
  'createLiquidDocumentTemplate',
  'updateLiquidDocumentTemplate',
  'uploadVelocity',
  'updateVelocity',
  'uploadLiquid',
  'updateLiquid',
];
const FILES: OpId[] = ['createDocumentResource', 'updateDocument', 'addFont'];
const TABLES: OpId[] = [
  'createLookupTable',
  'replaceLookupTable',
  'createRangeTable',
  'replaceRangeTable',
  'createConstraintTable',
  'replaceConstraintTable',
];
/** A configuration as a ZIP; as JSON it is held to the JSON limit by the JSON parser. */
const CONFIGS: OpId[] = ['createTenant', 'deployConfigZip'];

export type LimitSettings = Pick<
  Settings,
  'jsonLimitBytes' | 'templateLimitBytes' | 'fileLimitBytes' | 'tableZipLimitBytes' | 'configZipLimitBytes'
>;

/** The body limit of every operation that takes more than a JSON body. */
export function uploadLimits(c: LimitSettings): Partial<Record<OpId, number>> {
  const limits: Partial<Record<OpId, number>> = {};
  for (const op of TEMPLATES) limits[op] = c.templateLimitBytes + ENVELOPE;
  for (const op of FILES) limits[op] = c.fileLimitBytes + ENVELOPE;
  for (const op of TABLES) limits[op] = c.tableZipLimitBytes + ENVELOPE;
  for (const op of CONFIGS) limits[op] = c.configZipLimitBytes;
  return limits;
}

/** The largest body any operation accepts; the raw and multipart parsers' own limit. */
export const largestBody = (c: LimitSettings): number =>
  Math.max(c.jsonLimitBytes, ...Object.values(uploadLimits(c)));

const describe = (n: number) =>
  n >= MB ? `${Math.round((n / MB) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`;

export function bodyLimits(c: LimitSettings): RequestHandler {
  const limits = uploadLimits(c);
  return (req, res, next) => {
    const route = res.locals.route as RouteMatch;
    const limit = limits[route.operationId] ?? c.jsonLimitBytes;
    const refuse = () => {
      res.locals.bodyRefused = true;
      // Closing the connection after the answer is what stops the rest of the body.
      res.setHeader('Connection', 'close');
      sendProblem(
        res,
        413,
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than the ${describe(limit)} ${route.operationId} accepts`,
      );
    };
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
