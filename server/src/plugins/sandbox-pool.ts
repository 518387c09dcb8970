// The server's side of the sandbox threads. Each tenant's plugins run in one thread (by its
// locator), whose sandboxes are the tenants' runtimes; table lookups come back here and are
// answered by the caller's tables. Every call is supervised from the moment it is handed over: a
// thread that is starting, or whose running call (named by the thread in the buffer it shares)
// goes past its CPU time (a plugin stuck in one long native operation, past QuickJS's interrupt
// check), is stopped and started anew; the call that held it fails, and every other call goes
// again into the new thread, watched the same way. A tenant has a bounded number of calls in its
// thread and a bounded queue behind them, so a tenant that floods waits behind itself.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Row, SandboxLimits } from './sandbox.js';
import { PluginFault } from './sandbox.js';
import {
  ANSWER,
  ANSWER_BYTES,
  ANSWER_OFFSET,
  answerBuffer,
  SLOT,
  type FromThread,
  type StepDone,
  type ToThread,
} from './sandbox-protocol.js';
import type { TableDeclaration } from '../product/index.js';
import type { IndexData } from '../tables/table-build.js';
import type { ResolvedTable } from './types.js';

const ENTRY = new URL('./sandbox-thread.mjs', import.meta.url);
/** Table indexes a thread holds for its sandboxes, all tenants together (well within its heap). */
const TABLE_BYTES = 24 * 1024 * 1024;

export interface PoolOptions {
  threads: number;
  /** Memory of one tenant's sandbox (its own WebAssembly memory is bounded from it). */
  memoryBytes: number;
  /** Calls of one tenant handed to its thread at once, and calls of one tenant waiting behind them. */
  tenantCalls: number;
  tenantQueue: number;
  /** Calls of one deployment overrunning their CPU time or memory within `cooldownMs` that start a cool-down of that long. */
  overruns: number;
  cooldownMs: number;
  entry?: URL;
}

/** A tenant's call refused while its deployment cools down (until: the server's clock, ms). */
export class CoolingDown extends Error {
  constructor(
    readonly overruns: number,
    readonly withinMs: number,
    readonly until: number,
  ) {
    super('cooling down');
  }
}

/** A tenant's call refused because its queue is full. */
export class TenantBusy extends Error {
  constructor(readonly queued: number) {
    super(`more than ${queued} calls of the tenant's plugins are waiting`);
  }
}

/** The caller's tables for one call. */
export interface PoolHost {
  lookup(staticName: string, keys: string[]): Promise<Row>;
  range(staticName: string, keys: string[], bound: number): Promise<Row>;
}

/** One step of a call: the export, its input's JSON text, its tables. */
export interface PoolStep {
  step: string;
  input: string;
  /** Table versions the thread may answer this step's lookups from (see sandbox-protocol.ts). */
  tables: Record<string, ResolvedTable>;
  host: PoolHost;
}

export type { StepDone } from './sandbox-protocol.js';

/**
 * A call's failure in the step after those `done` (which answered before it), with the lines the
 * failing step logged before it failed.
 */
export class CallFault extends PluginFault {
  constructor(
    fault: PluginFault,
    readonly lines: string[],
    readonly done: StepDone[] = [],
  ) {
    super(fault.kind, fault.message, fault.pluginStack);
  }
}

/** A table lookup's answer for the thread (see sandbox-protocol.ts). */
function answer(t: Thread, kind: number, text = '') {
  let data = Buffer.from(text);
  if (data.length > ANSWER_BYTES) {
    kind = ANSWER.error;
    data = Buffer.from(`the row is larger than ${ANSWER_BYTES} bytes`);
  }
  const view = new Int32Array(t.answers, 0, 2);
  new Uint8Array(t.answers, ANSWER_OFFSET).set(data);
  Atomics.store(view, SLOT.length, data.length);
  Atomics.store(view, SLOT.state, kind);
  Atomics.notify(view, SLOT.state);
}

interface Pending {
  tenant: string;
  key: string;
  bundle: string;
  steps: PoolStep[];
  limits: SandboxLimits;
  /** Table lookups of this call the host has not answered yet. */
  waiting: number;
  tries: number;
  /** The server's clock for the call (ms). */
  now: number;
  resolve(done: StepDone[]): void;
  reject(err: CallFault): void;
}

