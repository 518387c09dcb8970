// The clock of a server made for tests: the real time plus an offset that a test sets or moves
// forward. It keeps running at the real pace, so timestamps still order as they are made. Whoever
// acts on time passing (the webhook dispatcher) registers with `onMove` and is woken after a move.
import { badRequest } from '../errors.js';
import type { Clock } from '../util.js';

export interface ControlledClock extends Clock {
  onMove(listener: () => Promise<void>): void;
  /** Sets the clock to `instant`, then waits for the listeners. */
  set(instant: Date): Promise<void>;
  /** Moves the clock forward by `ms`, then waits for the listeners. */
  advance(ms: number): Promise<void>;
  /** Back to the real time. */
  real(): void;
  state(): { now: Date; offsetMs: number; real: boolean };
}

export function controlledClock(): ControlledClock {
  let offset = 0;
  let moved = false;
  const listeners: (() => Promise<void>)[] = [];
  const now = () => new Date(Date.now() + offset);
  const moveBy = async (ms: number) => {
    offset += ms;
    moved = true;
    await Promise.all(listeners.map((l) => l()));
  };
  return {
    now,
    onMove: (listener) => void listeners.push(listener),
    set: (instant) => moveBy(instant.getTime() - now().getTime()),
    advance: moveBy,
    real() {
      offset = 0;
      moved = false;
    },
    state: () => ({ now: now(), offsetMs: offset, real: !moved }),
  };
}

const DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d{1,3})?)S)?)?$/;

/**
 * The milliseconds from `from` to `from` plus an ISO 8601 duration: years and months by the
 * calendar in UTC (P1M from 31 January ends on the last day of February), the rest as fixed
 * lengths. 400 naming the field for anything else.
 */
export function durationMs(text: string, from: Date, field = 'duration'): number {
  const m = DURATION.exec(text);
  if (!m || text === 'P' || text.endsWith('T')) {
    throw badRequest(`${field} must be an ISO 8601 duration such as PT15M or P1DT2H`, [
      { location: `body.${field}`, message: 'not an ISO 8601 duration' },
    ]);
  }
  const n = (i: number) => Number((m[i] ?? '0').replace(',', '.'));
  const end = new Date(from.getTime());
  const months = n(1) * 12 + n(2);
  if (months) {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + months);
    const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, last));
  }
  const fixed = ((n(3) * 7 + n(4)) * 24 + n(5)) * 3_600_000 + n(6) * 60_000 + Math.round(n(7) * 1000);
  return end.getTime() - from.getTime() + fixed;
}
