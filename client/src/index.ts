// The insuite SDK: the typed openapi-fetch client for `paths`, plus one typed method per
// operationId (`client.fetchResourceGroup({ tenantLocator, locator })`) that sends JSON, text,
// multipart or ZIP bodies as the operation takes them and throws ApiError on any non-2xx answer.
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from '../../generated/openapi.js';
import { operations as table, type OperationInfo } from '../../generated/operations.js';
import { ApiError, type Problem } from './errors.js';
import type { ArgsOf, OperationId, SdkMethods } from './types.js';

export { ApiError, type Problem };
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
export type { components, operations, paths };
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export interface ClientOptions {
  /** Where the server answers, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** A bearer token: an auth token (`ist_…`) or a sign-in token (`iso_…`). */
  token?: string;
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
}

export type InsuiteClient = Client<paths> & SdkMethods;

const authMiddleware = (token: string): Middleware => ({
  onRequest({ request }) {
    if (!request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

/** Turns every non-2xx answer into a thrown ApiError, whatever its body. */
const throwOnError: Middleware = {
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
    throw new ApiError(response.status, problem, body, response.headers.get('X-Request-Id') ?? undefined);
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

function method<K extends OperationId>(client: Client<paths>, id: K) {
  const info = table[id] as OperationInfo;
  return async (args: ArgsOf<K> | undefined, init?: RequestInit) => {
    const a = (args ?? {}) as Record<string, unknown>;
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
        options.headers = { ...(init?.headers as object), 'Content-Type': encoded.contentType };
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
}

export function createClient(options: ClientOptions): InsuiteClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    headers: options.headers,
  });
  if (options.token) client.use(authMiddleware(options.token));
  client.use(throwOnError);
  const methods = Object.fromEntries(
    (Object.keys(table) as OperationId[]).map((id) => [id, method(client, id)]),
  ) as unknown as SdkMethods;
  return Object.assign(client, methods);
}
