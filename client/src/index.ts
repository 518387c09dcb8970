// The insuite SDK: the typed openapi-fetch client for `paths`, plus one typed method per
// operationId (`client.fetchResourceGroup({ tenantLocator, locator })`) that sends JSON, text,
// multipart or ZIP bodies as the operation takes them and throws ApiError on any non-2xx answer
// and NetworkError when no answer came.
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from '../../generated/openapi.js';
import { operations as table, type OperationInfo } from '../../generated/operations.js';
import { ApiError, NetworkError, retryAfterSeconds, type Problem, type ProblemItem } from './errors.js';
import {
  paginate,
  type CallOptions,
  type ItemOf,
  type Methods,
  type PageArgs,
  type PagedOperationId,
  type PaginateOptions,
  type RetryOptions,
} from './lists.js';
import type { ArgsOf, OperationId } from './types.js';

export { ApiError, NetworkError, type Problem, type ProblemItem };
export {
  parseCsv,
  readTableZip,
  readTableZipFile,
  tableCsv,
  tableZip,
  type Cell,
  type TableRow,
  type TableZipOptions,
} from './table-zip.js';
export type { ArgsOf, DataOf, OperationId, SdkMethods } from './types.js';
export type {
  CallOptions,
  ExtendedOperationId,
  ItemOf,
  ListMethod,
  Methods,
  PageArgs,
  PagedOperationId,
  PaginateOptions,
  RetryOptions,
} from './lists.js';
export type { components, operations, paths };
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export interface ClientOptions {
  /** Where the server answers, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** A bearer token: an auth token (`ist_…`) or a sign-in token (`iso_…`). */
  token?: string;
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
  /** Retry SDK method calls answered 429 or 503, honouring Retry-After. Off by default. */
  retry?: RetryOptions;
  /** Default time limit of each SDK method call (ms), retries included. None by default. */
  timeoutMs?: number;
}

export type InsuiteClient = Client<paths> &
  Methods & {
    /**
     * Every item of a paged list, fetched a page at a time as the loop asks for them:
     * `for await (const user of insuite.paginate('fetchMultipleUsers', {})) …`
     */
    paginate<K extends PagedOperationId>(
      operationId: K,
      args: PageArgs<K>,
      options?: PaginateOptions,
    ): AsyncGenerator<ItemOf<K>, void, undefined>;
  };

