// Messages between the server and a sandbox thread, and the buffer they share: [state, byte
// length, step, running] as 32-bit integers, then the bytes of a table lookup's answer (the row's
// JSON text, or the error's message). `running` is the id of the call the thread is running (0:
// none), and `step` the index of its step, so that the server supervises the call the thread is
// actually in and names the step of a call whose thread it had to stop.

export const ANSWER_BYTES = 1024 * 1024;
export const ANSWER = { waiting: 0, row: 1, none: 2, error: 3 } as const;
/** The 32-bit slots before the answer's bytes, and their indexes. */
export const SLOT = { state: 0, length: 1, step: 2, running: 3 } as const;
export const ANSWER_OFFSET = 16;

/** The buffer shared with a thread for its table answers and its running step. */
export const answerBuffer = () => new SharedArrayBuffer(ANSWER_OFFSET + ANSWER_BYTES);

/** One step of a call: the export, its input's JSON text, and its table versions. */
export interface CallStep {
  step: string;
  input: string;
  /**
   * The table versions this step may answer in the thread: `lookup:<name>` or `range:<name>`
   * → content id. Any other lookup, or one these cannot answer as the host would, is asked.
   */
  tables: Record<string, string>;
}

/** What one step answered (`lines`: what it logged). */
export interface StepDone {
  outcome: CallOutcome;
  lines: string[];
}
import type { TableDeclaration } from '../product/index.js';
import type { IndexData } from '../tables/table-build.js';
import type { CallOutcome, FaultKind, SandboxLimits } from './sandbox.js';

export type ToThread =
  | {
      t: 'call';
      id: number;
      tenant: string;
      /** Names the bundle: the tenant's deployment. */
      key: string;
      /** Sent when the thread may not hold this key yet. */
      bundle?: string;
      /**
       * The exports to call, in order, in one visit: a step runs only when the one before it
       * answered a result the server accepts with no errors (see stepsGoOn in sandbox-worker.ts).
       * None: the bundle is loaded (its top level run) and nothing called.
       */
      steps: CallStep[];
      limits: SandboxLimits;
      /** The server's clock for this call (ms): the plugin's Date, and its top level's. */
      now: number;
      /** The indexes of content ids the thread does not hold yet (it keeps those of the last call). */
      indexes?: Record<string, { decl: TableDeclaration; data: IndexData }>;
    }
  | { t: 'drop'; tenant: string };

export type FromThread =
  /** `tid`: the thread's id in the system, where its CPU time can be read (Linux). */
  | { t: 'ready'; tid?: number }
  /** Answered in the thread's shared buffer (see sandbox-worker.ts), which the thread waits on. */
  | { t: 'table'; id: number; step: number; name: string; keys: string[]; bound?: number }
  /** The steps that ran: fewer than asked when one answered errors. */
  | { t: 'done'; id: number; done: StepDone[] }
  /** The step after those `done` failed, having logged `lines`. */
  | {
      t: 'fault';
      id: number;
      kind: FaultKind;
      message: string;
      stack?: string;
      lines: string[];
      done: StepDone[];
    }
  /** The thread lacks the bundle of this call's key (it was started anew): send it again. */
  | { t: 'need'; id: number };
