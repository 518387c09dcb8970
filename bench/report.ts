// What a benchmark prints also goes into docs/benchmarks.md, into the section between its own
// markers (`<!-- bench:NAME -->` … `<!-- /bench:NAME -->`, named as the npm script), headed by
// the commit, the machine and the date, so the figures in the docs are always a run's own output
// and say where they came from; nobody edits them by hand. BENCH_DOCS=off only prints, and so does a run narrowed by
// BENCH_ONLY.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type, release, arch } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const BENCHMARKS_MD = join(ROOT, 'docs', 'benchmarks.md');

export interface Report {
  /** Prints a line (as console.log does) and keeps it for the docs. */
  log(...parts: unknown[]): void;
  /** Writes the kept lines into the script's section of docs/benchmarks.md. */
  write(): void;
}

const git = (...args: string[]): string => {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/** The commit and the machine, in one sentence. */
function provenance(name: string, load: number): string {
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  // The figures of an earlier bench of the same checkout are not a change to the code measured.
  const dirty =
    git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/benchmarks.md') !== '';
  const cpu = cpus();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (
    `Written by \`npm run ${name}\` on ${date} UTC from commit \`${commit}\`` +
    `${dirty ? ' with uncommitted changes' : ''}; ${type()} ${release()} ${arch()}, ` +
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Node ${process.version}; load average ${load.toFixed(1)} when it started.`
  );
}

/** Replaces the text between a section's markers, each a line of its own (or adds the section
 * at the end). */
export function replaceSection(doc: string, name: string, body: string): string {
  const open = `\n<!-- ${name} -->\n`;
  const close = `\n<!-- /${name} -->\n`;
  const section = `${open}${body.trimEnd()}${close}`;
  const from = doc.indexOf(open);
  const to = doc.indexOf(close, from);
  if (from < 0 || to < 0) return `${doc.trimEnd()}\n${section}`;
  return doc.slice(0, from) + section + doc.slice(to + close.length);
}

/** `name` is the npm script (`bench`, `bench:tables`, …) and the section's marker. */
export function report(name: string): Report {
  const lines: string[] = [];
  const load = loadavg()[0] ?? 0;
  return {
    log(...parts) {
      console.log(...parts);
      lines.push(...parts.map(String).join(' ').split('\n'));
    },
    write() {
      if (process.env.BENCH_DOCS === 'off' || !existsSync(BENCHMARKS_MD)) return;
      if (process.env.BENCH_ONLY) {
        console.log('\nBENCH_ONLY narrowed the run: docs/benchmarks.md is left as it was');
        return;
      }
      while (lines[0] === '') lines.shift();
      const body = `${provenance(name, load)}\n\n\`\`\`text\n${lines.join('\n').trimEnd()}\n\`\`\``;
      writeFileSync(BENCHMARKS_MD, replaceSection(readFileSync(BENCHMARKS_MD, 'utf8'), name, body));
      console.log(`\nwritten into docs/benchmarks.md (section ${name})`);
    },
  };
}
