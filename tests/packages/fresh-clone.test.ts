// A fresh clone of the committed HEAD: `npm ci` alone, then `npx insuite --help` prints the help
// (the command runs from its sources; nothing is built first). The engine plays no part: this runs
// with the SQLite pass of the suite only.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../support/server.js';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'insuite-clone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(engine() === 'postgresql')('a fresh clone', () => {
  it('runs `npx insuite --help` after `npm ci` alone', async () => {
    const { stdout: head } = await run('git', ['rev-parse', 'HEAD'], { cwd: repo });
    await run('git', ['clone', '--quiet', '--no-checkout', repo, dir]);
    await run('git', ['checkout', '--quiet', '--detach', head.trim()], { cwd: dir });
    // better-sqlite3 compiles from source: node-gyp uses the installed Node's headers.
    const env = { ...process.env, npm_config_nodedir: dirname(dirname(process.execPath)) };
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      env,
      timeout: 900_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const { stdout } = await run('npx', ['--no-install', 'insuite', '--help'], { cwd: dir, env });
    expect(stdout).toContain('Usage: insuite');
    for (const command of ['serve', 'tenant', 'tables', 'token']) expect(stdout).toContain(command);
  }, 900_000);
});
