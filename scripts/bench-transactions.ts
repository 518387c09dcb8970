// npm run bench:transactions: transactions after issue on the compiled server (a fresh SQLite
// database, a process of its own, made for tests so its clock can be moved). A change priced and
// issued (create, accept: validation, pricing and underwriting on the way, then issue) on a policy
// with BENCH_EARLIER (20) earlier issued transactions: sequentially, its p50 and p99 and the
// server's CPU time per change; then BENCH_CONNECTIONS (50) connections each changing a policy of
// its own for BENCH_SECONDS, issued changes per second. Then BENCH_RENEWALS (10,000) policies whose
// renewals fall due together, and the time the auto-renewal job takes over them: one move of the
// tenant's clock, which answers once every due renewal is issued. Rated by a plugin that reads the
// element tree only (no table), so the figures are the transactions' own.
//
// On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a
// fresh database of its own, dropped after). The CPU per change is the server process's, all its
// threads; the main thread's share is beside it (the rest: the plugin sandbox's thread, the
// garbage collector's helpers). BENCH_PROFILE=dir writes a CPU profile of the server's main thread
// for each measured part there (seq-ENGINE, concurrent-ENGINE, renewals-ENGINE .cpuprofile).
// BENCH_BASE names another compiled server (a base commit built in a worktree of its own, `node
// server/build.mjs` there): then both servers are measured in one run, taking turns change by
// change (sequential), second by second (concurrent) and one after the other (renewals), so that
// the machine's other work falls on both alike, and the ratio of this checkout's CPU to the base's
// is given beside each figure (printed only; the docs section is left as it is).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import AdmZip from 'adm-zip';
import { quantile, stop } from '../bench/load.js';
import { call } from '../bench/calls.js';
import { cpuMs, pin, SERVER_CORE, threadCpuMs } from '../bench/wrk.js';
import { pgDatabase } from '../bench/postgres.js';
import { report } from '../bench/report.js';
import { startInsuite } from '../bench/insuite.js';
import { connectProfiler, inspectArgs, type Profiler } from '../bench/profiler.js';

const EARLIER = Number(process.env.BENCH_EARLIER ?? 20);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 10_000);
const SETUP_CONCURRENCY = 8;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PROFILE = process.env.BENCH_PROFILE;
const BASE = process.env.BENCH_BASE;

const out = report('bench:transactions');
if (BASE) process.env.BENCH_DOCS = 'off';
const START = '2027-01-01T06:00:00.000Z';
const HOUR = 3_600_000;

const PLUGIN = `
export const rate = ({ quote }) => ({
  items: quote.element.elements.map((d) => ({ elementLocator: d.locator, chargeType: 'premium', rate: '1200' })),
});
`;

function tenantZip(): Buffer {
  const config = JSON.parse(
    readFileSync(new URL('../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  config.autoRenewalPlans = {
    bench: {
      generateAutoRenewals: true,
      renewalCreateLeadDays: 60,
      renewalAcceptLeadDays: 45,
      renewalIssueLeadDays: 35,
    },
  };
  config.defaultAutoRenewalPlan = 'bench';
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(JSON.stringify(config)));
  zip.addFile('plugins/index.ts', Buffer.from(PLUGIN));
  return zip.toBuffer();
}

/** `n` calls of `fn`, `width` at a time. */
async function pooled(n: number, width: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < n; i = next++) await fn(i);
    }),
  );
}

type Engine = 'SQLite' | 'PostgreSQL';

/** CPU (ms) of the process, and of its main thread, so far. */
const cpuOf = (pid: number) => ({ all: cpuMs(pid), main: threadCpuMs(pid).get(String(pid)) ?? NaN });

/** CPU (ms) of a server, all threads and the main one, added up over measured parts. */
class Cpu {
  all = 0;
  main = 0;
  /** `fn` measured on the server of `pid`. */
  async over<T>(pid: number, fn: () => Promise<T>): Promise<T> {
    const before = cpuOf(pid);
    const r = await fn();
    const after = cpuOf(pid);
    this.all += after.all - before.all;
    this.main += after.main - before.main;
    return r;
  }
}

