// What the evaluation and lifecycle benches share: a JSON call to the server under test, and a
// load's figures with the server's CPU time per request beside them.
import { median, type Result } from './load.js';
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

/** Each figure's median over rounds; non-2xx answers added up. */
export const medianOf = (rs: Measured[]): Measured => ({
  rps: median(rs.map((r) => r.rps)),
  p50: median(rs.map((r) => r.p50)),
  p99: median(rs.map((r) => r.p99)),
  errors: rs.reduce((n, r) => n + r.errors, 0),
  cpu: median(rs.map((r) => r.cpu)),
});

/** A load on one server: `run(seconds)` loads it, `pid` is the process whose CPU time counts. */
export interface Scenario {
  pid: number;
  run: (seconds: number) => Promise<Result>;
}

/**
 * `rounds` rounds of the scenarios in turn, each after a second of warm-up load, so that slow
 * phases of the machine fall on all of them alike; the median of each scenario's rounds.
 */
export async function alternatingRounds<const S extends readonly Scenario[]>(
  rounds: number,
  seconds: number,
  scenarios: S,
): Promise<{ [K in keyof S]: Measured }> {
  const results: Measured[][] = scenarios.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, s] of scenarios.entries()) {
      await s.run(1);
      results[i]!.push(
        await measured(
          s.pid,
          () => s.run(seconds),
          (r) => r.rps * seconds,
        ),
      );
    }
  }
  return results.map(medianOf) as { [K in keyof S]: Measured };
}
