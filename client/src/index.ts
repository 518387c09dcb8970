// The insuite SDK: one documented method per operationId (`client.fetchResourceGroup({ tenantLocator,
// locator })`) that sends JSON, text, multipart or ZIP bodies as the operation takes them and throws
// ApiError on any non-2xx answer and NetworkError when no answer came; `client.raw` is the plain
// openapi-fetch client for `paths`.
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { clientOperations as table } from '../../generated/client-operations.js';
import type {
  FetchEventArgs,
  FetchMultipleEventsArgs,
  InsuiteMethods,
} from '../../generated/client-types.js';
import type { components, operations, paths } from '../../generated/openapi.js';
import {
  ApiError,
  isApiError,
  NetworkError,
  retryAfterSeconds,
  type ApiErrorOf,
  type ErrorCodeOf,
  type ErrorStatus,
  type ErrorStatusOf,
  type Problem,
  type ProblemItem,
} from './errors.js';
import {
  paginate,
  type ItemOf,
  type PageArgs,
  type PagedOperationId,
  type PaginateOptions,
} from './lists.js';
import type { CallOptions, RetryEvent, RetryOptions } from './options.js';
import type { EventType, InsuiteEvent, InsuiteEventStream } from './events.js';
import type { TenantMethods, TenantOperation, TenantQuoteMethods, TenantTypes } from './tenant.js';
import type { OperationId } from './types.js';

export { ApiError, isApiError, NetworkError, type Problem, type ProblemItem };
export type { ApiErrorOf, ErrorCodeOf, ErrorStatus, ErrorStatusOf };
export { parseCsv } from './csv.js';
export {
  readTableZip,
  readTableZipFile,
  tableCsv,
  tableZip,
  type Cell,
  type TableRow,
  type TableZipOptions,
} from './table-zip.js';
export { verifyWebhookSignature, webhookSignature } from './webhooks.js';
export { webhookEvent, WebhookEventError } from './events.js';
export type {
  EventDataByType,
  EventType,
  InsuiteEvent,
  InsuiteEventOf,
  InsuiteEventStream,
} from './events.js';
export { formatMoney } from './money.js';
// Every schema by name (`ResourceGroup`, `ConfigurationRef`, …), `Permission`, and the argument
// types and method interface of each operation (`FetchTableRecordArgs`, `InsuiteMethods`).
export type * from '../../generated/client-types.js';
export type { ArgsOf, DataOf, OperationId } from './types.js';
export type { CallOptions, RetryEvent, RetryOptions };
export type {
  DependencyMap,
  EvaluationAnswer,
  EvaluationRequest,
  QuickQuoteCreate,
  QuoteCreate,
  RowOf,
  TenantMethods,
  TenantOperation,
  TenantTypes,
  TypedAccount,
  TypedQuickQuote,
  TypedQuote,
} from './tenant.js';
export type { ExtendedOperationId, ItemOf, PageArgs, PagedOperationId, PaginateOptions } from './lists.js';
export type { components, operations, paths };
/** A schema of the contract by name; the same as the named export (`Schema<'ResourceGroup'>` is `ResourceGroup`). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export interface ClientOptions {
  /** Where the server answers, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** A bearer token: an auth token (`ist_…`) or a sign-in token (`iso_…`). */
  token?: string;
  /** The fetch to send requests with. Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * Retries of SDK method calls (off by default). Safe by default: GET, PUT, DELETE and POSTs that
   * only read are retried on 429, 503 and a lost connection, and so are creates that take an
   * `Idempotency-Key` (the SDK sends one of its own when the call gives none, the same on every
   * attempt, so the server does the work once); other POST and PATCH calls only on 429 unless
   * `nonIdempotent` is set. Retry-After is honoured. Even without it, a call safe to repeat whose
   * connection was lost under it is tried once more at once (`retry: false` on a call stops that).
   */
  retry?: RetryOptions;
  /** Default time limit of each SDK method call (ms), retries included. None by default. */
  timeoutMs?: number;
}

type Raw = Client<paths>;

