// npm run bench: request throughput and latency of insuite against bare Express measured in the
// same run, reported as ratios. Each server runs in its own process; the load comes from this one
// over loopback, with a fixed number of connections for a fixed time (bounded: it stops by itself).
// Figures depend on the machine and on what else runs: compare the ratios, not the absolutes.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Target {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function start(mode: string, token: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('../bench/server.ts', import.meta.url).pathname, [mode, token], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function send(agent: Agent, port: number, t: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = t.body?.();
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

async function load(port: number, t: Target, seconds: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await send(agent, port, t);
        latencies.push(performance.now() - t0);
        if (status >= 300) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99), errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const auth = { Authorization: `Bearer ${token}` };
  const baseline = await start('baseline', token);
  const insuite = await start('insuite', token);
  try {
    // State for the insuite scenarios, made through the API.
    const created = await fetch(`http://127.0.0.1:${insuite.port}/config/createTenant?name=bench`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ accounts: {}, charges: {}, products: {} }),
    }).then((r) => r.json() as Promise<{ locator: string }>);
    const t = created.locator;
    const group = await fetch(`http://127.0.0.1:${insuite.port}/resource/${t}/groups`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'g', selectionStartTime: '2026-01-01T00:00:00Z', resourceNames: [] }),
    }).then((r) => r.json() as Promise<{ locator: string }>);
    let n = 0;
    const scenarios: [string, number, Target][] = [
      ['bare Express, small JSON (baseline)', baseline.port, { method: 'GET', path: '/item' }],
      ['insuite GET /healthz (validated, public)', insuite.port, { method: 'GET', path: '/healthz' }],
      [
        'insuite fetchResourceGroup (token, tenant, permission, validated)',
        insuite.port,
        { method: 'GET', path: `/resource/${t}/groups/${group.locator}`, headers: auth },
      ],
      [
        'insuite createResourceGroup (validated write)',
        insuite.port,
        {
          method: 'POST',
          path: `/resource/${t}/groups`,
          headers: auth,
          body: () =>
            JSON.stringify({
              name: `g${n++}`,
              selectionStartTime: '2026-01-01T00:00:00Z',
              resourceNames: [],
            }),
        },
      ],
    ];
    const results = new Map<string, Result[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, port, target] of scenarios) {
        await load(port, target, WARMUP_SECONDS);
        const r = await load(port, target, SECONDS);
        results.set(name, [...(results.get(name) ?? []), r]);
      }
    }
    const base = median(results.get(scenarios[0]![0])!.map((r) => r.rps));
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS}s per run, median of ${ROUNDS} alternating rounds\n`,
    );
    console.log(
      'scenario'.padEnd(68) + 'req/s'.padStart(8) + '  ratio' + '   p50 ms' + '   p99 ms' + '  non-2xx',
    );
    for (const [name] of scenarios) {
      const rs = results.get(name)!;
      const rps = median(rs.map((r) => r.rps));
      console.log(
        name.padEnd(68) +
          rps.toFixed(0).padStart(8) +
          (rps / base).toFixed(2).padStart(7) +
          median(rs.map((r) => r.p50))
            .toFixed(2)
            .padStart(9) +
          median(rs.map((r) => r.p99))
            .toFixed(2)
            .padStart(9) +
          String(rs.reduce((a, r) => a + r.errors, 0)).padStart(9),
      );
    }
  } finally {
    baseline.child.kill();
    insuite.child.kill();
  }
}

void main();
