// Every error leaves as application/problem+json (RFC 9457) with the request id. Validator and
// body-parser errors keep their status; anything unexpected is a logged, generic 500.
import type { ErrorRequestHandler, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AppError, type ErrorCode, type ProblemItem } from '../errors.js';
import type { Logger } from '../logger.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A Problem lists at most this many items; the detail still says what the first one is. */
const MAX_ITEMS = 50;

interface ForeignError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  message?: string;
  errors?: { path?: string; message?: string }[];
  headers?: Record<string, string>;
}

export function sendProblem(
  res: Response,
  status: number,
  code: ErrorCode,
  detail: string,
  errors?: ProblemItem[],
  headers?: Record<string, string>,
): void {
  const requestId = String(res.locals.requestId ?? '');
  if (headers) res.set(headers);
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: `urn:insuite:problem:${code.toLowerCase().replace(/_/g, '-')}`,
        title: STATUS_CODES[status] ?? 'Error',
        status,
        detail,
        code,
        requestId,
        ...(errors?.length ? { errors } : {}),
      }),
    );
}

/** `/body/name` → `body.name`, `/query/count` → `query.count`: where the caller put the bad value. */
const location = (path: string | undefined): string =>
  (path ?? '').replace(/^\.?\/?/, '').replace(/\//g, '.') || 'request';

function fromForeign(
  err: ForeignError,
): { status: number; detail: string; errors?: ProblemItem[] } | undefined {
  const status = err.status ?? err.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // body-parser: keep the status, say what happened in plain words.
  if (err.type === 'entity.too.large')
    return { status: 413, detail: 'The request body is larger than allowed' };
  if (err.type === 'entity.parse.failed')
    return { status: 400, detail: 'The request body is not valid JSON' };
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return { status: 415, detail: err.message ?? 'Unsupported encoding' };
  if (err.code === 'LIMIT_FILE_SIZE')
    return { status: 413, detail: 'The uploaded file is larger than allowed' };
  // Item lists name bad parameters and fields; for other statuses they only repeat the detail.
  const errors =
    status !== 400
      ? undefined
      : err.errors
          ?.filter((e) => e.message)
          .slice(0, MAX_ITEMS)
          .map((e) => ({ location: location(e.path), message: e.message! }));
  return { status, detail: err.message ?? STATUS_CODES[status] ?? 'Error', errors };
}

export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (err instanceof AppError) {
      sendProblem(res, err.status, err.code, err.message, err.errors, err.headers);
      return;
    }
    const foreign = fromForeign(err as ForeignError);
    if (foreign) {
      const headers = (err as ForeignError).headers;
      sendProblem(
        res,
        foreign.status,
        CODE_BY_STATUS[foreign.status] ?? 'VALIDATION_FAILED',
        foreign.detail,
        foreign.errors,
        headers,
      );
      return;
    }
    logger.error({ err, requestId: res.locals.requestId }, 'unhandled error');
    sendProblem(res, 500, 'INTERNAL', 'Something went wrong; the request id identifies it in the logs');
  };
}
