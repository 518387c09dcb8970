import type {
  ErrorCodeByStatus,
  OperationErrorStatuses,
  Problem,
  ProblemItem,
} from '../../generated/client-types.js';

export type { Problem, ProblemItem };

/** Every error status some operation declares (each with its Problem `code`). */
export type ErrorStatus = keyof ErrorCodeByStatus;
/** The error statuses operation K declares, e.g. `ErrorStatusOf<'fetchTableRecord'>`. */
export type ErrorStatusOf<K extends keyof OperationErrorStatuses> = OperationErrorStatuses[K];
/** The Problem `code` that goes with status S (`NOT_FOUND` for 404); any code for an unknown status. */
export type ErrorCodeOf<S extends number> = S extends ErrorStatus ? ErrorCodeByStatus[S] : Problem['code'];

/**
 * Thrown for every non-2xx answer. `problem` is the RFC 9457 body when the server sent one,
 * `errors` its list of bad fields, and `headers` the answer's headers (`Retry-After`, `Allow`).
 * `isApiError(e, 404)` tells one apart and narrows `status` and `code`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly headers: Headers;
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    readonly body: unknown,
    readonly requestId: string | undefined,
    headers?: Headers,
  ) {
    super(problem?.detail ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
    this.headers = headers ?? new Headers();
  }
  /** The Problem's machine-readable code; undefined when the answer was not a Problem. */
  get code(): Problem['code'] | undefined {
    return this.problem?.code;
  }
  /** Each bad parameter or field the server named (empty when it named none). */
  get errors(): ProblemItem[] {
    return this.problem?.errors ?? [];
  }
  /** Seconds to wait before trying again, from `Retry-After` (seconds or an HTTP date). */
  get retryAfterSeconds(): number | undefined {
    return retryAfterSeconds(this.headers.get('Retry-After'));
  }
}

/** An ApiError answered with status S, and so with S's `code` (`ApiErrorOf<404>['code']` is `'NOT_FOUND' | undefined`). */
export type ApiErrorOf<S extends number> = ApiError & {
  readonly status: S;
  readonly code: ErrorCodeOf<S> | undefined;
};

/**
 * True when `e` is an ApiError, and with statuses given, one answered with one of them:
 * `if (isApiError(e, 404)) e.code // 'NOT_FOUND' | undefined`.
 */
export function isApiError(e: unknown): e is ApiError;
export function isApiError<S extends ErrorStatus>(e: unknown, ...statuses: [S, ...S[]]): e is ApiErrorOf<S>;
export function isApiError(e: unknown, ...statuses: number[]): boolean {
  return e instanceof ApiError && (!statuses.length || statuses.includes(e.status));
}

/**
 * Thrown when no answer arrived: the server could not be reached, the connection broke, or the
 * call's time limit passed (`timedOut`). `cause` holds the underlying error. A call aborted with
 * the caller's own AbortSignal rejects with the signal's reason instead.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** Always undefined: there was no answer. Lets `e.status` be read on either error class. */
  readonly status = undefined;
  constructor(
    readonly method: string,
    /** The full URL of the request, query included. */
    readonly url: string,
    readonly timedOut: boolean,
    options: { cause: unknown },
  ) {
    const reason = timedOut
      ? 'timed out'
      : options.cause instanceof Error
        ? describeCause(options.cause)
        : String(options.cause);
    super(`${method} ${url}: ${reason}`, options);
  }
}

function describeCause(err: Error): string {
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED …) in its own cause.
  const inner = (err as { cause?: unknown }).cause;
  if (inner instanceof Error) return `${err.message} (${inner.message})`;
  return err.message;
}

export function retryAfterSeconds(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
