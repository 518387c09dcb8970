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
// ulid's own generator asks the system for randomness once per character (~35 µs an id); this
// one draws the same cryptographic bytes from a pool refilled 4 KB at a time (~1 µs). Each byte
// / 256 picks one of 32 characters evenly.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
const pooledRandom = (): number => {
  if (poolAt >= pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++]! / 256;
};

export const defaultIds: Ids = { ulid: () => ulid(undefined, pooledRandom), uuid: () => randomUUID() };

/** RFC 3339 UTC with milliseconds, the wire and storage format of every timestamp. */
export const iso = (d: Date): string => d.toISOString();

export const parseJson = <T>(text: string | null | undefined, fallback: T): T =>
  text === null || text === undefined ? fallback : (JSON.parse(text) as T);

/** SQLite returns 0/1, PostgreSQL true/false. */
export const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1';
