// The request journal of a server made for tests: what it answered and which webhook deliveries
// it tried, the newest `size` entries in a ring. Entries carry what the request named (its tenant,
// query, headers and body), with secrets redacted before they are kept, so that a test can see
// what its app sent and nothing it should not.
import type { components } from '../../../generated/openapi.js';
import { operations } from '../../../generated/operations.js';
import { badRequest } from '../errors.js';

export type JournalEntry = components['schemas']['TestRequest'];

export interface JournalFilter {
  operationId?: string;
  since?: string;
  bodyContains?: string;
  tenantId?: string;
}

export interface Journal {
  add(entry: JournalEntry): void;
  list(filter: JournalFilter): JournalEntry[];
  clear(tenantId?: string): void;
}

/** Names the journal knows besides the contract's operations. */
const PSEUDO_OPERATIONS = ['webhookDelivery', 'unmatched'];
const REDACTED = '[redacted]';
/** A JSON body longer than this is kept as its size only. */
const MOST_BODY_CHARS = 64 * 1024;
const SECRET_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|token|secret|password|api-?key|signature/i;
const SECRET_FIELD = /password|secret|token|api-?key|credential|private-?key/i;

/** Levenshtein distance, for naming the operation a misspelt name was meant to be. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The operation (or journal name) nearest to `name`, case aside. */
export function nearestOperation(name: string): string {
  const lower = name.toLowerCase();
  let best = PSEUDO_OPERATIONS[0]!;
  let bestDistance = Infinity;
  for (const id of [...Object.keys(operations), ...PSEUDO_OPERATIONS]) {
    const d = distance(lower, id.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [id, d];
  }
  return best;
}

/** 400 naming the nearest operation, for a name that is no operation of the contract. */
export function checkOperationId(name: string | undefined, location: string): void {
  if (name === undefined || Object.hasOwn(operations, name) || PSEUDO_OPERATIONS.includes(name)) return;
  const message = `is not an operation of the contract (nor webhookDelivery or unmatched); did you mean ${nearestOperation(name)}?`;
  throw badRequest(`operationId ${JSON.stringify(name)} ${message}`, [{ location, message }]);
}

/** A copy of a JSON value with the values of fields named like secrets redacted. */
export function redacted(value: unknown, depth = 0): unknown {
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redacted(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? REDACTED : redacted(v, depth + 1)]),
  );
}

export function redactedHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    kept[name] = SECRET_HEADER.test(name) ? REDACTED : Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/** What the journal keeps of a parsed body. */
export function keptBody(body: unknown, mediaType: string | undefined): unknown {
  if (body === undefined) return undefined;
  if (Buffer.isBuffer(body))
    return { mediaType: mediaType ?? 'application/octet-stream', bytes: body.length };
  if (typeof body === 'string')
    return body.length > MOST_BODY_CHARS ? { truncated: true, bytes: Buffer.byteLength(body) } : body;
  const text = JSON.stringify(body);
  if (text === undefined) return undefined;
  if (text.length > MOST_BODY_CHARS) return { truncated: true, bytes: Buffer.byteLength(text) };
  return redacted(body);
}

/** Whether `actual` holds every field of `wanted` with an equal value, at any depth. */
function contains(actual: unknown, wanted: unknown): boolean {
  if (wanted === null || typeof wanted !== 'object') return Object.is(actual, wanted);
  if (Array.isArray(wanted))
    return (
      Array.isArray(actual) &&
      actual.length === wanted.length &&
      wanted.every((w, i) => contains(actual[i], w))
    );
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  return Object.entries(wanted).every(
    ([k, w]) => Object.hasOwn(actual, k) && contains((actual as Record<string, unknown>)[k], w),
  );
}

function bodyPattern(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const message = 'must be a JSON object, such as {"name":"Jane"}';
    throw badRequest(`bodyContains ${message}`, [{ location: 'query.bodyContains', message }]);
  }
  return parsed as Record<string, unknown>;
}

export function createJournal(size: number): Journal {
  let ring: JournalEntry[] = [];
  let next = 0;
  const ordered = () => (ring.length < size ? ring : [...ring.slice(next), ...ring.slice(0, next)]);
  return {
    add(entry) {
      if (ring.length < size) ring.push(entry);
      else ring[next] = entry;
      next = (next + 1) % size;
    },
    list({ operationId, since, bodyContains, tenantId }) {
      checkOperationId(operationId, 'query.operationId');
      const pattern = bodyPattern(bodyContains);
      const from = since === undefined ? undefined : Date.parse(since);
      return ordered().filter(
        (e) =>
          (tenantId === undefined || e.tenantLocator === tenantId) &&
          (operationId === undefined || e.operationId === operationId) &&
          (from === undefined || Date.parse(e.at) >= from) &&
          (pattern === undefined || contains(e.body, redacted(pattern))),
      );
    },
    clear(tenantId) {
      if (tenantId === undefined) ring = [];
      else ring = ordered().filter((e) => e.tenantLocator !== tenantId);
      next = ring.length % size;
    },
  };
}