/** The operations that answer events, typed by event type here (EventDataByType in the contract). */
type EventOperation = 'fetchEvent' | 'fetchMultipleEvents';
interface EventMethods {
  /**
   * List events
   *
   * A page of the tenant's events, oldest first, each typed by its `type` (InsuiteEvent); with
   * `type`, events of that type only, typed by it.
   *
   * `GET /event/{tenantLocator}/events/list`
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchMultipleEvents<T extends EventType = EventType>(
    args: Omit<FetchMultipleEventsArgs, 'type'> & { type?: T },
    options?: CallOptions,
  ): Promise<InsuiteEventStream<T>>;
  /**
   * Read an event
   *
   * One event of the tenant, typed by its `type` (InsuiteEvent).
   *
   * `GET /event/{tenantLocator}/events/{locator}`
   * @throws {ApiError} 400, 401, 403, 404, 500
   */
  fetchEvent(args: FetchEventArgs, options?: CallOptions): Promise<InsuiteEvent>;
}

/**
 * The SDK client: one method per operation of the contract (see InsuiteMethods), `paginate` over
 * paged lists, and `raw`, the plain openapi-fetch client.
 */
export interface InsuiteClient extends Omit<InsuiteMethods, EventOperation>, EventMethods {
  /**
   * The plain openapi-fetch client, typed by path: `await client.raw.GET('/health')` resolves to
   * `{ data, error, response }` and does not throw on a non-2xx answer (`error` holds the Problem).
   * It carries the client's token and headers; a request that gets no answer rejects with NetworkError.
   */
  readonly raw: Raw;
  /**
   * Every item of a paged list, fetched a page at a time as the loop asks for them:
   * `for await (const user of insuite.paginate('fetchMultipleUsers', {})) …`
   */
  paginate<K extends PagedOperationId>(
    operationId: K,
    args: PageArgs<K>,
    options?: PaginateOptions,
  ): AsyncGenerator<ItemOf<K>, void, undefined>;
  /** Adds openapi-fetch middleware to the requests of the SDK methods (not to `raw`, which has its own `use`). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added with `use`. */
  eject(...middleware: Middleware[]): void;
}

/**
 * The client typed by a tenant's configuration (`createClient<Tenant>(…)`, with the `Tenant` type
 * that `insuite types` writes): table lookups take the table's static names and key tuples and
 * answer its rows, quotes and accounts take and answer the data their types declare, constraint
 * evaluations and dependency maps name the constrained fields. Every other method is as on
 * InsuiteClient.
 */
export type TenantClient<T extends TenantTypes> = Omit<InsuiteClient, TenantOperation> &
  TenantMethods<T> &
  TenantQuoteMethods<T>;

const authMiddleware = (token: string): Middleware => ({
  onRequest({ request }) {
    if (!request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

/** A failed fetch becomes a NetworkError naming the full URL; the caller's own abort keeps its reason. */
const networkErrors: Middleware = {
  onError({ error, request }) {
    // A time limit is reported by the method (below), which knows it set one.
    if (request.signal.aborted) return undefined;
    return new NetworkError(request.method, request.url, false, { cause: error });
  },
};

/** Turns every non-2xx answer into a thrown ApiError (the SDK methods; `raw` answers `{ error }`). */
const errors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    const problem =
      body && typeof body === 'object' && 'code' in body && 'status' in body ? (body as Problem) : undefined;
    throw new ApiError(
      response.status,
      problem,
      body,
      response.headers.get('X-Request-Id') ?? undefined,
      response.headers,
    );
  },
  onError: networkErrors.onError!,
};

const isBytes = (v: unknown): v is Blob | Uint8Array =>
  v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob);

const asBlob = (v: Blob | Uint8Array, type = 'application/octet-stream'): Blob =>
  v instanceof Blob ? v : new Blob([v as Uint8Array<ArrayBuffer>], { type });

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isBytes(value)) form.append(key, asBlob(value), key);
    else form.append(key, String(value));
  }
  return form;
}

/**
 * Chooses the media type the operation accepts that fits the value given. `kinds` holds one letter
 * per accepted type (generated/client-operations.ts): t text, z ZIP, o octet-stream, m multipart.
 */
