// npm run check (and the start of npm test): the spec lint, eslint, prettier, the layer rules, the
// generated-code drift and the typecheck, in two lanes at once. Each step is single-threaded, and
// eslint's type-aware rules take about as long as the others together: eslint and the two short
// lints run in one lane, the rest one after another in the other, so that a second core is not
// idle. Each step's output is printed whole when it ends, under its name; the exit code is
// non-zero when any step failed, and every step runs either way. Arguments are more npm scripts
// for the second lane (npm test adds build:client), then, after `--`, a command (npm test's suite)
// that starts once the second lane has passed and runs beside what is left of the first: the
// suite needs the SDK's build and a contract that typechecks, not eslint's verdict, and eslint
// alone would otherwise leave a core idle for most of its time.
//
// Prettier and the typecheck keep what they found, so that a file whose content is unchanged is
// not formatted again, and tsc checks again only what a change can affect (its build info records
// each file's hash and what depends on it; prettier's cache, each file's hash and the options and
// versions it was checked with). The caches are in node_modules/.cache/insuite-check, with their
// paths relative to the checkout, and copied to a folder outside it after each step
// (INSUITE_CHECK_CACHE, or insuite-check under XDG_CACHE_HOME or ~/.cache), from which a checkout
// without them (a fresh clone, a new `npm ci`) starts: as .ci/run keeps its compiler cache. A
// machine without that folder works the same, slower. eslint keeps no cache: its rules that read
// types (no-floating-promises, no-misused-promises) judge a file by the types of the files it
// imports, which its per-file cache does not follow.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const top = resolve(import.meta.dirname, '..');
const inside = join(top, 'node_modules/.cache/insuite-check');
const outside =
  process.env.INSUITE_CHECK_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'insuite-check');

/** The cache file of a script, and the arguments that have the script use it. */
const caches: Record<string, { file: string; args: (path: string) => string[] }> = {
  'lint:format': {
    file: 'prettier.json',
    args: (path) => ['--cache', '--cache-strategy', 'content', '--cache-location', path],
  },
  typecheck: {
    file: 'tsconfig.tsbuildinfo',
    args: (path) => ['--incremental', '--tsBuildInfoFile', path],
  },
};

/** Copies `from` to `to` whole (written beside it, then renamed), when `from` exists. */
function copy(from: string, to: string): void {
  if (!existsSync(from)) return;
  try {
    mkdirSync(resolve(to, '..'), { recursive: true });
    const part = `${to}.${process.pid}`;
    copyFileSync(from, part);
    renameSync(part, to);
  } catch (err) {
    console.log(`(the check's cache was not copied to ${to}: ${(err as Error).message})`);
  }
}

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const more = dash < 0 ? args : args.slice(0, dash);
const then = dash < 0 ? [] : args.slice(dash + 1);

const lanes = [
  ['lint:eslint', 'lint:spec', 'lint:deps'],
  ['lint:format', 'generate:check', 'typecheck', ...more],
];
const failed: string[] = [];

/** Runs `npm run SCRIPT`, its output kept; resolves with whether it succeeded. */
function run(script: string): Promise<boolean> {
  const started = performance.now();
  const cache = caches[script];
  const here = cache && join(inside, cache.file);
  if (cache && here && !existsSync(here)) copy(join(outside, cache.file), here);
  const extra = cache && here ? ['--', ...cache.args(here)] : [];
  const child = spawn('npm', ['run', '--silent', script, ...extra], {
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d));
  child.stderr.on('data', (d: Buffer) => output.push(d));
  return new Promise((done) => {
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      if (!ok) failed.push(script);
      if (cache && here) copy(here, join(outside, cache.file));
      process.stdout.write(`${ok ? 'ok' : 'FAILED'}: npm run ${script} (${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      done(ok);
    });
  });
}

async function lane(scripts: string[]): Promise<boolean> {
  let ok = true;
  for (const script of scripts) ok = (await run(script)) && ok;
  return ok;
}

/** Runs the command after `--` with this terminal; resolves with whether it succeeded. */
function command(): Promise<boolean> {
  const child = spawn(then[0]!, then.slice(1), { stdio: 'inherit' });
  return new Promise((done) => {
    child.on('error', (err) => {
      console.error(`${then.join(' ')}: ${err.message}`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const [first, second] = [lane(lanes[0]!), lane(lanes[1]!)];
let ok: boolean;
if (then.length) {
  const suite = second.then((passed) => {
    if (passed) return command();
    console.log(`not running ${then.join(' ')}: ${failed.join(', ')} failed`);
    return false;
  });
  const [lints, rest] = await Promise.all([first, suite]);
  ok = lints && rest;
  // The suite's own last line (its total) stays last unless a check failed beside it.
  if (!lints) console.log(`check FAILED: npm run ${failed.join(', npm run ')} (its output is above)`);
} else {
  ok = (await Promise.all([first, second])).every(Boolean);
}
process.exit(ok ? 0 : 1);
