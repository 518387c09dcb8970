// npm run bench: request throughput and latency of insuite against bare Express measured in the
// same run, reported as ratios. Each server runs in its own process; the load comes from this one
// over loopback, with a fixed number of connections for a fixed time (bounded: it stops by itself).
// Figures depend on the machine and on what else runs: compare the ratios, not the absolutes.
import { randomBytes } from 'node:crypto';
import { load as loadWith, median, start, type Result, type Target } from '../bench/load.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const load = (port: number, t: Target, seconds: number): Promise<Result> =>
  loadWith(port, t, seconds, CONNECTIONS);

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
