// The test controls of a server made for tests: its clock, fault rules, request journal, reset
// and snapshots, for the whole server and for one tenant (its own clock, rules, journal entries
// and snapshots, so that test files sharing a server each steer their tenant alone). Built on
// every server (the handler map holds every operation) but reachable only where
// INSUITE_TEST_CONTROLS is on: elsewhere the gate answers 404 for each of them.
import type { components } from '../../../generated/openapi.js';
import type { Db } from '../db/knex.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { iso, type Ids } from '../util.js';
import { durationMs, type ControlledClock } from './clock.js';
import type { Faults } from './faults.js';
import type { Journal, JournalFilter } from './journal.js';
import { saveTenant, stateStore, type SavedState } from './state-store.js';

type Schemas = components['schemas'];
/** Locators of dropped snapshots remembered (to say why a restore of one fails). */
const MOST_DROPPED = 10_000;

export interface ControlsDeps {
  db: Db;
  clock: ControlledClock;
  ids: Ids;
  faults: Faults;
  journal: Journal;
  /** Snapshots kept (the newest), of the server and of each tenant. */
  snapshotsKept: number;
  /** Off: nothing is saved at start (no initial state for reset). */
  enabled: boolean;
}

interface Kept {
  state: SavedState;
  takenAt: string;
}

export function createControlsService(deps: ControlsDeps) {
  const { clock, ids, faults, journal, snapshotsKept } = deps;
  const store = stateStore(deps.db);
  /** The server's snapshots, and each tenant's, oldest first. */
  const snapshots = new Map<string, Kept>();
  const tenantSnapshots = new Map<string, Map<string, Kept>>();
  /** Locators of snapshots dropped as too old, so that a restore of one says why it is gone. */
  const dropped = new Set<string>();
  // What the database held at start (the bootstrap admin and its token), for reset. Saved before
  // the server answers anything: createApp is called before it listens.
  const initialLocator = ids.ulid();
  let initial: Promise<SavedState> | undefined = deps.enabled ? store.save(initialLocator) : undefined;
  initial?.catch(() => undefined);

  const clockView = (tenantId?: string): Schemas['TestClock'] => {
    const s = clock.state(tenantId);
    return {
      now: iso(s.now),
      offsetMs: s.offsetMs,
      real: s.real,
      ...(tenantId === undefined ? {} : { tenantLocator: tenantId, own: s.own ?? false }),
    };
  };
  const view = (locator: string, kept: Kept, tenantId?: string): Schemas['TestSnapshot'] => ({
    locator,
    takenAt: kept.takenAt,
    tables: kept.state.tables,
    rows: kept.state.rows,
    ...(tenantId === undefined ? {} : { tenantLocator: tenantId }),
  });

  async function keep(into: Map<string, Kept>, locator: string, kept: Kept) {
    into.set(locator, kept);
    for (const [old, k] of into) {
      if (into.size <= snapshotsKept) break;
      into.delete(old);
      dropped.add(old);
      if (dropped.size > MOST_DROPPED) dropped.delete(dropped.values().next().value!);
      await k.state.drop();
    }
  }
  function kept(from: Map<string, Kept> | undefined, locator: string, other: string): Kept {
    const found = from?.get(locator);
    if (found) return found;
    if (dropped.has(locator))
      throw new AppError(
        404,
        'NOT_FOUND',
        `Snapshot ${locator} is no longer kept: only the ${snapshotsKept} newest are (INSUITE_TEST_SNAPSHOTS_KEPT)`,
      );
    throw new AppError(404, 'NOT_FOUND', `No snapshot ${locator} ${other}`);
  }

  async function advance(body: Schemas['TestClockAdvanceRequest'], tenantId?: string) {
    const given = [body.milliseconds, body.duration].filter((v) => v !== undefined).length;
    if (given !== 1) {
      throw badRequest('Give exactly one of milliseconds and duration', [
        { location: 'body', message: 'exactly one of milliseconds and duration' },
      ]);
    }
    const from = tenantId === undefined ? clock.state().now : clock.at(tenantId);
    await clock.advance(body.milliseconds ?? durationMs(body.duration!, from), tenantId);
    return clockView(tenantId);
  }

  return {
    clock: clockView,
    async setClock(body: Schemas['TestClockSetRequest'], tenantId?: string) {
      await clock.set(new Date(body.now), tenantId);
      return clockView(tenantId);
    },
    advanceClock: advance,
    realClock(tenantId?: string) {
      clock.real(tenantId);
      return clockView(tenantId);
    },
    faults,
    requests: (query: JournalFilter) => ({ requests: journal.list(query) }),
    async snapshot(): Promise<Schemas['TestSnapshot']> {
      const locator = ids.ulid();
      const k = { state: await store.save(locator), takenAt: iso(clock.state().now) };
      await keep(snapshots, locator, k);
      return view(locator, k);
    },
    async restore(locator: string): Promise<Schemas['TestSnapshot']> {
      const k = kept(
        snapshots,
        locator,
        'of the whole server (a tenant’s snapshot is restored under its tenant)',
      );
      await k.state.restore();
      return view(locator, k);
    },
    async snapshotTenant(tenantId: string): Promise<Schemas['TestSnapshot']> {
      const state = await saveTenant(deps.db, tenantId);
      if (!state) throw notFound('Tenant');
      const locator = ids.ulid();
      const k = { state, takenAt: iso(clock.at(tenantId)) };
      let mine = tenantSnapshots.get(tenantId);
      if (!mine) tenantSnapshots.set(tenantId, (mine = new Map()));
      await keep(mine, locator, k);
      return view(locator, k, tenantId);
    },
    async restoreTenant(tenantId: string, locator: string): Promise<Schemas['TestSnapshot']> {
      const k = kept(tenantSnapshots.get(tenantId), locator, 'of this tenant');
      await k.state.restore();
      return view(locator, k, tenantId);
    },
    async reset(): Promise<Schemas['TestSnapshot']> {
      initial ??= store.save(initialLocator);
      const state = await initial;
      await state.restore();
      faults.clear();
      journal.clear();
      // The tenants are gone, and with them their clocks and snapshots.
      clock.forgetTenants();
      await dropTenantSnapshots();
      return view(initialLocator, { state, takenAt: iso(clock.state().now) });
    },
    /** Frees the snapshots (on PostgreSQL, their schemas). */
    async close() {
      const all = [...snapshots.values()].map((s) => s.state);
      snapshots.clear();
      if (initial) all.push(await initial.catch(() => undefined as never));
      initial = undefined;
      await dropTenantSnapshots();
      await Promise.all(all.filter(Boolean).map((s) => s.drop()));
    },
  };

  async function dropTenantSnapshots() {
    const all = [...tenantSnapshots.values()].flatMap((m) => [...m.values()].map((k) => k.state));
    tenantSnapshots.clear();
    await Promise.all(all.map((s) => s.drop()));
  }
}

export type ControlsService = ReturnType<typeof createControlsService>;
