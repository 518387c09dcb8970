// Messages between the server and a sandbox thread.
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
      step: string;
      input: string;
      limits: SandboxLimits;
    }
  | { t: 'row'; id: number; n: number; json?: string; error?: string }
  | { t: 'drop'; tenant: string };

export type FromThread =
  | { t: 'ready' }
  | { t: 'table'; id: number; n: number; name: string; keys: string[]; bound?: number }
  | { t: 'done'; id: number; outcome: CallOutcome; lines: string[] }
  | { t: 'fault'; id: number; kind: FaultKind; message: string; stack?: string; lines: string[] }
  /** The thread lacks the bundle of this call's key (it was started anew): send it again. */
  | { t: 'need'; id: number };
