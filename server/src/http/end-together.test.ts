import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { endTogether, MOST_HELD } from './end-together.js';

/** A response that records when it is ended, and with what. */
function response(log: string[], name: string, fails = false) {
  const res = Object.assign(new EventEmitter(), {
    end(text: string) {
      if (fails) throw new Error('the socket is gone');
      log.push(`${name}:${text}`);
    },
    destroy(err: Error) {
      log.push(`${name} destroyed: ${err.message}`);
    },
  });
  return res as unknown as ServerResponse;
}

describe('endTogether', () => {
  it('ends the answers of a turn together after its events, in the order they were given', async () => {
    const log: string[] = [];
    endTogether(response(log, 'a'), '1');
    await Promise.resolve();
    endTogether(response(log, 'b'), '2');
    // Nothing is written during the turn, not even after its microtasks.
    expect(log).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['a:1', 'b:2']);
  });

  it('keeps ending the others when one cannot be ended, and starts a new batch afterwards', async () => {
    const log: string[] = [];
    endTogether(response(log, 'a', true), '1');
    endTogether(response(log, 'b'), '2');
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['a destroyed: the socket is gone', 'b:2']);
    endTogether(response(log, 'c'), '3');
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['a destroyed: the socket is gone', 'b:2', 'c:3']);
  });
});

describe('endTogether, many answers in one turn', () => {
  it('ends the held answers at once when MOST_HELD are held, and the rest at the end of the turn', async () => {
    const log: string[] = [];
    for (let i = 0; i < MOST_HELD - 1; i++) endTogether(response(log, `r${i}`), String(i));
    expect(log).toEqual([]);
    endTogether(response(log, 'full'), 'x');
    expect(log).toHaveLength(MOST_HELD);
    expect(log.at(-1)).toBe('full:x');
    endTogether(response(log, 'after'), 'y');
    expect(log).toHaveLength(MOST_HELD);
    await new Promise((r) => setImmediate(r));
    expect(log.at(-1)).toBe('after:y');
  });
});
