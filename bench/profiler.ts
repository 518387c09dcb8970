// A CPU profile of parts of a run: the server under benchmark started with `--inspect` on a port
// of ours (inspectArgs), and V8's profiler started and stopped through the inspector around each
// part, so a profile holds that part only (`--cpu-prof` profiles a process's whole life, its set-up
// included). Main thread only: worker threads are targets of their own.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../tests/support/ports.js';

export interface Profiler {
  /** Starts sampling. */
  start(): Promise<void>;
  /** Stops sampling and writes the profile to `dir/name.cpuprofile`; answers the file. */
  stop(name: string): Promise<string>;
  close(): void;
}

/** The Node flags that open the inspector on a free port, and that port. */
export async function inspectArgs(): Promise<{ args: string[]; port: number }> {
  const port = await freePort();
  return { args: [`--inspect=127.0.0.1:${port}`], port };
}

/** Connects to the inspector on `port`; profiles go to `dir`. */
export async function connectProfiler(port: number, dir: string): Promise<Profiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map<number, (m: { result?: unknown; error?: unknown }) => void>();
  ws.onmessage = (m) => {
    const msg = JSON.parse(String(m.data)) as { id?: number; result?: unknown; error?: unknown };
    if (msg.id !== undefined) {
      pending.get(msg.id)?.(msg);
      pending.delete(msg.id);
    }
  };
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const n = ++id;
      pending.set(n, (msg) =>
        msg.error ? reject(new Error(JSON.stringify(msg.error))) : resolve(msg.result),
      );
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 500 });
  return {
    start: async () => void (await send('Profiler.start')),
    async stop(name) {
      const { profile } = (await send('Profiler.stop')) as { profile: unknown };
      const file = join(dir, `${name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
    close: () => ws.close(),
  };
}