/** A server under benchmark with its tenant, and the calls the bench makes on it. */
async function side(engine: Engine, main?: string) {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  process.env.INSUITE_TEST_CONTROLS = 'true';
  process.env.INSUITE_PROCESSES = '1';
  // The job runs when the clock moves; its own timer stays out of the measured parts.
  process.env.INSUITE_RENEWAL_POLL_MS = '86400000';
  const database = engine === 'PostgreSQL' ? await pgDatabase(POSTGRES!) : undefined;
  const inspect = PROFILE ? await inspectArgs() : undefined;
  const server = await startInsuite(
    token,
    inspect?.args ?? [],
    main,
    database ? { DATABASE_URL: database.url } : {},
  );
  pin(server.child.pid!, SERVER_CORE);
  const { port } = server;
  const pid = server.child.pid!;
  let profiler: Profiler | undefined;
  if (PROFILE && inspect) {
    mkdirSync(PROFILE, { recursive: true });
    profiler = await connectProfiler(inspect.port, PROFILE);
  }
  const api = <T>(method: string, path: string, body?: unknown, type?: string) =>
    call<T>(port, token, method, path, body, type);
  const close = async () => {
    profiler?.close();
    await stop(server.child);
    await database?.drop();
  };
  try {
    const { locator: t } = await api<{ locator: string }>(
      'POST',
      `/config/createTenant?name=benchtx`,
      tenantZip(),
      'application/zip',
    );
    await api('PUT', `/test-controls/tenants/${t}/clock`, { now: START });
    const account = await api<{ locator: string }>('POST', `/policy/${t}/accounts`, {
      type: 'ConsumerAccount',
      data: { firstName: 'Ada' },
    });
    const policy = async () => {
      const q = await api<{ locator: string }>('POST', `/policy/${t}/quotes`, {
        productName: 'Homeowners',
        accountLocator: account.locator,
        startTime: START,
        data: { channel: 'direct' },
        elements: [{ type: 'Dwelling', data: { constructionType: 'frame', yearBuilt: 1990 } }],
      });
      await api('PATCH', `/policy/${t}/quotes/${q.locator}/accept`);
      const issued = await api<{ policyLocator: string }>('PATCH', `/policy/${t}/quotes/${q.locator}/issue`);
      return issued.policyLocator;
    };
    /** Changes made on each policy so far: the next is an hour after the one before. */
    const made = new Map<string, number>();
    /** The next change of a policy, priced and issued. */
    const change = async (p: string) => {
      const i = made.get(p) ?? 0;
      made.set(p, i + 1);
      const c = await api<{ locator: string }>('PATCH', `/policy/${t}/policies/${p}/change`, [
        { action: 'params', effectiveTime: new Date(Date.parse(START) + (i + 1) * HOUR).toISOString() },
      ]);
      await api('PATCH', `/policy/${t}/transactions/${c.locator}/accept`);
      await api('PATCH', `/policy/${t}/transactions/${c.locator}/issue`);
    };
    // One policy for the sequential part and one per connection, each with its earlier
    // transactions; then the policies whose renewals fall due together.
    const one = await policy();
    for (let i = 0; i < EARLIER; i++) await change(one);
    const policies: string[] = [];
    await pooled(CONNECTIONS, SETUP_CONCURRENCY, async () => {
      const p = await policy();
      for (let i = 0; i < EARLIER; i++) await change(p);
      policies.push(p);
    });
    const setupAt = performance.now();
    await pooled(RENEWALS, SETUP_CONCURRENCY, async () => void (await policy()));
    const setup = (performance.now() - setupAt) / 1000;
    return {
      pid,
      one,
      policies,
      setup,
      change,
      /** Profiles `fn` when asked (`name` and the engine name the file). */
      async profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
        await profiler?.start();
        const r = await fn();
        const file = await profiler?.stop(`${name}-${engine}`);
        if (file) console.error(`profile: ${file}`);
        return r;
      },
      /** Every due renewal made by one move of the tenant's clock; a policy checked to be renewed. */
      async renew() {
        await api('POST', `/test-controls/tenants/${t}/clock/advance`, { duration: 'P11M' });
        const sample = await api<{ items: unknown[] }>(
          'GET',
          `/policy/${t}/policies/${policies[0]}/terms/list`,
        );
        if (sample.items.length !== 2) throw new Error(`a policy was not renewed: ${JSON.stringify(sample)}`);
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

type Side = Awaited<ReturnType<typeof side>>;

interface Figures {
  p50: number;
  p99: number;
  seqCpu: number;
  seqMain: number;
  rate: number;
  conCpu: number;
  conMain: number;
  setup: number;
  job: number;
  perSecond: number;
  jobCpu: number;
  jobMain: number;
}

/**
 * The figures of each server of `sides`, measured taking turns: sequential changes one on each in
 * turn (the first alternating), the concurrent load a second on each in turn, the renewals one
 * server after the other. With one server, the bench as it always ran.
 */
async function measure(sides: Side[]): Promise<Figures[]> {
  // A profile holds one server's part: only when there is one.
  const profiled = <T>(name: string, fn: () => Promise<T>) =>
    sides.length === 1 ? sides[0]!.profiled(name, fn) : fn();
  const seq = sides.map(() => ({ cpu: new Cpu(), latencies: [] as number[] }));
  await profiled('seq', async () => {
    for (let i = 0; i < CHANGES; i++) {
      for (let k = 0; k < sides.length; k++) {
        const j = (i + k) % sides.length;
        const s = sides[j]!;
        const at = performance.now();
        await seq[j]!.cpu.over(s.pid, () => s.change(s.one));
        seq[j]!.latencies.push(performance.now() - at);
      }
    }
  });
  const con = sides.map(() => ({ cpu: new Cpu(), issued: 0, lost: 0, seconds: 0 }));
  const slice = sides.length > 1 ? 1 : SECONDS;
  for (let round = 0; round < SECONDS / slice; round++) {
    for (let k = 0; k < sides.length; k++) {
      const j = (round + k) % sides.length;
      const s = sides[j]!;
      const c = con[j]!;
      await c.cpu.over(s.pid, () =>
        profiled('concurrent', async () => {
          const began = performance.now();
          const end = began + slice * 1000;
          await Promise.all(
            s.policies.map(async (p) => {
              while (performance.now() < end) {
                try {
                  await s.change(p);
                  c.issued++;
                } catch (err) {
                  // A kept-alive connection the server closed while the other server had its turn:
                  // that change is left out (the next one of the policy invalidates what it made).
                  if (!(err instanceof TypeError)) throw err;
                  c.lost++;
                }
              }
            }),
          );
          c.seconds += (performance.now() - began) / 1000;
        }),
      );
    }
  }
  for (const c of con) if (c.lost) console.error(`${c.lost} changes lost to closed connections`);
  const jobs: { cpu: Cpu; seconds: number }[] = [];
  for (const s of sides) {
    const cpu = new Cpu();
    const at = performance.now();
    await cpu.over(s.pid, () => profiled('renewals', () => s.renew()));
    jobs.push({ cpu, seconds: (performance.now() - at) / 1000 });
  }
  return sides.map((s, j) => {
    const latencies = seq[j]!.latencies.sort((a, b) => a - b);
    return {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      seqCpu: (seq[j]!.cpu.all * 1000) / CHANGES,
      seqMain: (seq[j]!.cpu.main * 1000) / CHANGES,
      rate: con[j]!.issued / con[j]!.seconds,
      conCpu: (con[j]!.cpu.all * 1000) / con[j]!.issued,
      conMain: (con[j]!.cpu.main * 1000) / con[j]!.issued,
      setup: s.setup,
      job: jobs[j]!.seconds,
      perSecond: RENEWALS / jobs[j]!.seconds,
      jobCpu: (jobs[j]!.cpu.all * 1000) / RENEWALS,
      jobMain: (jobs[j]!.cpu.main * 1000) / RENEWALS,
    };
  });
}

/** The figures of the servers `mains` (undefined: this checkout's) on `engine`. */
async function measureOn(engine: Engine, mains: (string | undefined)[]): Promise<Figures[]> {
  const sides: Side[] = [];
  try {
    for (const m of mains) sides.push(await side(engine, m));
    return await measure(sides);
  } finally {
    for (const s of sides) await s.close();
  }
}

async function main() {
  const engines: Engine[] = POSTGRES ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const columns: string[] = [];
  const figures: Figures[] = [];
  for (const engine of engines) {
    if (BASE) {
      const [base, here] = await measureOn(engine, [BASE, undefined]);
      columns.push(`${engine} base`, `${engine} this`, `${engine} this/base`);
      const ratio = Object.fromEntries(
        Object.keys(base!).map((k) => [k, here![k as keyof Figures] / base![k as keyof Figures]]),
      ) as unknown as Figures;
      figures.push(base!, here!, ratio);
    } else {
      columns.push(engine);
      figures.push(...(await measureOn(engine, [undefined])));
    }
  }
  const fixed = (digits: number) => (x: number) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
  const row = (name: string, f: (x: Figures) => number, digits = 0) =>
    out.log(
      `| ${name} | ${figures
        .map((x, i) => (BASE && i % 3 === 2 ? fixed(2)(f(x)) : fixed(digits)(f(x))))
        .join(' | ')} |`,
    );
  const head = () => {
    out.log(`| measure | ${columns.join(' | ')} |`);
    out.log(`|---|${columns.map(() => '---').join('|')}|`);
  };
  if (!POSTGRES) out.log('BENCH_DATABASE_URL or TEST_DATABASE_URL not set: SQLite only.');
  out.log(
    `Change priced and issued on a policy with ${EARLIER} earlier transactions (3 calls: create, accept, issue):`,
  );
  out.log('');
  head();
  row('sequential p50 (ms per change)', (x) => x.p50, 2);
  row('sequential p99 (ms per change)', (x) => x.p99, 2);
  row('sequential CPU per change (µs)', (x) => x.seqCpu);
  row('of it, the main thread (µs)', (x) => x.seqMain);
  row(`issued changes/s at ${CONNECTIONS} connections`, (x) => x.rate);
  row(`CPU per change at ${CONNECTIONS} connections (µs)`, (x) => x.conCpu);
  row('of it, the main thread (µs)', (x) => x.conMain);
  out.log('');
  out.log(
    `Auto-renewal job over ${RENEWALS} due policies (${RENEWALS + CONNECTIONS + 1} in the tenant; made in ${figures
      .filter((_, i) => !BASE || i % 3 !== 2)
      .map((x) => `${x.setup.toFixed(0)} s`)
      .join(', ')}):`,
  );
  out.log('');
  head();
  row('job run, all renewed (s)', (x) => x.job, 1);
  row('renewals/s', (x) => x.perSecond);
  row('CPU per renewal (µs)', (x) => x.jobCpu);
  row('of it, the main thread (µs)', (x) => x.jobMain);
  out.write();
}

await main();
