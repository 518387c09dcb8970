// Template syntax checks run in worker threads: a parse near the tag caps takes about a second,
// which on the main thread would stall every other request. Each check has a time limit; a worker
// that overruns it (or dies) is terminated and replaced by the next check. Checks wait in a
// bounded queue while every worker is busy.
import { Worker } from 'node:worker_threads';
import type { CheckRequest, WorkerMessage } from './template-check-worker.js';
import type { SyntaxProblem, TemplateFormat } from './template-syntax.js';

export type CheckOutcome =
  | { kind: 'checked'; problem?: SyntaxProblem }
  /** The check ran longer than the time limit. */
  | { kind: 'timeout' }
  /** The worker failed (crashed, ran out of memory, could not start). */
  | { kind: 'failed' }
  /** Too many checks are waiting. */
  | { kind: 'busy' };

export interface TemplateChecksOptions {
  timeoutMs: number;
  /** Worker threads (default 1). */
  workers?: number;
  /** Checks that may wait for a worker (default 100). */
  maxQueue?: number;
  /** The worker's entry module (tests replace it). */
  entry?: URL;
}

export interface TemplateChecks {
  readonly timeoutMs: number;
  check(format: TemplateFormat, text: string): Promise<CheckOutcome>;
  /** Stops the workers; checks still waiting or running are answered `failed`. */
  close(): Promise<void>;
}

// Plain JavaScript entry that loads the TypeScript checker through tsx (see that file for why).
const DEFAULT_ENTRY = new URL('./template-check-thread.mjs', import.meta.url);
// Starting a thread and loading the parsers is not part of a check's time limit, but is bounded.
const START_LIMIT_MS = 30_000;

interface Job {
  request: CheckRequest;
  resolve(outcome: CheckOutcome): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export function createTemplateChecks(opts: TemplateChecksOptions): TemplateChecks {
  const size = opts.workers ?? 1;
  const maxQueue = opts.maxQueue ?? 100;
  const entry = opts.entry ?? DEFAULT_ENTRY;
  const slots: (Slot | undefined)[] = new Array<Slot | undefined>(size).fill(undefined);
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: CheckOutcome) => {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    const job = slot.job;
    slot.job = undefined;
    job?.resolve(outcome);
  };

  // Drops a worker that overran or failed; the next check starts a fresh one.
  const discard = (i: number, outcome: CheckOutcome) => {
    const slot = slots[i];
    if (!slot) return;
    slots[i] = undefined;
    stop(slot);
    finish(slot, outcome);
    // A worker that cannot start fails the waiting checks rather than being restarted in a loop.
    if (!slot.ready) for (const job of queue.splice(0)) job.resolve({ kind: 'failed' });
    pump();
  };

  const stop = (slot: Slot): Promise<number> => {
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    return slot.worker.terminate();
  };

  const start = (i: number): Slot => {
    // execArgv: [] so the thread does not inherit the main thread's loader flags.
    const worker = new Worker(entry, { execArgv: [] });
    const slot: Slot = { worker, ready: false };
    slot.timer = setTimeout(() => discard(i, { kind: 'failed' }), START_LIMIT_MS);
    worker.on('message', (m: WorkerMessage) => {
      if (slots[i] !== slot) return;
      if ('ready' in m) {
        clearTimeout(slot.timer);
        slot.ready = true;
      } else if (slot.job?.request.id === m.id) {
        finish(slot, m.problem ? { kind: 'checked', problem: m.problem } : { kind: 'checked' });
      }
      idle(slot);
      pump();
    });
    worker.on('error', () => discard(i, { kind: 'failed' }));
    worker.on('exit', () => discard(i, { kind: 'failed' }));
    return slot;
  };

  // An idle worker must not keep the process alive.
  const idle = (slot: Slot) => {
    if (!slot.job && slot.ready) slot.worker.unref();
  };

  const pump = () => {
    if (closed) return;
    for (let i = 0; i < size && queue.length > 0; i++) {
      let slot = slots[i];
      if (!slot) slot = slots[i] = start(i);
      if (!slot.ready) {
        // Starting: the queued check is posted once the worker says it is ready.
        slot.worker.ref();
        continue;
      }
      if (slot.job) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => discard(i, { kind: 'timeout' }), opts.timeoutMs);
      slot.worker.postMessage(job.request);
    }
  };

  return {
    timeoutMs: opts.timeoutMs,
    check(format, text) {
      if (closed) return Promise.resolve({ kind: 'failed' });
      // Workers without a check (idle, starting or not yet made) take queued checks first.
      const free = slots.filter((s) => !s?.job).length;
      if (queue.length - free >= maxQueue) return Promise.resolve({ kind: 'busy' });
      return new Promise<CheckOutcome>((resolve) => {
        queue.push({ request: { id: nextId++, format, text }, resolve });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ kind: 'failed' });
      const running = slots.splice(0).filter((s): s is Slot => s !== undefined);
      await Promise.all(
        running.map(async (slot) => {
          finish(slot, { kind: 'failed' });
          await stop(slot);
        }),
      );
    },
  };
}
