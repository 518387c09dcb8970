// Where a test file is says where it runs (tests/support/layout.ts, vitest.config.ts): a test file
// in no project's folder would run nowhere, and one outside `process` that starts a server process
// or the compiled CLI would run without the global setup that builds them (or against an old
// build left by an earlier run).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE, engineFree, projectOf } from '../support/layout.js';

const ROOT = resolve(import.meta.dirname, '../..');

// Tracked and untracked files alike (what .gitignore leaves out is not the project's).
const testFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.test.ts', '*.test.js', '*.test.mjs'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => f && !f.startsWith('node_modules/'));

// What the process tests' global setup (tests/support/build-server.ts) builds, and the helpers
// that start it: the compiled server (server-entry.ts and the helpers on it) and the compiled CLI
// (`insuite` and `COMPILED_CLI` of cli.ts; its BIN runs the sources).
const PROCESS_ONLY_MODULES = ['second-process', 'server-process', 'run-main', 'server-entry', 'build-server'];
const PROCESS_ONLY_NAMES = /\b(insuite|COMPILED_CLI)\b/;

function processOnlyImports(file: string): string[] {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gs)) {
    const [, typeOnly, names, from] = m;
    if (typeOnly || !from) continue;
    const module = from.replace(/\.js$/, '').split('/').pop()!;
    if (!from.includes('support/')) continue;
    if (PROCESS_ONLY_MODULES.includes(module)) found.push(from);
    else if (module === 'cli' && PROCESS_ONLY_NAMES.test(names ?? '')) found.push(`${from} (${names})`);
  }
  return found;
}

describe('the layout of the tests', () => {
  it('finds the test files', () => {
    expect(testFiles.length).toBeGreaterThan(100);
  });

  it('puts every test file in the folder of a project', () => {
    expect(testFiles.filter((f) => !projectOf(f))).toEqual([]);
  });

  it('starts server processes and the compiled CLI only from the process tests', () => {
    const outside = testFiles
      .filter((f) => projectOf(f) !== 'process')
      .flatMap((f) => processOnlyImports(f).map((i) => `${f}: ${i}`));
    expect(outside).toEqual([]);
  });

  it('runs on SQLite only files of `process` that are there, each named in ENGINE_FREE', () => {
    // A renamed file would otherwise fall back to both engines unnoticed, and its entry stay behind.
    for (const entry of ENGINE_FREE) {
      const files = testFiles.filter(
        (f) => engineFree(f) && (entry.endsWith('/') ? f.startsWith(entry) : f === entry),
      );
      expect(files.length, entry).toBeGreaterThan(0);
      expect(
        files.filter((f) => projectOf(f) !== 'process'),
        entry,
      ).toEqual([]);
    }
  });

  it("is what docs/testing.md's table of tests/process/ says: every file, SQLite only where ENGINE_FREE says", () => {
    const docs = readFileSync(resolve(ROOT, 'docs/testing.md'), 'utf8');
    const table = docs.slice(docs.indexOf('| file of `tests/process/` |')).split('\n\n')[0]!;
    const rows = table
      .split('\n')
      .slice(2)
      .map((row) => row.split('|').map((cell) => cell.trim()));
    const named = (engines: (e: string) => boolean) =>
      rows
        .filter((cells) => engines(cells[2]!))
        .flatMap((cells) => [...cells[1]!.matchAll(/`([^`]+)`/g)].map((m) => `tests/process/${m[1]}.test.ts`))
        .sort();
    const files = testFiles.filter((f) => /^tests\/process\/[^/]+\.test\.ts$/.test(f)).sort();
    expect(named(() => true)).toEqual(files);
    expect(named((e) => e.startsWith('SQLite'))).toEqual(files.filter(engineFree));
  });

  it('recognises the imports it looks for', () => {
    // Otherwise the guard above would pass by finding nothing.
    expect(processOnlyImports('tests/process/backup.test.ts')).toEqual([
      '../support/cli.js ({ insuite })',
      '../support/server-process.js',
    ]);
    expect(processOnlyImports('tests/unit/docs/links.test.ts')).toEqual([]);
  });
});
