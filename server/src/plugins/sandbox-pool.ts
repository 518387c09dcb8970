// The server's side of the sandbox threads. Each tenant's plugins run in one thread (by its
// locator), whose sandboxes are the tenant's runtimes; table lookups come back here and are
// answered by the caller's tables. A thread that goes quiet while a call of it should be running
// (a plugin stuck in one long native operation, past QuickJS's interrupt check) is stopped and
// started anew: its calls that were only waiting on tables are run again once, the others fail.
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
const PAGE = 64 * 1024;
/** Table indexes a thread holds for its sandboxes, all tenants together (well within its heap). */
const TABLE_BYTES = 24 * 1024 * 1024;

export interface PoolOptions {
  threads: number;
  /** Memory of one tenant's runtime: the thread's WebAssembly memory is bounded from it. */
  memoryBytes: number;
  entry?: URL;
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
  /** When it was last handed to a thread. */
  sent: number;
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
  /** When the thread last spoke or was handed work. */
  active: number;
}

/** How long a thread may stay silent while one of its calls should be running (a last resort: generous). */
const stallLimit = (limits: SandboxLimits) => Math.max(limits.cpuMs * 3, limits.cpuMs + 2000);

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

export function createSandboxPool(opts: PoolOptions) {
  const threads: (Thread | undefined)[] = new Array(opts.threads).fill(undefined);
  const wasmPages = Math.min(65536, Math.ceil((2 * opts.memoryBytes + 32 * 1024 * 1024) / PAGE));
  let nextId = 1;
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
    });
  };

  function onMessage(t: Thread, m: FromThread) {
    t.active = performance.now();
    if (m.t === 'ready') {
      t.ready = true;
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
      if (m.t === 'done') p.resolve(m.done);
      else p.reject(new CallFault(new PluginFault(m.kind, m.message, m.stack), m.lines, m.done));
    }
  }

  /**
   * Stops thread `i`: `culprit` (the call that held it, when known) fails with `fault`, and so does
   * a call that already went once; the others go again.
   */
  function restart(i: number, fault: PluginFault, culprit?: Pending) {
    const t = threads[i];
    if (!t) return;
    threads[i] = undefined;
    // The step the culprit was in: those before it answered with no errors (the thread went on),
    // but their answers are lost with the thread.
    const step = Atomics.load(new Int32Array(t.answers, 0, 3), SLOT.step);
    const passed = (n: number): StepDone[] =>
      Array.from({ length: n }, () => ({ outcome: { missing: true }, lines: [] }));
    t.worker.removeAllListeners();
    t.worker.on('error', () => {});
    void t.worker.terminate();
    for (const p of t.calls.values()) {
      if (p !== culprit && p.tries < 2) dispatch(p);
      else p.reject(new CallFault(fault, [], p === culprit ? passed(step) : []));
    }
    t.calls.clear();
  }

  function start(i: number): Thread {
    const answers = answerBuffer();
    const worker = new Worker(opts.entry ?? ENTRY, {
      execArgv: [],
      workerData: { wasmPages, answers },
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
    };
    worker.on('message', (m: FromThread) => {
      if (threads[i] === t) onMessage(t, m);
    });
    const lost = () => {
      if (threads[i] === t)
        restart(i, new PluginFault('memory', 'stopped the plugin sandbox (its thread ended)'));
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return t;
  }

  function check() {
    const now = performance.now();
    let busy = false;
    threads.forEach((t, i) => {
      if (!t || !t.calls.size) return;
      busy = true;
      if (!t.ready) return;
      const running = [...t.calls.values()].filter((p) => p.waiting === 0);
      if (!running.length) return;
      if (now - t.active > Math.max(...running.map((p) => stallLimit(p.limits)))) {
        // The thread runs its calls one at a time, in the order sent: the oldest running one held it.
        const culprit = running.reduce((a, b) => (b.sent < a.sent ? b : a));
        restart(
          i,
          new PluginFault('cpu', 'exceeded its CPU time (stopped inside one long operation)'),
          culprit,
        );
      }
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
    p.sent = performance.now();
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
   * step runs only when the one before it answered with no errors. Answers the steps that ran;
   * rejects with CallFault.
   */
  function call(
    tenant: string,
    bundle: { key: string; text: string },
    steps: PoolStep[],
    limits: SandboxLimits,
  ): Promise<StepDone[]> {
    return new Promise((resolve, reject) => {
      dispatch({
        tenant,
        key: bundle.key,
        bundle: bundle.text,
        steps,
        limits,
        waiting: 0,
        tries: 0,
        sent: 0,
        resolve,
        reject,
      });
    });
  }

  return {
    call,

    /**
     * Loads the tenant's bundle `key` in its thread ahead of its first call (the thread started if
     * it is not yet), under the same watchdog as a call; settles once the thread has done so. A
     * failure is left for that call to meet.
     */
    prepare(tenant: string, bundle: { key: string; text: string }, limits: SandboxLimits): Promise<void> {
      const ignore = () => {};
      return call(tenant, bundle, [], limits).then(ignore, ignore);
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
    },
  };
}

export type SandboxPool = ReturnType<typeof createSandboxPool>;
