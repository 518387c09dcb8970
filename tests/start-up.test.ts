// Starts the real server process (server/src/main.ts) the way an operator does and checks what a
// failed start says: one line naming the setting to check, a non-zero exit, no stack trace unless
// LOG_LEVEL=debug. Also the warning of a start that restores the admin, and the production start
// (server/launch.mjs) choosing garbage collection by the CPUs the process may use.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../server/src/db/knex.js';
import { freshDatabase } from './support/server.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const TOKEN = `ist_${'s'.repeat(32)}`;

const MAIN = [process.execPath, '--import', 'tsx', 'server/src/main.ts'];

/** Runs main.ts (or `command`) until it exits, or until it says it listens (then stops it with SIGTERM). */
function runMain(env: Record<string, string>, command = MAIN): Promise<Run> {
  const base = { ...process.env };
  for (const k of ['DATABASE_URL', 'INSUITE_ADMIN_TOKEN', 'LOG_LEVEL', 'PORT', 'HOST', 'INSUITE_DATA_DIR'])
    delete base[k];
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...base, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (/insuite listening|"msg":"insuite listening/.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
  // Never outlive the test, whatever happens.
  const stop = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(stop);
      resolve({ code, stdout, stderr });
    }),
  );
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '' && !/npm warn/.test(l));

let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
const dbEnv = () => ({
  INSUITE_DATA_DIR: dataDir,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'insuite-start-'));
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start that cannot listen', () => {
  let taken: Server;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('exits non-zero with one line naming PORT, and never claims to listen', async () => {
    const port = String((taken.address() as AddressInfo).port);
    const run = await runMain({ ...dbEnv(), PORT: port, INSUITE_ADMIN_TOKEN: TOKEN });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `insuite: cannot listen on 127.0.0.1:${port}: the port is already in use by another process; check PORT (and HOST)`,
    ]);
    expect(run.stdout).not.toMatch(/listening/);
  });
});

describe('a start that cannot reach its database', () => {
  const unreachable = 'postgres://insuite:hunter2@127.0.0.1:1/insuite';

  it('exits non-zero with one line naming DATABASE_URL, without the password or a trace', async () => {
    const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: unreachable });
    expect(run.code).toBe(1);
    const out = lines(run.stderr);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^insuite: cannot reach the database at postgres:\/\/insuite:\*\*\*@127\.0\.0\.1:1\/insuite: /,
    );
    expect(out[0]).toMatch(/refused.*check DATABASE_URL$/);
    expect(run.stderr + run.stdout).not.toMatch(/hunter2|\n\s+at /);
  });

  it('adds the stack trace with LOG_LEVEL=debug', async () => {
    const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: unreachable, LOG_LEVEL: 'debug' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/check DATABASE_URL/);
    expect(run.stderr).toMatch(/\n\s+at /);
  });

  it('names INSUITE_DATA_DIR when the SQLite directory cannot be made', async () => {
    const file = join(dataDir, 'a-file');
    writeFileSync(file, 'not a directory');
    const run = await runMain({ INSUITE_DATA_DIR: join(file, 'db') });
    expect(run.code).toBe(1);
    const out = lines(run.stderr);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^insuite: cannot open the SQLite database in .*check INSUITE_DATA_DIR/);
  });
});

