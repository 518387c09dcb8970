// The shared-server pattern (docs/testing-with-insuite.md): vitest runs the eight files of
// tests/process/shared-server/ in parallel against one server its globalSetup starts once. Each file steers
// its own tenant's clock, fault rules, journal and snapshots and checks, while the others do the
// same, that it sees nothing of theirs; here, that they all passed, that one server served them,
// and that their requests were interleaved on it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freshDatabase } from '../support/server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const database = await freshDatabase();
const dir = mkdtempSync(join(tmpdir(), 'insuite-shared-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.drop();
});

interface Report {
  serversStarted: number;
  tenants: string[];
  journal: { tenantLocator: string | null; operationId: string }[];
}

it(
  'runs eight files in parallel against one server, none seeing another’s tenant',
  { timeout: 600_000 },
  () => {
    const results = join(dir, 'results.json');
    const report = join(dir, 'report.json');
    const run = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'tests/process/shared-server/vitest.config.ts',
        '--reporter=json',
        `--outputFile=${results}`,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          TEST_DATABASE_URL: database.databaseUrl ?? '',
          SHARED_SERVER: 'shared',
          SHARED_SERVER_REPORT: report,
        },
      },
    );
    expect(run.status, run.stderr.slice(-4000)).toBe(0);
    const outcome = JSON.parse(readFileSync(results, 'utf8')) as {
      numPassedTestSuites: number;
      numPassedTests: number;
      numFailedTests: number;
    };
    expect(outcome).toMatchObject({ numPassedTestSuites: 8, numPassedTests: 8, numFailedTests: 0 });
    const { serversStarted, tenants, journal } = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(serversStarted).toBe(1);
    expect(tenants).toHaveLength(8);
    // Each tenant's requests are spread among the others': the files ran at once on the one server.
    const order = journal.map((e) => e.tenantLocator).filter((t): t is string => t !== null);
    for (const tenant of tenants) {
      const first = order.indexOf(tenant);
      const last = order.lastIndexOf(tenant);
      expect(new Set(order.slice(first, last + 1)).size).toBe(8);
    }
  },
);
