// A sandbox thread: holds the QuickJS sandboxes of the tenants the server gives it (each in a
// WebAssembly instance of its own) and runs their calls, one at a time and to their end, in the
// order received, once the thread is ready. A table lookup is answered here from the table
// versions the server hands over with the call (those the tenant's plugins looked up before,
// resolved for this call), or else is a message to the server; the thread waits for that answer
// in the buffer it shares with the server (Atomics.wait), so a plugin's lookups are plain
// synchronous calls either way. The thread writes there which call it is running, and the server
// stops the thread when that call runs past its CPU time (a plugin inside one long native
// operation, which QuickJS's interrupt check does not reach), so nothing a plugin does holds the
// server's own thread or goes unwatched.
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { checkResult, compileResultChecks } from './results.js';
import { PluginFault, Sandbox, warmUpInterpreter, type CallOutcome, type SandboxLimits } from './sandbox.js';
import {
  ANSWER,
  ANSWER_OFFSET,
  SLOT,
  type FromThread,
  type StepDone,
  type ToThread,
} from './sandbox-protocol.js';
import type { PluginStep } from './types.js';
import { TableIndex } from '../tables/table-index.js';

const port = parentPort!;
const { memoryBytes, answers } = workerData as { memoryBytes: number; answers: SharedArrayBuffer };

/** How long a lookup may wait for the server's answer. */
const ANSWER_WAIT_MS = 30_000;
const state = new Int32Array(answers, 0, 4);
const bytes = new Uint8Array(answers, ANSWER_OFFSET);
const decoder = new TextDecoder();

interface Held {
  key: string;
  bundle: string;
  sandbox?: Promise<Sandbox>;
  /** The table versions of the tenant's last call, by content id. */
  tables: Map<string, TableIndex>;
}
const tenants = new Map<string, Held>();

const send = (m: FromThread) => port.postMessage(m);

function ask(id: number, step: number, name: string, keys: string[], bound?: number): string | undefined {
  Atomics.store(state, SLOT.state, ANSWER.waiting);
  send({ t: 'table', id, step, name, keys, ...(bound !== undefined ? { bound } : {}) });
  if (Atomics.wait(state, SLOT.state, ANSWER.waiting, ANSWER_WAIT_MS) === 'timed-out') {
    throw new Error('the table lookup was not answered');
  }
  const kind = Atomics.load(state, SLOT.state);
  if (kind === ANSWER.none) return undefined;
  const text = decoder.decode(bytes.slice(0, Atomics.load(state, SLOT.length)));
  if (kind === ANSWER.error) throw new Error(text);
  return text;
}

/** What `local` answers when the thread cannot answer as the host would: ask the host. */
const ASK = Symbol('ask');

/**
 * A lookup answered from a table version the server handed over with the call, as the tables
 * area answers it (TablesService.record and rangeRecord): the row's JSON text, or undefined where
 * no row matches. A key of the wrong length, or one the index refuses, goes to the host, which
 * answers it with its own error.
 */
function local(
  table: TableIndex | undefined,
  keys: string[],
  bound?: number,
): string | undefined | typeof ASK {
  if (!table) return ASK;
  const n = table.decl.keys.length;
  const key = n === 0 && keys.length === 1 && keys[0] === '' ? [] : keys;
  if (key.length !== n) return ASK;
  try {
    const r = bound === undefined ? table.lookup(key) : table.range(key, bound);
    return r < 0 ? undefined : JSON.stringify(table.row(r));
  } catch {
    return ASK;
  }
}

/**
 * Each step's tables by `lookup:<name>` / `range:<name>`; the tenant keeps only the versions of
 * this call.
 */
function tablesOf(held: Held, m: Extract<ToThread, { t: 'call' }>): Map<string, TableIndex>[] {
  const kept = new Map<string, TableIndex>();
  const steps = m.steps.map((s) => {
    const byName = new Map<string, TableIndex>();
    for (const [name, id] of Object.entries(s.tables)) {
      let index = kept.get(id) ?? held.tables.get(id);
      const sent = m.indexes?.[id];
      if (!index && sent) index = new TableIndex(sent.decl, sent.data);
      if (!index) continue;
      kept.set(id, index);
      byName.set(name, index);
    }
    return byName;
  });
  held.tables = kept;
  return steps;
}

/**
 * Whether the steps after `step` run: only when the server will accept its result (as
 * checkResult does) and it holds no errors, so a later step runs exactly when it would have been
 * called after this one's answer.
 */
function stepsGoOn(step: string, outcome: CallOutcome): boolean {
  if (outcome.missing) return true;
  if (outcome.json === undefined) return false;
  try {
    const result = checkResult(step as PluginStep, JSON.parse(outcome.json)) as { errors?: unknown[] };
    return !result.errors?.length;
  } catch {
    return false;
  }
}

