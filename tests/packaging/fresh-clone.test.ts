// A fresh clone of the committed HEAD: `npm ci` alone, then `npx insuite --help` prints the help
// (the command runs from its sources; nothing is built first). The engine plays no part: this runs
// with the SQLite pass of the suite only. Where the run's own checkout is such a clone (CI: .ci/run
// finds nothing untracked or ignored in it before its `npm ci`), the help that checkout printed
// right after its install is given in INSUITE_FRESH_CLONE_HELP, its first line the commit, and is
// checked instead of making the same clone and install a second time.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../support/server.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'insuite-clone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The help of `npx insuite --help` in a fresh clone of `head` after `npm ci` alone. */
async function helpInAFreshClone(head: string): Promise<string> {
  const given = process.env.INSUITE_FRESH_CLONE_HELP;
  if (given) {
    const [commit, ...help] = readFileSync(given, 'utf8').split('\n');
    expect(commit, 'the run checked a fresh clone of another commit').toBe(head);
    return help.join('\n');
  }
  await run('git', ['clone', '--quiet', '--no-checkout', repo, dir]);
  await run('git', ['checkout', '--quiet', '--detach', head], { cwd: dir });
  // better-sqlite3 compiles from source: node-gyp uses the installed Node's headers.
  const env = { ...process.env, npm_config_nodedir: dirname(dirname(process.execPath)) };
  await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env,
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return (await run('npx', ['--no-install', 'insuite', '--help'], { cwd: dir, env })).stdout;
}

describe.skipIf(engine() === 'postgresql')('a fresh clone', () => {
  it('runs `npx insuite --help` after `npm ci` alone', async () => {
    const { stdout: head } = await run('git', ['rev-parse', 'HEAD'], { cwd: repo });
    const help = await helpInAFreshClone(head.trim());
    expect(help).toContain('Usage: insuite');
    for (const command of ['serve', 'tenant', 'tables', 'token']) expect(help).toContain(command);
  }, 900_000);
});
