// The documentation holds together: every relative link and anchor leads somewhere, nothing points
// outside the repository, every reference to a decision names one that docs/decisions.md has, the
// README stays an entry point, and the command table lists every command the CLI has.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from '../../support/cli.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  'client/README.md',
  'server/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown without its fenced code blocks, where link-like text is code. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchors = (text: string) =>
  new Set([...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!.replace(/`/g, ''))));

/** Source files of the project (not dependencies, builds or generated code). */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (['node_modules', 'dist', '.cache'].includes(name)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|mts|mjs|cjs|js|md|yaml|sh)$/.test(name) ? [path] : [];
  });
}

describe('the documentation', () => {
  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      for (const [, target] of prose(read(doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // https:, mailto:
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const file = path === '' ? doc : relative(ROOT, resolve(ROOT, dirname(doc), path));
        if (!existsSync(join(ROOT, file))) broken.push(`${doc}: ${target} (no file ${file})`);
        else if (anchor && !anchors(read(file)).has(anchor)) broken.push(`${doc}: ${target} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('points at nothing outside the repository, and every decision it cites exists', () => {
    const decisions = new Set([...read('docs/decisions.md').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    expect(decisions.size).toBeGreaterThanOrEqual(10);
    const outside: string[] = [];
    const unknown: string[] = [];
    const files = [
      ...DOCS,
      'openapi.yaml',
      ...['server', 'client/src', 'scripts', 'bench', 'tests'].flatMap(sources),
    ];
    for (const file of files) {
      const text = read(file);
      if (/DECISIONS\.md|DECISIONS §|\/work\//.test(text)) outside.push(file);
      for (const m of text.matchAll(/decisions\.md((?:,? ?§\d+)+)/g))
        for (const [, n] of m[1]!.matchAll(/§(\d+)/g)) if (!decisions.has(n)) unknown.push(`${file}: §${n}`);
    }
    expect(outside.filter((f) => f !== 'tests/unit/docs/links.test.ts')).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('has a marked section of docs/benchmarks.md for every bench script that writes one', () => {
    const doc = read('docs/benchmarks.md');
    const scripts = readdirSync(join(ROOT, 'scripts')).filter((f) => f.startsWith('bench'));
    const names = scripts.flatMap((f) =>
      [...read(`scripts/${f}`).matchAll(/report\('([^']+)'\)/g)].map((m) => m[1]!),
    );
    expect(names).toEqual(
      expect.arrayContaining(['bench', 'bench:tables', 'bench:scale', 'bench:durability']),
    );
    const scriptsOfPackage = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    for (const name of names) {
      expect(scriptsOfPackage[name], name).toBeDefined();
      expect(doc, name).toContain(`\n<!-- ${name} -->\n`);
      expect(doc, name).toContain(`\n<!-- /${name} -->\n`);
    }
  });

  it('keeps the README an entry point', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('lists every command of the CLI in the command table, backup and restore included', () => {
    const help = execFileSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    const commands = [...help.split('Commands:')[1]!.matchAll(/^ {2}([a-z-]+)/gm)]
      .map((m) => m[1]!)
      .filter((c) => c !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['serve', 'backup', 'restore', 'tenant']));
    const table = read('docs/sdk-and-cli.md')
      .split('\n')
      .filter((line) => line.startsWith('| `insuite '));
    for (const command of commands)
      expect(
        table.some((row) => row.includes(`\`insuite ${command}`)),
        command,
      ).toBe(true);
  });
});
