// A clock for a test server that follows the system clock until the test moves it forward, so that
// expiry and lockout are reached without waiting for them.
import type { Clock } from '../../server/src/util.js';

export interface MovableClock extends Clock {
  /** Moves the clock `ms` milliseconds ahead of where it would be. */
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance: (ms) => {
      ahead += ms;
    },
  };
}
