// Runs the suite on SQLite, then again on PostgreSQL when TEST_DATABASE_URL is set, and ends with
// one line adding both runs up: `N passed, N failed`. Exits non-zero when anything failed. Only the
// projects in which the engine plays a part (vitest.config.ts) run on PostgreSQL, and the fuzzer
// sends fewer requests per operation there (FUZZ_RUNS, unless set): the first of the same ones.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  success: boolean;
}

const perEngine = ['contract', 'process'];
const runs: { engine: string; env: Record<string, string | undefined>; projects: string[] }[] = [
  {
    engine: 'sqlite',
    env: { TEST_DATABASE_URL: undefined },
    projects: ['unit', ...perEngine, 'browser', 'packaging'],
  },
];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    engine: 'postgresql',
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '8' },
    projects: perEngine,
  });
} else console.log('TEST_DATABASE_URL is not set: running on SQLite only.');

rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
const lines: string[] = [];
for (const run of runs) {
  const out = `.test-results/${run.engine}.json`;
  const env = { ...process.env, ...run.env };
  if (run.env.TEST_DATABASE_URL === undefined && 'TEST_DATABASE_URL' in run.env) delete env.TEST_DATABASE_URL;
  console.log(`\n=== test suite on ${run.engine} ===`);
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...run.projects.map((p) => `--project=${p}`),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    {
      stdio: 'inherit',
      env,
    },
  );
  let report: Report | undefined;
  try {
    report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  } catch {
    report = undefined;
  }
  if (!report || r.status !== 0 || !report.success) ok = false;
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests;
    lines.push(`${run.engine}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else {
    lines.push(`${run.engine}: no report (the run crashed)`);
  }
}
console.log('\n' + lines.join('\n'));
if (passed === 0) ok = false;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
