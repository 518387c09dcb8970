// Idempotency keys on creates, as Stripe has them. An operation takes a key when the contract
// declares the Idempotency-Key header on it (components/parameters/IdempotencyKey); a request
// carrying one claims it (tenant, operation, key) in a transaction of its own before the work,
// and keeps the success's answer after it:
// - the same key and the same request again: the kept answer, the work not done again;
// - the same key and another request (parameters, body, files): 409 naming the key;
// - the same key while the first request has no answer yet: 409 with Retry-After;
// - an error answer gives the claim up (every write is one transaction: nothing was done), so
//   the key may be sent again;
// - keys expire 24 hours after their first request, by the tenant's clock.
// The claim and the kept answer are two commits apart from the work's own transaction, which the
// services open themselves: a process that stops between the work's commit and the kept answer
// leaves the key pending, and every later request with it is a 409 until it expires (never the
// work done twice). docs/idempotency.md says so for callers.
import { createHash } from 'node:crypto';
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { AppError, conflict } from '../errors.js';
import type { Logger } from '../logger.js';
import { JsonText } from '../shared/json-text.js';
import type { Clock } from '../util.js';
import {
  claimKey,
  findKey,
  keepAnswer,
  purgeExpired,
  releaseKey,
  type KeyName,
  type KeyRow,
} from './idempotency-store.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key is kept after its first request, on the tenant's clock. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The largest answer body kept; a larger one is remembered as not kept (see replay). */
export const MOST_KEPT_BODY_BYTES = 256 * 1024;
/** The answer headers kept and sent again (lower case). */
const KEPT_HEADERS = ['content-type', 'location'];
/** Expired keys of a tenant are removed at every this many claims of this process. */
const PURGE_EVERY = 100;

export interface Reply {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/** What a request asked, for telling a repeat from another request under the same key. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  files: { fieldname: string; originalname: string; mimetype: string; buffer: Buffer }[];
}

/** JSON with object keys in order, so that the same body sent with its keys in another order is the same request. */
function canonical(value: unknown): string {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return JSON.stringify({ bytes: createHash('sha256').update(value).digest('hex') });
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(parts: RequestParts): string {
  const files = parts.files.map((f) => ({
    field: f.fieldname,
    name: f.originalname,
    type: f.mimetype,
    content: f.buffer,
  }));
  return createHash('sha256')
    .update(canonical({ params: parts.params, query: parts.query, body: parts.body, files }))
    .digest('hex');
}

const quoted = (key: string) => JSON.stringify(key);

export interface IdempotencyService {
  /**
   * Runs `work` once per key: the first request with `key` does it and keeps its success; a
   * repeat gets the kept answer (with `Idempotent-Replayed: true`); anything else is a 409.
   */
  once(name: KeyName, parts: RequestParts, work: () => Reply | Promise<Reply>): Promise<Reply>;
}

export function createIdempotencyService(deps: { db: Db; clock: Clock; logger: Logger }): IdempotencyService {
  const { db, clock, logger } = deps;
  let claims = 0;

  type Claim = { kind: 'claimed' } | { kind: 'held'; row: KeyRow };

  /** Claims the key, or answers what holds it; one retry when another process inserted it first. */
  async function claim(name: KeyName, print: string, now: Date): Promise<Claim> {
    const nowText = now.toISOString();
    const attempt = () =>
      db.transaction(async (tx): Promise<Claim> => {
        const row = await findKey(tx, name);
        if (row && row.expiresAt > nowText) return { kind: 'held', row };
        await claimKey(
          tx,
          name,
          {
            fingerprint: print,
            createdAt: nowText,
            expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS).toISOString(),
          },
          row !== undefined,
        );
        return { kind: 'claimed' };
      });
    try {
      return await attempt();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return attempt();
    }
  }

  function replay(name: KeyName, row: KeyRow): Reply {
    if (row.state === 'pending') {
      throw new AppError(
        409,
        'CONFLICT',
        `The request with Idempotency-Key ${quoted(name.key)} has no answer yet: it is still being worked on, or its server stopped before keeping its answer (then every request with this key is refused until the key expires, 24 hours after its first request)`,
        [{ location: 'header.Idempotency-Key', message: 'its first request has no answer yet' }],
        { 'Retry-After': '1' },
      );
    }
    const headers = { ...(JSON.parse(row.headers ?? '{}') as Record<string, string>) };
    if (row.body === null && headers['not-kept']) {
      throw conflict(
        `The request with Idempotency-Key ${quoted(name.key)} succeeded (${row.status}), but its answer was not kept: ${headers['not-kept']}. Read what it made instead`,
      );
    }
    const contentType = headers['content-type'];
    delete headers['content-type'];
    return {
      status: row.status ?? 200,
      ...(row.body === null ? {} : { body: new JsonText(row.body) }),
      ...(contentType && !contentType.startsWith('application/json') ? { contentType } : {}),
      headers: { ...headers, 'Idempotent-Replayed': 'true' },
    };
  }

  /** The answer as it is kept: its JSON text (or why it is not kept) and the headers that matter. */
  function kept(reply: Reply): { status: number; headers: string; body: string | null } {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.headers ?? {}))
      if (KEPT_HEADERS.includes(k.toLowerCase())) headers[k.toLowerCase()] = v;
    if (reply.contentType) headers['content-type'] = reply.contentType;
    let body: string | null = null;
    if (reply.body === undefined) body = null;
    else if (reply.body instanceof JsonText) body = reply.body.text;
    else if (
      reply.contentType === undefined &&
      typeof reply.body === 'object' &&
      !Buffer.isBuffer(reply.body)
    )
      body = JSON.stringify(reply.body);
    else headers['not-kept'] = 'the answer is not JSON';
    if (body !== null && Buffer.byteLength(body) > MOST_KEPT_BODY_BYTES) {
      headers['not-kept'] =
        `its body (${Buffer.byteLength(body)} bytes) is larger than the ${MOST_KEPT_BODY_BYTES} bytes kept`;
      body = null;
    }
    return { status: reply.status, headers: JSON.stringify(headers), body };
  }

  return {
    async once(name, parts, work) {
      const print = fingerprint(parts);
      const now = clock.now();
      const claimed = await claim(name, print, now);
      if (claimed.kind === 'held') {
        if (claimed.row.fingerprint !== print) {
          throw conflict(
            `Idempotency-Key ${quoted(name.key)} was used with another request to this operation: a key stands for one request (its parameters, body and files); send this one with a new key`,
          );
        }
        return replay(name, claimed.row);
      }
      if (++claims % PURGE_EVERY === 0)
        purgeExpired(db, name.tenantId, now.toISOString()).catch((err: unknown) =>
          logger.warn({ err }, 'idempotency keys: removing expired keys failed'),
        );
      let reply: Reply;
      try {
        reply = await work();
      } catch (err) {
        await releaseKey(db, name, print).catch((e: unknown) =>
          logger.error({ err: e, key: name.key }, 'idempotency keys: giving a claim up failed'),
        );
        throw err;
      }
      if (reply.status >= 400) await releaseKey(db, name, print);
      else {
        // The work is done: its answer goes out even if keeping it fails (the key stays pending).
        await keepAnswer(db, name, print, kept(reply)).catch((err: unknown) =>
          logger.error({ err, key: name.key }, 'idempotency keys: keeping an answer failed'),
        );
      }
      return reply;
    },
  };
}
