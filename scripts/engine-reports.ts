// A vitest reporter for a run that holds both engines (vitest.config.ts, TEST_BOTH_ENGINES): the
// JSON report of each engine's files apart, as if each had run alone, in
// .test-results/sqlite.json and .test-results/postgresql.json (projects named `…@postgresql` are
// PostgreSQL's, the others SQLite's; without such projects, SQLite's report only). Beside them,
// .test-results/timings.json: each file's project, when it started, and what its worker spent on
// it (importing it, its hooks and tests), which the JSON reports leave out (their times span a
// file's tests only, not its imports and its beforeAll's server starts); docs/testing.md reads it.
import { writeFileSync } from 'node:fs';
import {
  experimental_getRunnerTask,
  JsonReporter,
  type Reporter,
  type TestModule,
  type Vitest,
} from 'vitest/node';

type Engine = 'sqlite' | 'postgresql';
const engineOf = (project: { name: string }): Engine =>
  project.name.endsWith('@postgresql') ? 'postgresql' : 'sqlite';

const ms = (n: number | undefined) => Math.round(n ?? 0);

export default class EngineReports implements Reporter {
  private reports: { engine: Engine; json: JsonReporter }[] = [];
  private started = Date.now();

  onInit(ctx: Vitest): void {
    this.started = Date.now();
    const engines = new Set<Engine>(['sqlite', ...ctx.projects.map(engineOf)]);
    this.reports = [...engines].map((engine) => ({
      engine,
      json: new JsonReporter({ outputFile: `.test-results/${engine}.json` }),
    }));
    for (const r of this.reports) r.json.onInit(ctx);
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>): Promise<void> {
    for (const r of this.reports)
      await r.json.onTestRunEnd(modules.filter((m) => engineOf(m.project) === r.engine));
    const files = modules.map((m) => {
      const d = m.diagnostic();
      const start = experimental_getRunnerTask(m).result?.startTime;
      return {
        project: m.project.name,
        file: m.relativeModuleId,
        state: m.state(),
        // Milliseconds: from the run's start to its tests' start, its import (with its suites'
        // callbacks), the worker's set-up for it, and its tests and hooks.
        startedAt: start === undefined ? null : ms(start - this.started),
        import: ms(d.collectDuration),
        prepare: ms(d.prepareDuration + d.environmentSetupDuration + d.setupDuration),
        run: ms(d.duration),
        tests: [...m.children.allTests()].length,
      };
    });
    writeFileSync(
      '.test-results/timings.json',
      JSON.stringify({ wallMs: Date.now() - this.started, files }, null, 1) + '\n',
    );
  }
}
