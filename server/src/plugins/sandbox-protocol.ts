// Messages between the server and a sandbox thread, and the buffer a table lookup's answer comes
// back in: [state, byte length] as 32-bit integers, then the bytes (the row's JSON text, or the
// error's message).

export const ANSWER_BYTES = 1024 * 1024;
export const ANSWER = { waiting: 0, row: 1, none: 2, error: 3 } as const;

/** The buffer shared with a thread for its table answers. */
export const answerBuffer = () => new SharedArrayBuffer(8 + ANSWER_BYTES);
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
      /** The export to call; empty: the bundle is loaded (its top level run) and nothing called. */
      step: string;
      input: string;
      limits: SandboxLimits;
      /**
       * The table versions this call may answer in the thread: `lookup:<name>` or `range:<name>`
       * → content id. Any other lookup, or one these cannot answer as the host would, is asked.
       */
      tables: Record<string, string>;
      /** The indexes of content ids the thread does not hold yet (it keeps those of the last call). */
      indexes?: Record<string, { decl: TableDeclaration; data: IndexData }>;
    }
  | { t: 'drop'; tenant: string };

export type FromThread =
  | { t: 'ready' }
  /** Answered in the thread's shared buffer (see sandbox-worker.ts), which the thread waits on. */
  | { t: 'table'; id: number; name: string; keys: string[]; bound?: number }
  | { t: 'done'; id: number; outcome: CallOutcome; lines: string[] }
  | { t: 'fault'; id: number; kind: FaultKind; message: string; stack?: string; lines: string[] }
  /** The thread lacks the bundle of this call's key (it was started anew): send it again. */
  | { t: 'need'; id: number };
