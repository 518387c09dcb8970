// The production start (npm start, insuite serve): runs the compiled server (server/build.mjs) in a
// Node process with the flags that suit the CPUs this process may use. Plain JavaScript so that it
// needs no loader; it stays as the parent, passes signals on, stops the server when its own parent
// is gone, and exits as the server does (runServer).
//
// On one CPU (an affinity mask of one core, or a cgroup quota of one CPU or less), V8's garbage
// collection helper threads do not run beside the main thread: they take turns with it, and a
// request waits whole scheduler slices while a helper marks or sweeps. That was most of the p99 at
// 50 connections in npm run bench (docs/performance.md), so there the server runs with
// --single-threaded-gc. With more CPUs the helpers run in parallel and
// are kept. INSUITE_SINGLE_THREADED_GC=true|false overrides the choice (default auto). Memory:
// a small young generation and glibc's mmap threshold fixed (youngGenerationFlags,
// serverEnvironment).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { buildIsFresh, buildServer, COMPILED_MAIN } from './build.mjs';
import { checkNode } from './node-check.mjs';

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The CPUs a cgroup quota allows, from the text of cgroup v2's `cpu.max` ("max 100000" or
 * "50000 100000") or cgroup v1's `cpu.cfs_quota_us` and `cpu.cfs_period_us`; Infinity without one.
 */
export function quotaCpus({ cpuMax, cfsQuota, cfsPeriod } = {}) {
  if (cpuMax !== undefined) {
    const [quota, period] = cpuMax.trim().split(/\s+/);
    return quota === 'max' || !(Number(period) > 0) ? Infinity : Number(quota) / Number(period);
  }
  const quota = Number(cfsQuota);
  const period = Number(cfsPeriod);
  return quota > 0 && period > 0 ? quota / period : Infinity;
}

/** The cgroup quota of this process, read from /proc/self/cgroup and /sys/fs/cgroup. */
function cgroupCpus() {
  const groups = (read('/proc/self/cgroup') ?? '').split('\n').map((l) => l.split(':'));
  const v2 = groups.find(([id]) => id === '0')?.[2];
  if (v2 !== undefined) {
    const cpuMax = read(`/sys/fs/cgroup${v2 === '/' ? '' : v2}/cpu.max`) ?? read('/sys/fs/cgroup/cpu.max');
    if (cpuMax !== undefined) return quotaCpus({ cpuMax });
  }
  const v1 = groups.find(([, controllers]) => controllers?.split(',').includes('cpu'))?.[2];
  if (v1 === undefined) return Infinity;
  for (const dir of [`/sys/fs/cgroup/cpu${v1 === '/' ? '' : v1}`, '/sys/fs/cgroup/cpu']) {
    const cfsQuota = read(`${dir}/cpu.cfs_quota_us`);
    if (cfsQuota !== undefined) return quotaCpus({ cfsQuota, cfsPeriod: read(`${dir}/cpu.cfs_period_us`) });
  }
  return Infinity;
}

/** How many CPUs this process can keep busy at once: its affinity mask and its cgroup quota. */
export function usableCpus() {
  return Math.min(availableParallelism(), cgroupCpus());
}

/**
 * Node flags for the server: --single-threaded-gc on one CPU or less. `setting` is the value of
 * INSUITE_SINGLE_THREADED_GC; a value other than auto, true or false throws.
 */
export function serverNodeFlags(setting = 'auto', cpus = usableCpus()) {
  const value = setting.trim().toLowerCase() || 'auto';
  if (!['auto', 'true', 'false'].includes(value)) {
    throw new Error(`INSUITE_SINGLE_THREADED_GC must be auto, true or false, not "${setting}"`);
  }
  const single = value === 'true' || (value === 'auto' && cpus <= 1);
  return single ? ['--single-threaded-gc'] : [];
}

/**
 * Node flags for V8's young generation: semi-spaces of `setting` MiB (INSUITE_SEMI_SPACE_MB,
 * default 2; 0 leaves V8's own sizing, which grows them to 16 MiB). What a request allocates dies
 * before the next collection of a small young generation as well as of a large one, and a small one
 * keeps the process far smaller for a small share of the request rate (docs/performance.md,
 * Memory).
 */
export function youngGenerationFlags(setting = '2') {
  const text = setting.trim() || '2';
  const mb = Number(text);
  if (!/^\d+$/.test(text) || mb > 1024) {
    throw new Error(`INSUITE_SEMI_SPACE_MB must be a whole number of MiB from 0 to 1024, not "${setting}"`);
  }
  return mb === 0 ? [] : [`--max-semi-space-size=${mb}`];
}