interface Thread {
  worker: Worker;
  answers: SharedArrayBuffer;
  ready: boolean;
  calls: Map<number, Pending>;
  /** The bundle key each tenant's sandbox in this thread holds. */
  keys: Map<string, string>;
  /** The table versions (content id → bytes) each tenant's sandbox in this thread holds. */
  tables: Map<string, Map<string, number>>;
  /** When the thread last spoke or was handed work, and when it was started. */
  active: number;
  started: number;
  /** The thread's id in the system, where its CPU time is read (Linux). */
  tid?: number;
  /** The call the thread runs, as last seen: since when (wall, ms; host time added back) and its CPU then. */
  watch?: { id: number; since: number; cpu: number | undefined; last: number };
}

/** How long a thread may take to be ready (our own code: generous). */
const STARTUP_MS = 60_000;
/** How long a thread may hold calls without running one (our own code: generous). */
const IDLE_MS = 30_000;
/** CPU time past a call's own that the watchdog allows (QuickJS's check stops most calls first). */
const cpuMargin = (limits: SandboxLimits) => Math.max(250, limits.cpuMs / 2);
/** Wall time past which a call is stopped even where its CPU time cannot be read, or is starved. */
const wallLimit = (limits: SandboxLimits) => Math.max(limits.cpuMs * 10, limits.cpuMs + 30_000);