/**
 * A blank sandbox (Sandbox.blank) made while the thread is idle, taken by the next bundle loaded:
 * a deploy then waits only for its own top level, not for the built-ins to be locked down.
 */
let spare: Promise<Sandbox> | undefined;
let spareTimer: NodeJS.Timeout | undefined;
/** How long the thread stays without messages before it makes a spare, so calls go first. */
const SPARE_AFTER_MS = 50;

/** (Re)starts the wait for a quiet moment to make the spare, when there is none. */
function makeSpareWhenIdle(): void {
  clearTimeout(spareTimer);
  if (spare) return;
  spareTimer = setTimeout(() => {
    if (spare) return;
    spare = Sandbox.blank(memoryBytes);
    spare.catch(() => (spare = undefined));
  }, SPARE_AFTER_MS);
}

function takeSpare(): Promise<Sandbox> | undefined {
  const taken = spare;
  spare = undefined;
  makeSpareWhenIdle();
  return taken;
}

async function sandboxOf(held: Held, limits: SandboxLimits, now: number): Promise<Sandbox> {
  const kept = held.sandbox && (await held.sandbox.catch(() => undefined));
  if (kept?.usable) return kept;
  held.sandbox = Sandbox.create(held.bundle, limits, takeSpare(), now);
  held.sandbox.catch(() => (held.sandbox = undefined));
  return held.sandbox;
}

const dispose = (held: Held | undefined) =>
  void held?.sandbox?.then((s) => s.dispose()).catch(() => undefined);

async function call(m: Extract<ToThread, { t: 'call' }>): Promise<void> {
  let held = tenants.get(m.tenant);
  if (m.bundle !== undefined && held?.key !== m.key) {
    dispose(held);
    held = { key: m.key, bundle: m.bundle, tables: new Map() };
    tenants.set(m.tenant, held);
  }
  if (!held || held.key !== m.key) return send({ t: 'need', id: m.id });
  const done: StepDone[] = [];
  let lines: string[] = [];
  const tables = tablesOf(held, m);
  Atomics.store(state, SLOT.step, 0);
  try {
    const sandbox = await sandboxOf(held, m.limits, m.now);
    for (const [i, s] of m.steps.entries()) {
      Atomics.store(state, SLOT.step, i);
      lines = [];
      const own = tables[i]!;
      const outcome = sandbox.call(
        s.step,
        s.input,
        {
          lookup: (name, keys) => {
            const found = local(own.get(`lookup:${name}`), keys);
            return found === ASK ? ask(m.id, i, name, keys) : found;
          },
          range: (name, keys, bound) => {
            const found = local(own.get(`range:${name}`), keys, bound);
            return found === ASK ? ask(m.id, i, name, keys, bound) : found;
          },
          log: (line) => lines.push(line),
        },
        m.limits,
        m.now,
      );
      done.push({ outcome, lines });
      if (!stepsGoOn(s.step, outcome)) break;
    }
    send({ t: 'done', id: m.id, done });
  } catch (err) {
    const f =
      err instanceof PluginFault
        ? err
        : new PluginFault('threw', err instanceof Error ? err.message : String(err));
    send({ t: 'fault', id: m.id, kind: f.kind, message: f.message, stack: f.pluginStack, lines, done });
  }
}

/** Calls run one after another, each to its end (its sandbox made, its steps run), in order. */
let queue: Promise<void> = Promise.resolve();
let ready = false;
const early: ToThread[] = [];

function take(m: ToThread): void {
  makeSpareWhenIdle();
  if (m.t === 'call') {
    queue = queue.then(async () => {
      Atomics.store(state, SLOT.running, m.id);
      try {
        await call(m);
      } finally {
        Atomics.store(state, SLOT.running, 0);
      }
    });
  } else if (m.t === 'drop') {
    queue = queue.then(() => {
      dispose(tenants.get(m.tenant));
      tenants.delete(m.tenant);
    });
  }
}

// Messages wait until the thread is ready: no plugin runs before the server watches the thread.
port.on('message', (m: ToThread) => (ready ? take(m) : early.push(m)));

/** The thread's id in the system (Linux), so the server can read its CPU time. */
function threadId(): number | undefined {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || undefined;
  } catch {
    return undefined;
  }
}

// Ready once the interpreter's common paths and the result checks are compiled: no plugin's time.
await warmUpInterpreter().catch(() => undefined);
compileResultChecks();
ready = true;
send({ t: 'ready', ...(threadId() ? { tid: threadId() } : {}) });
for (const m of early.splice(0)) take(m);
makeSpareWhenIdle();
