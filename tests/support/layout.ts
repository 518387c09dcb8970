// Where a test file is says which project of the suite runs it, and on which engines
// (vitest.config.ts builds its projects from this; docs/testing.md). A test file anywhere else runs
// in no project, which tests/unit/layout.test.ts refuses.

export type Project = 'unit' | 'contract' | 'process' | 'browser' | 'packaging';

/** The folders of each project, relative to the repository. */
export const FOLDERS: Record<Project, readonly string[]> = {
  // No database of the engine under test: modules of server/src on their own, the SDK's types and
  // encoding, the docs' links, the throwaway-PostgreSQL script.
  unit: ['tests/unit/', 'server/src/'],
  // An in-process server driven through the SDK, or modules on a database of the engine under test.
  contract: ['tests/contract/'],
  // A process of its own: start-up, signals, a second server, backups, kills, the command line.
  process: ['tests/process/', 'tests/cli/'],
  // The console and the reference page in Chromium.
  browser: ['tests/browser/'],
  // The package as someone outside the checkout gets it.
  packaging: ['tests/packaging/'],
};

/**
 * A module's test beside its sources that opens a database of the engine under test: it runs in
 * `contract`, on each engine, instead of `unit`.
 */
export const ON_THE_ENGINE = '.engine.test.ts';

export const TEST_FILE = '.test.ts';

/**
 * The files of `process` the engine plays no part in, which run on SQLite only, also when a run
 * holds both engines (docs/testing.md says the rule): a folder (ending in /) or a file.
 * - tests/cli/: the command line (a client of the HTTP interface, whose server the contract tests
 *   check on each engine, or a reader of files) and the launch of a server process (each of its
 *   starts uses SQLite in a folder of its own). A command that reads or writes the database itself
 *   (export, import) is tested in tests/process/.
 * - shared-server: the pattern of vitest files run in parallel against one server; what the engine
 *   does in it (tenants' snapshots taken and restored at once while others write) is checked on
 *   each engine by tests/contract/tenant-controls.test.ts.
 * - compiled-server: how the bundle finds its files (the contract, the worker threads' files); the
 *   compiled server on PostgreSQL is what the other files of tests/process/ start there.
 */
export const ENGINE_FREE: readonly string[] = [
  'tests/cli/',
  'tests/process/shared-server.test.ts',
  'tests/process/compiled-server.test.ts',
];

/** Whether a test file (a path relative to the repository) runs on SQLite only. */
export const engineFree = (file: string): boolean =>
  ENGINE_FREE.some((e) => (e.endsWith('/') ? file.startsWith(e) : file === e));

/** ENGINE_FREE as vitest globs. */
export const engineFreeGlobs = (): string[] =>
  ENGINE_FREE.map((e) => (e.endsWith('/') ? `${e}**/*${TEST_FILE}` : e));

/** The vitest globs of a project: its files, and those of its folders that run elsewhere. */
export function globsOf(project: Project): { include: string[]; exclude: string[] } {
  const include = FOLDERS[project].map((f) => `${f}**/*${TEST_FILE}`);
  if (project === 'contract')
    return { include: [...include, `server/src/**/*${ON_THE_ENGINE}`], exclude: [] };
  if (project === 'unit') return { include, exclude: [`server/src/**/*${ON_THE_ENGINE}`] };
  return { include, exclude: [] };
}

/** The project a test file (a path relative to the repository) runs in, if any. */
export function projectOf(file: string): Project | undefined {
  if (!file.endsWith(TEST_FILE)) return undefined;
  if (file.startsWith('server/src/') && file.endsWith(ON_THE_ENGINE)) return 'contract';
  for (const [project, folders] of Object.entries(FOLDERS) as [Project, readonly string[]][]) {
    if (folders.some((f) => file.startsWith(f))) return project;
  }
  return undefined;
}
