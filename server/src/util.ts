import { ulid } from 'ulid';
import { randomUUID } from 'node:crypto';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface Ids {
  ulid(): string;
  uuid(): string;
}
export const defaultIds: Ids = { ulid: () => ulid(), uuid: () => randomUUID() };

/** RFC 3339 UTC with milliseconds, the wire and storage format of every timestamp. */
export const iso = (d: Date): string => d.toISOString();

export const parseJson = <T>(text: string | null | undefined, fallback: T): T =>
  text === null || text === undefined ? fallback : (JSON.parse(text) as T);

/** SQLite returns 0/1, PostgreSQL true/false. */
export const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1';
