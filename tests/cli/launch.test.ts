// How the production start (server/launch.mjs, what npm start runs) launches the server: garbage
// collection chosen by the CPUs the process may use, the young generation's size, the "listening"
// line, refused settings; and every way of starting insuite stopping with whatever started it. The
// database engine plays no part: each start uses SQLite in a folder of its own, and the file runs
// once per run (vitest.config.ts). Stopping on PostgreSQL is checked where a server on it is
// stopped (compiled-server, cluster, kill).
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.js';
import { baseEnv, endRunning, lines, runMain, TOKEN, type Run } from '../support/run-main.js';

let dataDir: string;
const dbEnv = () => ({ INSUITE_DATA_DIR: dataDir });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'insuite-launch-'));
});
afterAll(() => {
  endRunning();
  rmSync(dataDir, { recursive: true, force: true });
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
    const cli = join(import.meta.dirname, '../../server/bin/insuite.mjs');
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
  const ROOT = join(import.meta.dirname, '../..');
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
    const child = spawn(command[0]!, command.slice(1), {
      cwd,
      env: {
        ...baseEnv(),
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
