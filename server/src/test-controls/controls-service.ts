// The test controls of a server made for tests: its clock, fault rules, request journal, reset
// and snapshots. Built on every server (the handler map holds every operation) but reachable only
// where INSUITE_TEST_CONTROLS is on: elsewhere the gate answers 404 for each of them.
import type { components } from '../../../generated/openapi.js';
import type { Db } from '../db/knex.js';
import { badRequest, notFound } from '../errors.js';
import { iso, type Ids } from '../util.js';
import { durationMs, type ControlledClock } from './clock.js';
import type { Faults } from './faults.js';
import type { Journal } from './journal.js';
import { stateStore, type SavedState } from './state-store.js';

type Schemas = components['schemas'];
/** Snapshots kept in memory; the oldest is dropped past this. */
const SNAPSHOTS_KEPT = 16;

export interface ControlsDeps {
  db: Db;
  clock: ControlledClock;
  ids: Ids;
  faults: Faults;
  journal: Journal;
  /** Off: nothing is saved at start (no initial state for reset). */
  enabled: boolean;
}

export function createControlsService(deps: ControlsDeps) {
  const { clock, ids, faults, journal } = deps;
  const store = stateStore(deps.db);
  const snapshots = new Map<string, { state: SavedState; takenAt: string }>();
  // What the database held at start (the bootstrap admin and its token), for reset. Saved before
  // the server answers anything: createApp is called before it listens.
  const initialLocator = ids.ulid();
  let initial: Promise<SavedState> | undefined = deps.enabled ? store.save(initialLocator) : undefined;
  initial?.catch(() => undefined);

  const clockView = (): Schemas['TestClock'] => {
    const s = clock.state();
    return { now: iso(s.now), offsetMs: s.offsetMs, real: s.real };
  };
  const view = (locator: string, takenAt: string, s: SavedState): Schemas['TestSnapshot'] => ({
    locator,
    takenAt,
    tables: s.tables,
    rows: s.rows,
  });

  return {
    clock: clockView,
    async setClock(body: Schemas['TestClockSetRequest']) {
      await clock.set(new Date(body.now));
      return clockView();
    },
    async advanceClock(body: Schemas['TestClockAdvanceRequest']) {
      const given = [body.milliseconds, body.duration].filter((v) => v !== undefined).length;
      if (given !== 1) {
        throw badRequest('Give exactly one of milliseconds and duration', [
          { location: 'body', message: 'exactly one of milliseconds and duration' },
        ]);
      }
      await clock.advance(body.milliseconds ?? durationMs(body.duration!, clock.now()));
      return clockView();
    },
    realClock() {
      clock.real();
      return clockView();
    },
    faults,
    requests: (query: { operationId?: string; since?: string }) => ({ requests: journal.list(query) }),
    async snapshot(): Promise<Schemas['TestSnapshot']> {
      const locator = ids.ulid();
      const state = await store.save(locator);
      const takenAt = iso(clock.now());
      snapshots.set(locator, { state, takenAt });
      for (const [old, kept] of snapshots) {
        if (snapshots.size <= SNAPSHOTS_KEPT) break;
        snapshots.delete(old);
        await kept.state.drop();
      }
      return view(locator, takenAt, state);
    },
    async restore(locator: string): Promise<Schemas['TestSnapshot']> {
      const kept = snapshots.get(locator);
      if (!kept) throw notFound('Snapshot');
      await kept.state.restore();
      return view(locator, kept.takenAt, kept.state);
    },
    async reset(): Promise<Schemas['TestSnapshot']> {
      initial ??= store.save(initialLocator);
      const state = await initial;
      await state.restore();
      faults.clear();
      journal.clear();
      return view(initialLocator, iso(clock.now()), state);
    },
    /** Frees the snapshots (on PostgreSQL, their schemas). */
    async close() {
      const all = [...snapshots.values()].map((s) => s.state);
      snapshots.clear();
      if (initial) all.push(await initial.catch(() => undefined as never));
      initial = undefined;
      await Promise.all(all.filter(Boolean).map((s) => s.drop()));
    },
  };
}

export type ControlsService = ReturnType<typeof createControlsService>;