/**
 * The server's environment: `env` with glibc's mmap threshold fixed at 128 KiB unless it is set.
 * glibc raises the threshold to the size of each large block freed (up to 32 MiB), after which
 * blocks that size come from the threads' heaps and stay with the process once freed, as a table
 * worker's buffers did (docs/performance.md, Memory). Other C libraries ignore it.
 */
export function serverEnvironment(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}

/**
 * How to run the server after the Node flags: the compiled server (dist/server/main.mjs), built
 * first when it is missing or older than the sources; the sources through tsx when it cannot be
 * built (a read-only checkout, say), with one line saying so.
 */
export async function serverEntry() {
  if (!buildIsFresh()) {
    try {
      await buildServer();
    } catch (err) {
      console.error(`insuite: running from the sources; the server could not be compiled: ${err.message}`);
      return ['--import', 'tsx', fileURLToPath(new URL('./src/main.ts', import.meta.url))];
    } finally {
      // esbuild keeps a service process until told to stop; this process lives as long as the server.
      await import('esbuild').then(
        (esbuild) => esbuild.stop(),
        () => undefined,
      );
    }
  }
  return [COMPILED_MAIN];
}

/**
 * The number of server processes for INSUITE_PROCESSES (`setting`): empty is 1, auto is one per
 * CPU this process may use (usableCpus: its affinity mask and cgroup quota, which the server's own
 * count could not see), else a whole number from 1 to 64; anything else throws.
 */
export function processCount(setting = '', cpus = usableCpus()) {
  const value = setting.trim().toLowerCase();
  if (value === '') return 1;
  if (value === 'auto') return Math.max(1, Math.min(64, Math.floor(cpus)));
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 64) {
    throw new Error(`INSUITE_PROCESSES must be auto or a whole number from 1 to 64, not "${setting}"`);
  }
  return n;
}

/**
 * What starts the server from `env` (npm start, insuite serve): the Node arguments (flags, then
 * the entry) and the environment. A bad setting throws before anything is built.
 */
export async function serverCommand(env = process.env) {
  const flags = [
    ...serverNodeFlags(env.INSUITE_SINGLE_THREADED_GC),
    ...youngGenerationFlags(env.INSUITE_SEMI_SPACE_MB),
  ];
  const processes = processCount(env.INSUITE_PROCESSES);
  return {
    args: [...flags, ...(await serverEntry())],
    env: serverEnvironment({ ...env, INSUITE_PROCESSES: String(processes) }),
  };
}

/** How often the process running the server looks whether the process that started it is gone. */
const PARENT_CHECK_MS = 250;

/**
 * Runs the server (`command`, from serverCommand) as a child process tied to this one, and
 * resolves with how it exited ({ code, signal }). The tie holds both ways:
 * - SIGINT and SIGTERM here are passed on; the server shuts down cleanly on them.
 * - The server gets an IPC channel, which closes when this process ends, however it ends (even
 *   SIGKILL); the server then shuts down as on SIGTERM (server/src/main.ts).
 * - When the process that started this one is gone, this one is re-parented: it then stops the
 *   server too. npx runs `insuite serve` under `sh -c`, and a shell that does not pass SIGTERM on
 *   (dash, Debian's sh) ends without a word when npm passes it one, leaving this process behind.
 *   (npm start execs this file, package.json, so that npm's SIGINT reaches it: dash holds SIGINT
 *   until its command ends.)
 *   Node offers no parent-death signal, so the parent's pid is checked every PARENT_CHECK_MS.
 * The flags the server needs (garbage collection, young generation, glibc's environment) are set
 * when a process starts, which is why the server is a child and not this process itself.
 */
export function runServer(command, { cwd, onStart } = {}) {
  const child = spawn(process.execPath, command.args, {
    env: command.env,
    cwd,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  onStart?.(child);
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  const parent = process.ppid;
  // A parent pid of 0 or 1 (a container's first process, a daemon) cannot change: nothing to watch.
  const watch =
    parent > 1
      ? setInterval(() => {
          if (process.ppid === parent) return;
          clearInterval(watch);
          child.kill('SIGTERM');
        }, PARENT_CHECK_MS).unref()
      : undefined;
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
      resolve({ code, signal });
    }),
  );
}

async function main() {
  // Another Node than the install's crashes the server with no output: one line instead.
  checkNode();
  let command;
  try {
    command = await serverCommand();
  } catch (err) {
    console.error(`insuite: bad setting: ${err.message}`);
    process.exit(2);
  }
  const { code, signal } = await runServer(command);
  if (signal) {
    // Ended by a signal: end the same way, so that whoever started us sees it.
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