/** The CPU time (ms) the system counted for thread `tid` of this process, when it can be read. */
function threadCpuMs(tid: number | undefined): number | undefined {
  if (tid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

export function createSandboxPool(opts: PoolOptions) {
  const threads: (Thread | undefined)[] = new Array(opts.threads).fill(undefined);
  let nextId = 1;
  /** Each tenant's calls in its thread, and those waiting to go there (first come, first served). */
  const shares = new Map<string, { inThread: number; waiting: Pending[] }>();
  /** Each tenant's deployment (key) whose calls overran lately: when (the server's clock), and its cool-down. */
  const overruns = new Map<string, { key: string; at: number[]; until?: number }>();

  /** Notes a call that overran; enough of them within the cool-down's length start one. */
  function overran(p: Pending) {
    if (!opts.cooldownMs) return;
    let o = overruns.get(p.tenant);
    if (o?.key !== p.key) overruns.set(p.tenant, (o = { key: p.key, at: [] }));
    o.at = o.at.filter((t) => t > p.now - opts.cooldownMs);
    o.at.push(p.now);
    if (o.at.length >= opts.overruns) o.until = p.now + opts.cooldownMs;
  }
  let watchdog: NodeJS.Timeout | undefined;

  const post = (t: Thread, m: ToThread) => {
    t.active = performance.now();
    t.worker.postMessage(m);
  };

  /**
   * The call's table versions by id, and the indexes the thread lacks, within the thread's budget
   * (a version that does not fit is left to the host).
   */
  const tablesFor = (t: Thread, p: Pending, known: boolean) => {
    const had = (known && t.tables.get(p.tenant)) || new Map<string, number>();
    t.tables.delete(p.tenant);
    let used = 0;
    for (const held of t.tables.values()) for (const bytes of held.values()) used += bytes;
    const now = new Map<string, number>();
    const indexes: Record<string, { decl: TableDeclaration; data: IndexData }> = {};
    const steps = p.steps.map((s) => {
      const tables: Record<string, string> = {};
      for (const [name, { id, index }] of Object.entries(s.tables)) {
        if (!now.has(id)) {
          if (used + index.bytes > TABLE_BYTES) continue;
          used += index.bytes;
          now.set(id, index.bytes);
          if (!had.has(id)) indexes[id] = { decl: index.decl, data: index.data };
        }
        tables[name] = id;
      }
      return { step: s.step, input: s.input, tables };
    });
    t.tables.set(p.tenant, now);
    return { steps, ...(Object.keys(indexes).length ? { indexes } : {}) };
  };

  const send = (t: Thread, id: number, p: Pending) => {
    const known = t.keys.get(p.tenant) === p.key;
    t.keys.set(p.tenant, p.key);
    post(t, {
      ...tablesFor(t, p, known),
      t: 'call',
      id,
      tenant: p.tenant,
      key: p.key,
      ...(known ? {} : { bundle: p.bundle }),
      limits: p.limits,
      now: p.now,
    });
  };

  function onMessage(t: Thread, m: FromThread) {
    t.active = performance.now();
    if (m.t === 'ready') {
      t.ready = true;
      if (m.tid !== undefined) t.tid = m.tid;
      return;
    }
    const p = t.calls.get(m.id);
    if (!p) return;
    if (m.t === 'table') {
      p.waiting++;
      const host = p.steps[m.step]!.host;
      const found = m.bound === undefined ? host.lookup(m.name, m.keys) : host.range(m.name, m.keys, m.bound);
      found.then(
        (row) => {
          p.waiting--;
          t.active = performance.now();
          if (t.calls.get(m.id) !== p) return;
          if (row === undefined) answer(t, ANSWER.none);
          else answer(t, ANSWER.row, JSON.stringify(row));
        },
        (err: unknown) => {
          p.waiting--;
          t.active = performance.now();
          if (t.calls.get(m.id) === p)
            answer(t, ANSWER.error, err instanceof Error ? err.message : String(err));
        },
      );
    } else if (m.t === 'need') {
      t.keys.delete(p.tenant);
      t.tables.delete(p.tenant);
      send(t, m.id, p);
    } else {
      t.calls.delete(m.id);
      // An idle thread must not keep the process alive.
      if (!t.calls.size) t.worker.unref();
      settle(p);
      if (m.t === 'done') p.resolve(m.done);
      else {
        if (m.kind === 'cpu' || m.kind === 'memory') overran(p);
        p.reject(new CallFault(new PluginFault(m.kind, m.message, m.stack), m.lines, m.done));
      }
    }
  }

  /** A call of the tenant left its thread: the next one waiting goes there. */
  function settle(p: Pending) {
    const share = shares.get(p.tenant);
    if (!share) return;
    share.inThread--;
    const next = share.waiting.shift();
    if (next) {
      share.inThread++;
      dispatch(next);
    } else if (!share.inThread) shares.delete(p.tenant);
  }

  /**
   * Stops thread `i`: `culprit` (the call it was running, when that call is at fault) fails with
   * `fault`; every other call goes again, into a new thread. (A call going again that often means
   * the thread cannot run at all.)
   */
  function restart(i: number, fault: PluginFault, culprit?: Pending) {
    const t = threads[i];
    if (!t) return;
    threads[i] = undefined;
    // The step the culprit was in: those before it answered with no errors (the thread went on),
    // but their answers are lost with the thread.
    const step = Atomics.load(new Int32Array(t.answers, 0, 4), SLOT.step);
    const passed = (n: number): StepDone[] =>
      Array.from({ length: n }, () => ({ outcome: { missing: true }, lines: [] }));
    t.worker.removeAllListeners();
    t.worker.on('error', () => {});
    void t.worker.terminate();
    const calls = [...t.calls.values()];
    t.calls.clear();
    for (const p of calls) {
      if (p === culprit) {
        settle(p);
        overran(p);
        p.reject(new CallFault(fault, [], passed(step)));
      } else if (p.tries >= 5) {
        settle(p);
        p.reject(new CallFault(new PluginFault('threw', 'the plugin sandbox could not run the call'), []));
      } else dispatch(p);
    }
  }

  function start(i: number): Thread {
    const answers = answerBuffer();
    const worker = new Worker(opts.entry ?? ENTRY, {
      execArgv: [],
      workerData: { memoryBytes: opts.memoryBytes, answers },
      // The sandboxes' memory is WebAssembly memory; the thread's own heap holds messages only.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    });
    const t: Thread = {
      worker,
      answers,
      ready: false,
      calls: new Map(),
      keys: new Map(),
      tables: new Map(),
      active: performance.now(),
      started: performance.now(),
    };
    worker.on('message', (m: FromThread) => {
      if (threads[i] === t) onMessage(t, m);
    });
    const lost = () => {
      if (threads[i] !== t) return;
      // The call it was running is the one that ended it.
      const running = Atomics.load(new Int32Array(t.answers, 0, 4), SLOT.running);
      restart(
        i,
        new PluginFault('memory', 'stopped the plugin sandbox (its thread ended)'),
        t.calls.get(running),
      );
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return t;
  }

  function watch(t: Thread, i: number, now: number) {
    if (!t.ready) {
      if (now - t.started > STARTUP_MS)
        restart(i, new PluginFault('threw', 'the plugin sandbox did not start'));
      return;
    }
    const id = Atomics.load(new Int32Array(t.answers, 0, 4), SLOT.running);
    const p = t.calls.get(id);
    if (!p) {
      t.watch = undefined;
      if (now - t.active > IDLE_MS)
        restart(i, new PluginFault('threw', 'the plugin sandbox stopped answering'));
      return;
    }
    if (t.watch?.id !== id) t.watch = { id, since: now, cpu: threadCpuMs(t.tid), last: now };
    const w = t.watch;
    // Time waiting for the host's answer to a lookup is not the call's.
    if (p.waiting > 0) {
      w.since += now - w.last;
      const cpu = threadCpuMs(t.tid);
      if (w.cpu !== undefined && cpu !== undefined) w.cpu = cpu;
    }
    w.last = now;
    const elapsed = now - w.since;
    if (elapsed <= p.limits.cpuMs + cpuMargin(p.limits)) return;
    // Past its CPU time on the wall clock: stopped once the thread's CPU time says so too (a loaded
    // host slows honest plugins down), or far past it on the wall clock where that cannot be read.
    const cpu = threadCpuMs(t.tid);
    const spent = w.cpu === undefined || cpu === undefined ? undefined : cpu - w.cpu;
    if (
      spent !== undefined &&
      spent <= p.limits.cpuMs + cpuMargin(p.limits) &&
      elapsed <= wallLimit(p.limits)
    )
      return;
    restart(i, new PluginFault('cpu', 'exceeded its CPU time (stopped inside one long operation)'), p);
  }

  function check() {
    const now = performance.now();
    let busy = false;
    threads.forEach((t, i) => {
      if (!t || !t.calls.size) return;
      busy = true;
      watch(t, i, now);
    });
    if (!busy && watchdog) {
      clearInterval(watchdog);
      watchdog = undefined;
    }
  }

  function dispatch(p: Pending) {
    p.tries++;
    const i = hash(p.tenant) % threads.length;
    const t = (threads[i] ??= start(i));
    const id = nextId++;
    t.calls.set(id, p);
    t.worker.ref();
    send(t, id, p);
    if (!watchdog) {
      watchdog = setInterval(check, 50);
      watchdog.unref();
    }
  }

  /**
   * Runs `steps` of the tenant's bundle `key` in its thread, in one visit (none: loads it only): a
   * step runs only when the one before it answered with no errors, the plugin's clock at `now`
   * (the server's, ms). Answers the steps that ran; rejects with CallFault, TenantBusy when the
   * tenant's queue is full, or CoolingDown while the deployment cools down.
   */
  function call(
    tenant: string,
    bundle: { key: string; text: string },
    steps: PoolStep[],
    limits: SandboxLimits,
    now: number,
  ): Promise<StepDone[]> {
    return new Promise((resolve, reject) => {
      const p: Pending = {
        tenant,
        key: bundle.key,
        bundle: bundle.text,
        steps,
        limits,
        now,
        waiting: 0,
        tries: 0,
        resolve,
        reject,
      };
      const o = overruns.get(tenant);
      if (o?.key === bundle.key && o.until !== undefined) {
        if (now < o.until) return reject(new CoolingDown(opts.overruns, opts.cooldownMs, o.until));
        overruns.delete(tenant);
      }
      let share = shares.get(tenant);
      if (!share) shares.set(tenant, (share = { inThread: 0, waiting: [] }));
      if (share.inThread < opts.tenantCalls) {
        share.inThread++;
        dispatch(p);
      } else if (share.waiting.length < opts.tenantQueue) share.waiting.push(p);
      else reject(new TenantBusy(opts.tenantQueue));
    });
  }

  return {
    call,

    /**
     * Loads the tenant's bundle `key` in its thread ahead of its first call (the thread started if
     * it is not yet), under the same watchdog as a call; settles once the thread has done so. A
     * failure is left for that call to meet.
     */
    prepare(
      tenant: string,
      bundle: { key: string; text: string },
      limits: SandboxLimits,
      now: number,
    ): Promise<void> {
      const ignore = () => {};
      return call(tenant, bundle, [], limits, now).then(ignore, ignore);
    },

    /** Frees the tenant's sandbox (its plugins were replaced, or it was not used for long). */
    drop(tenant: string) {
      const t = threads[hash(tenant) % threads.length];
      t?.tables.delete(tenant);
      if (!t?.keys.delete(tenant)) return;
      post(t, { t: 'drop', tenant });
    },

    async close() {
      if (watchdog) clearInterval(watchdog);
      await Promise.all(
        threads.map((t) => {
          if (!t) return;
          t.worker.removeAllListeners();
          return t.worker.terminate();
        }),
      );
      threads.fill(undefined);
      shares.clear();
      overruns.clear();
    },
  };
}

export type SandboxPool = ReturnType<typeof createSandboxPool>;