function encodeBody(kinds: string, body: unknown): { body: BodyInit; contentType?: string } {
  if (typeof body === 'string' && kinds.includes('t')) return { body, contentType: 'text/plain' };
  if (isBytes(body)) {
    const raw = kinds.includes('z')
      ? 'application/zip'
      : kinds.includes('o')
        ? 'application/octet-stream'
        : '';
    if (raw) return { body: asBlob(body), contentType: raw };
  }
  if (kinds.includes('m') && body && typeof body === 'object' && !isBytes(body)) {
    return { body: toFormData(body as Record<string, unknown>) }; // fetch sets the boundary
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** How long to wait before attempt `attempt` (1 = the first retry). */
function delayMs(err: ApiError | NetworkError, attempt: number, retry: RetryOptions): number {
  const max = retry.maxDelayMs ?? 30_000;
  const after = err instanceof ApiError ? err.retryAfterSeconds : undefined;
  if (after !== undefined) return Math.min(after * 1000, max);
  const base = (retry.minDelayMs ?? 250) * 2 ** (attempt - 1);
  return Math.min(base / 2 + Math.random() * (base / 2), max);
}

/**
 * Whether a failed attempt may be tried again: 429 always (the server did not process it); 503 and a
 * lost connection only for calls safe to repeat, or any call when the caller opted in.
 */
function mayRetry(
  err: unknown,
  safe: boolean,
  retry: RetryOptions,
  keyed: boolean,
): err is ApiError | NetworkError {
  if (err instanceof ApiError)
    return (
      err.status === 429 ||
      (err.status === 503 && (safe || !!retry.nonIdempotent)) ||
      // The same key's first request has no answer yet: it will have one, or say why not.
      (keyed && err.status === 409 && err.retryAfterSeconds !== undefined)
    );
  return err instanceof NetworkError && !err.timedOut && (safe || !!retry.nonIdempotent);
}

/** Codes of a connection the server closed under the request: a kept-alive one it had let go, or a reset. */
const LOST = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * Whether a failure is a connection lost under the request (not a refusal, a name lookup or a time
 * limit). A reused kept-alive connection that the server closed for idleness as the request went
 * out fails this way, without the server having seen the request.
 */
function lostConnection(err: unknown): boolean {
  if (!(err instanceof NetworkError) || err.timedOut) return false;
  for (let c: unknown = err.cause, depth = 0; c && depth < 4; depth++) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === 'string' && LOST.has(code)) return true;
    c = (c as { cause?: unknown }).cause;
  }
  return false;
}

/** The header that makes a create safe to send again (the contract's IdempotencyKey parameter). */
const IDEMPOTENCY_KEY = 'Idempotency-Key';

