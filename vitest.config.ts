import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The suite in four projects, by what a file costs and what it shares:
// - unit: modules of server/src on their own;
// - contract: tests that drive an in-process server through the SDK. They run without isolation,
//   so a worker imports the server and compiles the contract once for all its files; a file must
//   therefore leave no global state behind (environment variables, patched globals, timers);
// - process: tests whose subject is a process of its own (start-up, signals, the CLI, a second
//   server, the browser);
// - packaging: the package as someone outside the checkout gets it (a fresh clone with `npm ci`,
//   the tarballs). The engine plays no part: scripts/test-all.ts runs it once, not per engine.
const packaging = ['tests/packages/**/*.test.ts', 'tests/sdk/packed-package.test.ts'];
const processLevel = [
  'tests/backup.test.ts',
  'tests/cluster.test.ts',
  'tests/compiled-server.test.ts',
  'tests/kill.test.ts',
  'tests/start-up.test.ts',
  'tests/webhooks-processes.test.ts',
  'tests/cli/**/*.test.ts',
  'tests/console/**/*.test.ts',
  'tests/docs/**/*.test.ts',
  'tests/contract/creation-order.test.ts',
  'tests/contract/identity-two-processes.test.ts',
  'tests/contract/resolution-two-processes.test.ts',
];

const project = (
  name: string,
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, exclude, isolate: false },
});

// Projects whose files take longest start first, so that no long file is left running alone at
// the end of the run. Within a project the default order holds.
const startOrder = ['packaging', 'process', 'contract', 'unit'];
class LongestKindFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => startOrder.indexOf(f.project.name);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestKindFirst },
    projects: [
      project('unit', ['server/src/**/*.test.ts']),
      project('contract', ['tests/**/*.test.ts'], [...packaging, ...processLevel]),
      project('process', processLevel),
      project('packaging', packaging),
    ],
  },
});
