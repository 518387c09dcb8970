// Answers written together once the event loop has handled the events of its turn, instead of
// each as soon as it is ready. Under load, one poll of the sockets hands the server several
// requests, and each answer written on its own is a send that wakes the peer waiting for it: that
// wakeup was the largest cost of a small answer. Written back to back at the end of the turn
// (setImmediate runs right after the poll phase), the answers of a turn wake their readers once,
// and the peers' next requests arrive together (docs/performance.md, Answers ended together,
// has what it saved). An answer waits for the rest of its turn only: with one request in
// flight, for nothing; the loop never sleeps while an immediate is pending.
import type { ServerResponse } from 'node:http';

/**
 * Most answers held at once. A held answer keeps its request's objects alive, and a whole turn of
 * table lookups held lived through young-generation collections into the old one and raised the
 * process's peak memory; batches of this size kept it where it was, at the same rates.
 */
export const MOST_HELD = 16;

let queued: (ServerResponse | string)[] = [];

function endQueued(): void {
  const list = queued;
  queued = [];
  for (let i = 0; i < list.length; i += 2) {
    const res = list[i] as ServerResponse;
    try {
      res.end(list[i + 1] as string);
    } catch (err) {
      // A response that cannot be ended (its socket is gone) does not keep the others waiting.
      res.destroy(err as Error);
    }
  }
}

/**
 * Ends `res` with `text` at the end of this turn of the event loop, with the turn's other
 * answers (at once, with those held before it, when MOST_HELD are held).
 */
export function endTogether(res: ServerResponse, text: string): void {
  const n = queued.push(res, text);
  if (n === 2) setImmediate(endQueued);
  else if (n === 2 * MOST_HELD) endQueued();
}
