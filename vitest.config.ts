import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

import { engineFreeGlobs, globsOf, type Project } from './tests/support/layout.js';

// The suite in five projects, by what a file costs, what it shares, and whether the database
// engine plays a part in it (scripts/test-all.ts runs `contract` and `process` on each engine, the
// others once, with SQLite, and so the files of `process` the engine plays no part in; see
// bothEngines below). Which project runs a file follows where it is (tests/support/layout.ts):
// - unit (tests/unit/, and the tests beside the modules of server/src): no database of the engine
//   under test;
// - contract (tests/contract/, and a module's test named *.engine.test.ts): tests that drive an
//   in-process server through the SDK, or open a database of the engine. They run without
//   isolation, so a worker imports the server and compiles the contract once for all its files; a
//   file must therefore leave no global state behind (environment variables, patched globals,
//   timers);
// - process (tests/process/, tests/cli/): tests whose subject is a process of its own (start-up,
//   signals, the CLI, a second server); tests/cli/ and the files of tests/process/ the engine plays
//   no part in run on SQLite only (ENGINE_FREE);
// - browser (tests/browser/): the console and the reference page in Chromium: what they show comes
//   through the HTTP interface, which the contract tests check on each engine;
// - packaging (tests/packaging/): the package as someone outside the checkout gets it (a fresh
//   clone with `npm ci`, the tarballs).
// tests/unit/layout.test.ts fails for a test file in none of these, and for a file outside
// `process` that starts what the process tests' global setup builds.
const engineFree = engineFreeGlobs();

const project = (
  name: string,
  kind: Project,
  alsoExclude: string[] = [],
  globalSetup: string[] = [],
  env: Record<string, string> = {},
): TestProjectInlineConfiguration => {
  const { include, exclude } = globsOf(kind);
  return {
    extends: true,
    test: { name, include, exclude: [...exclude, ...alsoExclude], isolate: false, globalSetup, env },
  };
};

// The engine of a run is TEST_DATABASE_URL's (PostgreSQL when set). With TEST_BOTH_ENGINES=1 as
// well (scripts/test-all.ts), one run holds both: the projects above on SQLite, and `contract` and
// `process` again, as `contract@postgresql` and `process@postgresql`, on PostgreSQL, where the
// fuzzer sends fewer requests per operation (FUZZ_RUNS) and the permission model's property test
// tries fewer worlds (INSUITE_PROPERTY_RUNS): unless set, the first of the same ones.
// The two workers then take files of either engine, and neither waits at the end of one engine's
// files for the other's to start.
const postgresUrl = process.env.TEST_DATABASE_URL;
const bothEngines = process.env.TEST_BOTH_ENGINES === '1' && !!postgresUrl;
const onSqlite: Record<string, string> = bothEngines ? { TEST_DATABASE_URL: '' } : {};
const onPostgres: Record<string, string> = {
  TEST_DATABASE_URL: postgresUrl ?? '',
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '8',
  INSUITE_PROPERTY_RUNS: process.env.INSUITE_PROPERTY_RUNS ?? '8',
};
const ON_POSTGRES = '@postgresql';

// Projects whose files take longest start first, so that no long file is left running alone at
// the end of the run; of a kind, SQLite's first, then PostgreSQL's (a worker goes on with files of
// its project, without importing anew). Within a project the default order holds (without the
// timings of an earlier run, the largest files first), except for the files named here, which
// take long for their size and start first in theirs.
const startOrder = ['packaging', 'browser', 'process', 'contract', 'unit'];
const longForTheirSize = ['tests/contract/fuzz/operations.test.ts'];
class LongestKindFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => longForTheirSize.some((p) => f.moduleId.endsWith(`/${p}`));
    const rank = (f: TestSpecification) => {
      const [kind, engine] = f.project.name.split('@');
      return 4 * startOrder.indexOf(kind!) + (engine ? 2 : 0) + (long(f) ? 0 : 1);
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

// The compiled server, built once for the run: the process tests start server processes from it.
const buildServer = ['tests/support/build-server.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestKindFirst },
    // Each project's workers transform the TypeScript they import anew; kept on disk (in
    // node_modules, keyed by each file's content), a module is transformed once for every project
    // of the run, and for the next run.
    experimental: { fsModuleCache: true },
    projects: [
      project('unit', 'unit', [], [], onSqlite),
      project('contract', 'contract', [], [], onSqlite),
      project('process', 'process', [], buildServer, onSqlite),
      project('browser', 'browser', [], [], onSqlite),
      project('packaging', 'packaging', [], [], onSqlite),
      ...(bothEngines
        ? [
            project(`contract${ON_POSTGRES}`, 'contract', [], [], onPostgres),
            project(`process${ON_POSTGRES}`, 'process', engineFree, buildServer, onPostgres),
          ]
        : []),
    ],
  },
});
