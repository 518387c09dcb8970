import { encodeTime, monotonicFactory } from 'ulid';
import { randomFillSync, randomUUID } from 'node:crypto';

export interface Clock {
  /**
   * The time now. On a server made for tests a tenant may have a clock of its own: inside a
   * request that names a tenant this is that tenant's time, elsewhere the server's.
   */
  now(): Date;
  /** A tenant's time, for work done for it outside its requests (deliveries, time-driven jobs). */
  at?(tenantId: string): Date;
  /** The tenants whose time is not the server's, with their time now (a server made for tests). */
  apart?(): ReadonlyMap<string, Date>;
  /**
   * A clock a test can move (test-controls/clock.ts) calls `listener` after each move, outside any
   * tenant's scope, with the tenant whose clock moved (undefined: the server's, which every tenant
   * without a clock of its own follows).
   */
  onMove?(listener: (tenantId: string | undefined) => Promise<void>): void;
}
export const systemClock: Clock = { now: () => new Date() };
/** A tenant's time on any clock. */
export const tenantTime = (clock: Clock, tenantId: string): Date => clock.at?.(tenantId) ?? clock.now();

export interface Ids {
  ulid(): string;
  uuid(): string;
}
/** A ULID as the contract writes it: 26 characters of Crockford base32, upper case. */
export const ULID_FORM = /^[0-9A-HJKMNP-TV-Z]{26}$/;
// ulid's own generator asks the system for randomness once per character; this one draws the
// same cryptographic bytes from a pool refilled 4 KB at a time, far cheaper per id. Each byte
// / 256 picks one of 32 characters evenly.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
/** Where the next `n` bytes of the pool start (refilled first when fewer are left). */
const reserve = (n: number): number => {
  if (poolAt + n > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const at = poolAt;
  poolAt += n;
  return at;
};
const pooledRandom = (): number => pool[reserve(1)]! / 256;

/**
 * A new ULID (time-ordered, 80 random bits). Monotonic: ids made within one millisecond follow
 * each other in the order they were made (the random part of the first, counted up by one), so a
 * list ordered by id keeps creation order.
 */
export const newUlid: () => string = monotonicFactory(pooledRandom);

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let idTime = -1;
let idPrefix = '';

/**
 * A ULID for a request id: its time, then 80 random bits from the same pool. Unlike newUlid it
 * is not counted up within a millisecond (request ids are never sorted), which is what makes it
 * cheap: the time part is encoded once a millisecond and the rest is 16 table lookups.
 */
export function newRequestId(): string {
  const now = Date.now();
  if (now !== idTime) {
    idTime = now;
    idPrefix = encodeTime(now, 10);
  }
  let id = idPrefix;
  for (let i = reserve(16), end = i + 16; i < end; i++) id += CROCKFORD[pool[i]! & 31];
  return id;
}

export const defaultIds: Ids = { ulid: newUlid, uuid: () => randomUUID() };

/** RFC 3339 UTC with milliseconds, the wire and storage format of every timestamp. */
export const iso = (d: Date): string => d.toISOString();

export const parseJson = <T>(text: string | null | undefined, fallback: T): T =>
  text === null || text === undefined ? fallback : (JSON.parse(text) as T);

/** SQLite returns 0/1, PostgreSQL true/false. */
export const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** Freezes `value` and everything reachable from it (plain objects and arrays); answers it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
