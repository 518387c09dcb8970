// The clock of a server made for tests: the real time plus an offset that a test sets or moves
// forward. It keeps running at the real pace, so timestamps still order as they are made. A tenant
// may have a clock of its own (an offset of its own, apart from the server's and every other
// tenant's), so that test files sharing one server each move their tenant's time alone.
// `now()` reads the clock of the tenant whose scope the caller runs in (`within`: the gate puts
// every request that names a tenant in its scope), else the server's; so every reading of the time
// on a request's path is the tenant's without being told. Work that runs outside a request (the
// webhook dispatcher, time-driven jobs) asks `at(tenantId)` for each tenant it acts for, or
// `apart()` for the tenants whose time is not the server's, and is woken by `onMove` with the
// tenant whose clock moved (undefined: the server's, which every tenant without a clock of its
// own follows).
import { AsyncLocalStorage } from 'node:async_hooks';
import { badRequest } from '../errors.js';
import { durationFrom, parseDuration } from '../shared/calendar.js';
import type { Clock } from '../util.js';

export type MoveListener = (tenantId: string | undefined) => Promise<void>;

export interface ClockState {
  now: Date;
  offsetMs: number;
  real: boolean;
  /** For a tenant: whether it has a clock of its own. */
  own?: boolean;
}

export interface ControlledClock extends Clock {
  onMove(listener: MoveListener): void;
  /** Runs `fn` in the scope of a tenant: `now()` reads its clock there (undefined: the server's). */
  within<T>(tenantId: string | undefined, fn: () => T): T;
  /** The time of a tenant: its own clock's, or the server's. */
  at(tenantId: string): Date;
  /** The tenants with a clock of their own, and their time now. */
  apart(): Map<string, Date>;
  /** Sets the clock (the tenant's, when given) to `instant`, then waits for the listeners. */
  set(instant: Date, tenantId?: string): Promise<void>;
  /** Moves the clock (the tenant's, when given) forward by `ms`, then waits for the listeners. */
  advance(ms: number, tenantId?: string): Promise<void>;
  /** The server's clock back to the real time; a tenant's back to the server's. */
  real(tenantId?: string): void;
  /** Forgets every tenant's clock (the tenants are gone: a reset). */
  forgetTenants(): void;
  state(tenantId?: string): ClockState;
}

export function controlledClock(): ControlledClock {
  let offset = 0;
  let moved = false;
  /** Offsets of the tenants with a clock of their own. */
  const tenants = new Map<string, number>();
  const scope = new AsyncLocalStorage<string>();
  const listeners: MoveListener[] = [];
  const offsetOf = (tenantId: string | undefined) =>
    tenantId === undefined ? offset : (tenants.get(tenantId) ?? offset);
  const at = (tenantId: string | undefined) => new Date(Date.now() + offsetOf(tenantId));
  const moveBy = async (ms: number, tenantId: string | undefined) => {
    if (tenantId === undefined) {
      offset += ms;
      moved = true;
    } else tenants.set(tenantId, offsetOf(tenantId) + ms);
    // Outside any tenant's scope: the listeners read the time of whom they act for.
    await scope.exit(() => Promise.all(listeners.map((l) => l(tenantId))));
  };
  return {
    now: () => at(scope.getStore()),
    onMove: (listener) => void listeners.push(listener),
    within: (tenantId, fn) => (tenantId === undefined ? scope.exit(fn) : scope.run(tenantId, fn)),
    at,
    apart: () => new Map([...tenants.keys()].map((t) => [t, at(t)])),
    set: (instant, tenantId) => moveBy(instant.getTime() - at(tenantId).getTime(), tenantId),
    advance: moveBy,
    real(tenantId) {
      if (tenantId !== undefined) tenants.delete(tenantId);
      else {
        offset = 0;
        moved = false;
      }
    },
    forgetTenants: () => tenants.clear(),
    state(tenantId) {
      const now = at(tenantId);
      if (tenantId === undefined) return { now, offsetMs: offset, real: !moved };
      const own = tenants.has(tenantId);
      return { now, offsetMs: offsetOf(tenantId), real: own ? false : !moved, own };
    },
  };
}

/**
 * The milliseconds from `from` to `from` plus an ISO 8601 duration: years and months by the
 * calendar in UTC (P1M from 31 January ends on the last day of February), the rest as fixed
 * lengths. 400 naming the field for anything else.
 */
export function durationMs(text: string, from: Date, field = 'duration'): number {
  const d = parseDuration(text);
  if (!d) {
    throw badRequest(`${field} must be an ISO 8601 duration such as PT15M or P1DT2H`, [
      { location: `body.${field}`, message: 'not an ISO 8601 duration' },
    ]);
  }
  return durationFrom(d, from.getTime());
}
