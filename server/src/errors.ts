// The one error model. Services and stores throw AppError; the problem middleware turns it (and
// validator or body-parser errors) into an RFC 9457 body. Anything else becomes a generic 500.
// A status and code are checked against the contract's table: a code its status does not carry
// fails to compile.
import type { components } from '../../generated/openapi.js';
import type { CodeOf, ErrorStatus } from '../../generated/error-codes.js';

export type { CodeOf, ErrorCode, ErrorStatus } from '../../generated/error-codes.js';
export type ProblemItem = components['schemas']['ProblemItem'];

export class AppError<S extends ErrorStatus = ErrorStatus, C extends CodeOf<S> = CodeOf<S>> extends Error {
  constructor(
    readonly status: S,
    readonly code: C,
    message: string,
    readonly errors?: ProblemItem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: ProblemItem[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const unauthenticated = (message = 'A valid bearer token is required') =>
  new AppError(401, 'UNAUTHENTICATED', message, undefined, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const preconditionFailed = (message: string) => new AppError(403, 'PRECONDITION_FAILED', message);
export const tooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unprocessable = (message: string, errors?: ProblemItem[]) =>
  new AppError(422, 'UNPROCESSABLE', message, errors);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
export const notImplementedError = (operationId: string) =>
  new AppError(501, 'NOT_IMPLEMENTED', `${operationId} is not implemented yet`);
