// Template syntax checks run in worker threads (shared/worker-pool.ts): a parse near the tag caps
// takes about a second, which on the main thread would stall every other request. Each check has a
// time limit, counted from when a thread takes it up (not while it waits or a thread starts); a
// thread that overruns it is stopped and the next check starts a fresh one. Checks wait in a
// bounded queue while every thread is busy.
import { MessageChannel } from 'node:worker_threads';
import { createWorkerPool, WorkerPoolBusyError } from '../shared/worker-pool.js';
import type { CheckTask } from './template-check-worker.js';
import type { SyntaxProblem, TemplateFormat } from './template-problem.js';

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

export function createTemplateChecks(opts: TemplateChecksOptions): TemplateChecks {
  const pool = createWorkerPool<CheckTask, SyntaxProblem | null>({
    entry: opts.entry ?? DEFAULT_ENTRY,
    threads: opts.workers ?? 1,
    maxQueue: opts.maxQueue ?? 100,
  });
  return {
    timeoutMs: opts.timeoutMs,
    async check(format, text): Promise<CheckOutcome> {
      // The thread says on this port when it takes the check up; the time limit starts then.
      const { port1, port2 } = new MessageChannel();
      const overrun = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        timer = setTimeout(() => overrun.abort(), opts.timeoutMs);
      });
      try {
        const task: CheckTask = { format, text, started: port2 };
        const problem = await pool.run(task, { transfer: [port2], signal: overrun.signal });
        return problem ? { kind: 'checked', problem } : { kind: 'checked' };
      } catch (err) {
        if (overrun.signal.aborted) return { kind: 'timeout' };
        if (err instanceof WorkerPoolBusyError) return { kind: 'busy' };
        return { kind: 'failed' };
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    },
    close: () => pool.close(),
  };
}
