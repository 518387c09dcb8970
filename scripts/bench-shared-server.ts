// The shared-server pattern against a server per file (npm run bench:shared-server [-- --rounds N]):
// the eight files of tests/process/shared-server/ run by vitest in parallel, once against one server its
// globalSetup starts (SHARED_SERVER=shared) and once with each file starting its own
// (SHARED_SERVER=separate, startInsuite() in the file), the two taking turns in an order drawn at
// random each round, on SQLite. Each figure is the wall time of the whole `vitest run`, from the
// process's start to its end, and the CPU time of it and its workers (getrusage of the children).
// What it prints goes into its section of docs/benchmarks.md (bench/report.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { report } from '../bench/report.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const ROOT = resolve(import.meta.dirname, '..');
const modes = ['shared', 'separate'] as const;
const out = report('bench:shared-server');
const loads: number[] = [];
const figures: Record<(typeof modes)[number], { wall: number; cpu: number }[]> = { shared: [], separate: [] };

/**
 * CPU time (ms) of the children this process has waited for, and theirs: Node gives only its own
 * (process.resourceUsage), so it is /proc/self/stat's cutime and cstime, in ticks of 1/100 s.
 */
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
};

for (let round = 1; round <= rounds; round++) {
  const order = Math.random() < 0.5 ? [...modes] : [...modes].reverse();
  for (const mode of order) {
    loads.push(loadavg()[0] ?? 0);
    const cpu = childCpu();
    const start = performance.now();
    const run = spawnSync(
      process.execPath,
      [
        resolve(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'tests/process/shared-server/vitest.config.ts',
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TEST_DATABASE_URL: '', SHARED_SERVER: mode } },
    );
    const wall = performance.now() - start;
    if (run.status !== 0) {
      // A failed run is a figure too (it says the pattern did not hold here): kept, and the section still written.
      const why = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`)
        .split('\n')
        .find((l) => /Error|FAIL|×/.test(l))
        ?.trim();
      out.log(
        `round ${round}, ${mode}: failed after ${(wall / 1000).toFixed(1)} s (${why ?? `exit ${run.status}`})`,
      );
      console.error(`${run.stdout.slice(-3000)}${run.stderr.slice(-3000)}`);
      continue;
    }
    figures[mode].push({ wall, cpu: childCpu() - cpu });
    out.log(
      `round ${round}, ${mode}: ${(wall / 1000).toFixed(1)} s wall, ${((childCpu() - cpu) / 1000).toFixed(1)} s CPU`,
    );
  }
}
const median = (xs: number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
out.log(`\n8 files in parallel, ${rounds} rounds, median (s):`);
out.log('mode                     wall      CPU');
for (const mode of modes) {
  const label = mode === 'shared' ? 'one server (globalSetup)' : 'a server per file';
  out.log(
    `${label.padEnd(24)} ${(median(figures[mode].map((f) => f.wall)) / 1000).toFixed(1).padStart(6)} ${(median(figures[mode].map((f) => f.cpu)) / 1000).toFixed(1).padStart(8)}`,
  );
}
const ratio = (k: 'wall' | 'cpu') =>
  median(figures.separate.map((f) => f[k])) / median(figures.shared.map((f) => f[k]));
out.log(`a server per file / one server: wall ${ratio('wall').toFixed(2)}, CPU ${ratio('cpu').toFixed(2)}`);
// The machine's other work moves the wall times most: its load before each run says how much.
out.log(
  `${cpus().length} CPUs, shared with other work while it ran: load average before each run ${loads.map((l) => l.toFixed(1)).join(', ')}`,
);
out.write();
