// Starts the real server process (server/src/main.ts, compiled as npm start runs it) the way an
// operator does and checks what a failed start says: one line naming the setting to check, a
// non-zero exit, no stack trace unless LOG_LEVEL=debug. Also the warning of a start that restores
// the admin, and the production start (server/launch.mjs) choosing garbage collection by the CPUs
// the process may use, a first start into a data folder that does not exist yet, and every way of
// starting insuite stopping with whatever started it.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../server/src/db/knex.js';
import { freePort } from './support/ports.js';
import { SERVER_MAIN } from './support/server-entry.js';
import { freshDatabase } from './support/server.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const TOKEN = `ist_${'s'.repeat(32)}`;

/** The token file of a PostgreSQL database: admin-token.postgresql-HOST-PORT-NAME. */
function tokenFileName(databaseUrl: string): string {
  const u = new URL(databaseUrl);
  return `admin-token.postgresql-${u.hostname}-${u.port || '5432'}-${u.pathname.slice(1)}`;
}

const MAIN = [process.execPath, ...SERVER_MAIN];

/** The processes runMain started that have not exited yet: none outlives the file. */
const running = new Set<ChildProcess>();

/** Runs the server (or `command`) until it exits, or until it says it listens (then stops it with SIGTERM). */
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
  running.add(child);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
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
  // A start that never ended failed its test by the test's time limit: end it here.
  for (const child of running) child.kill('SIGKILL');
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

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'says how to make a database that does not exist (createdb), on a server that answers',
    async () => {
      const u = new URL(process.env.TEST_DATABASE_URL!);
      u.pathname = '/insuite_not_made_yet';
      const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: u.toString() });
      expect(run.code).toBe(1);
      expect(lines(run.stderr)).toHaveLength(1);
      expect(run.stderr).toContain(
        `the database does not exist (make it first: createdb -h ${u.hostname} -p ${u.port} -U ${u.username} insuite_not_made_yet)`,
      );
    },
  );

  it('adds the stack trace with LOG_LEVEL=debug', async () => {
    const run = await runMain({ INSUITE_DATA_DIR: dataDir, DATABASE_URL: unreachable, LOG_LEVEL: 'debug' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/check DATABASE_URL/);
    expect(run.stderr).toMatch(/\n\s+at /);
  });
});

describe('the first start into a data folder that does not exist yet', () => {
  it('makes the folder, then writes the admin token and the key file into it', async () => {
    const missing = join(dataDir, 'first', 'start');
    // An empty database, and no INSUITE_ADMIN_TOKEN: the server makes a token and saves it there.
    const empty = await freshDatabase();
    const run = await runMain({
      INSUITE_DATA_DIR: missing,
      LOG_LEVEL: 'info',
      ...(empty.databaseUrl ? { DATABASE_URL: empty.databaseUrl } : {}),
    }).finally(() => empty.drop());
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/insuite listening/);
    const file = join(missing, empty.databaseUrl ? tokenFileName(empty.databaseUrl) : 'admin-token');
    expect(run.stdout).toContain(`(also saved to ${file})`);
    expect(readFileSync(file, 'utf8')).toMatch(/^ist_\S+\n$/);
    expect(readdirSync(missing)).toContain('master.key');
    expect(run.code).toBe(0);
  });

  it("writes its token to a file of its own database, never over another database's", async () => {
    const shared = mkdtempSync(join(dataDir, 'shared-'));
    const empty = await freshDatabase();
    // The token file of the other engine's database in the same folder.
    const other = empty.databaseUrl ? 'admin-token' : tokenFileName('postgres://u@db.example:5433/insuite');
    writeFileSync(join(shared, other), 'ist_other\n');
    const run = await runMain({
      INSUITE_DATA_DIR: shared,
      LOG_LEVEL: 'info',
      ...(empty.databaseUrl ? { DATABASE_URL: empty.databaseUrl } : {}),
    }).finally(() => empty.drop());
    expect(run.code).toBe(0);
    expect(readFileSync(join(shared, other), 'utf8')).toBe('ist_other\n');
    const own = join(shared, empty.databaseUrl ? tokenFileName(empty.databaseUrl) : 'admin-token');
    expect(run.stdout).toContain(`(also saved to ${own})`);
    expect(readFileSync(own, 'utf8')).toMatch(/^ist_\S+\n$/);
  });

  it('names INSUITE_DATA_DIR, in one line, when the folder cannot be made', async () => {
    const file = join(dataDir, 'a-file');
    writeFileSync(file, 'not a directory');
    const run = await runMain({ ...dbEnv(), INSUITE_DATA_DIR: join(file, 'data') });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `insuite: cannot use the data folder ${join(file, 'data')}: a file stands where a folder is needed; ` +
        'check INSUITE_DATA_DIR (it must be a writable folder)',
    ]);
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

  it('names the reference page and the console on its "listening" line', async () => {
    const port = String(await freePort());
    const run = await start({ PORT: port });
    const line = listening(run) as { msg: string; docs?: string; console?: string } | undefined;
    expect(line?.msg).toBe(
      `insuite listening on 127.0.0.1:${port}; the API reference is at http://localhost:${port}/docs, the console at http://localhost:${port}/console`,
    );
    expect(line?.docs).toBe(`http://localhost:${port}/docs`);
    expect(line?.console).toBe(`http://localhost:${port}/console`);
  });

  it('refuses a bad INSUITE_SINGLE_THREADED_GC with one line and exit code 2', async () => {
    const run = await start({ INSUITE_SINGLE_THREADED_GC: 'sometimes' });
    expect(run.code).toBe(2);
    expect(lines(run.stderr)).toEqual([
      'insuite: bad setting: INSUITE_SINGLE_THREADED_GC must be auto, true or false, not "sometimes"',
    ]);
  });
});

