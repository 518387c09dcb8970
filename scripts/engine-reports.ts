// A vitest reporter for a run that holds both engines (vitest.config.ts, TEST_BOTH_ENGINES): the
// JSON report of each engine's files apart, as if each had run alone, in
// .test-results/sqlite.json and .test-results/postgresql.json (projects named `…@postgresql` are
// PostgreSQL's, the others SQLite's; without such projects, SQLite's report only).
import { JsonReporter, type Reporter, type TestModule, type Vitest } from 'vitest/node';

type Engine = 'sqlite' | 'postgresql';
const engineOf = (project: { name: string }): Engine =>
  project.name.endsWith('@postgresql') ? 'postgresql' : 'sqlite';

export default class EngineReports implements Reporter {
  private reports: { engine: Engine; json: JsonReporter }[] = [];

  onInit(ctx: Vitest): void {
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
  }
}