function method(client: Raw, id: OperationId, defaults: ClientOptions) {
  const [verb, path, headerList, kinds, answer, retrySafe] = table[id];
  const inPath = (path.match(/\{\w+\}/g) ?? []).map((p) => p.slice(1, -1));
  const inHeader = headerList ? headerList.split(',') : [];
  const call = client.request as unknown as (
    m: string,
    p: string,
    o: unknown,
  ) => Promise<{ data?: unknown; response: Response }>;
  const once = async (a: Record<string, unknown>, init: CallOptions, seen: { url: string }) => {
    const params: Record<'path' | 'query' | 'header', Record<string, unknown>> = {
      path: {},
      query: {},
      header: {},
    };
    for (const [name, value] of Object.entries(a)) {
      if (value === undefined || name === 'body' || name === 'Content-Type') continue;
      params[inPath.includes(name) ? 'path' : inHeader.includes(name) ? 'header' : 'query'][name] = value;
    }
    const options: Record<string, unknown> = {
      signal: init.signal,
      headers: init.headers,
      params,
      parseAs: answer === 'j' ? 'json' : answer === 't' ? 'text' : 'arrayBuffer',
      // Remembers the full URL, for a NetworkError on a time limit.
      middleware: [{ onRequest: ({ request }: { request: Request }) => void (seen.url = request.url) }],
    };
    if (kinds && 'body' in a) {
      const encoded = encodeBody(kinds, a.body);
      options.body = encoded.body;
      options.bodySerializer = (b: unknown) => b;
      if (encoded.contentType) options.headers = { ...init.headers, 'Content-Type': encoded.contentType };
    }
    const { data, response } = await call(verb, path, options);
    if (answer === 'n' || response.status === 204) return undefined;
    if (answer === 'b') return new Uint8Array(data as ArrayBuffer);
    return data;
  };
  return async (args: Record<string, unknown> | undefined, callOptions: CallOptions = {}) => {
    const { timeoutMs = defaults.timeoutMs, retry: retryOption, signal: own, headers } = callOptions;
    const retry = retryOption === false ? undefined : (retryOption ?? defaults.retry);
    const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    const signals = [own, deadline].filter((s): s is AbortSignal => !!s);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const seen = { url: defaults.baseUrl.replace(/\/+$/, '') + path };
    const timedOut = (cause: unknown) =>
      deadline?.aborted && !own?.aborted ? new NetworkError(verb, seen.url, true, { cause }) : cause;
    let a = args ?? {};
    // A create that takes an Idempotency-Key is safe to send again with one: the caller's, or one
    // made here when retries may send it again (the server answers a repeat with the first answer).
    const keyed = inHeader.includes(IDEMPOTENCY_KEY) && (a[IDEMPOTENCY_KEY] !== undefined || !!retry);
    if (keyed && a[IDEMPOTENCY_KEY] === undefined)
      a = { ...a, [IDEMPOTENCY_KEY]: globalThis.crypto.randomUUID() };
    const safe = retrySafe === 1 || keyed;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(a, { signal, headers }, seen);
      } catch (err) {
        const failure = timedOut(err);
        // A call safe to repeat goes once more, at once, on a connection lost under it, as browsers
        // do, whatever `retry` says (unless `retry: false`): without retries a caller still never
        // sees the kept-alive race between a server's idle limit and the reuse of its connection.
        if (attempt === 1 && safe && retryOption !== false && lostConnection(failure)) continue;
        if (!retry || attempt > retry.retries || !mayRetry(failure, safe, retry, keyed)) throw failure;
        const wait = delayMs(failure, attempt, retry);
        retry.onRetry?.({ operationId: id, attempt, delayMs: wait, error: failure });
        try {
          await sleep(wait, signal);
        } catch (abort) {
          throw timedOut(abort);
        }
      }
    }
  };
}

function fetchClient(options: ClientOptions, ...middleware: Middleware[]): Raw {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    headers: options.headers,
  });
  if (options.token) client.use(authMiddleware(options.token));
  client.use(...middleware);
  return client;
}

/**
 * A client of the insuite server at `baseUrl`: `createClient({ baseUrl, token })`, then one
 * method per operation (`await client.fetchTableRecord({ tenantLocator, name, key })`).
 * `createClient<Tenant>(…)` types it by a tenant's configuration (see TenantClient).
 */
export function createClient(options: ClientOptions): InsuiteClient;
export function createClient<T extends TenantTypes>(options: ClientOptions): TenantClient<T>;
export function createClient(options: ClientOptions): unknown {
  const client = fetchClient(options, errors);
  const methods = Object.fromEntries(
    (Object.keys(table) as OperationId[]).map((id) => [id, method(client, id, options)]),
  ) as Record<string, Parameters<typeof paginate>[0]>;
  const extra = {
    raw: fetchClient(options, networkErrors),
    paginate: (id: OperationId, args: Record<string, unknown>, opts?: PaginateOptions) =>
      paginate(methods[id]!, args, opts),
  };
  return Object.assign(methods, extra, { use: client.use, eject: client.eject }) as unknown as InsuiteClient;
}

export interface SignInOptions extends Omit<ClientOptions, 'token'> {
  username: string;
  password: string;
}

/**
 * Signs a user in with a user name and password (OAuth 2 password grant) and returns a client
 * that carries the short-lived token. Wrong credentials throw ApiError (401; 429 when locked out).
 */
export function signIn(options: SignInOptions): Promise<InsuiteClient & { expiresIn: number }>;
/** The same, typed by a tenant's configuration as `createClient<Tenant>` is (see TenantClient). */
export function signIn<T extends TenantTypes>(
  options: SignInOptions,
): Promise<TenantClient<T> & { expiresIn: number }>;
export async function signIn(options: SignInOptions): Promise<unknown> {
  const { username, password, ...rest } = options;
  const answer = await createClient(rest).createOAuthToken({
    body: { grant_type: 'password', username, password },
  });
  return Object.assign(createClient({ ...rest, token: answer.access_token }), {
    expiresIn: answer.expires_in,
  });
}

export { retryAfterSeconds };
