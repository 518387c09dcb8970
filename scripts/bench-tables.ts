// npm run bench:tables: table uploads and lookups of insuite, with bare Express answering the
// same JSON measured in the same run as the baseline. Servers run in their own processes; load
// comes from this one (lookups through wrk when installed, else a Node load generator) over
// loopback. Every phase is bounded in time. Figures depend on the machine and on what else runs on
// it: compare the ratios, not the absolutes.
//
// 1. Upload: a 100,000 × 5 range table through the SDK (tableZip + createRangeTable), timed end to
//    end, while 8 connections keep calling fetchTableRecord (their p99 is reported), and the
//    server's peak RSS (VmHWM) after it. Median of BENCH_UPLOADS uploads.
// 2. Zip bombs: 600 MB of zeros declared honestly, and declared as 1,000 bytes.
// 3. Lookups: fetchTableRecord on a 100,000-row lookup table and fetchRangeTableRecord on the
//    100,000-row range table (random keys, resolved by static name, the default), next to bare
//    Express, BENCH_CONNECTIONS connections, median of BENCH_ROUNDS alternating rounds; with
//    taskset, servers on one core and wrk on the other, as in npm run bench.
// BENCH_PROFILE=dir writes a CPU profile of the insuite server there when it stops; BENCH_ONLY=regex
// measures only the lookup scenarios it matches (besides the baseline).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createClient, tableZip, type Schema } from '../client/src/index.js';
import { rawZip } from '../tests/support/tables.js';
import { startInsuite } from '../bench/insuite.js';
import { start } from '../bench/load.js';
import { hasWrk, pin, pinning, SERVER_CORE, serverFlags, wrkScript } from '../bench/wrk.js';
import {
  BIG_LOOKUP_TABLE,
  BIG_RANGE_TABLE,
  bigLookupCsv,
  bigRangeCsv,
  PRODUCTS,
  RANGES_PER_KEY,
} from './table-data.js';
import { report } from '../bench/report.js';

const out = report('bench:tables');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const PROFILE = process.env.BENCH_PROFILE;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const ROWS = 100_000;
const REGIONS = ROWS / (PRODUCTS * RANGES_PER_KEY);
const MB = 1024 * 1024;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A process's resident memory now and at its peak, in MiB (Linux). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

const rand = (n: number) => Math.floor(Math.random() * n);
const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
};
const median = (xs: number[]) => quantile(xs, 0.5);

