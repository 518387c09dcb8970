// npm run bench:plugins: the sandbox's own cost per plugin call, beside the same rating function
// run as plain JavaScript in this process (the baseline: what the call would cost with no sandbox).
// The plugin is a small rating plugin doing 10 table lookups, each answered at once by the host,
// so the figures are the sandbox's alone (thread hops, QuickJS, JSON across the boundary).
//
// 1. Per call: BENCH_CALLS sequential calls of one tenant, p50 and p99 wall time and CPU time per
//    call of the whole process (the sandbox thread's included), median of BENCH_ROUNDS rounds
//    alternating with the baseline: the lookups answered by the host (a round trip each), and
//    answered in the sandbox thread from table versions handed over with the call.
// 2. First call: the first call of a tenant whose bundle the thread has not seen (the bundle
//    sent, its runtime made, its top level run), in a thread already started, median of 20.
// 3. Memory: the process's RSS before and after BENCH_TENANTS tenants (distinct bundles) have each
//    been called once and are kept.
// 4. A bystander beside a hostile tenant: BENCH_CALLS sequential calls of one tenant (lookups in
//    the thread) in the same thread as another tenant whose plugin loops until its CPU time is out,
//    called again and again throughout (after its overruns, its cool-down answers at once), beside
//    the bystander's calls with the thread to itself.
// Figures depend on the machine and on what else runs on it: compare the ratios.
import { compilePlugins } from '../server/src/plugins/compile.js';
import type { SandboxLimits } from '../server/src/plugins/sandbox.js';
import { CoolingDown, createSandboxPool } from '../server/src/plugins/sandbox-pool.js';
import type { ResolvedTable } from '../server/src/plugins/types.js';
import type { TableDeclaration } from '../server/src/product/index.js';
import { indexOfRows } from '../server/src/tables/table-build.js';
import { TableIndex } from '../server/src/tables/table-index.js';
import { report } from '../bench/report.js';

const out = report('bench:plugins');

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 100);
const MB = 1024 * 1024;

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 10);
const RATING = `
const FACTORS = ['territory', 'age', 'construction', 'roof', 'deductible', 'limit', 'claims', 'credit', 'protection', 'occupancy'];
export async function rate({ quote, tables, log }) {
  let premium = 100;
  for (const name of FACTORS.slice(0, ${LOOKUPS})) {
    const row = await tables.lookup(name, [quote.element.data[name] ?? 'default']);
    premium *= Number(row.factor);
  }
  return { items: [{ elementLocator: quote.element.locator, chargeType: 'premium', amount: premium.toFixed(2) }] };
}`;

const limits: SandboxLimits = {
  cpuMs: 1000,
  memoryBytes: 64 * MB,
  tableCalls: 10_000,
  logLines: 200,
  logLineChars: 2000,
  resultChars: 4 * MB,
};
const host = {
  lookup: async (name: string) => ({ factor: name === 'territory' ? '1.25' : '1.01' }),
  range: async () => undefined,
  log: () => undefined,
};
const quote = { locator: 'Q1', element: { locator: 'E1', data: { territory: 'N', age: '12' } } };
const input = JSON.stringify({ quote, tenant: { locator: 't', timeZone: 'UTC', currency: 'USD' } });

/** The same factors as lookup tables (key, factor), as the server hands them to the sandbox thread. */
const lookupDecl: TableDeclaration = {
  kind: 'lookup',
  columns: [
    { name: 'key', dataType: 'string' },
    { name: 'factor', dataType: 'string' },
  ],
  keys: [0],
};
/** The ten lookup tables the rating below reads, one lookup each. */
const TABLE_NAMES = [
  'territory',
  'age',
  'construction',
  'roof',
  'deductible',
  'limit',
  'claims',
  'credit',
  'protection',
  'occupancy',
];
const tables: Record<string, ResolvedTable> = Object.fromEntries(
  TABLE_NAMES.map((name) => [
    `lookup:${name}`,
    {
      id: `v-${name}`,
      index: new TableIndex(
        lookupDecl,
        indexOfRows(lookupDecl, [
          ['N', '1.25'],
          ['12', '1.01'],
          ['default', '1.01'],
        ]),
      ),
    },
  ]),
);

/** The same rating, as plain JavaScript with the same JSON in and out. */
async function baseline(json: string): Promise<string> {
  const { quote: q } = JSON.parse(json) as { quote: typeof quote };
  let premium = 100;
  for (const name of TABLE_NAMES) {
    const row = await host.lookup(name);
    premium *= Number(row.factor);
  }
  return JSON.stringify({
    items: [{ elementLocator: q.element.locator, chargeType: 'premium', amount: premium.toFixed(2) }],
  });
}

