import type { components } from '../../generated/openapi.js';

export type Problem = components['schemas']['Problem'];
/** One bad parameter or field of a refused request: where it is and what is wrong with it. */
export type ProblemItem = NonNullable<Problem['errors']>[number];

/**
 * Thrown for every non-2xx answer. `problem` is the RFC 9457 body when the server sent one,
 * `errors` its list of bad fields, and `headers` the answer's headers (`Retry-After`, `Allow`).
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
