// npm run bench:dev: save to deployed with `insuite dev`, on a copy of the example tenant
// (tests/fixtures/homeowners) and the server it starts in memory. Each save writes a file as an
// editor would and waits for the command's `up to date` line: BENCH_SAVES (default 20) saves of
// config.json (a deploy, its plugins compiled) and as many of a table's CSV (an upload), after two
// of each not counted. Reported: median and max of each, and the command's CPU time per save
// (user + system, from /proc), which a loaded machine moves less than the wall clock.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { report } from '../bench/report.js';

const ROOT = resolve(import.meta.dirname, '..');
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const WARM_UP = 2;
const out = report('bench:dev');

const dir = mkdtempSync(join(tmpdir(), 'insuite-bench-dev-'));
cpSync(join(ROOT, 'tests/fixtures/homeowners'), dir, { recursive: true });
const child = spawn(process.execPath, [join(ROOT, 'server/bin/insuite.mjs'), 'dev', dir], {
  cwd: dir,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, INSUITE_URL: undefined, INSUITE_TOKEN: undefined },
});
const waiters: { pattern: RegExp; done: (line: string) => void }[] = [];
createInterface({ input: child.stdout }).on('line', (line) => {
  const i = waiters.findIndex((w) => w.pattern.test(line));
  if (i >= 0) waiters.splice(i, 1)[0]!.done(line);
  if (/^refused|^config\.json:|^insuite dev: [^a]/.test(line)) console.error(line);
});
const bound = (ms: number, what: string) =>
  setTimeout(() => {
    console.error(`no ${what} within ${ms} ms`);
    child.kill('SIGKILL');
    process.exit(1);
  }, ms);
function next(pattern: RegExp, ms = 60_000): Promise<string> {
  const timer = bound(ms, String(pattern));
  return new Promise((done) =>
    waiters.push({
      pattern,
      done: (line) => {
        clearTimeout(timer);
        done(line);
      },
    }),
  );
}

/** User + system CPU seconds of the command so far. */
function cpuSeconds(): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** `SAVES` timed saves made by `save(i)`, each until `up to date`. */
async function saves(save: (i: number) => void): Promise<{ times: number[]; cpu: number }> {
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < WARM_UP + SAVES; i++) {
    const cpu0 = cpuSeconds();
    const started = performance.now();
    const done = next(/^up to date/);
    save(i);
    await done;
    if (i < WARM_UP) continue;
    times.push(performance.now() - started);
    cpu += cpuSeconds() - cpu0;
  }
  return { times, cpu: cpu / SAVES };
}

try {
  await next(/^watching /, 180_000);
  const configFile = join(dir, 'config.json');
  const config = readFileSync(configFile, 'utf8');
  const csvFile = join(dir, 'territory-rates.csv');
  const csv = readFileSync(csvFile, 'utf8');

  const deploys = await saves((i) =>
    writeFileSync(configFile, config.replace('"max": "2100"', `"max": "${2101 + i}"`)),
  );
  const uploads = await saves((i) =>
    writeFileSync(csvFile, csv.replace('IL,Cook,812.50', `IL,Cook,${800 + i}.00`)),
  );

  const line = (what: string, r: { times: number[]; cpu: number }) =>
    `${what.padEnd(28)} median ${median(r.times).toFixed(0).padStart(5)} ms   max ${Math.max(...r.times)
      .toFixed(0)
      .padStart(5)} ms   CPU ${(r.cpu * 1000).toFixed(0).padStart(4)} ms per save`;
  out.log(`insuite dev on tests/fixtures/homeowners, ${SAVES} saves each (after ${WARM_UP} not counted),`);
  out.log('save to the "up to date" line, debounce 100 ms included:');
  out.log('');
  out.log(line('config.json (deploy)', deploys));
  out.log(line('territory-rates.csv (upload)', uploads));
  out.write();
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dir, { recursive: true, force: true });
}
