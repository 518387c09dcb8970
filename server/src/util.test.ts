import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { newUlid } from './util.js';

describe('newUlid', () => {
  it('makes ids that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 5000 }, () => newUlid());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // Several were made within one millisecond: the order above is not only the clock's.
    const perMs = new Map<number, number>();
    for (const id of ids) perMs.set(decodeTime(id), (perMs.get(decodeTime(id)) ?? 0) + 1);
    expect(Math.max(...perMs.values())).toBeGreaterThan(1);
  });
});
