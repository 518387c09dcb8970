// npm run bench:lifecycle: priceQuote on the example tenant's quote, rated by its plugin from its
// tables (TerritoryRates × AgeOfHomeFactors). Latency from sequential calls (p50, p99), throughput
// at 50 connections next to plain node:http in the same run (median of alternating rounds), the
// server's CPU time per call beside each (and the sandbox thread's own part of it), and the first
// price after a deploy (the plugin compiled and its sandbox made for that deploy). Prices are
// asked with `stateless=true`, so every call rates the same draft without storing. Then BENCH_TENANTS tenants in all (default 100) each get
// the example configuration with its plugins and tables and price a quote once, and the server's
// peak resident memory is read. Everything is set up through the HTTP interface on a fresh SQLite
// database in a server process of its own.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { load as nodeLoad, sequential, start, stop, type Result, type Target } from '../bench/load.js';
import { alternatingRounds, call, measured, row as tableRow, type Measured } from '../bench/calls.js';
import { cpuMs, hasWrk, pin, pinning, rssMiB, SERVER_CORE, threadCpuMs, wrkAsync } from '../bench/wrk.js';
import { report } from '../bench/report.js';
import { exampleTenant, tenantZip } from '../bench/example-tenant.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const WARM_CALLS = Number(process.env.BENCH_WARM_CALLS ?? 2000);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 100);

const out = report('bench:lifecycle');

const row = (name: string, r: Measured, base?: number) => tableRow(name, r, base, 52);

const load = (port: number, t: Target, seconds: number, connections: number): Promise<Result> =>
  hasWrk ? wrkAsync(port, t, seconds, connections) : nodeLoad(port, t, seconds, connections);

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const baseline = await start('http', token);
  pin(baseline.child.pid!, SERVER_CORE);
  const insuite = await start('insuite', token);
  pin(insuite.child.pid!, SERVER_CORE);
  const port = insuite.port;
  try {
    const body = tenantZip();
    const threadsAtStart = threadCpuMs(insuite.child.pid!);
    const { t, price } = await exampleTenant(port, token, body, 'bench');
    const firstCpu: number[] = [];
    const first = async () => {
      await call(port, token, 'POST', `/config/${t}/deployments/deploy`, body, 'application/zip');
      const cpuAt = cpuMs(insuite.child.pid!);
      const at = performance.now();
      const p = await call<{ items: { amount: number }[] }>(port, token, 'PATCH', price.path);
      const ms = performance.now() - at;
      firstCpu.push(cpuMs(insuite.child.pid!) - cpuAt);
      if (p.items[0]?.amount !== 934.38) throw new Error(`unexpected price ${JSON.stringify(p)}`);
      return ms;
    };
    const firsts = [await first(), await first(), await first()];

    const pid = insuite.child.pid!;
    // Warm, as a server that has been pricing is: its code optimised, the deploys' background
    // work (checkpoints of their tables, old versions' garbage) done before the measured calls.
    await sequential(port, price, WARM_CALLS);
    const threadsBefore = threadCpuMs(pid);
    const seq = await measured(
      pid,
      () => sequential(port, price, CALLS),
      () => CALLS,
    );
    // The sandbox thread: of the threads started since the server answered (the sandbox thread,
    // a table worker), the one that worked most for the sequential prices.
    const grew = [...threadCpuMs(pid)]
      .filter(([tid]) => !threadsAtStart.has(tid))
      .map(([tid, ms]) => [tid, ms - (threadsBefore.get(tid) ?? 0)] as const)
      .sort((a, b) => b[1] - a[1]);
    const sandbox = grew[0]?.[0];
    const sandboxMs = () => (sandbox ? (threadCpuMs(pid).get(sandbox) ?? NaN) : NaN);
    const sandboxSeq = (((grew[0]?.[1] ?? NaN) * 1000) / CALLS).toFixed(0);
    const loadStart = { all: cpuMs(pid), sandbox: sandboxMs() };
    const item: Target = { method: 'GET', path: '/item' };
    const [b, ours] = await alternatingRounds(ROUNDS, SECONDS, [
      { pid: baseline.child.pid!, run: (seconds) => load(baseline.port, item, seconds, CONNECTIONS) },
      { pid, run: (seconds) => load(port, price, seconds, CONNECTIONS) },
    ]);
    out.log(
      `\npriceQuote (stateless) of the example tenant's quote, rated by its plugin; SQLite; load from ` +
        `${hasWrk ? 'wrk (1 thread)' : 'a Node load generator'}${pinning ? ', server and load pinned to separate cores' : ''}`,
    );
    out.log(
      'scenario'.padEnd(52) +
        'req/s'.padStart(8) +
        '  ratio' +
        '   p50 ms' +
        '   p99 ms' +
        '  non-2xx' +
        '  CPU µs/req',
    );
    out.log(row(`priceQuote, ${CALLS} sequential calls`, seq));
    out.log(row(`plain node:http, small JSON, ${CONNECTIONS} connections`, b, b.rps));
    out.log(row(`priceQuote, ${CONNECTIONS} connections`, ours, b.rps));
    // Under load, the sandbox thread's share of the server's CPU over the rounds (warm-ups included).
    const share = (sandboxMs() - loadStart.sandbox) / (cpuMs(pid) - loadStart.all);
    out.log(
      `of which the sandbox thread (QuickJS and its messages), CPU µs/req: ${sandboxSeq} sequential, ` +
        `${(ours.cpu * share).toFixed(0)} at ${CONNECTIONS} connections`,
    );
    out.log(
      `first price after a deploy: ${firsts.map((ms) => ms.toFixed(1)).join(', ')} ms ` +
        `(server CPU, in clock ticks: ${firstCpu.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );

    // More tenants, each with its own plugins deployed, its tables and one price.
    const rssOne = rssMiB(pid);
    for (let i = 1; i < TENANTS; i++) {
      const other = await exampleTenant(port, token, body, `bench-${i}`);
      await call(port, token, 'PATCH', other.price.path);
    }
    out.log(
      `memory: RSS ${rssOne.toFixed(0)} MiB with one tenant, ${rssMiB(pid).toFixed(0)} MiB with ${TENANTS} ` +
        `tenants whose plugins were deployed and called; peak ${rssMiB(pid, true).toFixed(0)} MiB`,
    );
    out.log(
      `\ntargets: sequential p50 ≤ 2 ms, ≥ 1,500 prices/s at ${CONNECTIONS} connections, first price after a deploy ≤ 100 ms, ` +
        `peak RSS with ${TENANTS} tenants ≤ 400 MiB; CPU µs/req: the server's CPU time per call (all threads, the ` +
        'sandbox thread included), steadier than the rates when other work shares the machine',
    );
    out.write();
  } finally {
    await Promise.all([stop(baseline.child), stop(insuite.child)]);
  }
}

void main();
