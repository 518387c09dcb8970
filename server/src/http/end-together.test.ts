import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { endTogether } from './end-together.js';

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