const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(call: () => Promise<unknown>) {
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  const cpu = cpuMs(process.cpuUsage(cpu0)) / CALLS;
  times.sort((a, b) => a - b);
  return { p50: pct(times, 0.5), p99: pct(times, 0.99), cpu };
}

async function main() {
  const compiled = await compilePlugins(new Map([['plugins/index.js', new TextEncoder().encode(RATING)]]));
  if (!('bundle' in compiled)) throw new Error(JSON.stringify(compiled.problems));
  const bundle = compiled.bundle;
  const pool = createSandboxPool({
    threads: 1,
    memoryBytes: limits.memoryBytes,
    tenantCalls: 2,
    tenantQueue: 1000,
    overruns: 3,
    cooldownMs: 60_000,
  });
  const rss0 = process.memoryUsage().rss;
  const call = (tenant: string, key = 'k') =>
    pool.call(tenant, { key, text: bundle }, [{ step: 'rate', input, tables: {}, host }], limits, Date.now());
  const inThread = () =>
    pool.call('t1', { key: 'k', text: bundle }, [{ step: 'rate', input, tables, host }], limits, Date.now());
  console.log((await call('t0'))[0]!.outcome);
  console.log((await inThread())[0]!.outcome);

  const sandboxed: Awaited<ReturnType<typeof measure>>[] = [];
  const local: Awaited<ReturnType<typeof measure>>[] = [];
  const plain: Awaited<ReturnType<typeof measure>>[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    plain.push(await measure(() => baseline(input)));
    sandboxed.push(await measure(() => call('t0')));
    local.push(await measure(inThread));
  }
  const row = (name: string, xs: typeof plain) =>
    `${name.padEnd(34)} p50 ${median(xs.map((x) => x.p50)).toFixed(3)} ms  p99 ${median(xs.map((x) => x.p99)).toFixed(3)} ms  cpu/call ${median(xs.map((x) => x.cpu)).toFixed(3)} ms`;
  out.log(
    `per call (${CALLS} sequential calls, median of ${ROUNDS} rounds; ${LOOKUPS} table lookups a call):`,
  );
  out.log(row('plain JS', plain));
  out.log(row('sandboxed, lookups asked of the host', sandboxed));
  out.log(row('sandboxed, lookups in the thread', local));

  const firsts: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await call(`first${i}`, `first${i}`);
    firsts.push(performance.now() - t0);
    pool.drop(`first${i}`);
  }
  out.log(
    `first call of a new bundle: median ${median(firsts).toFixed(2)} ms, max ${Math.max(...firsts).toFixed(2)} ms`,
  );

  const before = process.memoryUsage().rss;
  for (let i = 0; i < TENANTS; i++) await call(`tenant${i}`, `bundle${i}`);
  const after = process.memoryUsage().rss;
  out.log(
    `memory: RSS ${(rss0 / MB).toFixed(0)} MiB at start, ${(before / MB).toFixed(0)} MiB with one tenant, ` +
      `${(after / MB).toFixed(0)} MiB with ${TENANTS + 1} tenants (${((((after - before) / TENANTS) * 1024) / MB).toFixed(0)} KiB a tenant)`,
  );
  const looping = await compilePlugins(
    new Map([['plugins/index.js', new TextEncoder().encode('export function rate() { for (;;) {} }')]]),
  );
  if (!('bundle' in looping)) throw new Error(JSON.stringify(looping.problems));
  const bystander = () =>
    pool.call('b', { key: 'k', text: bundle }, [{ step: 'rate', input, tables, host }], limits, Date.now());
  await bystander();
  const quiet = await measure(bystander);
  let done = false;
  const hostile = { overran: 0, refused: 0 };
  const loops = (async () => {
    while (!done) {
      await pool
        .call(
          'h',
          { key: 'loop', text: looping.bundle },
          [{ step: 'rate', input, tables: {}, host }],
          limits,
          Date.now(),
        )
        .catch((err: unknown) => (err instanceof CoolingDown ? hostile.refused++ : hostile.overran++));
      // A refusal answers at once: the loop lets the event loop turn between calls.
      await new Promise((r) => setImmediate(r));
    }
  })();
  const beside = await measure(bystander);
  done = true;
  await loops;
  out.log(
    `bystander beside a looping tenant (${CALLS} sequential calls each; the loop's CPU time ${limits.cpuMs} ms, cool-down after 3 overruns):`,
  );
  out.log(
    `alone                              p50 ${quiet.p50.toFixed(3)} ms  p99 ${quiet.p99.toFixed(3)} ms`,
  );
  out.log(
    `beside the loop                    p50 ${beside.p50.toFixed(3)} ms  p99 ${beside.p99.toFixed(3)} ms ` +
      `(p99 ${(beside.p99 / quiet.p99).toFixed(2)}× alone; the loop's calls: ${hostile.overran} overran, ${hostile.refused} refused while cooling down)`,
  );
  await pool.close();
  out.write();
}

await main();