function get(agent: Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Node load generator: `connections` loops for `seconds`, or until `until` resolves. */
async function nodeLoad(
  port: number,
  path: () => string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  until?: Promise<unknown>,
): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let stop = false;
  void until?.finally(() => (stop = true));
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stop && performance.now() < end) {
        const t0 = performance.now();
        const status = await get(agent, port, path(), headers);
        latencies.push(performance.now() - t0);
        if (status >= 300) errors++;
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

/** wrk with a Lua script that builds each request's path. */
const wrkLoad = (port: number, paths: string, headers: Record<string, string>, seconds: number): Result =>
  wrkScript(
    port,
    `${paths}\nrequest = function()\n  return wrk.format("GET", path(), { ${Object.entries(headers)
      .map(([k, v]) => `["${k}"] = "${v}"`)
      .join(', ')} })\nend\n`,
    seconds,
    CONNECTIONS,
  );

interface Scenario {
  name: string;
  port: number;
  /** Lua function `path()` for wrk. */
  lua: string;
  /** The same in JavaScript for the Node generator. */
  path: () => string;
  headers: Record<string, string>;
}

const load = (s: Scenario, seconds: number): Promise<Result> =>
  hasWrk
    ? Promise.resolve(wrkLoad(s.port, s.lua, s.headers, seconds))
    : nodeLoad(s.port, s.path, s.headers, CONNECTIONS, seconds);

async function main() {
  const token = `ist_${randomBytes(24).toString('base64url')}`;
  const auth = { Authorization: `Bearer ${token}` };
  const baseline = await start('baseline', token);
  const insuite = await startInsuite(token, PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []);
  const pid = insuite.child.pid!;
  try {
    const sdk = createClient({ baseUrl: `http://127.0.0.1:${insuite.port}`, token });
    const config = JSON.parse(
      readFileSync(new URL('../tests/fixtures/homeowners/config.json', import.meta.url), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    config.tables = { ...config.tables, ...BIG_LOOKUP_TABLE.tables };
    config.rangeTables = { ...config.rangeTables, ...BIG_RANGE_TABLE.rangeTables };
    const { locator: t } = await sdk.createTenant({
      name: 'bench',
      body: config as unknown as Schema<'ConfigurationRef'>,
    });
    const afterStart = memory(pid);

    // Tables to look up, in force through a group (lookups resolve by static name, the default).
    await sdk.createLookupTable({
      tenantLocator: t,
      name: 'lookup',
      staticName: 'BigLookup',
      body: await tableZip(bigLookupCsv(ROWS)),
    });
    await sdk.createRangeTable({
      tenantLocator: t,
      name: 'ranges',
      staticName: 'BigRanges',
      body: await tableZip(bigRangeCsv(ROWS)),
    });
    const group = await sdk.createResourceGroup({
      tenantLocator: t,
      body: {
        name: 'current',
        selectionStartTime: '2026-01-01T00:00:00Z',
        resourceNames: ['lookup', 'ranges'],
      },
    });

    const lookupPath = () =>
      `/resource/${t}/tables/BigLookup/record?key=r${rand(REGIONS)}&key=p${rand(PRODUCTS)}&key=${rand(RANGES_PER_KEY)}`;
    const rangePath = () =>
      `/resource/${t}/rangeTables/BigRanges/record?key=r${rand(REGIONS)}&key=p${rand(PRODUCTS)}&boundValue=${rand(RANGES_PER_KEY * 10)}`;
    const rnd = (n: number) => `math.random(0, ${n - 1})`;
    const all: Scenario[] = [
      {
        name: 'bare Express, the same JSON (baseline)',
        port: baseline.port,
        lua: 'path = function() return "/row" end',
        path: () => '/row',
        headers: {},
      },
      {
        name: 'fetchTableRecord (100k-row lookup table)',
        port: insuite.port,
        lua: `path = function() return "/resource/${t}/tables/BigLookup/record?key=r" .. ${rnd(REGIONS)} .. "&key=p" .. ${rnd(PRODUCTS)} .. "&key=" .. ${rnd(RANGES_PER_KEY)} end`,
        path: lookupPath,
        headers: auth,
      },
      {
        name: 'fetchRangeTableRecord (100k-row range table)',
        port: insuite.port,
        lua: `path = function() return "/resource/${t}/rangeTables/BigRanges/record?key=r" .. ${rnd(REGIONS)} .. "&key=p" .. ${rnd(PRODUCTS)} .. "&boundValue=" .. ${rnd(RANGES_PER_KEY * 10)} end`,
        path: rangePath,
        headers: auth,
      },
      {
        name: 'fetchTableRecord, byStaticName=false',
        port: insuite.port,
        lua: `path = function() return "/resource/${t}/tables/lookup/record?byStaticName=false&key=r" .. ${rnd(REGIONS)} .. "&key=p" .. ${rnd(PRODUCTS)} .. "&key=" .. ${rnd(RANGES_PER_KEY)} end`,
        path: () => `${lookupPath().replace('/BigLookup/', '/lookup/')}&byStaticName=false`,
        headers: auth,
      },
      {
        // What every authenticated read pays before its handler runs (gate, validation), plus one query.
        name: 'fetchResourceGroup (reference, not tables)',
        port: insuite.port,
        lua: `path = function() return "/resource/${t}/groups/${group.locator}" end`,
        path: () => `/resource/${t}/groups/${group.locator}`,
        headers: auth,
      },
    ];

    const scenarios = all.filter((sc, i) => i === 0 || !ONLY || ONLY.test(sc.name));

    // Warm-up: every operation once, so first-call costs are not measured.
    for (const s of scenarios) await nodeLoad(s.port, s.path, s.headers, 4, 1);

    // 1. Uploads while lookups keep coming.
    const csv = bigRangeCsv(ROWS);
    const uploads: { seconds: number; zipSeconds: number; p99: number; lookups: number; errors: number }[] =
      [];
    for (let i = 0; i < UPLOADS; i++) {
      const t0 = performance.now();
      const zip = await tableZip(csv, { name: 'ranges' });
      const zipped = performance.now();
      const upload = sdk.createRangeTable({
        tenantLocator: t,
        name: `upload${i}`,
        staticName: 'BigRanges',
        body: zip,
      });
      const during = await nodeLoad(insuite.port, lookupPath, auth, 8, 60, upload);
      await upload;
      const done = performance.now();
      uploads.push({
        seconds: (done - t0) / 1000,
        zipSeconds: (zipped - t0) / 1000,
        p99: during.p99,
        lookups: Math.round(during.rps * ((done - zipped) / 1000)),
        errors: during.errors,
      });
    }
    const afterUploads = memory(pid);

    // 2. Zip bombs.
    const bombs: string[] = [];
    for (const [what, entry] of [
      ['600 MB bomb, size declared', { name: 'a.csv', zeros: 600 * MB }],
      ['600 MB bomb, declaring 1,000 bytes', { name: 'a.csv', zeros: 600 * MB, declaredSize: 1000 }],
    ] as const) {
      const zip = rawZip([entry]);
      const before = memory(pid).rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, memory(pid).rss)), 5);
      const t0 = performance.now();
      const status = await sdk
        .createConstraintTable({
          tenantLocator: t,
          name: `bomb${bombs.length}`,
          staticName: 'StateCounty',
          body: zip,
        })
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
      const ms = performance.now() - t0;
      clearInterval(sampler);
      bombs.push(
        `${what.padEnd(36)} ${String(status).padStart(4)} in ${ms.toFixed(0).padStart(4)} ms, server RSS +${(peak - before).toFixed(1)} MiB`,
      );
    }

    // 3. Lookups against the baseline, alternating rounds; each server pinned to one core and
    // the load to another, as in npm run bench (the upload above used both cores).
    pin(baseline.child.pid!, SERVER_CORE);
    pin(insuite.child.pid!, SERVER_CORE);
    const results = new Map<string, Result[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of scenarios) {
        await load(s, 1);
        results.set(s.name, [...(results.get(s.name) ?? []), await load(s, SECONDS)]);
      }
    }

    const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
    out.log(
      `\ninsuite tables on SQLite; ${nproc} cores shared by the servers and the load generator ` +
        `(and by whatever else runs on the machine)\n`,
    );
    out.log(`Upload of a ${ROWS.toLocaleString('en')} × 5 range table through the SDK (${UPLOADS} runs)`);
    for (const u of uploads) {
      out.log(
        `  ${u.seconds.toFixed(2)} s end to end (tableZip ${u.zipSeconds.toFixed(2)} s); ` +
          `fetchTableRecord during it: ${u.lookups} answered, p99 ${u.p99.toFixed(1)} ms, non-2xx ${u.errors}`,
      );
    }
    out.log(
      `  median ${median(uploads.map((u) => u.seconds)).toFixed(2)} s; p99 during upload (median) ` +
        `${median(uploads.map((u) => u.p99)).toFixed(1)} ms; server RSS ${afterStart.rss.toFixed(0)} MiB ` +
        `after start, peak ${afterUploads.hwm.toFixed(0)} MiB (VmHWM, before the bombs)`,
    );
    out.log('\nZip bombs');
    for (const b of bombs) out.log(`  ${b}`);
    out.log(
      `\nLookups: ${CONNECTIONS} connections, ${SECONDS} s per run, median of ${ROUNDS} alternating rounds, ` +
        `load from ${hasWrk ? 'wrk' : 'a Node load generator'}` +
        `${pinning ? ', servers and load pinned to separate cores' : ''}; ` +
        `servers started with ${serverFlags().join(' ') || 'no extra Node flags'} (as npm start chooses)\n`,
    );
    out.log(
      'scenario'.padEnd(48) + 'req/s'.padStart(8) + '  ratio' + '   p50 ms' + '   p99 ms' + '  non-2xx',
    );
    const base = median(results.get(scenarios[0]!.name)!.map((r) => r.rps));
    for (const s of scenarios) {
      const rs = results.get(s.name)!;
      const rps = median(rs.map((r) => r.rps));
      out.log(
        s.name.padEnd(48) +
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
    out.log(`\nserver peak RSS over the whole run: ${memory(pid).hwm.toFixed(0)} MiB`);
    out.write();
  } finally {
    // SIGINT: the server exits through process.exit, which writes a CPU profile when asked for.
    await Promise.all(
      [baseline.child, insuite.child].map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGINT');
          }),
      ),
    );
  }
}

void main();
