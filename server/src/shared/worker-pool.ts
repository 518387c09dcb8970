// One way to run CPU-heavy work off the main thread: a pool of worker threads (piscina) that
// start on first use, stop when idle, and hold a bounded queue. Work that would stall every other
// request for tens of milliseconds or more (parsing and checking an uploaded table, building its
// index, checking a template's syntax under a time limit) goes through here.
//
// A worker's entry is a plain JavaScript module (`*-thread.mjs`) that loads the TypeScript task
// through tsx and re-exports its default function: Node only strips types, without mapping the
// sources' `.js` import specifiers to their `.ts` files, and hooks given with `--import` (tsx's)
// do not reach a worker's modules.
import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** The worker's entry module, whose default export takes a task and returns its result. */
  entry: URL;
  /** Threads at most (default: half the cores, at least 1). */
  threads?: number;
  /** Tasks that may wait while every thread is busy (default 64); more are refused. */
  maxQueue?: number;
  /** A thread with nothing to do ends after this long (default 60 s). */
  idleTimeoutMs?: number;
  /** Heap of each thread, in MB (default: Node's). */
  maxHeapMb?: number;
  /** Young generation of each thread, in MB (default: Node's, which grows to tens of MB). */
  maxYoungMb?: number;
}

export interface RunOptions {
  /** Buffers and ports handed to the worker (unusable here afterwards). */
  transfer?: readonly TransferListItem[];
  /** Aborting takes a waiting task off the queue, or stops the thread running it. */
  signal?: AbortSignal;
}

export interface WorkerPool<T, R> {
  /** Runs one task. */
  run(task: T, options?: RunOptions): Promise<R>;
  /**
   * Starts a thread ahead of the first task when none runs, so that the task does not wait for
   * it: the entry's `warmUp` export, which does nothing, is its task (loading the entry is the work).
   */
  warmUp(): void;
  /** Stops the threads; tasks still waiting or running fail. */
  close(): Promise<void>;
}

/** Every thread is busy and the queue is full. */
export class WorkerPoolBusyError extends Error {
  constructor() {
    super('Every worker thread is busy and the queue is full');
    this.name = 'WorkerPoolBusyError';
  }
}

export function createWorkerPool<T, R>(opts: WorkerPoolOptions): WorkerPool<T, R> {
  const threads = opts.threads ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const maxQueue = opts.maxQueue ?? 64;
  const pool = new Piscina<T, R>({
    filename: opts.entry.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: opts.idleTimeoutMs ?? 60_000,
    // The thread must not inherit the main thread's loader flags (see the note above).
    execArgv: [],
    resourceLimits: {
      ...(opts.maxHeapMb ? { maxOldGenerationSizeMb: opts.maxHeapMb } : {}),
      ...(opts.maxYoungMb ? { maxYoungGenerationSizeMb: opts.maxYoungMb } : {}),
    },
  });
  // Tasks waiting or running, each with a signal of the pool's own.
  const inFlight = new Set<AbortController>();
  // A thread that fails outside a task (its entry could not load) would leave the tasks waiting
  // for it waiting for ever: they fail instead.
  pool.on('error', (err: unknown) => {
    for (const task of inFlight) task.abort(err);
  });
  let closed = false;
  return {
    async run(task, { transfer, signal } = {}) {
      if (closed) throw new Error('The worker pool is closed');
      // Bounded here: piscina's own queue limit does not count tasks that carry a signal.
      if (inFlight.size >= threads + maxQueue) throw new WorkerPoolBusyError();
      const own = new AbortController();
      inFlight.add(own);
      try {
        return await pool.run(task, {
          ...(transfer?.length ? { transferList: [...transfer] } : {}),
          signal: signal ? AbortSignal.any([signal, own.signal]) : own.signal,
        });
      } finally {
        inFlight.delete(own);
      }
    },
    warmUp() {
      if (closed || pool.threads.length > 0) return;
      // Its only failure is the pool closing first, which leaves nothing to warm.
      pool.run(undefined as T, { name: 'warmUp' }).catch(() => {});
    },
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}

/**
 * For a worker's task function: its result with buffers handed back to the main thread rather
 * than copied (each must be the whole ArrayBuffer of a view in the result).
 */
export function transferResult<R>(result: R, transfer: readonly ArrayBuffer[]): R {
  const movable = {
    [Piscina.transferableSymbol]: [...new Set(transfer)],
    [Piscina.valueSymbol]: result,
  };
  return Piscina.move(movable as unknown as ArrayBuffer) as unknown as R;
}
