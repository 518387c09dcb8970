// npm run check (and the start of npm test): the spec lint, eslint, prettier, the layer rules, the
// generated-code drift and the typecheck, in two lanes at once. Each step is single-threaded, and
// eslint's type-aware rules take about as long as the others together: eslint and the two short
// lints run in one lane, the rest one after another in the other, so that a second core is not
// idle. Each step's output is printed whole when it ends, under its name; the exit code is
// non-zero when any step failed, and every step runs either way. Arguments are more npm scripts
// for the second lane (npm test adds build:client).
import { spawn } from 'node:child_process';

const lanes = [
  ['lint:eslint', 'lint:spec', 'lint:deps'],
  ['lint:format', 'generate:check', 'typecheck', ...process.argv.slice(2)],
];

/** Runs `npm run SCRIPT`, its output kept; resolves with whether it succeeded. */
function run(script: string): Promise<boolean> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
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

const results = await Promise.all(lanes.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
