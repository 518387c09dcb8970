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
// BENCH_MAIN names another compiled server to measure instead of this checkout's (a base built in
// a worktree of its own, `node server/build.mjs` there), for runs taking turns with this one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import AdmZip from 'adm-zip';
import knexFactory from 'knex';
import { quantile, stop } from '../bench/load.js';
import { call } from '../bench/calls.js';
import { cpuMs, pin, SERVER_CORE, threadCpuMs } from '../bench/wrk.js';
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
const MAIN = process.env.BENCH_MAIN;

const out = report('bench:transactions');
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

/** A fresh PostgreSQL database on the server of `admin`, and how to drop it. */
async function pgDatabase(admin: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `insuite_bench_${randomBytes(6).toString('hex')}`;
  const root = knexFactory({ client: 'pg', connection: admin, pool: { min: 0, max: 1 } });
  await root.raw(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await root.raw(`drop database if exists ${name} with (force)`);
      await root.destroy();
    },
  };
}

type Engine = 'SQLite' | 'PostgreSQL';

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
  jobCpu: number;
  jobMain: number;
}

/** CPU (ms) of the process, and of its main thread, so far. */
const cpuOf = (pid: number) => ({ all: cpuMs(pid), main: threadCpuMs(pid).get(String(pid)) ?? NaN });

async function measure(engine: Engine): Promise<Figures> {
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
    MAIN,
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
  /** `fn` measured: the server's CPU (ms) over it, all threads and the main one; profiled when asked. */
  const measured = async (name: string, fn: () => Promise<void>) => {
    await profiler?.start();
    const before = cpuOf(pid);
    await fn();
    const after = cpuOf(pid);
    const file = await profiler?.stop(`${name}-${engine}`);
    if (file) console.error(`profile: ${file}`);
    return { all: after.all - before.all, main: after.main - before.main };
  };
  const api = <T>(method: string, path: string, body?: unknown, type?: string) =>
    call<T>(port, token, method, path, body, type);
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
    /** The `i`th change of a policy: an hour after the one before, priced and issued. */
    const change = async (p: string, i: number) => {
      const c = await api<{ locator: string }>('PATCH', `/policy/${t}/policies/${p}/change`, [
        { action: 'params', effectiveTime: new Date(Date.parse(START) + (i + 1) * HOUR).toISOString() },
      ]);
      await api('PATCH', `/policy/${t}/transactions/${c.locator}/accept`);
      await api('PATCH', `/policy/${t}/transactions/${c.locator}/issue`);
    };

    // Sequential: one policy, its earlier transactions issued first.
    const one = await policy();
    for (let i = 0; i < EARLIER; i++) await change(one, i);
    const latencies: number[] = [];
    const seq = await measured('seq', async () => {
      for (let i = 0; i < CHANGES; i++) {
        const at = performance.now();
        await change(one, EARLIER + i);
        latencies.push(performance.now() - at);
      }
    });
    latencies.sort((a, b) => a - b);

    // Concurrent: a policy per connection, each with its earlier transactions.
    const policies: string[] = [];
    await pooled(CONNECTIONS, SETUP_CONCURRENCY, async () => {
      const p = await policy();
      for (let i = 0; i < EARLIER; i++) await change(p, i);
      policies.push(p);
    });
    let issued = 0;
    let seconds = 0;
    const con = await measured('concurrent', async () => {
      const began = performance.now();
      const end = began + SECONDS * 1000;
      await Promise.all(
        policies.map(async (p) => {
          for (let i = EARLIER; performance.now() < end; i++) {
            await change(p, i);
            issued++;
          }
        }),
      );
      seconds = (performance.now() - began) / 1000;
    });

    // Renewals: every one falls due with one move of the tenant's clock.
    const setupAt = performance.now();
    await pooled(RENEWALS, SETUP_CONCURRENCY, async () => void (await policy()));
    const setup = (performance.now() - setupAt) / 1000;
    let job = 0;
    const renewals = await measured('renewals', async () => {
      const moveAt = performance.now();
      await api('POST', `/test-controls/tenants/${t}/clock/advance`, { duration: 'P11M' });
      job = (performance.now() - moveAt) / 1000;
    });
    const sample = await api<{ items: unknown[] }>('GET', `/policy/${t}/policies/${policies[0]}/terms/list`);
    if (sample.items.length !== 2) throw new Error(`a policy was not renewed: ${JSON.stringify(sample)}`);
    return {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      seqCpu: (seq.all * 1000) / CHANGES,
      seqMain: (seq.main * 1000) / CHANGES,
      rate: issued / seconds,
      conCpu: (con.all * 1000) / issued,
      conMain: (con.main * 1000) / issued,
      setup,
      job,
      jobCpu: (renewals.all * 1000) / RENEWALS,
      jobMain: (renewals.main * 1000) / RENEWALS,
    };
  } finally {
    profiler?.close();
    await stop(server.child);
    await database?.drop();
  }
}

async function main() {
  const engines: Engine[] = POSTGRES ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const figures: Figures[] = [];
  for (const engine of engines) figures.push(await measure(engine));
  const row = (name: string, f: (x: Figures) => string) =>
    out.log(`| ${name} | ${figures.map(f).join(' | ')} |`);
  const head = () => {
    out.log(`| measure | ${engines.join(' | ')} |`);
    out.log(`|---|${engines.map(() => '---').join('|')}|`);
  };
  if (!POSTGRES) out.log('BENCH_DATABASE_URL or TEST_DATABASE_URL not set: SQLite only.');
  out.log(
    `Change priced and issued on a policy with ${EARLIER} earlier transactions (3 calls: create, accept, issue):`,
  );
  out.log('');
  head();
  row('sequential p50 (ms per change)', (x) => x.p50.toFixed(2));
  row('sequential p99 (ms per change)', (x) => x.p99.toFixed(2));
  row('sequential CPU per change (µs)', (x) => x.seqCpu.toFixed(0));
  row('of it, the main thread (µs)', (x) => x.seqMain.toFixed(0));
  row(`issued changes/s at ${CONNECTIONS} connections`, (x) => x.rate.toFixed(0));
  row(`CPU per change at ${CONNECTIONS} connections (µs)`, (x) => x.conCpu.toFixed(0));
  row('of it, the main thread (µs)', (x) => x.conMain.toFixed(0));
  out.log('');
  out.log(
    `Auto-renewal job over ${RENEWALS} due policies (${RENEWALS + CONNECTIONS + 1} in the tenant; made in ${figures.map((x) => `${x.setup.toFixed(0)} s`).join(' and ')}):`,
  );
  out.log('');
  head();
  row('job run, all renewed (s)', (x) => x.job.toFixed(1));
  row('renewals/s', (x) => (RENEWALS / x.job).toFixed(0));
  row('CPU per renewal (µs)', (x) => x.jobCpu.toFixed(0));
  row('of it, the main thread (µs)', (x) => x.jobMain.toFixed(0));
  out.write();
}

await main();