const authMiddleware = (token: string): Middleware => ({
  onRequest({ request }) {
    if (!request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

/** Turns every non-2xx answer into a thrown ApiError, and a failed fetch into a NetworkError. */
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
  onError({ error, request }) {
    // The caller's own abort keeps its reason; a time limit is reported by the method (below).
    if (request.signal.aborted) return undefined;
    return new NetworkError(request.method, request.url, false, { cause: error });
  },
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

/** Chooses the media type the operation accepts that fits the value given. */
function encodeBody(info: OperationInfo, body: unknown): { body: BodyInit; contentType?: string } {
  const accepts = info.requestTypes as readonly string[];
  if (typeof body === 'string' && accepts.includes('text/plain')) return { body, contentType: 'text/plain' };
  if (isBytes(body)) {
    const raw = accepts.find((t) => t === 'application/zip' || t === 'application/octet-stream');
    if (raw) return { body: asBlob(body), contentType: raw };
  }
  if (accepts.includes('multipart/form-data') && body && typeof body === 'object' && !isBytes(body)) {
    return { body: toFormData(body as Record<string, unknown>) }; // fetch sets the boundary
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

const RETRY_STATUSES = new Set([429, 503]);

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
function delayMs(err: ApiError, attempt: number, retry: RetryOptions): number {
  const max = retry.maxDelayMs ?? 30_000;
  const after = err.retryAfterSeconds;
  if (after !== undefined) return Math.min(after * 1000, max);
  const base = (retry.minDelayMs ?? 250) * 2 ** (attempt - 1);
  return Math.min(base / 2 + Math.random() * (base / 2), max);
}

function method<K extends OperationId>(client: Client<paths>, id: K, defaults: ClientOptions) {
  const info = table[id] as OperationInfo;
  const once = async (a: Record<string, unknown>, init: RequestInit) => {
    const pick = (names: readonly string[]) =>
      Object.fromEntries(
        names.filter((n) => a[n] !== undefined && n !== 'Content-Type').map((n) => [n, a[n]]),
      );
    const options: Record<string, unknown> = {
      ...init,
      params: { path: pick(info.pathParams), query: pick(info.queryParams), header: pick(info.headerParams) },
      parseAs: info.response === 'json' ? 'json' : info.response === 'text' ? 'text' : 'arrayBuffer',
    };
    if (info.requestTypes.length && 'body' in a) {
      const encoded = encodeBody(info, a.body);
      options.body = encoded.body;
      options.bodySerializer = (b: unknown) => b;
      if (encoded.contentType)
        options.headers = { ...(init.headers as object), 'Content-Type': encoded.contentType };
    }
    const call = client.request as unknown as (
      m: string,
      p: string,
      o: unknown,
    ) => Promise<{ data?: unknown; response: Response }>;
    const { data, response } = await call(info.method, info.path, options);
    if (info.response === 'none' || response.status === 204) return undefined;
    if (info.response === 'binary') return new Uint8Array(data as ArrayBuffer);
    return data;
  };
  return async (args: ArgsOf<K> | undefined, callOptions: CallOptions = {}) => {
    const { timeoutMs = defaults.timeoutMs, retry: retryOption, ...init } = callOptions;
    const retry = retryOption === false ? undefined : (retryOption ?? defaults.retry);
    const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    const signals = [init.signal, deadline].filter((s): s is AbortSignal => !!s);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const a = (args ?? {}) as Record<string, unknown>;
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(a, { ...init, ...(signal ? { signal } : {}) });
      } catch (err) {
        if (deadline?.aborted && !init.signal?.aborted) {
          throw new NetworkError(info.method.toUpperCase(), info.path, true, { cause: err });
        }
        const again =
          err instanceof ApiError && RETRY_STATUSES.has(err.status) && retry && attempt < retry.retries;
        if (!again) throw err;
        try {
          await sleep(delayMs(err, attempt + 1, retry), signal);
        } catch (abort) {
          if (deadline?.aborted && !init.signal?.aborted) {
            throw new NetworkError(info.method.toUpperCase(), info.path, true, { cause: abort });
          }
          throw abort;
        }
      }
    }
  };
}

export function createClient(options: ClientOptions): InsuiteClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    headers: options.headers,
  });
  if (options.token) client.use(authMiddleware(options.token));
  client.use(errors);
  const methods = Object.fromEntries(
    (Object.keys(table) as OperationId[]).map((id) => [id, method(client, id, options)]),
  ) as unknown as Methods;
  const paged = {
    paginate: (id: OperationId, args: Record<string, unknown>, opts?: PaginateOptions) =>
      paginate((methods as unknown as Record<string, Parameters<typeof paginate>[0]>)[id]!, args, opts),
  };
  return Object.assign(client, methods, paged) as unknown as InsuiteClient;
}

export interface SignInOptions extends Omit<ClientOptions, 'token'> {
  username: string;
  password: string;
}

/**
 * Signs a user in with a user name and password (OAuth 2 password grant) and returns a client
 * that carries the short-lived token. Wrong credentials throw ApiError (401; 429 when locked out).
 */
export async function signIn(options: SignInOptions): Promise<InsuiteClient & { expiresIn: number }> {
  const { username, password, ...rest } = options;
  const answer = await createClient(rest).createOAuthToken({
    body: { grant_type: 'password', username, password },
  });
  return Object.assign(createClient({ ...rest, token: answer.access_token }), {
    expiresIn: answer.expires_in,
  });
}

export { retryAfterSeconds };