describe('a start with INSUITE_ADMIN_TOKEN that opens nothing', () => {
  it('restores the admin with that token and logs a warning saying so', async () => {
    const first = await runMain({ ...dbEnv(), INSUITE_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info' });
    expect(first.stdout).toMatch(/insuite listening/);
    expect(first.stdout).not.toMatch(/INSUITE_ADMIN_TOKEN opened no/);

    // Every token of the installation is gone.
    const db = createDb({ databaseUrl: database.databaseUrl, sqlitePath: join(dataDir, 'insuite.db') });
    try {
      await db('auth_tokens').delete();
    } finally {
      await db.destroy();
    }
    const second = await runMain({ ...dbEnv(), INSUITE_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info' });
    const warning = lines(second.stdout)
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => /INSUITE_ADMIN_TOKEN/.test(l.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning!.msg).toMatch(/admin@insuite\.local was restored .* holds that token again/);
    expect(second.stdout).toMatch(/insuite listening/);
  });
});

describe('the production start (npm start)', () => {
  const LAUNCH = [process.execPath, 'server/launch.mjs'];
  const hasTaskset = spawnSync('taskset', ['--version']).error === undefined;
  /** The fields of the server's "listening" log line. */
  const listening = (run: Run) =>
    lines(run.stdout)
      .map((l) => JSON.parse(l) as { msg: string; gc?: string; code?: string; semiSpaceMb?: number | null })
      .find((l) => /insuite listening/.test(l.msg));
  const start = (env: Record<string, string> = {}, command = LAUNCH) =>
    runMain({ ...dbEnv(), INSUITE_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info', ...env }, command);

  it.skipIf(!hasTaskset)('runs the server with single-threaded garbage collection on one core', async () => {
    const run = await start({}, ['taskset', '-c', '0', ...LAUNCH]);
    expect(listening(run)).toMatchObject({ gc: 'single-threaded' });
    // SIGTERM to the launcher reaches the server, which shuts down cleanly; the launcher exits as it did.
    expect(run.stdout).toMatch(/shutting down/);
    expect(run.code).toBe(0);
  });

  it.skipIf(availableParallelism() < 2)('keeps the parallel helpers with two cores or more', async () => {
    const run = await start();
    expect(listening(run)).toMatchObject({ gc: 'parallel' });
    expect(run.code).toBe(0);
  });

  it.skipIf(!hasTaskset)('follows INSUITE_SINGLE_THREADED_GC over the CPU count', async () => {
    const pinned = await start({ INSUITE_SINGLE_THREADED_GC: 'false' }, ['taskset', '-c', '0', ...LAUNCH]);
    expect(listening(pinned)).toMatchObject({ gc: 'parallel' });
    const free = await start({ INSUITE_SINGLE_THREADED_GC: 'true' });
    expect(listening(free)).toMatchObject({ gc: 'single-threaded' });
  });

  it.skipIf(!hasTaskset)('starts the same way through `insuite serve`', async () => {
    const cli = join(import.meta.dirname, '../server/bin/insuite.mjs');
    const run = await start({}, ['taskset', '-c', '0', process.execPath, cli, 'serve']);
    expect(listening(run)).toMatchObject({ gc: 'single-threaded', semiSpaceMb: 2, code: 'compiled' });
    expect(run.stdout).toMatch(/shutting down/);
    expect(run.code).toBe(0);
  });

  it('runs the compiled server with a small young generation, or as INSUITE_SEMI_SPACE_MB says', async () => {
    const run = await start();
    expect(listening(run)).toMatchObject({ code: 'compiled', semiSpaceMb: 2 });
    const v8Sizing = await start({ INSUITE_SEMI_SPACE_MB: '0' });
    expect(listening(v8Sizing)).toMatchObject({ code: 'compiled', semiSpaceMb: null });
    const bad = await start({ INSUITE_SEMI_SPACE_MB: 'lots' });
    expect(bad.code).toBe(2);
    expect(lines(bad.stderr)).toEqual([
      'insuite: bad setting: INSUITE_SEMI_SPACE_MB must be a whole number of MiB from 0 to 1024, not "lots"',
    ]);
  });

  it('refuses a bad INSUITE_SINGLE_THREADED_GC with one line and exit code 2', async () => {
    const run = await start({ INSUITE_SINGLE_THREADED_GC: 'sometimes' });
    expect(run.code).toBe(2);
    expect(lines(run.stderr)).toEqual([
      'insuite: bad setting: INSUITE_SINGLE_THREADED_GC must be auto, true or false, not "sometimes"',
    ]);
  });
});
