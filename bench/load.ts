// Load generation shared by the benchmark scripts: servers in their own processes (bench/server.ts),
// requests over loopback with keep-alive, latencies in milliseconds.
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { startInsuite } from './insuite.js';
import { serverEnv, serverFlags } from './wrk.js';

export interface Target {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** The body of request `n` (requests of one run are counted from 0). */
  body?: (n: number) => string;
}

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Starts a server and resolves with its port: bare Express (`baseline`, bench/server.ts), the
 * hand-written Fastify peer or plain node:http (`fastify`, `http`, bench/peer.ts: the peer also
 * answers the locators of its tenant and group), or the compiled insuite server (`insuite`,
 * bench/insuite.ts), with the production start's flags and
 * environment. With BENCH_PROFILE=dir the insuite server writes a CPU profile there when it stops
 * (SIGINT).
 */
export function start(
  mode: 'baseline' | 'floor' | 'insuite' | 'fastify' | 'http',
  token: string,
): Promise<{ child: ChildProcess; port: number; tenant?: string; group?: string }> {
  const profile = process.env.BENCH_PROFILE;
  if (mode === 'insuite')
    return startInsuite(token, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
  return new Promise((resolve, reject) => {
    const file = mode === 'baseline' || mode === 'floor' ? './server.ts' : './peer.ts';
    const child = fork(new URL(file, import.meta.url).pathname, [mode, token], {
      execArgv: [...serverFlags(), '--import', 'tsx'],
      env: serverEnv(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m: { port: number; tenant?: string; group?: string }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

export function send(agent: Agent, port: number, t: Target, n = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = t.body?.(n);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: t.method,
        path: t.path,
        agent,
        headers: {
          ...t.headers,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const quantile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** `connections` loops sending `t` for `seconds`. */
export async function load(port: number, t: Target, seconds: number, connections: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await send(agent, port, t, n++);
        latencies.push(performance.now() - t0);
        if (status >= 300) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

/** `count` calls one after another on one connection. */
export async function sequential(port: number, t: Target, count: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const s = performance.now();
    if ((await send(agent, port, t, i)) >= 300) errors++;
    latencies.push(performance.now() - s);
  }
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: count / seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), errors };
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Stops a server started by `start`, letting it write what it writes on exit. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}
