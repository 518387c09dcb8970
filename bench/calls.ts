// What the evaluation and lifecycle benches share: a JSON call to the server under test, and a
// load's figures with the server's CPU time per request beside them.
import type { Result } from './load.js';
import { cpuMs } from './wrk.js';

/** One request with the token; the answer's JSON, or an error naming the call and its answer. */
export async function call<T>(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  type?: string,
) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'Content-Type': type ?? 'application/json' } : {}),
    },
    body: body === undefined ? undefined : type ? new Uint8Array(body as Buffer) : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export type Measured = Result & { cpu: number };

/** A table row: rate, ratio to `base`, p50, p99, non-2xx answers and CPU µs per request. */
export const row = (name: string, r: Measured, base: number | undefined, width: number) =>
  name.padEnd(width) +
  r.rps.toFixed(0).padStart(8) +
  (base ? (r.rps / base).toFixed(2) : '').padStart(7) +
  r.p50.toFixed(2).padStart(9) +
  r.p99.toFixed(2).padStart(9) +
  String(r.errors).padStart(9) +
  r.cpu.toFixed(0).padStart(12);

/** `run` with the CPU time `pid` spent on it per request (µs), `requests` being how many it answered. */
export async function measured(pid: number, run: () => Promise<Result>, requests: (r: Result) => number) {
  const before = cpuMs(pid);
  const r = await run();
  return { ...r, cpu: ((cpuMs(pid) - before) * 1000) / requests(r) };
}
