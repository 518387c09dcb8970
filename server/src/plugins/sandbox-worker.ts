// A sandbox thread: holds the QuickJS sandboxes of the tenants the server gives it and runs their
// calls; table lookups go to the server and come back as messages. The server stops the thread
// when it stops answering (a plugin inside one long native operation, which QuickJS's interrupt
// check does not reach), so nothing a plugin does holds the server's own thread.
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PluginFault, Sandbox, type Row, type SandboxLimits } from './sandbox.js';
import type { FromThread, ToThread } from './sandbox-protocol.js';

const port = parentPort!;
const { wasmPages } = workerData as { wasmPages: number };
// The WebAssembly memory every sandbox of this thread lives in cannot grow past this: QuickJS's
// own limit does not add up large strings and arrays, so this bound is what holds against them.
setFlagsFromString(`--wasm-max-mem-pages=${wasmPages}`);

interface Held {
  key: string;
  bundle: string;
  sandbox?: Promise<Sandbox>;
}
const tenants = new Map<string, Held>();
const waiting = new Map<string, { resolve(row: Row): void; reject(err: Error): void }>();
let next = 0;

const send = (m: FromThread) => port.postMessage(m);

async function sandboxOf(held: Held, limits: SandboxLimits): Promise<Sandbox> {
  const kept = held.sandbox && (await held.sandbox.catch(() => undefined));
  if (kept?.usable) return kept;
  kept?.dispose();
  held.sandbox = Sandbox.create(held.bundle, limits);
  held.sandbox.catch(() => (held.sandbox = undefined));
  return held.sandbox;
}

async function call(m: Extract<ToThread, { t: 'call' }>): Promise<void> {
  let held = tenants.get(m.tenant);
  if (m.bundle !== undefined && held?.key !== m.key) {
    void held?.sandbox?.then((s) => s.dispose()).catch(() => undefined);
    held = { key: m.key, bundle: m.bundle };
    tenants.set(m.tenant, held);
  }
  if (!held || held.key !== m.key) return send({ t: 'need', id: m.id });
  const lines: string[] = [];
  const table = (name: string, keys: string[], bound?: number) =>
    new Promise<Row>((resolve, reject) => {
      const n = ++next;
      waiting.set(`${m.id}:${n}`, { resolve, reject });
      send({ t: 'table', id: m.id, n, name, keys, ...(bound !== undefined ? { bound } : {}) });
    });
  try {
    const sandbox = await sandboxOf(held, m.limits);
    const outcome = await sandbox.call(
      m.step,
      m.input,
      {
        lookup: (name, keys) => table(name, keys),
        range: (name, keys, bound) => table(name, keys, bound),
        log: (line) => lines.push(line),
      },
      m.limits,
    );
    send({ t: 'done', id: m.id, outcome, lines });
  } catch (err) {
    const f =
      err instanceof PluginFault
        ? err
        : new PluginFault('threw', err instanceof Error ? err.message : String(err));
    send({ t: 'fault', id: m.id, kind: f.kind, message: f.message, stack: f.pluginStack, lines });
  }
}

port.on('message', (m: ToThread) => {
  if (m.t === 'call') void call(m);
  else if (m.t === 'row') {
    const w = waiting.get(`${m.id}:${m.n}`);
    waiting.delete(`${m.id}:${m.n}`);
    if (m.error !== undefined) w?.reject(new Error(m.error));
    else w?.resolve(m.json === undefined ? undefined : (JSON.parse(m.json) as Row));
  } else if (m.t === 'drop') {
    void tenants
      .get(m.tenant)
      ?.sandbox?.then((s) => s.dispose())
      .catch(() => undefined);
    tenants.delete(m.tenant);
  }
});
send({ t: 'ready' });
