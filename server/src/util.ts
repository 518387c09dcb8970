import { ulid } from 'ulid';
import { randomFillSync, randomUUID } from 'node:crypto';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface Ids {
  ulid(): string;
  uuid(): string;
}
// ulid's own generator asks the system for one random byte per character (16 calls per id);
// this hands out bytes from a buffer filled from the same source 4 KiB at a time.
const pool = Buffer.alloc(4096);
let next = pool.length;
const randomByte = (): number => {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]!;
};
/** A fraction in [0, 1) with 8 random bits: exactly what ulid needs to pick 1 of 32 characters. */
const pooledPrng = () => randomByte() / 256;

/** A new ULID (time-ordered, 80 random bits). */
export const newUlid = (): string => ulid(undefined, pooledPrng);

export const defaultIds: Ids = { ulid: newUlid, uuid: () => randomUUID() };

/** RFC 3339 UTC with milliseconds, the wire and storage format of every timestamp. */
export const iso = (d: Date): string => d.toISOString();

export const parseJson = <T>(text: string | null | undefined, fallback: T): T =>
  text === null || text === undefined ? fallback : (JSON.parse(text) as T);

/** SQLite returns 0/1, PostgreSQL true/false. */
export const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1';
