// Runs the suite on SQLite, and on PostgreSQL as well when TEST_DATABASE_URL is set, and ends with
// one line adding both up: `N passed, N failed`. Exits non-zero when anything failed. Only the
// projects in which the engine plays a part (vitest.config.ts) run on PostgreSQL, and the fuzzer
// sends fewer requests per operation there (FUZZ_RUNS, unless set: the first of the same ones).
// Both engines run in one vitest run (TEST_BOTH_ENGINES, vitest.config.ts), so that its two
// workers are never idle at the end of one engine's files; each engine's JSON report is written
// apart (scripts/engine-reports.ts) to .test-results/ENGINE.json. Arguments are passed on to
// vitest (file filters, say); --fast leaves the packaging project out. Where the machine has ccache and no compiler is chosen (CC, CXX),
// the installs the suite makes (a fresh clone's, the tarballs') compile C and C++ through it, as
// .ci/run does: better-sqlite3 12's SQLite source is then compiled once, not in every run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  success: boolean;
}

const both = !!process.env.TEST_DATABASE_URL;
const engines = both ? ['sqlite', 'postgresql'] : ['sqlite'];
if (!both) console.log('TEST_DATABASE_URL is not set: running on SQLite only.');

const ccache =
  !process.env.CC && !process.env.CXX && spawnSync('ccache', ['--version'], { stdio: 'ignore' }).status === 0
    ? { CC: 'ccache cc', CXX: 'ccache c++', CCACHE_NOHASHDIR: process.env.CCACHE_NOHASHDIR ?? 'true' }
    : {};

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
// --fast: everything but the packaging tests (a fresh clone's install and the tarballs').
const args = process.argv.slice(2);
const fast = args.includes('--fast');
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...args.filter((a) => a !== '--fast'),
    ...(fast ? ['--project', '!packaging'] : []),
    '--reporter=default',
    '--reporter=./scripts/engine-reports.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, ...ccache, TEST_BOTH_ENGINES: '1' } },
);

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = r.status === 0;
const lines: string[] = [];
for (const engine of engines) {
  let report: Report | undefined;
  try {
    report = JSON.parse(readFileSync(`.test-results/${engine}.json`, 'utf8')) as Report;
  } catch {
    report = undefined;
  }
  if (!report || !report.success) ok = false;
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests;
    lines.push(`${engine}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else {
    lines.push(`${engine}: no report (the run crashed)`);
  }
}
console.log('\n' + lines.join('\n'));
if (passed === 0) ok = false;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
