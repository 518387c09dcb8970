// What each SDK method call takes besides its arguments, and how retries are chosen.
import type { ApiError, NetworkError } from './errors.js';

/** Options of one SDK method call (the second argument of every method). */
export interface CallOptions {
  /** Aborts the call; it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Extra request headers of this call (e.g. `{ 'If-Match': '…' }`); `Content-Type` is set by the SDK. */
  headers?: Record<string, string>;
  /** Time limit of the whole call, retries included (ms); past it the call fails with NetworkError (`timedOut`). */
  timeoutMs?: number;
  /** Retries of this call; overrides the client's `retry`. `false` turns them off. */
  retry?: RetryOptions | false;
}

/**
 * When and how often a call is tried again. Safe by default: GET, PUT, DELETE and POSTs that only
 * read are retried on 429, 503 and a lost connection; so are creates that take an
 * `Idempotency-Key`, sent with the caller's key or one the SDK makes for the call (and on a 409
 * whose first request has no answer yet); other POST and PATCH calls only on 429 (the server did
 * not process the request) unless `nonIdempotent` is set. A timed-out call is never retried.
 */
export interface RetryOptions {
  /** How many times to try again after the first attempt. */
  retries: number;
  /** First wait when the answer has no Retry-After (ms; doubled each time, with jitter). Default 250. */
  minDelayMs?: number;
  /** Longest wait, also caps Retry-After (ms). Default 30000. */
  maxDelayMs?: number;
  /**
   * Also retry POST and PATCH calls on 503 and on a lost connection, as GET is. Only for calls you know
   * are safe to repeat: the first attempt may have been processed. Default false.
   */
  nonIdempotent?: boolean;
  /** Called before each retry, with what failed and how long the SDK waits before trying again. */
  onRetry?: (event: RetryEvent) => void;
}

/** What `onRetry` is told before a retry. */
export interface RetryEvent {
  /** The operation being retried, e.g. `fetchTableRecord`. */
  operationId: string;
  /** Which retry this is: 1 for the first. */
  attempt: number;
  /** How long the SDK waits before it (ms). */
  delayMs: number;
  /** What the previous attempt failed with. */
  error: ApiError | NetworkError;
}