describe('stopping: nothing is left running when what started the server ends', () => {
  const ROOT = join(import.meta.dirname, '..');
  const CLI = join(ROOT, 'server/bin/insuite.mjs');

  /** The state letter of a process from /proc (undefined: no such process). */
  const state = (pid: number): string | undefined => {
    try {
      return /\) (\S) /.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
    } catch {
      return undefined;
    }
  };
  /** A process that has not ended (a zombie has ended; only its parent has not read its status). */
  const running = (pid: number) => ![undefined, 'Z', 'X'].includes(state(pid));

  /** `pid` and every process below it. */
  function tree(pid: number): number[] {
    const children = new Map<number, number[]>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const ppid = Number(/\) \S (\d+) /.exec(readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // gone meanwhile
      }
    }
    const all = [pid];
    for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]!) ?? []));
    return all;
  }

  const listens = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });

  // Whatever a failing test leaves running is ended here, not left to outlive the suite.
  const startedProcesses: number[] = [];
  afterAll(() => {
    for (const pid of startedProcesses.filter(running)) process.kill(pid, 'SIGKILL');
  });

  /** Starts `command` in the checkout and resolves once the server says it listens. */
  async function started(command: string[], env: Record<string, string> = {}, cwd = ROOT) {
    const port = await freePort();
    const base = { ...process.env };
    for (const k of ['DATABASE_URL', 'INSUITE_ADMIN_TOKEN', 'LOG_LEVEL', 'PORT', 'HOST', 'INSUITE_DATA_DIR'])
      delete base[k];
    const child = spawn(command[0]!, command.slice(1), {
      cwd,
      env: {
        ...base,
        ...dbEnv(),
        INSUITE_DATA_DIR: mkdtempSync(join(dataDir, 'stop-')),
        INSUITE_ADMIN_TOKEN: TOKEN,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    let stdout = '';
    child.stderr.resume();
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (/insuite listening/.test(stdout)) resolve();
      });
      child.once('exit', () => reject(new Error(`exited before listening:\n${stdout}`)));
    });
    expect(await listens(port)).toBe(true);
    const processes = tree(child.pid!);
    startedProcesses.push(...processes);
    return { pid: child.pid!, port, processes };
  }

  /**
   * What is still running of `processes` and whether `port` still listens, once all are gone. A
   * process that never goes fails its test by the test's time limit, and afterAll ends it.
   */
  async function leftAfterStop(processes: number[], port: number) {
    for (;;) {
      const left = processes.filter(running);
      const listening = await listens(port);
      if (!left.length && !listening) return { left, listening };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('SIGTERM to `npm start` (npm, then the launcher, then the server) ends every process', async () => {
    const run = await started(['npm', 'start']);
    // npm, the launcher (the shell npm runs the script in execs it), and the server.
    expect(run.processes.length).toBeGreaterThanOrEqual(3);
    process.kill(run.pid, 'SIGTERM');
    expect(await leftAfterStop(run.processes, run.port)).toEqual({ left: [], listening: false });
  });

  it('SIGINT to `npm start` ends every process', async () => {
    // npm passes SIGINT to the script's process; a shell left between would hold it (dash does).
    const run = await started(['npm', 'start']);
    process.kill(run.pid, 'SIGINT');
    expect(await leftAfterStop(run.processes, run.port)).toEqual({ left: [], listening: false });
  });

  it('SIGINT to `insuite serve` ends every process', async () => {
    const run = await started([process.execPath, CLI, 'serve']);
    process.kill(run.pid, 'SIGINT');
    expect(await leftAfterStop(run.processes, run.port)).toEqual({ left: [], listening: false });
  });

  it('SIGTERM to `npx insuite serve` in a project that has the command ends every process', async () => {
    // A project with the insuite command installed, as the server's package installs it.
    const project = mkdtempSync(join(dataDir, 'project-'));
    writeFileSync(join(project, 'package.json'), '{"name":"uses-insuite","private":true}\n');
    mkdirSync(join(project, 'node_modules/.bin'), { recursive: true });
    symlinkSync(CLI, join(project, 'node_modules/.bin/insuite'));
    const run = await started(['npx', '--no-install', 'insuite', 'serve', '--checkout', ROOT], {}, project);
    process.kill(run.pid, 'SIGTERM');
    expect(await leftAfterStop(run.processes, run.port)).toEqual({ left: [], listening: false });
  });

  it('a shell that drops SIGTERM does not leave `insuite serve` behind', async () => {
    // dash passes no signal to the command it runs; the command sees its parent go instead.
    const run = await started(['sh', '-c', `"${process.execPath}" "${CLI}" serve; true`]);
    process.kill(run.pid, 'SIGTERM');
    expect(await leftAfterStop(run.processes, run.port)).toEqual({ left: [], listening: false });
  });

  it('the server stops when its launcher is killed outright (SIGKILL)', async () => {
    const run = await started([process.execPath, 'server/launch.mjs']);
    process.kill(run.pid, 'SIGKILL');
    expect(await leftAfterStop(run.processes, run.port)).toEqual({ left: [], listening: false });
  });
});
