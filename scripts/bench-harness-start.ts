// npm run bench:harness-start: what a test file pays before its first test, as an app gets the
// harness. Both packages are packed (npm run pack, whose npm pack builds the server package) and
// installed into an empty project; then fresh Node processes, one after another, each import
// @insuite/server/testing, start a server and wait for the SDK's first answer, then create the
// example tenant the package ships (its tables and plugins). Each figure is the median and the
// maximum over the processes: wall time from the process's start to the first answer, the first
// createTenant, and the CPU time of each (steadier on a shared machine), and the time the main
// thread was busy during the createTenant (its event loop's utilisation: the call waits on that
// thread, while the CPU time counts the process's other threads too). A baseline takes its turn
// in every round (bench/harness-floor.ts): a fresh process that loads the packages the server is
// built on, bundled alike, and answers one request without a contract; the first answer's ratio to
// it is printed beside each project's.
//
// BENCH_PROCESSES (default 10). `-- --project DIR` measures a project installed before (and
// keeps it); given twice or more (`-- --project A --project B`), the projects take turns, one fresh
// process of each per round, so that all of them meet the same load on a shared machine, and each
// gets a column. Each round's order is drawn at random. A run against the packed tarballs writes
// its table into docs/benchmarks.md (bench/report.ts); a run of given projects only prints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { report } from '../bench/report.js';
import { PACKAGE_EXTERNAL, REQUIRE_BANNER } from '../server/build.mjs';

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 10);
const top = fileURLToPath(new URL('..', import.meta.url));
const given = process.argv.flatMap((arg, i) => (arg === '--project' ? [process.argv[i + 1]!] : []));
const env = { ...process.env };
for (const name of Object.keys(env)) if (/^(INSUITE_|DATABASE_URL|PORT$)/.test(name)) delete env[name];

// One fresh process: times from its start (performance.now() counts from there).
const PROBE = `
import { performance } from 'node:perf_hooks';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const { startInsuite } = await import('@insuite/server/testing');
// Answers unchecked, as the harness answered by default before it checked them (a build from then
// ignores the option), so that the figures compare across builds.
const insuite = await startInsuite({ validateResponses: false });
await insuite.client.fetchTenants({});
const firstAnswer = performance.now();
const firstCpu = cpu();
const loop = performance.eventLoopUtilization();
// The example tenant by its path, so that a build from before it was named so measures too.
await insuite.createTenant('homeowners', 'node_modules/@insuite/server/examples/homeowners');
const createTenant = performance.now() - firstAnswer;
const createCpu = cpu() - firstCpu;
const createBusy = performance.eventLoopUtilization(loop).active;
await insuite.stop();
console.log(JSON.stringify({ firstAnswer, firstCpu, createTenant, createCpu, createBusy }));
`;

function install(): string {
  const project = mkdtempSync(join(tmpdir(), 'insuite-bench-harness-'));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  execFileSync('npm', ['run', 'pack', '--', project], {
    cwd: top,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarballs = readdirSync(project).filter((f) => f.endsWith('.tgz'));
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs.map((t) => `./${t}`)],
    { cwd: project, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return project;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const out = report('bench:harness-start');
const projects = given.length > 0 ? given : [install()];
try {
  // The floor, bundled as the server package is, beside the first project's packages (its
  // better-sqlite3 among them).
  await build({
    entryPoints: [join(top, 'bench/harness-floor.ts')],
    outfile: join(projects[0]!, 'floor.mjs'),
    bundle: true,
    external: [...PACKAGE_EXTERNAL],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning',
  });
  const fresh = (cwd: string, file: string) => {
    const printed = execFileSync(process.execPath, [file], { cwd, env, encoding: 'utf8' });
    return JSON.parse(printed.trim().split('\n').pop()!) as Record<string, number>;
  };
  const runs = projects.map((): Record<string, number>[] => []);
  const floor: Record<string, number>[] = [];
  for (const project of projects) writeFileSync(join(project, 'probe.mjs'), PROBE);
  // A process may pay for what the one before it left (its exit's writes, its children ending):
  // each round takes its turns in an order of its own, drawn at random, so that no project always
  // comes first or always follows the same one.
  const turns = projects.map((project, p) => () => runs[p]!.push(fresh(project, 'probe.mjs')));
  turns.push(() => floor.push(fresh(projects[0]!, 'floor.mjs')));
  for (let i = 0; i < PROCESSES; i++) {
    const order = [...turns];
    for (let k = order.length - 1; k > 0; k--) {
      const r = Math.floor(Math.random() * (k + 1));
      [order[k], order[r]] = [order[r]!, order[k]!];
    }
    for (const turn of order) turn();
  }
  const row = (label: string, key: string) => {
    const cells = runs.map((r) => {
      const xs = r.map((run) => run[key]!);
      return `${median(xs).toFixed(0)} / ${Math.max(...xs).toFixed(0)}`;
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  };
  const against = given.length > 0 ? `the projects ${projects.join(', ')}` : 'the packed tarballs';
  out.log(`${PROCESSES} fresh processes each, Node ${process.version}, against ${against}\n`);
  out.log(`| ms, median / max | ${projects.map((_, p) => `#${p + 1}`).join(' | ')} |`);
  out.log(`|---|${projects.map(() => '---|').join('')}`);
  out.log(row('process start → first answer (wall)', 'firstAnswer'));
  out.log(row('process start → first answer (CPU)', 'firstCpu'));
  out.log(row('first createTenant of the example tenant (wall)', 'createTenant'));
  out.log(row('first createTenant of the example tenant (CPU)', 'createCpu'));
  out.log(row('first createTenant of the example tenant (main thread busy)', 'createBusy'));
  const floorOf = (key: string) => median(floor.map((run) => run[key]!));
  const ratios = (key: string) =>
    runs.map((r) => (median(r.map((run) => run[key]!)) / floorOf(key)).toFixed(2)).join(' | ');
  out.log(
    `\nThe floor (the server's packages loaded, one request answered without a contract), median / max: ` +
      `${floorOf('firstAnswer').toFixed(0)} / ${Math.max(...floor.map((r) => r.firstAnswer!)).toFixed(0)} ms wall, ` +
      `${floorOf('firstCpu').toFixed(0)} / ${Math.max(...floor.map((r) => r.firstCpu!)).toFixed(0)} ms CPU`,
  );
  out.log(`\n| first answer / the floor's, medians | ${projects.map((_, p) => `#${p + 1}`).join(' | ')} |`);
  out.log(`|---|${projects.map(() => '---|').join('')}`);
  out.log(`| wall | ${ratios('firstAnswer')} |`);
  out.log(`| CPU | ${ratios('firstCpu')} |`);
  out.log(
    '\ntargets: first answer ≤ 400 ms and first createTenant ≤ 300 ms (wall, medians of 10 fresh ' +
      "processes); the CPU time counts all of the process's threads",
  );
  if (given.length === 0) out.write();
} finally {
  if (given.length === 0) rmSync(projects[0]!, { recursive: true, force: true });
}
