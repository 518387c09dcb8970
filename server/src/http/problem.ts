// Every error leaves as application/problem+json (RFC 9457) with the request id. Validator and
// body-parser errors keep their status; a database too busy to take a write is a 503 with
// Retry-After; anything unexpected is a logged, generic 500.
import type { ErrorRequestHandler, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AppError, type CodeOf, type ErrorCode, type ErrorStatus, type ProblemItem } from '../errors.js';
import { CODES_BY_STATUS } from '../../../generated/error-codes.js';
import type { Logger } from '../logger.js';
import { BUSY_RETRY_AFTER_S, isBusy } from '../db/busy.js';
import { operations, type OperationId } from '../../../generated/operations.js';
import { LIMIT_SETTING, detailOf, malformedJson, plainMessage, sizeText } from './problem-text.js';

/** The usual code of a status; a 4xx the table does not know is a bad request. */
const codeFor = (status: number): ErrorCode =>
  status in CODES_BY_STATUS ? CODES_BY_STATUS[status as ErrorStatus][0] : 'VALIDATION_FAILED';

/** A Problem lists at most this many items; the detail still says what the first one is. */
const MAX_ITEMS = 50;

interface ForeignError {
  status?: number;
  limit?: number;
  body?: string;
  statusCode?: number;
  type?: string;
  code?: string;
  message?: string;
  errors?: { path?: string; message?: string }[];
  headers?: Record<string, string>;
}

export function sendProblem<S extends number>(
  res: Response,
  status: S,
  code: CodeOf<S>,
  detail: string,
  errors?: ProblemItem[],
  headers?: Record<string, string>,
): void {
  const requestId = String(res.locals.requestId ?? '');
  // For the test controls' journal (test-controls/index.ts).
  res.locals.problemCode = code;
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

/** What to say when a body is over its limit: the setting that raises it, and for a configuration, the ZIP. */
function tooLargeDetail(operationId: OperationId | undefined, limit: number | undefined): string {
  const info = operationId ? operations[operationId] : undefined;
  const size = limit ? ` of ${sizeText(limit)}` : '';
  if (info?.bodyLimit === 'config-zip') {
    return (
      `The configuration is larger than the JSON limit${size}. Send it as a ZIP (application/zip), ` +
      `which ${LIMIT_SETTING['config-zip']} bounds, or raise ${LIMIT_SETTING.json}`
    );
  }
  const setting = LIMIT_SETTING[info?.bodyLimit ?? 'json'];
  return `The request body is larger than the limit${size}; ${setting} raises it`;
}

/** 415: the media types the operation accepts. */
function mediaTypeDetail(operationId: OperationId | undefined, sent: string | undefined): string {
  const accepted: readonly string[] = operationId ? operations[operationId].requestTypes : [];
  const what = sent ? `The media type ${sent} is not accepted` : 'The request has no Content-Type';
  if (!accepted.length) return `${what}; this operation takes no body`;
  return `${what}; ${operationId} accepts ${accepted.join(', ')}`;
}

function fromForeign(
  err: ForeignError,
  operationId: OperationId | undefined,
  contentType: string | undefined,
): { status: number; detail: string; errors?: ProblemItem[] } | undefined {
  const status = err.status ?? err.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  // body-parser: keep the status, say what happened in plain words.
  if (err.type === 'entity.too.large') return { status: 413, detail: tooLargeDetail(operationId, err.limit) };
  if (err.type === 'entity.parse.failed')
    return { status: 400, detail: malformedJson(err.message ?? '', err.body) };
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return { status: 415, detail: `${err.message ?? 'Unsupported encoding'}; send UTF-8` };
  if (err.code === 'LIMIT_FILE_SIZE') return { status: 413, detail: tooLargeDetail(operationId, undefined) };
  if (status === 415) return { status, detail: mediaTypeDetail(operationId, contentType) };
  // Item lists name bad parameters and fields; for other statuses they only repeat the detail.
  if (status !== 400) return { status, detail: err.message ?? STATUS_CODES[status] ?? 'Error' };
  const seen = new Set<string>();
  const errors: ProblemItem[] = [];
  for (const e of err.errors ?? []) {
    if (!e.message) continue;
    const at = location(e.path);
    const message = plainMessage(at, e.message);
    if (seen.has(at + message)) continue;
    seen.add(at + message);
    errors.push({ location: at, message });
  }
  return {
    status,
    detail: detailOf(
      errors.map((e) => e.message),
      err.message ?? 'The request is invalid',
    ),
    errors: errors.slice(0, MAX_ITEMS),
  };
}

export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (err instanceof AppError) {
      sendProblem(res, err.status, err.code, err.message, err.errors, err.headers);
      return;
    }
    const operationId = (res.locals.route as { operationId?: OperationId } | undefined)?.operationId;
    const foreign = fromForeign(err as ForeignError, operationId, req.headers['content-type']);
    if (foreign) {
      const headers = (err as ForeignError).headers;
      sendProblem(res, foreign.status, codeFor(foreign.status), foreign.detail, foreign.errors, headers);
      return;
    }
    if (isBusy(err)) {
      logger.warn({ err, requestId: res.locals.requestId }, 'the database is busy');
      sendProblem(
        res,
        503,
        'SERVICE_UNAVAILABLE',
        'The database is busy with other writes and could not take this one in time; send it again',
        undefined,
        { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
      );
      return;
    }
    logger.error({ err, requestId: res.locals.requestId }, 'unhandled error');
    sendProblem(res, 500, 'INTERNAL', 'Something went wrong; the request id identifies it in the logs');
  };
}
