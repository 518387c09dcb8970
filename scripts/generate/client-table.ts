// The SDK's run-time table (generated/client-operations.ts): only what building a request and
// reading its answer needs. Server-only facts stay in generated/operations.ts.
import type { Spec } from '../contract-model.js';
import { READ_LIKE, successOf, walk } from './walk.js';

/** Media types of a request body, one letter each, as the SDK's encoder reads them. */
const BODY_KIND: Record<string, string> = {
  'application/json': 'j',
  'application/x-www-form-urlencoded': 'f',
  'text/plain': 't',
  'multipart/form-data': 'm',
  'application/zip': 'z',
  'application/octet-stream': 'o',
};

export function responseKind(content: Record<string, unknown> | undefined): 'j' | 't' | 'b' | 'n' {
  if (!content) return 'n';
  const types = Object.keys(content);
  if (types.includes('application/json')) return 'j';
  if (types.some((t) => t.startsWith('text/') || t === 'application/yaml')) return 't';
  return 'b';
}

/** The client's run-time table: only what building a request and reading its answer needs. */
export function clientTable(spec: Spec, header: string): string {
  const rows = walk(spec).map(({ id, method, path, op, params }) => {
    const headers = params.filter((p) => p.in === 'header' && p.name !== 'Content-Type').map((p) => p.name);
    const kinds = Object.keys(op.requestBody?.content ?? {}).map((t) => {
      const k = BODY_KIND[t];
      if (!k) throw new Error(`${id}: the SDK cannot send ${t}`);
      return k;
    });
    const readOnly = op['x-access']
      ? op['x-access'] === 'read'
      : op['x-security-permissions'].every((p) => READ_LIKE.has(p));
    const safe =
      method === 'get' || method === 'put' || method === 'delete' || (readOnly && method === 'post');
    const [, ok] = successOf(op);
    return `  ${id}: ['${method.toUpperCase()}', '${path}', '${headers.join(',')}', '${kinds.join('')}', '${responseKind(ok.content)}', ${safe ? 1 : 0}],`;
  });
  return (
    header +
    `// What the SDK needs of each operation of openapi.yaml, and nothing only the server uses:
// [HTTP method, path, header parameters (comma-separated), request media types, answer, safe to retry].
// Request media types, one letter each: j JSON, f form-urlencoded (sent as JSON), t text/plain,
// m multipart/form-data, z application/zip, o application/octet-stream. Answer: j JSON, t text,
// b bytes, n nothing. Safe to retry: GET, PUT, DELETE, and POSTs that only read.
import type { OperationId } from './operation-types.js';

export type ClientOperation = readonly [
  method: string,
  path: string,
  headers: string,
  body: string,
  answer: 'j' | 't' | 'b' | 'n',
  retrySafe: 0 | 1,
];

export const clientOperations: Record<OperationId, ClientOperation> = {
${rows.join('\n')}
};
`
  );
}
